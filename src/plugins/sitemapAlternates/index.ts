/**
 * Sitemap items with hreflang alternates, for the preset's sitemap plugin option
 * `createSitemapItems`. Each locale is built separately and Docusaurus builds every route in
 * every locale, so each page's alternates are the same path under each locale's base URL.
 * The `sitemap` library behind the plugin writes `links` as <xhtml:link rel="alternate">.
 */
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';

type CreateSitemapItems = NonNullable<SitemapOptions['createSitemapItems']>;
type SitemapItem = Awaited<ReturnType<CreateSitemapItems>>[number];

export type Alternate = {lang: string; url: string};
export type SitemapItemWithAlternates = SitemapItem & {links: Alternate[]};

export type LocaleLayout = {
  /** Production origin, no trailing slash needed. */
  siteUrl: string;
  /** The site's base URL before localisation, usually '/'. */
  rootBaseUrl: string;
  locales: readonly string[];
  defaultLocale: string;
  /** hreflang per locale; the theme's <link rel="alternate"> uses the same htmlLang values. */
  hreflang: Readonly<Record<string, string>>;
};

/** Pages kept out of search (SPEC §2, §8): thank-you, not-found and every admin path. */
const PRIVATE_PATH = /^(?:thank-you|404(?:\.html)?|admin)(?:[/-]|$)/;

/** `path` is locale-neutral and has no leading slash: 'thank-you', 'admin/white-paper'. */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATH.test(path.replace(/^\/+/, ''));
}

function withSlashes(baseUrl: string): string {
  const inner = baseUrl.replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}/` : '/';
}

export function localeBaseUrl(layout: LocaleLayout, locale: string): string {
  const root = withSlashes(layout.rootBaseUrl);
  return locale === layout.defaultLocale ? root : `${root}${locale}/`;
}

export function localizedUrl(layout: LocaleLayout, locale: string, path: string): string {
  const origin = layout.siteUrl.replace(/\/+$/, '');
  return `${origin}${localeBaseUrl(layout, locale)}${path.replace(/^\/+/, '')}`;
}

/** Locale-neutral path of a sitemap URL of `locale` ('https://x/es/pricing' -> 'pricing'). */
export function neutralPath(layout: LocaleLayout, locale: string, url: string): string {
  const prefix = localizedUrl(layout, locale, '');
  if (url.startsWith(prefix)) return url.slice(prefix.length);
  // The locale root without its trailing slash ('https://x/es').
  if (`${url}/` === prefix) return '';
  throw new Error(`Sitemap URL ${url} is not under ${prefix}`);
}

/** Every locale's version of the page plus x-default (the default locale), self included. */
export function alternatesFor(layout: LocaleLayout, path: string): Alternate[] {
  return [
    ...layout.locales.map((locale) => ({lang: layout.hreflang[locale] ?? locale, url: localizedUrl(layout, locale, path)})),
    {lang: 'x-default', url: localizedUrl(layout, layout.defaultLocale, path)},
  ];
}

/**
 * Which locale a build is for, and the site's root base URL, from the localised site config
 * ('/es/' -> es under '/'; '/' -> the default locale).
 */
export function currentLocaleLayout(siteConfig: {
  url: string;
  baseUrl: string;
  i18n: {locales: string[]; defaultLocale: string; localeConfigs: Record<string, {htmlLang?: string}>};
}): {layout: LocaleLayout; locale: string} {
  const {locales, defaultLocale, localeConfigs} = siteConfig.i18n;
  const base = withSlashes(siteConfig.baseUrl);
  const locale = locales.find((l) => l !== defaultLocale && base.endsWith(`/${l}/`)) ?? defaultLocale;
  const rootBaseUrl = locale === defaultLocale ? base : base.slice(0, -(locale.length + 1));
  const hreflang = Object.fromEntries(locales.map((l) => [l, localeConfigs[l]?.htmlLang ?? l]));
  return {layout: {siteUrl: siteConfig.url, rootBaseUrl, locales, defaultLocale, hreflang}, locale};
}

export function withAlternates(
  items: readonly SitemapItem[],
  layout: LocaleLayout,
  locale: string,
): SitemapItemWithAlternates[] {
  return items.flatMap((item) => {
    const path = neutralPath(layout, locale, item.url);
    return isPrivatePath(path) ? [] : [{...item, links: alternatesFor(layout, path)}];
  });
}

/** The preset's `sitemap.createSitemapItems`: default items, private pages out, hreflang in. */
export const createSitemapItemsWithAlternates: CreateSitemapItems = async ({defaultCreateSitemapItems, ...params}) => {
  const items = await defaultCreateSitemapItems(params);
  const {layout, locale} = currentLocaleLayout(params.siteConfig);
  return withAlternates(items, layout, locale);
};
