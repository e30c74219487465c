/**
 * Webhook endpoints in Settings, under /api/admin (routes/admin/index.ts registers them behind the
 * staff guard): list, add (the secret is answered once, here), delete, and each endpoint's
 * delivery log with a retry for failed deliveries. The rules are service.ts's.
 */
import type {FastifyInstance, FastifyPluginAsync} from 'fastify';
import {parseStaffInput} from '../../../src/lib/staff/credentials';
import {newWebhookSchema} from '../../../src/lib/staff/webhooks';
import {refuse, refuseWith, staffActorOf} from '../staff';
import {deliveriesQuery, deliveryParams, endpointParams} from './schema';
import {
  addEndpoint,
  allEndpoints,
  deleteEndpoint,
  deliveryLog,
  retryDelivery,
  type WebhookDeps,
} from './service';

const depsOf = (app: FastifyInstance): WebhookDeps => ({db: app.db, outgoing: app.outgoing, relay: app.webhooks.relay});

const webhookAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/webhooks', {config: {staffPermission: 'settings:read'}}, async () => ({endpoints: await allEndpoints(depsOf(app))}));

  app.post('/webhooks', {config: {staffPermission: 'webhooks:write', freshFactor: true}, bodyLimit: 8192}, async (request, reply) => {
    const actor = staffActorOf(request);
    const parsed = parseStaffInput(newWebhookSchema, request.body);
    if (!parsed.ok) return refuse(reply, 400, parsed.code, parsed.field);
    const added = await addEndpoint(depsOf(app), parsed.value, actor);
    if (!added.ok) return refuseWith(reply, added);
    return reply.code(201).send({endpoint: added.endpoint, secret: added.secret});
  });

  app.delete<{Params: {id: string}}>('/webhooks/:id', {config: {staffPermission: 'webhooks:write', freshFactor: true}, schema: {params: endpointParams}}, async (request, reply) => {
    const deleted = await deleteEndpoint(depsOf(app), request.params.id, staffActorOf(request));
    return deleted.ok ? reply.code(204).send() : refuseWith(reply, deleted);
  });

  app.get<{Params: {id: string}; Querystring: {limit: number}}>(
    '/webhooks/:id/deliveries',
    {config: {staffPermission: 'settings:read'}, schema: {params: endpointParams, querystring: deliveriesQuery}},
    async (request, reply) => {
      const log = await deliveryLog(depsOf(app), request.params.id, request.query);
      return log.ok ? {deliveries: log.deliveries} : refuseWith(reply, log);
    },
  );

  app.post<{Params: {id: string; deliveryId: string}}>(
    '/webhooks/:id/deliveries/:deliveryId/retry',
    {config: {staffPermission: 'webhooks:write'}, schema: {params: deliveryParams}},
    async (request, reply) => {
      const {id: endpointId, deliveryId} = request.params;
      const retried = await retryDelivery(depsOf(app), {endpointId, deliveryId}, staffActorOf(request));
      return retried.ok ? reply.code(204).send() : refuseWith(reply, retried);
    },
  );
};

export default webhookAdminRoutes;
