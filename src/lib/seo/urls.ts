import {company} from '../../config/site';

const ABSOLUTE_URL = /^https?:\/\/[^/\s]+/i;

/** True for http(s) URLs with a host; relative and protocol-relative URLs are not absolute. */
export function isAbsoluteUrl(value: string): boolean {
  return ABSOLUTE_URL.test(value);
}

/**
 * Absolute URL of a site path (or an absolute URL, returned unchanged).
 * `baseUrl` is the (locale) base URL the path lives under: '/' or '/es/'.
 */
export function absoluteUrl(pathOrUrl: string, siteUrl: string = company.url, baseUrl = '/'): string {
  if (isAbsoluteUrl(pathOrUrl)) return pathOrUrl;
  const origin = siteUrl.replace(/\/+$/, '');
  const base = `/${baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  const path = pathOrUrl.replace(/^\/+/, '');
  return `${origin}${base}${path}`;
}

/** Static assets (static/img/...) are served from the site root in every locale. */
export function assetUrl(path: string): string {
  return absoluteUrl(path, company.url, '/');
}
