/**
 * Defences for every state-changing request (POST, PUT, PATCH, DELETE), whatever route it is
 * for: cross-site requests are refused (a page on another site must not submit our forms in a
 * visitor's name), and each client address may make RATE_LIMIT_MAX of them per
 * RATE_LIMIT_WINDOW, answered beyond that with 429 and Retry-After. Reads (pages, files) are
 * not limited here. JSON-only bodies and body size limits are set in app.ts and per route.
 *
 * Counters live in this process: several instances each count on their own (the documented
 * option for a shared count is @fastify/rate-limit's Redis store).
 */
import type {AddressInfo} from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type {FastifyReply, FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import {apiPrefixes} from '../../../src/config/ids';
import {apiErrorMessages} from '../../../src/lib/api/errors';
import type {RateLimitConfig} from '../config';
import {HttpError, sendError} from './errors';

export const crossSiteMessage = apiErrorMessages.crossSiteRequest;
export const rateLimitedMessage = apiErrorMessages.rateLimited;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route limits itself (config.rateLimit): the form allowance below does not apply. */
    ownRateLimit?: boolean;
  }
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The agent API authorises each call with a bearer key, not with anything a browser sends on
 * its own (cookies), so a call from another site is not one a visitor was tricked into: the key
 * decides (its origins, its own rate limit in server/features/api/key-auth.ts), not these guards.
 */
export function isKeyAuthorisedPath(url: string): boolean {
  return url === apiPrefixes.v1 || url.startsWith(`${apiPrefixes.v1}/`) || url.startsWith(`${apiPrefixes.v1}?`);
}

export type AbuseGuardOptions = {
  rateLimit: RateLimitConfig;
  /** PUBLIC_URL's origin; undefined: the local origins of the port the server listens on. */
  publicOrigin: string | undefined;
  /** The configured PORT, for the local default before the server listens (inject tests). */
  port: number;
  /** ALLOWED_ORIGINS: other sites that may post here (cross-site by nature). */
  allowedOrigins: readonly string[];
};

/** Which origins may post: the site's own, and partner sites that are cross-site by design. */
export type OriginPolicy = {own: readonly string[]; partners: readonly string[]};

/** The origins a server on `port` has when nobody configured PUBLIC_URL (local use, the tests). */
export function localOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

/** The serialised origin as browsers send it: lowercase host, no default port; undefined if not one. */
function normaliseOrigin(origin: string): string | undefined {
  if (origin === 'null') return undefined;
  try {
    const url = new URL(origin);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/**
 * Browsers say where a request comes from: Origin (on every POST) and Sec-Fetch-Site (all
 * current browsers). The Origin is compared with the configured origins, never with the Host
 * header: under DNS rebinding a hostile name points at this server, and the browser then sends
 * Host and Origin of that name alike. Our own origin must also not be contradicted by
 * Sec-Fetch-Site; a partner origin is cross-site by nature. Requests with neither header (curl,
 * server to server) are not requests a victim's browser was tricked into making.
 */
export function isCrossSite(
  headers: FastifyRequest['headers'],
  policy: OriginPolicy,
): boolean {
  const site = headers['sec-fetch-site'];
  const browserSaysCrossSite = typeof site === 'string' && site !== 'same-origin' && site !== 'none';
  const rawOrigin = headers.origin;
  if (rawOrigin === undefined) return browserSaysCrossSite;
  const origin = normaliseOrigin(rawOrigin);
  if (origin === undefined) return true;
  if (policy.partners.includes(origin)) return false;
  if (!policy.own.includes(origin)) return true;
  return browserSaysCrossSite;
}

export default fp<AbuseGuardOptions>(
  async function abuseGuardsPlugin(app, {rateLimit: limit, publicOrigin, port, allowedOrigins}) {
    await app.register(rateLimit, {
      global: false,
      max: limit.max,
      timeWindow: limit.windowMs,
      // Thrown by the limiter and answered by the error handler; Retry-After is set by the plugin.
      errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, 'rateLimited'),
    });
    const limiter = app.rateLimit();

    const policy: {own: string[]; partners: readonly string[]} = {
      own: publicOrigin ? [publicOrigin] : localOrigins(port),
      partners: allowedOrigins,
    };
    if (!publicOrigin) {
      // PORT=0 picks a free port at listen time: the local origins follow the real one.
      app.addHook('onListen', async () => {
        const address = app.server.address() as AddressInfo | null;
        if (address && typeof address === 'object') policy.own = localOrigins(address.port);
        app.log.warn(
          `PUBLIC_URL is not set: only pages served from ${policy.own.join(', ')} may submit forms`,
        );
      });
    }

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!stateChanging.has(request.method)) return;
      if (isKeyAuthorisedPath(request.url)) return;
      if (isCrossSite(request.headers, policy)) {
        request.log.info(
          {origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'], trusted: policy.own},
          'cross-site request refused',
        );
        return sendError(reply, 403, 'crossSiteRequest');
      }
      // A route with its own limit (the pageview beacon) does not use up the form allowance.
      if (request.routeOptions.config?.ownRateLimit) return;
      await limiter.call(app, request, reply);
    });
  },
  {name: 'abuse-guards'},
);
