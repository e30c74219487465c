/**
 * What a public page reports about a pageview (issue 11 §2 "Traffic"): its path, where the
 * visitor came from, the locale and a coarse screen size. Nothing that identifies a person: no
 * cookie, no id, no exact width. Shared by the beacon (src/clientModules/trafficBeacon.ts) and the
 * server's schema, and kept free of libraries so the beacon stays under 1 KB.
 */

export const screenBuckets = ['mobile', 'tablet', 'desktop'] as const;
export type ScreenBucket = (typeof screenBuckets)[number];

/** Breakpoints of Infima's layout: below 768 px phones, below 997 px tablets. */
export function screenBucket(width: number): ScreenBucket {
  if (width < 768) return 'mobile';
  if (width < 997) return 'tablet';
  return 'desktop';
}

export const trafficLocales = ['en', 'es'] as const;
export type TrafficLocale = (typeof trafficLocales)[number];

export function localeOfPath(path: string): TrafficLocale {
  return /^\/es(\/|$)/.test(path) ? 'es' : 'en';
}

/** Staff pages and the thank-you page are not traffic (they are counted elsewhere or private). */
export function isTrackedPath(path: string): boolean {
  return !/^\/(?:es\/)?(?:admin[-/]|thank-you(?:\/|$))/.test(path);
}

export type PageviewBeacon = {
  /** Path and query of the page (the query carries utm_* tags); never the hash. */
  path: string;
  /** The page before it: the previous page on a client-side navigation, else document.referrer. */
  referrer: string;
  locale: TrafficLocale;
  screen: ScreenBucket;
};

export function pageviewBeacon(
  {pathname, search}: {pathname: string; search: string},
  referrer: string,
  width: number,
): PageviewBeacon {
  return {path: `${pathname}${search}`, referrer, locale: localeOfPath(pathname), screen: screenBucket(width)};
}
