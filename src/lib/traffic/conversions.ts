/**
 * Conversions on the Traffic dashboard (issue 11 §2): each form's submissions, and the rate from
 * the visitors of the pages that show it. Which page shows which form is read from src/pages:
 * - the lead form: the landing page's signup, the home page's signup section and /contact;
 * - the white paper download form: /landing and /case-studies;
 * - the white paper request form (the pricing variant): /pricing;
 * - the partner application: /partners;
 * - the newsletter: the footer of every page, so its rate is over all visitors.
 * Paths are without locale: /es/pricing counts for /pricing.
 */

export const conversionGoals = [
  {id: 'lead', pages: ['/', '/landing', '/contact']},
  {id: 'whitePaperDownload', pages: ['/landing', '/case-studies']},
  {id: 'whitePaperRequest', pages: ['/pricing']},
  {id: 'partner', pages: ['/partners']},
  {id: 'newsletter', pages: 'all'},
] as const satisfies readonly {id: string; pages: readonly string[] | 'all'}[];

export type ConversionGoalId = (typeof conversionGoals)[number]['id'];

/** A page's path in every locale we serve: '/pricing' -> ['/pricing', '/es/pricing']. */
export function pathsInEveryLocale(page: string): string[] {
  return page === '/' ? ['/', '/es', '/es/'] : [page, `/es${page}`];
}


/**
 * A form's conversion rate: its submissions ÷ the visitors who viewed a page carrying it, in the
 * same period; null without such visitors. At most 1 (100%): submissions are not tied to
 * visitors, and some come from people the beacon does not count (Do Not Track, GPC, no
 * JavaScript) or from one visitor sending twice, so they can outnumber the counted visitors.
 */
export function conversionRate(submissions: number, visitors: number): number | null {
  if (visitors <= 0) return null;
  return Math.min(submissions / visitors, 1);
}
