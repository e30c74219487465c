/**
 * GET /v1/widget.js: the embeddable chat widget the docs' snippet loads, the same file the
 * build writes to /widget.js (served from the build folder, which the static site serves too).
 * GET /v1/widget/status: what the widget asks before it shows its launcher, whether its public
 * key works on the calling page, and if not, why (issue 20 §1).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import type {FastifyRequest} from 'fastify';
import {v1Paths} from '../../../src/config/ids';
import {apiKeyPrefixes, publicKeyMaxLength, widgetKeyStatuses, type WidgetKeyStatus} from '../../../src/lib/api/keys';
import {findKeyBySecret, secretPattern} from './key-queries';
import {normaliseOrigin, originAllowed} from './key-auth';
import {HttpError} from '../../platform/http/errors';
import {ownOrigins} from '../../platform/own-origin';
import * as examples from './examples';
import {errorResponses, errorSchema, tags} from '../../../src/lib/api/schemas';

/**
 * The origins the page may be on: its Origin header, or, for a same-origin GET (which browsers
 * send without one), this site's own origins.
 */
function callerOrigins(request: FastifyRequest, own: string[]): string[] {
  const origin = normaliseOrigin(request.headers.origin);
  if (origin) return [origin];
  return request.headers['sec-fetch-site'] === 'same-origin' ? own : [];
}

const widgetRoutes: FastifyPluginAsyncJsonSchemaToTs<{Options: {buildDir: string; publicOrigin: string | undefined}}> = async (app, {buildDir, publicOrigin}) => {
  app.get(
    v1Paths.widget,
    {
      config: {keyless: true},
      schema: {
        operationId: 'getWidgetScript',
        summary: 'The chat widget script',
        description: 'The embeddable widget (JavaScript) that the website snippet loads; no key needed.',
        tags: [tags.widget],
        security: [],
        response: {
          200: {description: 'The minified script.', content: {'text/javascript': {schema: {type: 'string'}}}},
          404: {...errorSchema, description: 'notFound: the widget has not been built on this server.'},
        },
      },
    },
    async (_request, reply) => {
      let script: string;
      try {
        script = await fs.readFile(path.join(buildDir, 'widget.js'), 'utf8');
      } catch {
        throw new HttpError(404, 'notFound', 'The widget is not built: run `npm run build`');
      }
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(script);
    },
  );

  app.get(
    v1Paths.widgetStatus,
    {
      config: {keyless: true},
      // Readable from any page, refusals included: the answer grants nothing, it only says why a
      // key would fail there. Simple GET, so no preflight either.
      onRequest: async (_request, reply) => {
        reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store').header('vary', 'Origin, Sec-Fetch-Site');
      },
      schema: {
        operationId: 'getWidgetStatus',
        summary: 'Check a public key for the widget',
        description:
          'Whether the widget can work with this public key on the calling page (its `Origin`), and if not, why. The widget asks before it shows its launcher; no key is needed in the Authorization header and any origin can read the answer.',
        tags: [tags.widget],
        security: [],
        querystring: {
          type: 'object',
          properties: {
            public_key: {type: 'string', minLength: 1, maxLength: publicKeyMaxLength, description: 'The public key (pk_...) of the snippet.', examples: [examples.widgetPublicKey]},
          },
          required: ['public_key'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            description: 'The key\'s state for this page.',
            properties: {
              status: {
                type: 'string',
                enum: [...widgetKeyStatuses],
                description:
                  '`ready`: the widget works here. `unknownKey`: no such key. `revokedKey`: the key was revoked. `expiredKey`: the key has expired. `notPublicKey`: a private or scoped key, which must never be in a web page. `originNotAllowed`: the key does not allow the page\'s origin.',
              },
            },
            required: ['status'],
            examples: [{status: 'ready'}, {status: 'originNotAllowed'}],
          },
          400: errorResponses(400)[400],
        },
      },
    },
    async (request): Promise<{status: WidgetKeyStatus}> => {
      const secret = request.query.public_key.trim();
      if (!secret.startsWith(apiKeyPrefixes.public)) return {status: secretPattern.test(secret) ? 'notPublicKey' : 'unknownKey'};
      const key = secretPattern.test(secret) ? await findKeyBySecret(app.db, secret) : undefined;
      if (!key) return {status: 'unknownKey'};
      if (key.revokedAt !== null) return {status: 'revokedKey'};
      if (key.expiresAt !== null && key.expiresAt <= Date.now()) return {status: 'expiredKey'};
      const own = ownOrigins(request, publicOrigin);
      const allowed = callerOrigins(request, own).some((origin) => originAllowed(key.origins, origin, own));
      return {status: allowed ? 'ready' : 'originNotAllowed'};
    },
  );
};

export default widgetRoutes;
