import type {APIRequestContext, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {checkJsonLdText} from '../../src/lib/seo/checker';
import {isNoIndex} from '../../src/lib/seo/robots';
import {company} from '../../src/config/site';

/**
 * Search-readiness of the production build (SPEC §3 "Page SEO settings", §5 "Structured data
 * checks", §8 "Robots"): every page listed in the sitemaps of both locales is fetched from the
 * server as a crawler first sees it (prerendered HTML, parsed by Chromium's DOMParser) and
 * checked. Failures list every offending page at once.
 */

const production = new URL(company.url);
const locales = [
  {name: 'en', hreflang: 'en-US', prefix: ''},
  {name: 'es', hreflang: 'es-ES', prefix: '/es'},
] as const;
type Locale = (typeof locales)[number];

type SitemapEntry = {loc: string; alternates: {hreflang: string; href: string}[]};
type PageReport = {
  path: string;
  status: number;
  h1Count: number;
  canonicals: string[];
  robots: string[];
  descriptions: string[];
  jsonLd: string[];
  /** React's outlined Suspense content: a placeholder plus a hidden copy a script moves in. */
  scriptRevealedParts: number;
};

/** Site path of a production URL, for asking the test server. */
function serverPath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

async function fetchText(request: APIRequestContext, path: string): Promise<{status: number; text: string}> {
  const response = await request.get(path, {maxRedirects: 0});
  return {status: response.status(), text: await response.text()};
}

async function readSitemap(page: Page, request: APIRequestContext, locale: Locale): Promise<SitemapEntry[]> {
  const {status, text} = await fetchText(request, `${locale.prefix}/sitemap.xml`);
  expect(status, `${locale.prefix}/sitemap.xml answers 200`).toBe(200);
  return page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    if (doc.querySelector('parsererror')) throw new Error('sitemap.xml is not well-formed XML');
    return [...doc.getElementsByTagNameNS('*', 'url')].map((url) => ({
      loc: url.getElementsByTagNameNS('*', 'loc')[0]?.textContent?.trim() ?? '',
      alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')]
        .filter((link) => link.getAttribute('rel') === 'alternate')
        .map((link) => ({hreflang: link.getAttribute('hreflang') ?? '', href: link.getAttribute('href') ?? ''})),
    }));
  }, text);
}

/** What a crawler reads in a page's prerendered HTML. */
async function inspectHtml(page: Page, html: string): Promise<Omit<PageReport, 'path' | 'status'>> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const attr = (selector: string, name: string) =>
      [...doc.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? '');
    return {
      h1Count: doc.querySelectorAll('h1').length,
      canonicals: attr('link[rel="canonical"]', 'href'),
      robots: attr('meta[name="robots"]', 'content'),
      descriptions: attr('meta[name="description"]', 'content'),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      scriptRevealedParts: doc.querySelectorAll('template[id^="B:"], div[hidden][id^="S:"]').length,
    };
  }, html);
}

async function inspectPath(page: Page, request: APIRequestContext, path: string): Promise<PageReport> {
  const {status, text} = await fetchText(request, path);
  return {path, status, ...(await inspectHtml(page, text))};
}

/** One crawl per locale and worker: the page checks read the same reports. */
const crawls = new Map<string, Promise<PageReport[]>>();

function crawl(page: Page, request: APIRequestContext, locale: Locale): Promise<PageReport[]> {
  if (!crawls.has(locale.name)) crawls.set(locale.name, crawlLocale(page, request, locale));
  return crawls.get(locale.name)!;
}

async function crawlLocale(page: Page, request: APIRequestContext, locale: Locale): Promise<PageReport[]> {
  const paths = (await readSitemap(page, request, locale)).map((entry) => serverPath(entry.loc));
  expect(paths.length, `${locale.name} sitemap lists pages`).toBeGreaterThan(0);
  const reports: PageReport[] = [];
  const batchSize = 8;
  for (let i = 0; i < paths.length; i += batchSize) {
    const batch = paths.slice(i, i + batchSize);
    reports.push(...(await Promise.all(batch.map((path) => inspectPath(page, request, path)))));
  }
  return reports;
}

for (const locale of locales) {
  test.describe(`SEO of every ${locale.name} page`, () => {
    test.setTimeout(180_000);

    test('answers 200, has exactly one h1 and is indexable', async ({page, request}) => {
      const reports = await crawl(page, request, locale);
      expect(reports.filter((r) => r.status !== 200).map((r) => `${r.path}: HTTP ${r.status}`), 'pages not answering 200').toEqual([]);
      expect(
        reports.filter((r) => r.h1Count !== 1).map((r) => `${r.path}: ${r.h1Count} h1 elements`),
        'pages without exactly one h1',
      ).toEqual([]);
      expect(
        reports.filter((r) => r.robots.some(isNoIndex)).map((r) => `${r.path}: robots "${r.robots.join('", "')}"`),
        'noindex pages listed in the sitemap',
      ).toEqual([]);
    });

    test('has a meta description for search results', async ({page, request}) => {
      const reports = await crawl(page, request, locale);
      expect(
        reports.filter((r) => !r.descriptions.some((d) => d.trim())).map((r) => r.path),
        'pages without a meta description (Lighthouse SEO "meta-description")',
      ).toEqual([]);
    });

    test('holds its whole content inline, with no part left for a script to reveal', async ({page, request}) => {
      const reports = await crawl(page, request, locale);
      expect(
        reports.filter((r) => r.scriptRevealedParts > 0).map((r) => `${r.path}: ${r.scriptRevealedParts} outlined parts`),
        'pages whose content only appears once a script runs',
      ).toEqual([]);
    });

    test('structured data passes the SPEC §5 checks', async ({page, request}) => {
      const reports = await crawl(page, request, locale);
      const problems = reports.flatMap((r) =>
        r.jsonLd.flatMap((text, i) => checkJsonLdText(text, `script[${i}]`).map((problem) => `${r.path} ${problem}`)),
      );
      expect(problems, 'structured data problems').toEqual([]);
    });

    test('declares one canonical URL in its locale that answers 200', async ({page, request}) => {
      const reports = await crawl(page, request, locale);
      const problems: string[] = [];
      const canonicals = new Set<string>();
      for (const r of reports) {
        if (r.canonicals.length !== 1) {
          problems.push(`${r.path}: ${r.canonicals.length} canonical links`);
          continue;
        }
        const canonical = new URL(r.canonicals[0], production);
        if (canonical.origin !== production.origin) {
          problems.push(`${r.path}: canonical ${canonical.href} is not on ${production.origin}`);
        }
        const inLocale = locale.prefix
          ? canonical.pathname === `${locale.prefix}/` || canonical.pathname.startsWith(`${locale.prefix}/`)
          : !locales.some((l) => l.prefix && (canonical.pathname + '/').startsWith(`${l.prefix}/`));
        if (!inLocale) problems.push(`${r.path}: canonical ${canonical.href} is outside the ${locale.name} site`);
        canonicals.add(serverPath(canonical.href));
      }
      for (const path of canonicals) {
        const {status} = await fetchText(request, path);
        if (status !== 200) problems.push(`canonical ${path}: HTTP ${status}`);
      }
      expect(problems, 'canonical URL problems').toEqual([]);
    });

    test('thank-you and not-found pages are noindex, nofollow', async ({page, request}) => {
      const thankYou = await inspectPath(page, request, `${locale.prefix}/thank-you`);
      const notFound = await inspectPath(page, request, `${locale.prefix}/this-page-does-not-exist`);
      expect(thankYou.status, 'thank-you answers 200').toBe(200);
      expect(notFound.status, 'an unknown path answers 404').toBe(404);
      for (const report of [thankYou, notFound]) {
        expect(report.robots.join(', '), `robots of ${report.path}`).toMatch(/noindex/);
        expect(report.robots.join(', '), `robots of ${report.path}`).toMatch(/nofollow/);
      }
    });
  });
}

type JsonLdNode = Record<string, unknown>;

/** Every typed node of a page's JSON-LD, nested ones included. */
function jsonLdNodes(texts: string[]): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      if ('@type' in value) nodes.push(value as JsonLdNode);
      Object.values(value).forEach(visit);
    }
  };
  texts.forEach((text) => visit(JSON.parse(text)));
  return nodes;
}

/** SPEC §9 "Structured data" and snippet settings, per page type. */
const pageTypeSettings = [
  {
    path: '/landing',
    robots: ['index', 'follow', 'max-snippet:180', 'max-image-preview:large'],
    jsonLd: [
      {'@type': 'SoftwareApplication', offers: {price: 349, priceCurrency: 'USD'}, aggregateRating: {ratingValue: 4.8, ratingCount: 127}},
      {'@type': 'WebPage', isAccessibleForFree: true},
    ],
  },
  {
    path: '/industry/retail',
    robots: ['index', 'follow', 'max-snippet:180', 'max-image-preview:large', 'max-video-preview:-1'],
    jsonLd: [{'@type': 'Service', offers: {price: '349.00', priceCurrency: 'USD'}}],
  },
  {path: '/industries/healthcare', robots: ['index', 'follow'], jsonLd: [{'@type': 'MedicalBusiness'}]},
  {
    path: '/use-cases/process-automation',
    robots: ['index', 'follow', 'max-snippet:160', 'max-image-preview:large'],
    jsonLd: [
      {'@type': 'Service', serviceType: 'AI Process Automation', areaServed: 'Global', offers: {price: 349, priceCurrency: 'USD'}},
      {'@type': 'FAQPage'},
    ],
  },
  {
    path: '/use-cases/scheduling',
    robots: ['index', 'follow', 'max-snippet:160', 'max-image-preview:large'],
    jsonLd: [{'@type': 'Service', offers: {price: 0, priceCurrency: 'USD'}}],
  },
  {path: '/use-cases/customer-support', robots: ['max-snippet:160'], jsonLd: [{'@type': 'FAQPage'}]},
] as const;

for (const {path, robots, jsonLd} of pageTypeSettings) {
  test(`${path} declares the SPEC §9 robots settings and structured data`, async ({page, request}) => {
    const report = await inspectPath(page, request, path);
    expect(report.status, `${path} answers 200`).toBe(200);
    const directives = report.robots.flatMap((content) => content.split(',').map((d) => d.trim()));
    expect(directives, `robots of ${path}`).toEqual(expect.arrayContaining([...robots]));
    const nodes = jsonLdNodes(report.jsonLd);
    for (const expected of jsonLd) {
      expect(nodes, `${expected['@type']} structured data of ${path}`).toContainEqual(expect.objectContaining(
        Object.fromEntries(
          Object.entries(expected).map(([key, value]) => [key, typeof value === 'object' ? expect.objectContaining(value) : value]),
        ),
      ));
    }
  });
}

test('sitemaps of both locales link each page to its alternates and leave private pages out', async ({page, request}) => {
  const sitemaps = await Promise.all(locales.map(async (locale) => ({locale, entries: await readSitemap(page, request, locale)})));
  const listed = new Set(sitemaps.flatMap(({entries}) => entries.map((entry) => entry.loc)));
  const problems: string[] = [];
  for (const {locale, entries} of sitemaps) {
    for (const {loc, alternates} of entries) {
      const path = new URL(loc).pathname;
      const withoutLocale = locale.prefix ? path.slice(locale.prefix.length) : path;
      if (/^\/(?:thank-you|404|admin)(?:[/.-]|$)/.test(withoutLocale)) problems.push(`${loc}: private page listed`);
      if (locale.prefix ? !`${path}/`.startsWith(`${locale.prefix}/`) : path.startsWith('/es/') || path === '/es') {
        problems.push(`${loc}: listed in the ${locale.name} sitemap`);
      }
      const hreflangs = alternates.map((a) => a.hreflang).sort();
      if (hreflangs.join() !== ['en-US', 'es-ES', 'x-default'].sort().join()) {
        problems.push(`${loc}: hreflang alternates [${hreflangs.join(', ')}]`);
      }
      const self = alternates.find((a) => a.hreflang === locale.hreflang);
      if (self && self.href !== loc) problems.push(`${loc}: its ${locale.hreflang} alternate is ${self.href}`);
      for (const {hreflang, href} of alternates) {
        if (!listed.has(href)) problems.push(`${loc}: ${hreflang} alternate ${href} is in no sitemap`);
      }
    }
  }
  expect(problems, 'sitemap problems').toEqual([]);
});

const organizationPages = [
  '/',
  '/about-us',
  '/careers',
  '/contact',
  '/privacy-policy',
  '/terms-and-conditions',
  '/cookies-policy',
  '/accessibility',
];

test('the home and company pages carry the Organization structured data (SPEC §3)', async ({page, request}) => {
  for (const locale of locales) {
    for (const path of organizationPages) {
      const localised = path === '/' ? `${locale.prefix}/` : `${locale.prefix}${path}`;
      const report = await inspectPath(page, request, localised);
      // A block of its own, not only the publisher nested in another block.
      const blocks = report.jsonLd.map((text) => JSON.parse(text) as JsonLdNode);
      expect.soft(blocks, `Organization block of ${report.path}`).toContainEqual(
        expect.objectContaining({
          '@type': 'Organization',
          name: company.name,
          url: company.url,
          logo: expect.objectContaining({url: `${company.url}${company.logo}`, width: 180, height: 60}),
        }),
      );
    }
  }
});

/** Pages served at a second address (SPEC §2) and the canonical path each declares. */
const aliases = [
  ['/solutions/workflow-automation', '/use-cases/process-automation'],
  ['/solutions/advanced-analytics', '/use-cases/scheduling'],
  ['/solutions/ai-assistants', '/use-cases/customer-support'],
  ['/solutions/natural-language-processing', '/use-cases/documentation'],
  ['/industries/healthcare', '/industry/healthcare'],
] as const;

test('alias pages declare the hreflang alternates of their canonical URL', async ({page, request}) => {
  const problems: string[] = [];
  for (const [alias, canonical] of aliases) {
    for (const locale of locales) {
      const {text} = await fetchText(request, `${locale.prefix}${alias}`);
      const alternates = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'text/html');
        return [...doc.querySelectorAll('link[rel="alternate"][hreflang]')]
          .map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)
          .sort();
      }, text);
      const expected = [
        `en-US ${production.origin}${canonical}`,
        `es-ES ${production.origin}/es${canonical}`,
        `x-default ${production.origin}${canonical}`,
      ];
      if (alternates.join() !== expected.join()) {
        problems.push(`${locale.prefix}${alias}: [${alternates.join(', ')}]`);
      }
    }
  }
  expect(problems, 'alias pages with the wrong alternates').toEqual([]);
});

test('sitemaps leave out search results and aliases', async ({page, request}) => {
  const listed = (await Promise.all(locales.map((locale) => readSitemap(page, request, locale)))).flat();
  const paths = listed.map((entry) => new URL(entry.loc).pathname.replace(/^\/es(?=\/|$)/, '') || '/');
  const unwanted = ['/search', ...aliases.map(([alias]) => alias)];
  expect(paths.filter((path) => unwanted.includes(path))).toEqual([]);
});

test('robots.txt points crawlers to the sitemaps and away from the admin area', async ({request}) => {
  const {status, text} = await fetchText(request, '/robots.txt');
  expect(status).toBe(200);
  const lines = text.split('\n').map((line) => line.trim());
  expect(lines).toContain(`Sitemap: ${production.origin}/sitemap.xml`);
  expect(lines).toContain(`Sitemap: ${production.origin}/es/sitemap.xml`);
  expect(lines).toContain('Disallow: /admin');
});
