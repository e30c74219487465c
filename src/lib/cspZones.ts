/**
 * Documentation pages (any locale, any version) host the live code editor, which compiles the
 * reader's code with `new Function`; only they get 'unsafe-eval' in the Content Security
 * Policy. Shared by the server (which sets the policy) and the client (which must load such a
 * page in full, since a policy set by the first page stays in force during in-app navigation).
 */
export function isLiveCodeZone(urlPath: string): boolean {
  return /^\/(?:[a-z]{2}(?:-[A-Za-z]+)?\/)?documentation(?:\/|$)/.test(urlPath);
}
