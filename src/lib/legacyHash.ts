/** Maps a legacy hash-router fragment ("#/pricing?x=1") to its real path, or null. */
export function legacyHashTarget(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const target = hash.slice(1);
  // Only same-site paths: "#//evil.example" must not become a protocol-relative URL.
  if (target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
