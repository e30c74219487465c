/**
 * API keys of the agent API (issue 12 §2), for staff (Settings): list (the site's and staff-made
 * agents' keys unless `agents` asks for sandboxes' or all, issue 20 §3), create (the secret is in
 * the answer once and never again) and revoke. Creating and revoking are audit-logged with the
 * key's name and prefix, never its secret.
 */
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import {apiKeyTypes, apiPermissions, rateLimitMax, selfOrigin} from '../../../src/lib/api/keys';
import {defaultAgentScope, isAgentScope} from '../../../src/lib/staff/agents';
import {apiKeyListSchema, createdApiKeySchema} from '../../../src/lib/staff/apiKeys';
import {agentExists, siteAgentId} from '../../db/agents';
import {createApiKey, listApiKeys, revokeApiKey} from '../../db/api-keys';
import {writeAudit} from '../../db/audit-log';
import {refuse, sessionOf, staffResponses} from '../../features/staff';
import {noContentSchema} from '../../plugins/errors';

/** An origin as a browser sends it (scheme, host, port), or 'self'; undefined if neither. */
export function keyOrigin(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === selfOrigin) return selfOrigin;
  try {
    const url = new URL(trimmed);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== trimmed.replace(/\/$/, '')) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

const createBody = {
  type: 'object',
  properties: {
    name: {type: 'string', minLength: 1, maxLength: 100},
    type: {type: 'string', enum: [...apiKeyTypes]},
    agentId: {type: 'string', pattern: '^agt_[A-Za-z0-9_-]{1,64}$'},
    permissions: {type: 'array', items: {type: 'string', enum: [...apiPermissions]}, uniqueItems: true},
    origins: {type: 'array', items: {type: 'string', minLength: 1, maxLength: 200}, maxItems: 20},
    rateLimit: {type: 'integer', minimum: 1, maximum: rateLimitMax},
  },
  required: ['name', 'type'],
  additionalProperties: false,
} as const;

const apiKeyRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/api-keys',
    // `agents` is checked by the shared rule (src/lib/staff/agents.ts), which answers with its own code.
    {
      config: {staffPermission: 'settings:read'},
      schema: {querystring: {type: 'object', properties: {agents: {type: 'string', maxLength: 20}}}, response: staffResponses({200: apiKeyListSchema})},
    },
    async (request, reply) => {
      const {agents = defaultAgentScope} = request.query;
      if (!isAgentScope(agents)) return refuse(reply, 400, 'invalidAgentScope', 'agents');
      return {keys: await listApiKeys(app.db, {agents})};
    },
  );

  const createSchema = {body: createBody, response: staffResponses({201: createdApiKeySchema})};
  app.post('/api-keys', {config: {staffPermission: 'apiKeys:write', freshFactor: true}, schema: createSchema}, async (request, reply) => {
    const session = sessionOf(request);
    const {name, type, agentId = siteAgentId, permissions = [], rateLimit} = request.body;
    if (type === 'scoped' && permissions.length === 0) return refuse(reply, 400, 'permissionsRequired', 'permissions');
    const origins = (request.body.origins ?? [selfOrigin]).map(keyOrigin);
    if (type === 'public' && (origins.length === 0 || origins.some((origin) => origin === undefined))) {
      return refuse(reply, 400, 'invalidKeyOrigin', 'origins');
    }
    if (!(await agentExists(app.db, agentId))) return refuse(reply, 400, 'agentNotFound', 'agentId');
    const created = await createApiKey(app.db, {
      agentId,
      name: name.trim(),
      type,
      permissions,
      origins: origins as string[],
      rateLimit,
    });
    await writeAudit(app.db, {
      actor: session.email,
      action: 'api_key_created',
      target: `${created.key.name} (${created.key.type}, ${created.key.prefix}…)`,
      ip: request.ip,
    });
    return reply.code(201).send(created);
  });

  const keyParams = {type: 'object', properties: {id: {type: 'string', pattern: '^key_[A-Za-z0-9_-]{1,32}$'}}, required: ['id']} as const;
  app.delete(
    '/api-keys/:id',
    {config: {staffPermission: 'apiKeys:write', freshFactor: true}, schema: {params: keyParams, response: staffResponses({204: noContentSchema})}},
    async (request, reply) => {
      const session = sessionOf(request);
      const revoked = await revokeApiKey(app.db, request.params.id);
      if (!revoked) return refuse(reply, 404, 'apiKeyNotFound');
      await writeAudit(app.db, {
        actor: session.email,
        action: 'api_key_revoked',
        target: `${revoked.name} (${revoked.type}, ${revoked.prefix}…)`,
        ip: request.ip,
      });
      return reply.code(204).send(null);
    },
  );
};

export default apiKeyRoutes;
