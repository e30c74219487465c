/**
 * The API's staff routes under /api/admin (server/admin-routes.ts registers them behind the staff
 * guard); the rules are staff-service.ts's.
 * - API keys in Settings (issue 12 §2): list (the site's and staff-made agents' keys unless
 *   `agents` asks for sandboxes' or all, issue 20 §3), create (the secret is in the answer once
 *   and never again) and revoke.
 * - Chat Logs (issue 11 §2): the agents' conversations, newest first, filtered by date range (UTC
 *   days), locale, handed off, answered without sources and rated down, and by agent, a page at a
 *   time; and one conversation's transcript with each answer's sources.
 */
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import {defaultAgentScope, isAgentScope} from '../../../src/lib/staff/agents';
import {listApiKeys} from './key-queries';
import {refuse, refuseWith, staffActorOf} from '../staff';
import {getConversation} from './conversation-queries';
import {chatLogListSchema, createKeySchema, keyListSchema, revokeKeySchema, transcriptRouteSchema} from './staff-schema';
import {chatLogPage, createKey, revokeKey} from './staff-service';

export const apiKeyAdminRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get('/api-keys', {config: {staffPermission: 'settings:read'}, schema: keyListSchema}, async (request, reply) => {
    const {agents = defaultAgentScope} = request.query;
    if (!isAgentScope(agents)) return refuse(reply, 400, 'invalidAgentScope', 'agents');
    return {keys: await listApiKeys(app.db, {agents})};
  });

  app.post('/api-keys', {config: {staffPermission: 'apiKeys:write', freshFactor: true}, schema: createKeySchema}, async (request, reply) => {
    const created = await createKey(app.db, request.body, staffActorOf(request));
    if (!created.ok) return refuseWith(reply, created);
    return reply.code(201).send({key: created.key, secret: created.secret});
  });

  app.delete('/api-keys/:id', {config: {staffPermission: 'apiKeys:write', freshFactor: true}, schema: revokeKeySchema}, async (request, reply) => {
    const revoked = await revokeKey(app.db, request.params.id, staffActorOf(request));
    if (!revoked.ok) return refuseWith(reply, revoked);
    return reply.code(204).send(null);
  });
};

export const chatLogAdminRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get('/conversations', {config: {staffPermission: 'activity:read'}, schema: chatLogListSchema}, async (request, reply) => {
    const {agents = defaultAgentScope, ...filters} = request.query;
    if (!isAgentScope(agents)) return refuse(reply, 400, 'invalidAgentScope', 'agents');
    const listed = await chatLogPage(app.db, {...filters, agents});
    return listed.ok ? listed.page : refuseWith(reply, listed);
  });

  app.get('/conversations/:id', {config: {staffPermission: 'activity:read'}, schema: transcriptRouteSchema}, async (request, reply) => {
    const found = await getConversation(app.db, request.params.id);
    return found ?? refuse(reply, 404, 'conversationNotFound');
  });
};
