import {
  docsOnlyItemClass,
  headerItemClasses,
  isDocsPath,
  headerVariantFor,
  isNavbarItemShown,
  sitePath,
  useCaseAliasPaths,
} from '@site/src/lib/headerVariant';
import {listMarketingRoutes} from '@site/src/config/ids';

describe('sitePath', () => {
  it.each([
    ['/industry/technology', '/', '/industry/technology'],
    ['/industry/technology/', '/', '/industry/technology'],
    ['/es/industry/technology', '/es/', '/industry/technology'],
    ['/es', '/es/', '/'],
    ['/es/', '/es/', '/'],
    ['/use-cases/scheduling?tab=x#how', '/', '/use-cases/scheduling'],
    ['/Use-Cases/Scheduling', '/', '/use-cases/scheduling'],
  ])('%s under %s is %s', (pathname, baseUrl, expected) => {
    expect(sitePath(pathname, baseUrl)).toBe(expected);
  });

  it('keeps paths that only start like the base URL', () => {
    expect(sitePath('/estimates', '/es/')).toBe('/estimates');
  });
});

describe('headerVariantFor', () => {
  it('gives every generated use-case page and the technology page the product header', () => {
    const productRoutes = listMarketingRoutes().filter(
      (route) => route.kind === 'use-case' || route.path === '/industry/technology',
    );
    expect(productRoutes.length).toBeGreaterThanOrEqual(9);
    for (const route of productRoutes) {
      expect({path: route.path, variant: headerVariantFor(route.path)}).toEqual({
        path: route.path,
        variant: 'product',
      });
      expect(headerVariantFor(`/es${route.path}`, '/es/')).toBe('product');
    }
  });

  it('serves the four /solutions/ aliases of SPEC §2 with the product header', () => {
    for (const path of useCaseAliasPaths) expect(headerVariantFor(path)).toBe('product');
  });

  it.each([
    '/',
    '/es/',
    '/solutions',
    '/solutions/seamless-integration',
    '/industry/healthcare',
    '/industries/healthcare',
    '/industry/technology-news',
    '/use-cases',
    '/use-cases/scheduling/extra',
    '/pricing',
    '/partners',
    '/documentation/getting-started',
  ])('keeps the default header on %s', (path) => {
    expect(headerVariantFor(path, path.startsWith('/es') ? '/es/' : '/')).toBe('default');
  });

  it('does not mistake the Spanish prefix for an English product page', () => {
    expect(headerVariantFor('/es/industry/technology', '/')).toBe('default');
  });
});

describe('isNavbarItemShown', () => {
  it('shows unmarked items in both headers', () => {
    expect(isNavbarItemShown(undefined, 'default')).toBe(true);
    expect(isNavbarItemShown('navbar__cta', 'product')).toBe(true);
  });

  it('shows default-only items only in the default header', () => {
    const className = `foo ${headerItemClasses.default}`;
    expect(isNavbarItemShown(className, 'default')).toBe(true);
    expect(isNavbarItemShown(className, 'product')).toBe(false);
  });

  it('shows product-only items only in the product header', () => {
    expect(isNavbarItemShown(headerItemClasses.product, 'product')).toBe(true);
    expect(isNavbarItemShown(headerItemClasses.product, 'default')).toBe(false);
  });

  it('matches whole class names only', () => {
    expect(isNavbarItemShown(`${headerItemClasses.product}-extra`, 'default')).toBe(true);
  });
});

describe('docs-only items', () => {
  it.each([
    ['/documentation', '/'],
    ['/documentation/getting-started', '/'],
    ['/documentation/next/api-reference', '/'],
    ['/es/documentation/integration', '/es/'],
  ])('%s is a documentation page', (path, baseUrl) => {
    expect(isDocsPath(path, baseUrl)).toBe(true);
    expect(isNavbarItemShown(docsOnlyItemClass, 'default', isDocsPath(path, baseUrl))).toBe(true);
  });

  it.each([
    ['/', '/'],
    ['/es/', '/es/'],
    ['/pricing', '/'],
    ['/documentationx', '/'],
    ['/blog/documentation', '/'],
    ['/use-cases/scheduling', '/'],
  ])('%s is not, and leaves the version picker out', (path, baseUrl) => {
    expect(isDocsPath(path, baseUrl)).toBe(false);
    for (const variant of ['default', 'product'] as const) {
      expect(isNavbarItemShown(docsOnlyItemClass, variant, isDocsPath(path, baseUrl))).toBe(false);
    }
  });
});
