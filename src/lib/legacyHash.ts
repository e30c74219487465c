/**
 * Maps a legacy hash-router fragment ("#/pricing?x=1") to its real path under the current
 * locale's base URL ('/' or '/es/'), or null when the fragment is not a legacy route.
 */
export function legacyHashTarget(hash: string, baseUrl = '/'): string | null {
  if (!hash.startsWith('#/')) return null;
  const target = hash.slice(1);
  // Only same-site paths: "#//evil.example" must not become a protocol-relative URL.
  if (target.startsWith('//') || target.startsWith('/\\')) return null;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  // A link that already names the locale (/es/#/es/pricing) keeps it once.
  const localised = base === '/' || `${target}/`.startsWith(base) || target.startsWith(`${base.slice(0, -1)}?`);
  return localised ? target : `${base}${target.slice(1)}`;
}
