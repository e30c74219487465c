/**
 * Settings' notification recipients and mail outbox (issue 11 §2 "Settings"):
 * - staff replace the list of recipients of new notifications (empty: NOTIFY_TO again);
 * - staff see the messages not sent yet, pending or failed with their last error, and put
 *   failed ones back in the queue, one or all, which wakes this instance's relay.
 */
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import {isRecord} from '../../../src/lib/forms/common';
import {parseRecipients, recipientsViewSchema} from '../../../src/lib/staff/recipients';
import {writeAudit} from '../../platform/audit-log';
import {outboxPageSchema, retriedSchema, unsentStatuses} from '../../../src/lib/staff/outbox';
import {countUnsentMail, listUnsentMail, retryFailedMail} from '../mail';
import {idParams, refuse, sessionOf, staffResponses} from '../staff';

const outboxQuery = {
  type: 'object',
  properties: {
    status: {type: 'string', enum: [...unsentStatuses]},
    limit: {type: 'integer', minimum: 1, maximum: 100, default: 20},
    before: {type: 'integer', minimum: 1},
  },
  additionalProperties: false,
} as const;

const settingsRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const recipientsSchema = {response: staffResponses({200: recipientsViewSchema})};
  app.get('/settings/recipients', {config: {staffPermission: 'settings:read'}, schema: recipientsSchema}, async () => app.notifyRecipients.view());

  // The body is checked with the Settings card's own rule (parseRecipients).
  app.post('/settings/recipients', {config: {staffPermission: 'settings:write', freshFactor: true}, bodyLimit: 16 * 1024, schema: recipientsSchema}, async (request, reply) => {
    const session = sessionOf(request);
    const body = isRecord(request.body) ? request.body : {};
    const parsed = parseRecipients(body.recipients);
    if (!parsed.ok) {
      return refuse(reply, 400, parsed.code, parsed.index === undefined ? 'recipients' : `recipients.${parsed.index}`);
    }
    // The list the editor started from: optional for API clients, always sent by Settings.
    const expected = body.expectedUpdatedAt;
    if (expected !== undefined && expected !== null && !(Number.isSafeInteger(expected) && (expected as number) >= 0)) {
      return refuse(reply, 400, 'invalidRecipients', 'expectedUpdatedAt');
    }
    const view = await app.notifyRecipients.replace(parsed.value, session.email, expected as number | null | undefined);
    if (!view) return refuse(reply, 409, 'recipientsChanged');
    await writeAudit(app.db, {
      actor: session.email,
      action: 'recipients_changed',
      target: parsed.value.length > 0 ? parsed.value.join(', ') : 'NOTIFY_TO',
      ip: request.ip,
    });
    return view;
  });

  app.get(
    '/outbox',
    {config: {staffPermission: 'settings:read'}, schema: {querystring: outboxQuery, response: staffResponses({200: outboxPageSchema})}},
    async (request) => {
      const [messages, counts] = await Promise.all([listUnsentMail(app.db, request.query), countUnsentMail(app.db)]);
      const last = messages.at(-1);
      return {
        messages,
        counts,
        next: messages.length === request.query.limit && last ? last.id : null,
        relayRunning: app.outboxRelay !== null,
      };
    },
  );

  const retrySchema = {params: idParams, response: staffResponses({200: retriedSchema})};
  app.post('/outbox/:id/retry', {config: {staffPermission: 'settings:write'}, schema: retrySchema}, async (request, reply) => {
    const session = sessionOf(request);
    const {id} = request.params;
    if ((await retryFailedMail(app.db, {id})) === 0) return refuse(reply, 404, 'outboxMessageNotFound');
    app.nudgeOutbox();
    await writeAudit(app.db, {actor: session.email, action: 'outbox_retried', target: `message ${id}`, ip: request.ip});
    return {retried: 1};
  });

  app.post('/outbox/retry-failed', {config: {staffPermission: 'settings:write'}, schema: {response: staffResponses({200: retriedSchema})}}, async (request) => {
    const session = sessionOf(request);
    const retried = await retryFailedMail(app.db);
    if (retried > 0) {
      app.nudgeOutbox();
      await writeAudit(app.db, {actor: session.email, action: 'outbox_retried', target: `${retried} messages`, ip: request.ip});
    }
    return {retried};
  });
};

export default settingsRoutes;
