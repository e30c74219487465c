/**
 * Where staff pages send people: to the login with the page they wanted, and back there after
 * logging in. `next` comes from the URL, so only our own staff pages are accepted (an open
 * redirect to another site would make our login page a phishing tool).
 */
import {staffPaths} from '../../config/ids';

/** Whether a path (with or without the Spanish base URL) is a page of the staff area. */
export function isStaffPath(path: string): boolean {
  return /^\/(?:es\/)?admin[-/]/.test(path);
}

/** The page staff land on after logging in when no other was asked for. */
export const staffHome = staffPaths.dashboard;

const staffPage = /^\/(?:[a-z]{2}\/)?admin[-/][A-Za-z0-9/_-]*(?:\?[^#\s]*)?(?:#\S*)?$/;

/** `next` if it is one of our staff pages (path, query, hash), else undefined. */
export function safeNext(next: string | null | undefined): string | undefined {
  if (!next || !staffPage.test(next)) return undefined;
  const path = next.replace(/^\/[a-z]{2}(?=\/)/, '').split(/[?#]/)[0];
  if (path === staffPaths.login || path === staffPaths.setup || path === staffPaths.secondFactor) return undefined;
  return next;
}

/** The login page's URL that brings the person back to `current` afterwards. */
export function loginUrl(loginPath: string, current: string): string {
  const next = safeNext(current);
  return next ? `${loginPath}?next=${encodeURIComponent(next)}` : loginPath;
}
