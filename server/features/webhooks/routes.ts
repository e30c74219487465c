/**
 * Webhook endpoints in Settings, under /api/admin (server/admin-routes.ts registers them behind the
 * staff guard): list, add (the secret is answered once, here), delete, and each endpoint's
 * delivery log with a retry for failed deliveries. The rules are service.ts's.
 */
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import type {FastifyInstance} from 'fastify';
import {parseStaffInput} from '../../../src/lib/staff/credentials';
import {addedWebhookSchema, deliveryLogSchema, newWebhookSchema, webhookListSchema} from '../../../src/lib/staff/webhooks';
import {noContentSchema} from '../../platform/http/errors';
import {refuse, refuseWith, staffActorOf, staffResponses} from '../staff';
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

const webhookAdminRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get('/webhooks', {config: {staffPermission: 'settings:read'}, schema: {response: staffResponses({200: webhookListSchema})}}, async () => ({endpoints: await allEndpoints(depsOf(app))}));

  // The body is checked with the Settings form's own zod schema (parseStaffInput).
  const addSchema = {response: staffResponses({201: addedWebhookSchema})};
  app.post('/webhooks', {config: {staffPermission: 'webhooks:write', freshFactor: true}, bodyLimit: 8192, schema: addSchema}, async (request, reply) => {
    const actor = staffActorOf(request);
    const parsed = parseStaffInput(newWebhookSchema, request.body);
    if (!parsed.ok) return refuse(reply, 400, parsed.code, parsed.field);
    const added = await addEndpoint(depsOf(app), parsed.value, actor);
    if (!added.ok) return refuseWith(reply, added);
    return reply.code(201).send({endpoint: added.endpoint, secret: added.secret});
  });

  const deleteSchema = {params: endpointParams, response: staffResponses({204: noContentSchema})};
  app.delete('/webhooks/:id', {config: {staffPermission: 'webhooks:write', freshFactor: true}, schema: deleteSchema}, async (request, reply) => {
    const deleted = await deleteEndpoint(depsOf(app), request.params.id, staffActorOf(request));
    return deleted.ok ? reply.code(204).send(null) : refuseWith(reply, deleted);
  });

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: {staffPermission: 'settings:read'},
      schema: {params: endpointParams, querystring: deliveriesQuery, response: staffResponses({200: deliveryLogSchema})},
    },
    async (request, reply) => {
      const log = await deliveryLog(depsOf(app), request.params.id, request.query);
      return log.ok ? {deliveries: log.deliveries} : refuseWith(reply, log);
    },
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/retry',
    {config: {staffPermission: 'webhooks:write'}, schema: {params: deliveryParams, response: staffResponses({204: noContentSchema})}},
    async (request, reply) => {
      const {id: endpointId, deliveryId} = request.params;
      const retried = await retryDelivery(depsOf(app), {endpointId, deliveryId}, staffActorOf(request));
      return retried.ok ? reply.code(204).send(null) : refuseWith(reply, retried);
    },
  );
};

export default webhookAdminRoutes;
