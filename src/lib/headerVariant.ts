/**
 * SPEC §2 "Header and footer": on the technology industry page and the use-case pages the header
 * shows Solutions, Features (an in-page anchor), Pricing and Documentation instead of the usual
 * Solutions, Case Studies, Pricing, Partners and Documentation. Pure route logic for the navbar.
 */
import {industryPath, useCaseIds, useCaseRoutes} from '../config/ids';

export type HeaderVariant = 'default' | 'product';

/** Navbar items marked with one of these classes (docusaurus.config.ts) show in one variant only. */
export const headerItemClasses = {
  default: 'navbar__item--defaultOnly',
  product: 'navbar__item--productOnly',
} as const satisfies Record<HeaderVariant, string>;

/**
 * The /solutions/... addresses that show a use-case page (SPEC §2 route table); the canonical
 * addresses /use-cases/{slug} are matched by their prefix.
 */
export const useCaseAliasPaths: readonly string[] = useCaseIds.map((id) => useCaseRoutes[id].alias);

const technologyPath = industryPath('technology');
const useCasePattern = /^\/use-cases\/[a-z0-9-]+$/;

/** The site path of a location: without the locale's base URL ('/es/'), query or trailing slash. */
export function sitePath(pathname: string, baseUrl = '/'): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  let path = pathname.split(/[?#]/)[0] ?? '';
  if (base !== '/' && (path === base.slice(0, -1) || path.startsWith(base))) {
    path = `/${path.slice(base.length)}`;
  }
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path.toLowerCase() || '/';
}

export function headerVariantFor(pathname: string, baseUrl = '/'): HeaderVariant {
  const path = sitePath(pathname, baseUrl);
  const isProductPage =
    path === technologyPath ||
    useCasePattern.test(path) ||
    useCaseAliasPaths.includes(path);
  return isProductPage ? 'product' : 'default';
}

/**
 * Marks navbar items that only mean something on documentation pages (the docs version
 * picker): left out of marketing pages in the desktop bar and the mobile menu alike.
 */
export const docsOnlyItemClass = 'navbar__item--docsOnly';

/** The documentation's route base (docusaurus.config.ts `routeBasePath`). */
export const docsRouteBase = '/documentation';

/** Whether a location is a documentation page (any version), in any locale. */
export function isDocsPath(pathname: string, baseUrl = '/'): boolean {
  const path = sitePath(pathname, baseUrl);
  return path === docsRouteBase || path.startsWith(`${docsRouteBase}/`);
}

/**
 * Whether a navbar item with this className belongs in the header of the given variant, on a
 * documentation page or not.
 */
export function isNavbarItemShown(
  className: string | undefined,
  variant: HeaderVariant,
  onDocsPage = false,
): boolean {
  const classes = className?.split(/\s+/) ?? [];
  if (classes.includes(docsOnlyItemClass) && !onDocsPage) return false;
  if (classes.includes(headerItemClasses.default)) return variant === 'default';
  if (classes.includes(headerItemClasses.product)) return variant === 'product';
  return true;
}
