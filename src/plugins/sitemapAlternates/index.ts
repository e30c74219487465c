/**
 * Sitemap items with hreflang alternates, for the preset's sitemap plugin option
 * `createSitemapItems`. Each locale is built separately and Docusaurus builds every route in
 * every locale, so each page's alternates are the same path under each locale's base URL
 * (src/lib/seo/alternates.ts, shared with the page <head>).
 * The `sitemap` library behind the plugin writes `links` as <xhtml:link rel="alternate">.
 */
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import {
  alternatesFor,
  canonicalNeutralPath,
  currentLocaleLayout,
  neutralPath,
  type Alternate,
  type LocaleLayout,
} from '../../lib/seo/alternates';

type CreateSitemapItems = NonNullable<SitemapOptions['createSitemapItems']>;
type SitemapItem = Awaited<ReturnType<CreateSitemapItems>>[number];
export type SitemapItemWithAlternates = SitemapItem & {links: Alternate[]};

/** Pages kept out of search (SPEC §2, §8): thank-you, not-found and every admin path. */
const PRIVATE_PATH = /^(?:thank-you|404(?:\.html)?|admin)(?:[/-]|$)/;

/** `path` is locale-neutral and has no leading slash: 'thank-you', 'admin/white-paper'. */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATH.test(path.replace(/^\/+/, ''));
}

/** Search result pages: a query's results are not a page of their own for a search engine. */
const SEARCH_PATH = /^search(?:[/?]|$)/;

/**
 * Private pages, search results and aliases (their canonical URL is listed instead) out; the
 * rest with the hreflang alternates of their canonical path.
 */
export function withAlternates(
  items: readonly SitemapItem[],
  layout: LocaleLayout,
  locale: string,
): SitemapItemWithAlternates[] {
  return items.flatMap((item) => {
    const path = neutralPath(layout, locale, item.url);
    if (isPrivatePath(path) || SEARCH_PATH.test(path)) return [];
    const canonical = canonicalNeutralPath(path);
    if (canonical !== path) return [];
    return [{...item, links: alternatesFor(layout, canonical)}];
  });
}

/** The preset's `sitemap.createSitemapItems`: default items, private pages out, hreflang in. */
export const createSitemapItemsWithAlternates: CreateSitemapItems = async ({defaultCreateSitemapItems, ...params}) => {
  const items = await defaultCreateSitemapItems(params);
  const {layout, locale} = currentLocaleLayout(params.siteConfig);
  return withAlternates(items, layout, locale);
};
