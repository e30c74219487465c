/** The server's check of a pageview beacon (src/lib/traffic/pageview.ts builds it in the browser). */
import {z} from 'zod';
import {screenBuckets, trafficLocales} from './pageview';

export const pageviewSchema = z.object({
  path: z.string().max(1000).regex(/^\/[^\s#]*$/),
  referrer: z.union([z.literal(''), z.url({protocol: /^https?$/}).max(1000)]),
  locale: z.enum(trafficLocales),
  screen: z.enum(screenBuckets),
});

export type PageviewInput = z.infer<typeof pageviewSchema>;

/** The page's path without its query, and the utm_source tag if the query has one. */
export function splitPagePath(path: string): {page: string; utmSource: string | null} {
  const at = path.indexOf('?');
  if (at === -1) return {page: path, utmSource: null};
  const source = new URLSearchParams(path.slice(at + 1)).get('utm_source')?.trim().slice(0, 100);
  return {page: path.slice(0, at), utmSource: source || null};
}

/** The referring site's host, or null for none and for our own pages (internal navigation). */
export function referrerHost(referrer: string, ownHosts: readonly string[]): string | null {
  if (!referrer) return null;
  const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
  return ownHosts.some((own) => own.replace(/^www\./, '') === host) ? null : host;
}
