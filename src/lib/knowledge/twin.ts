/**
 * Where a page's Markdown twin lives, shared by the build (which writes it), the pages' <head>
 * (which links it) and the server (which serves it for Accept: text/markdown). No imports: the
 * browser bundle includes it.
 */

/** A page's twin: its URL plus '.md' ('/index.md' for '/', '/es/index.md' for '/es/'). */
export function twinPath(url: string): string {
  const path = url.split(/[?#]/)[0];
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}

/** The page URL a browser path stands for: no trailing slash, except a locale's home ('/', '/es/'). */
export function pageUrlOf(pathname: string, localeBaseUrl: string): string {
  if (pathname === localeBaseUrl || `${pathname}/` === localeBaseUrl) return localeBaseUrl;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
