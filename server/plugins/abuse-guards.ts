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
import rateLimit from '@fastify/rate-limit';
import type {FastifyReply, FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import type {RateLimitConfig} from '../config';

export const crossSiteMessage = 'Cross-site requests are not allowed';
export const rateLimitedMessage = 'Too many requests: please wait a moment and try again';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type AbuseGuardOptions = {rateLimit: RateLimitConfig; allowedOrigins: readonly string[]};

/** host[:port] without a default port, so "localhost:80" and "http://localhost" agree. */
function withoutDefaultPort(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, '');
}

function hostOf(origin: string): string | undefined {
  try {
    return withoutDefaultPort(new URL(origin).host);
  } catch {
    return undefined;
  }
}

/**
 * Browsers say where a request comes from: Sec-Fetch-Site (all current browsers) and Origin
 * (on every POST). Either one pointing at another site refuses the request. Requests with
 * neither (curl, server-to-server) are not cross-site requests made by a victim's browser.
 */
export function isCrossSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  const allowed = origin !== undefined && allowedOrigins.includes(origin);
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none' && !allowed) return true;
  if (origin === undefined || allowed) return false;
  // Compared by host: behind a TLS-terminating proxy the server itself may see plain http.
  return origin === 'null' || hostOf(origin) !== withoutDefaultPort(request.host);
}

export default fp<AbuseGuardOptions>(
  async function abuseGuardsPlugin(app, {rateLimit: limit, allowedOrigins}) {
    await app.register(rateLimit, {
      global: false,
      max: limit.max,
      timeWindow: limit.windowMs,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: rateLimitedMessage,
      }),
    });
    const limiter = app.rateLimit();

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!stateChanging.has(request.method)) return;
      if (isCrossSite(request, allowedOrigins)) {
        request.log.info(
          {origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site']},
          'cross-site request refused',
        );
        return reply.code(403).type('application/json').send({error: crossSiteMessage});
      }
      await limiter.call(app, request, reply);
    });
  },
  {name: 'abuse-guards'},
);
