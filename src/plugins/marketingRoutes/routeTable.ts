/**
 * The routes the marketing-routes plugin generates (SPEC §2). Pure data: the plugin runs in
 * Node.js, where the translated content modules of src/data cannot load (translate() needs the
 * bundler), so this table names the pages and the content modules fill them in the browser.
 * tests/unit/data keeps it in step with src/data/industries.ts and src/data/useCases.ts.
 */
import {industryPath, useCasePath, useCaseSlug} from '../../lib/slug';

/** Same ids, same order as src/data/industries.ts `industryIds`. */
export const INDUSTRY_IDS = [
  'healthcare',
  'retail',
  'technology',
  'manufacturing',
  'media',
  'business-services',
  'ecommerce',
  'professional-services',
] as const;

export type RouteIndustryId = (typeof INDUSTRY_IDS)[number];

/**
 * Second paths of an industry page. /industries/healthcare (SPEC §2 "Other linked paths") renders
 * the healthcare page and declares /industry/healthcare canonical, like the other seven.
 */
export const INDUSTRY_ALIASES: readonly {path: string; industryId: RouteIndustryId}[] = [
  {path: '/industries/healthcare', industryId: 'healthcare'},
];

/**
 * The four use cases: English title (source of the slug, SPEC §2 use-case slug rule) and the
 * /solutions/... path that also shows the page (SPEC §2 route table, footer, feature tabs).
 */
export const USE_CASE_ROUTES = [
  {title: 'Customer Support', alias: '/solutions/ai-assistants'},
  {title: 'Documentation', alias: '/solutions/natural-language-processing'},
  {title: 'Process Automation', alias: '/solutions/workflow-automation'},
  {title: 'Scheduling', alias: '/solutions/advanced-analytics'},
] as const;

/** Props every generated page receives (see components/Industry and components/UseCase). */
export type MarketingRouteProps = {
  /** Path of this page without baseUrl, e.g. '/solutions/workflow-automation'. */
  path: string;
  /** The one canonical path the page declares, e.g. '/use-cases/process-automation'. */
  canonicalPath: string;
};

export type MarketingRoute =
  | {kind: 'industry'; path: string; canonicalPath: string; industryId: RouteIndustryId}
  | {kind: 'use-case'; path: string; canonicalPath: string; useCaseId: string};

/** Every generated page path (without baseUrl or locale), each with the canonical path it declares. */
export function listMarketingRoutes(): MarketingRoute[] {
  const industryRoutes: MarketingRoute[] = INDUSTRY_IDS.map((industryId) => ({
    kind: 'industry',
    path: industryPath(industryId),
    canonicalPath: industryPath(industryId),
    industryId,
  }));
  const industryAliasRoutes: MarketingRoute[] = INDUSTRY_ALIASES.map(({path, industryId}) => ({
    kind: 'industry',
    path,
    canonicalPath: industryPath(industryId),
    industryId,
  }));
  const useCaseRoutes: MarketingRoute[] = USE_CASE_ROUTES.flatMap(({title, alias}) => {
    const slug = useCaseSlug(title);
    const canonicalPath = useCasePath(slug);
    return [
      {kind: 'use-case', path: canonicalPath, canonicalPath, useCaseId: slug},
      {kind: 'use-case', path: alias, canonicalPath, useCaseId: slug},
    ] satisfies MarketingRoute[];
  });
  return [...industryRoutes, ...industryAliasRoutes, ...useCaseRoutes];
}
