/**
 * Stable identities, importable from Node.js (server, Docusaurus plugins) and the browser alike:
 * URL prefixes and endpoint paths of our own API. Translated copy never lives here, so nothing in
 * this file needs the bundler (no translate()) and nothing else keeps a second copy in step.
 */

/** Path prefixes the server owns (SPEC §7 and DESIGN "The house"); everything else is the site. */
export const apiPrefixes = {
  functions: '/functions/v1',
  storage: '/storage/v1',
  admin: '/api',
  health: '/healthz',
} as const;

/** Top-level segments the dev proxy forwards and where the server answers JSON, never HTML. */
export const apiRoots = ['/functions', '/storage', '/api', '/healthz', '/readyz'] as const;

/** The public form endpoints under {@link apiPrefixes.functions} (SPEC §7). */
export const formEndpoints = {
  lead: 'send-notification',
  whitePaperDownload: 'download-white-paper',
  whitePaperRequest: 'white-paper-request',
  partner: 'partner-application',
  newsletter: 'newsletter',
} as const;

export type FormEndpoint = (typeof formEndpoints)[keyof typeof formEndpoints];

/** Public read of a stored object: /storage/v1/object/public/{bucket}/{file}. */
export const publicObjectPrefix = `${apiPrefixes.storage}/object/public/`;

/** The bucket that holds white papers (SPEC §7 "storage bucket white-papers"). */
export const whitePaperBucket = 'white-papers';
