/**
 * hreflang alternates of a page: the same locale-neutral path under each locale's base URL,
 * plus x-default. Shared by the page <head> (src/theme/SiteMetadata) and the sitemap plugin, so
 * both always name the same URLs. Pages served at a second address (aliases) declare the
 * alternates of their canonical path, never of the alias.
 */
import {listMarketingRoutes} from '../../config/ids';

export type Alternate = {lang: string; url: string};

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

/**
 * Maps a site path ('/solutions/workflow-automation') to the canonical path its page declares
 * ('/use-cases/process-automation'); paths without a second address map to themselves.
 */
export function canonicalPathResolver(
  routes: readonly {path: string; canonicalPath: string}[],
): (path: string) => string {
  const canonical = new Map(routes.map((route) => [route.path, route.canonicalPath]));
  return (path) => canonical.get(path) ?? path;
}

const marketingCanonicalPath = canonicalPathResolver(listMarketingRoutes());

/**
 * The locale-neutral canonical path of a locale-neutral page path, as the page and the sitemap
 * both declare it ('solutions/workflow-automation' -> 'use-cases/process-automation').
 */
export function canonicalNeutralPath(path: string): string {
  return marketingCanonicalPath(`/${path}`).replace(/^\/+/, '');
}
