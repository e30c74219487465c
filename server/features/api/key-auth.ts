/**
 * Bearer-key authentication of the agent API (issue 12 §2), registered inside the /v1 scope:
 * - `Authorization: Bearer <key>`: a missing, malformed, unknown, revoked or expired key gets 401
 *   unauthorized with `WWW-Authenticate: Bearer`;
 * - a public key (pk_) works only from its origins (the Origin header; 'self' = the site's own
 *   origin, PUBLIC_URL's and never the request's Host: platform/own-origin.ts), else 403;
 *   private and scoped keys are for servers and get no CORS;
 * - each key's requests per minute are counted in the database (api_key_usage), so the limit
 *   holds across instances: beyond it 429 rateLimited with Retry-After; every answer carries
 *   RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset;
 * - a route names the permission it needs (`config.permission`); lacking it is 403 forbidden.
 * Preflights (OPTIONS) are answered for origins some live public key allows.
 */
import type {FastifyReply, FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import {selfOrigin, type ApiPermission} from '../../../src/lib/api/keys';
import {countKeyRequest, rateWindowMs} from '../../platform/database/minute-counter';
import {findActiveKey, liveKeys, secretPattern, touchApiKey, type ApiKey} from './key-queries';
import {ownOrigins} from '../../platform/own-origin';
import {sendError} from '../../platform/http/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a /v1 route needs the key to hold. */
    permission?: ApiPermission;
    /** A public key may call it anyway (reading a conversation by its id: the id is the capability). */
    publicKeyAllowed?: boolean;
    /** Served without a key (the widget script). */
    keyless?: boolean;
  }
  interface FastifyRequest {
    /** The key that authenticated this /v1 request. */
    apiKey?: ApiKey;
  }
}

/** A key's last use is written at most this often (a write per request would be wasted). */
const touchIntervalMs = 60_000;

const corsHeaders = {
  methods: 'GET, POST, DELETE, OPTIONS',
  headers: 'Authorization, Content-Type, Accept, Accept-Language',
  exposed: 'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, X-Request-Id',
  maxAgeSeconds: '600',
};

export function normaliseOrigin(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

export function originAllowed(origins: readonly string[], origin: string | undefined, own: readonly string[]): boolean {
  if (origin === undefined) return false;
  return origins.some((allowed) => (allowed === selfOrigin ? own.includes(origin) : normaliseOrigin(allowed) === origin));
}

/** The well-formed secret of `Authorization: Bearer <key>`, or undefined. */
export function bearerSecret(request: FastifyRequest): string | undefined {
  const match = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '');
  return match && secretPattern.test(match[1]) ? match[1] : undefined;
}

function allowCors(reply: FastifyReply, origin: string) {
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-expose-headers', corsHeaders.exposed);
}

export type ApiKeyAuthOptions = {
  publicOrigin: string | undefined;
  /** The scope's route paths, each answering CORS preflights. */
  paths: readonly string[];
};

export default fp<ApiKeyAuthOptions>(
  async function apiKeyAuth(app, {publicOrigin, paths}) {
    app.decorateRequest('apiKey', undefined);

    // Whether a browser may call from an origin depends on the key, which a preflight does not
    // carry: it is allowed when some live public key of any agent accepts the origin.
    const preflight = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('vary', 'Origin');
      const origin = normaliseOrigin(request.headers.origin);
      const keys = await liveKeys(app.db, Date.now()).select('origins').where('type', '=', 'public').execute();
      const own = ownOrigins(request, publicOrigin);
      const allowed = keys.some((key) => originAllowed(JSON.parse(key.origins) as string[], origin, own));
      if (!allowed || !origin) return sendError(reply, 403, 'forbidden');
      allowCors(reply, origin);
      return reply
        .code(204)
        .header('access-control-allow-methods', corsHeaders.methods)
        .header('access-control-allow-headers', corsHeaders.headers)
        .header('access-control-max-age', corsHeaders.maxAgeSeconds)
        .send();
    };
    // Only the API's own paths answer OPTIONS: any other path stays a 404.
    for (const url of paths) app.options(url, {config: {keyless: true}}, preflight);

    app.addHook('onRequest', async (request, reply) => {
      const config = request.routeOptions.config;
      if (config?.keyless) return;
      reply.header('vary', 'Origin');
      const secret = bearerSecret(request);
      const key = secret ? await findActiveKey(app.db, secret) : undefined;
      if (!key) {
        reply.header('www-authenticate', 'Bearer');
        return sendError(reply, 401, 'unauthorized');
      }
      if (key.type === 'public') {
        const origin = normaliseOrigin(request.headers.origin);
        if (!originAllowed(key.origins, origin, ownOrigins(request, publicOrigin)) || !origin) {
          return sendError(reply, 403, 'forbidden', 'This public key may only be used from the origins set on it');
        }
        allowCors(reply, origin);
      }

      const now = Date.now();
      const {count, windowStart} = await countKeyRequest(app.db, key.id, now);
      const resetSeconds = Math.max(1, Math.ceil((windowStart + rateWindowMs - now) / 1000));
      reply.header('ratelimit-limit', String(key.rateLimit));
      reply.header('ratelimit-remaining', String(Math.max(0, key.rateLimit - count)));
      reply.header('ratelimit-reset', String(resetSeconds));
      if (count > key.rateLimit) {
        reply.header('retry-after', String(resetSeconds));
        return sendError(reply, 429, 'rateLimited');
      }
      if (key.lastUsedAt === null || now - key.lastUsedAt >= touchIntervalMs) await touchApiKey(app.db, key.id, now);

      const needed = config?.permission;
      const permitted =
        needed === undefined || key.permissions.includes(needed) || (key.type === 'public' && config?.publicKeyAllowed === true);
      if (!permitted) {
        return sendError(reply, 403, 'forbidden', `This API key lacks the permission ${needed ?? ''}`.trim());
      }
      request.apiKey = key;
    });
  },
  {name: 'api-key-auth', dependencies: ['database']},
);

/** The key of a request that passed the hook. */
export function keyOf(request: FastifyRequest): ApiKey {
  if (!request.apiKey) throw new Error('/v1 route reached without a key');
  return request.apiKey;
}
