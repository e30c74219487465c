import {createSitemapItemsWithAlternates, isPrivatePath, withAlternates} from '@site/src/plugins/sitemapAlternates';
import {alternatesFor, canonicalPathResolver, currentLocaleLayout, neutralPath} from '@site/src/lib/seo/alternates';
import {listMarketingRoutes} from '@site/src/config/ids';

const origin = 'https://www.agentworks.example';
const i18n = {
  locales: ['en', 'es'],
  defaultLocale: 'en',
  localeConfigs: {en: {htmlLang: 'en-US'}, es: {htmlLang: 'es-ES'}},
};
const en = currentLocaleLayout({url: origin, baseUrl: '/', i18n});
const es = currentLocaleLayout({url: origin, baseUrl: '/es/', i18n});

describe('sitemap hreflang alternates', () => {
  it('recognises the locale of each build from its base URL', () => {
    expect(en.locale).toBe('en');
    expect(es.locale).toBe('es');
    expect(es.layout.rootBaseUrl).toBe('/');
    expect(es.layout.hreflang).toEqual({en: 'en-US', es: 'es-ES'});
  });

  it('maps URLs of either locale to the same locale-neutral path', () => {
    expect(neutralPath(en.layout, 'en', `${origin}/pricing`)).toBe('pricing');
    expect(neutralPath(es.layout, 'es', `${origin}/es/pricing`)).toBe('pricing');
    expect(neutralPath(es.layout, 'es', `${origin}/es/`)).toBe('');
    expect(neutralPath(es.layout, 'es', `${origin}/es`)).toBe('');
  });

  it('lists every locale, self included, plus x-default', () => {
    expect(alternatesFor(es.layout, 'industry/retail')).toEqual([
      {lang: 'en-US', url: `${origin}/industry/retail`},
      {lang: 'es-ES', url: `${origin}/es/industry/retail`},
      {lang: 'x-default', url: `${origin}/industry/retail`},
    ]);
    expect(alternatesFor(en.layout, '')).toEqual([
      {lang: 'en-US', url: `${origin}/`},
      {lang: 'es-ES', url: `${origin}/es/`},
      {lang: 'x-default', url: `${origin}/`},
    ]);
  });

  it.each([
    ['thank-you', true],
    ['404', true],
    ['404.html', true],
    ['admin', true],
    ['admin/white-paper', true],
    ['admin-login', true],
    ['admin-whitepaper', true],
    ['pricing', false],
    ['administrators-guide', false],
    ['blog/thank-you-customers', false],
  ])('isPrivatePath(%p) is %p', (path, expected) => {
    expect(isPrivatePath(path)).toBe(expected);
  });

  it('drops private pages and adds alternates to the rest', () => {
    const items = withAlternates(
      [
        {url: `${origin}/es/pricing`, changefreq: 'weekly', priority: 0.5},
        {url: `${origin}/es/thank-you`},
        {url: `${origin}/es/admin-login`},
      ],
      es.layout,
      'es',
    );
    expect(items.map((item) => item.url)).toEqual([`${origin}/es/pricing`]);
    expect(items[0]).toMatchObject({changefreq: 'weekly', priority: 0.5});
    expect(items[0].links.map((link) => link.lang)).toEqual(['en-US', 'es-ES', 'x-default']);
  });

  it('works as the sitemap plugin option on top of the default items', async () => {
    const defaultCreateSitemapItems = jest.fn(async () => [{url: `${origin}/`}, {url: `${origin}/thank-you`}]);
    const siteConfig = {url: origin, baseUrl: '/', i18n} as unknown as Parameters<
      typeof createSitemapItemsWithAlternates
    >[0]['siteConfig'];
    const items = await createSitemapItemsWithAlternates({siteConfig, routes: [], defaultCreateSitemapItems});
    expect(defaultCreateSitemapItems).toHaveBeenCalledWith({siteConfig, routes: []});
    expect(items).toEqual([
      {
        url: `${origin}/`,
        links: [
          {lang: 'en-US', url: `${origin}/`},
          {lang: 'es-ES', url: `${origin}/es/`},
          {lang: 'x-default', url: `${origin}/`},
        ],
      },
    ]);
  });

  it('leaves out search results and aliases, whose canonical page is listed instead', () => {
    const items = withAlternates(
      [
        {url: `${origin}/search`},
        {url: `${origin}/solutions/workflow-automation`},
        {url: `${origin}/industries/healthcare`},
        {url: `${origin}/use-cases/process-automation`},
        {url: `${origin}/industry/healthcare`},
        {url: `${origin}/searching-well`},
      ],
      en.layout,
      'en',
    );
    expect(items.map((item) => item.url)).toEqual([
      `${origin}/use-cases/process-automation`,
      `${origin}/industry/healthcare`,
      `${origin}/searching-well`,
    ]);
  });
});

describe('canonicalPathResolver', () => {
  const canonicalPathOf = canonicalPathResolver(listMarketingRoutes());

  it.each([
    ['/solutions/workflow-automation', '/use-cases/process-automation'],
    ['/solutions/advanced-analytics', '/use-cases/scheduling'],
    ['/solutions/ai-assistants', '/use-cases/customer-support'],
    ['/solutions/natural-language-processing', '/use-cases/documentation'],
    ['/industries/healthcare', '/industry/healthcare'],
    ['/use-cases/scheduling', '/use-cases/scheduling'],
    ['/pricing', '/pricing'],
    ['/', '/'],
  ])('%s declares %s', (path, canonical) => {
    expect(canonicalPathOf(path)).toBe(canonical);
  });
});
