// Which pages the Lighthouse bench measures: every page of the build's sitemaps (both locales),
// the unreleased docs version (noindex, so left out of the sitemaps) and one bare page per locale
// as the JavaScript baseline.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';

export const locales = ['en', 'es'];
const localePrefix = {en: '', es: '/es'};

/** The bare page of a locale: the theme layout, a heading, a paragraph and a link (noindex). */
export const barePath = (locale) => `${localePrefix[locale]}/thank-you`;

export function localeOf(pagePath) {
  return pagePath === '/es' || pagePath.startsWith('/es/') ? 'es' : 'en';
}

/** The page type shown in the table, from the path without its locale prefix. */
export function pageKind(pagePath) {
  const local = localeOf(pagePath) === 'es' ? pagePath.slice(3) || '/' : pagePath;
  if (local === '/thank-you') return 'bare';
  if (local.startsWith('/documentation/next')) return 'docs next';
  if (local.startsWith('/documentation')) return 'docs';
  if (local.startsWith('/blog')) return 'blog';
  if (local.startsWith('/industry/')) return 'industry';
  if (local.startsWith('/use-cases/')) return 'use case';
  if (local.startsWith('/solutions')) return 'solution';
  return 'marketing';
}

/** Site paths of a sitemap's <loc> entries (the production origin dropped). */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((match) => {
    const url = new URL(match[1].replace(/&amp;/g, '&'));
    return url.pathname;
  });
}

/** The built HTML file of a path (trailingSlash: false writes `/a/b.html`, `/` is index.html). */
function builtFile(buildDir, pagePath) {
  return pagePath.endsWith('/')
    ? path.join(buildDir, pagePath, 'index.html')
    : path.join(buildDir, `${pagePath}.html`);
}

/**
 * Whether a page asks search engines not to index it (`<meta name="robots" content="noindex...">`):
 * Lighthouse's SEO category then fails "Page is blocked from indexing", which is the intent.
 */
export function isNoindex(html) {
  return parse(html, {parseNoneClosedTags: true}).querySelectorAll('meta[name="robots"]')
    .some((meta) => /(^|[\s,])noindex([\s,]|$)/i.test(meta.getAttribute('content') ?? ''));
}

/**
 * The released docs are in the sitemap as /documentation/<page>; the unreleased version serves
 * the same pages under /documentation/next and is noindex, so it is derived from them.
 */
function unreleasedDocs(buildDir, paths) {
  return paths
    .filter((p) => /^(\/es)?\/documentation(\/|$)/.test(p) && !p.includes('/documentation/next'))
    .map((p) => p.replace('/documentation', '/documentation/next'))
    .filter((p) => existsSync(builtFile(buildDir, p)));
}

/**
 * Every page to measure, sorted, each with its locale, kind and whether it is noindex. `filter`
 * keeps the paths that contain it, `only` the paths it lists exactly; the bare page of each
 * locale that keeps a page is always measured.
 */
export function pagesOfBuild(buildDir, {locale, filter, only} = {}) {
  const sitemaps = locales
    .filter((l) => !locale || l === locale)
    .map((l) => path.join(buildDir, localePrefix[l], 'sitemap.xml'));
  const missing = sitemaps.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`no sitemap at ${missing.join(', ')}: build the site first`);
  const listed = sitemaps.flatMap((file) => sitemapPaths(readFileSync(file, 'utf8')));
  const all = [...new Set([...listed, ...unreleasedDocs(buildDir, listed)])].sort();
  const unknown = (only ?? []).filter((p) => !all.includes(p));
  if (unknown.length) throw new Error(`not in the sitemaps nor the unreleased docs: ${unknown.join(', ')}`);
  const kept = all.filter((p) => (!filter || p.includes(filter)) && (!only || only.includes(p)));
  const bareOf = [...new Set(kept.map(localeOf))].map(barePath);
  return [...kept.filter((p) => !bareOf.includes(p)), ...bareOf].map((p) => ({
    path: p,
    locale: localeOf(p),
    kind: pageKind(p),
    bare: bareOf.includes(p),
    noindex: isNoindex(readFileSync(builtFile(buildDir, p), 'utf8')),
  }));
}
