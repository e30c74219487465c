/**
 * Webhook endpoints in Settings (issue 12 §2): list, add (the secret is answered once, here),
 * delete, and each endpoint's delivery log with a retry for failed deliveries. Changes are
 * audit-logged. An endpoint belongs to an agent that exists and passes the outgoing-request guard.
 */
import type {FastifyPluginAsync} from 'fastify';
import {parseStaffInput} from '../../../src/lib/staff/credentials';
import {newWebhookSchema, webhooksPerAgent} from '../../../src/lib/staff/webhooks';
import type {StaffErrorCode} from '../../../src/lib/staff/messages';
import {agentExists} from '../../db/agents';
import {writeAudit} from '../../db/audit-log';
import {
  disableEndpoint,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  retryFailedDelivery,
} from '../../db/webhooks';
import type {TargetRefusal} from '../../platform/outgoing-request';
import {newEndpointId} from '../../webhooks/events';
import {newWebhookSecret} from '../../webhooks/signature';
import {refuse} from './refuse';
import {sessionOf} from './session';

/** The site's own agent (issue 12 contract): endpoints added without an agent id belong to it. */
const siteAgentId = 'agt_site';

/** Why the outgoing-request guard refused a URL, as the staff API says it. */
const refusalCodes: Record<TargetRefusal, StaffErrorCode> = {
  badUrl: 'invalidWebhookUrl',
  credentials: 'webhookUrlCredentials',
  port: 'webhookUrlPort',
  ownSite: 'webhookUrlOwnSite',
  unresolvable: 'webhookUrlUnresolved',
  privateAddress: 'webhookUrlPrivate',
};

const idPattern = '^wh[ed]_[A-Za-z0-9_-]{1,40}$';

const endpointParams = {
  type: 'object',
  properties: {id: {type: 'string', pattern: idPattern}},
  required: ['id'],
} as const;

const deliveryParams = {
  type: 'object',
  properties: {id: {type: 'string', pattern: idPattern}, deliveryId: {type: 'string', pattern: idPattern}},
  required: ['id', 'deliveryId'],
} as const;

const deliveriesQuery = {
  type: 'object',
  properties: {limit: {type: 'integer', minimum: 1, maximum: 100, default: 50}},
} as const;

const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.get('/webhooks', {config: {staffPermission: 'settings:read'}}, async () => ({endpoints: await listEndpoints(app.db)}));

  app.post('/webhooks', {config: {staffPermission: 'webhooks:write', freshFactor: true}, bodyLimit: 8192}, async (request, reply) => {
    const session = sessionOf(request);
    const parsed = parseStaffInput(newWebhookSchema, request.body);
    if (!parsed.ok) return refuse(reply, 400, parsed.code, parsed.field);
    const {url, events, agentId = siteAgentId} = parsed.value;
    if (!(await agentExists(app.db, agentId))) return refuse(reply, 400, 'agentNotFound', 'agentId');
    // Checked here for a clear answer, and again at every delivery (the name may move).
    const target = await app.outgoing.check(url);
    if (!target.ok) return refuse(reply, 400, refusalCodes[target.reason], 'url');
    if ((await listEndpoints(app.db, agentId)).length >= webhooksPerAgent) return refuse(reply, 409, 'tooManyWebhooks');
    const secret = newWebhookSecret();
    const endpoint = await insertEndpoint(app.db, {id: newEndpointId(), agentId, url, events, secret});
    await writeAudit(app.db, {actor: session.email, action: 'webhook_created', target: url, ip: request.ip});
    return reply.code(201).send({endpoint, secret});
  });

  app.delete<{Params: {id: string}}>('/webhooks/:id', {config: {staffPermission: 'webhooks:write', freshFactor: true}, schema: {params: endpointParams}}, async (request, reply) => {
    const session = sessionOf(request);
    const endpoint = await findEndpoint(app.db, request.params.id);
    if (!endpoint || !(await disableEndpoint(app.db, endpoint.id))) return refuse(reply, 404, 'webhookNotFound');
    await writeAudit(app.db, {actor: session.email, action: 'webhook_deleted', target: endpoint.url, ip: request.ip});
    return reply.code(204).send();
  });

  app.get<{Params: {id: string}; Querystring: {limit: number}}>(
    '/webhooks/:id/deliveries',
    {config: {staffPermission: 'settings:read'}, schema: {params: endpointParams, querystring: deliveriesQuery}},
    async (request, reply) => {
      const endpoint = await findEndpoint(app.db, request.params.id);
      if (!endpoint) return refuse(reply, 404, 'webhookNotFound');
      return {deliveries: await listDeliveries(app.db, endpoint.id, request.query)};
    },
  );

  app.post<{Params: {id: string; deliveryId: string}}>(
    '/webhooks/:id/deliveries/:deliveryId/retry',
    {config: {staffPermission: 'webhooks:write'}, schema: {params: deliveryParams}},
    async (request, reply) => {
      const session = sessionOf(request);
      const endpoint = await findEndpoint(app.db, request.params.id);
      if (!endpoint) return refuse(reply, 404, 'webhookNotFound');
      const {deliveryId} = request.params;
      if (!(await retryFailedDelivery(app.db, {endpointId: endpoint.id, id: deliveryId}))) {
        return refuse(reply, 404, 'webhookDeliveryNotFound');
      }
      app.webhooks.relay.nudge();
      await writeAudit(app.db, {actor: session.email, action: 'webhook_retried', target: `${endpoint.url} ${deliveryId}`, ip: request.ip});
      return reply.code(204).send();
    },
  );
};

export default webhookRoutes;
