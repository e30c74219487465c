/**
 * Webhooks without HTTP: what staff do with endpoints in Settings (issue 12 §2: add, delete,
 * read the delivery log, retry a failed delivery, each change audit-logged) and how an event
 * becomes deliveries. routes.ts and plugin.ts only translate these to and from the app.
 */
import type {Kysely} from 'kysely';
import type {StaffErrorCode} from '../../../src/lib/staff/messages';
import {
  webhooksPerAgent,
  type NewWebhook,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEvent,
} from '../../../src/lib/staff/webhooks';
import {siteAgentId} from '../agent';
import {agentExists} from '../agent';
import {writeAudit} from '../../platform/audit-log';
import type {Database} from '../../platform/database/schema';
import type {OutgoingGuard, TargetRefusal} from '../../platform/outgoing-request';
import {newDeliveryId, newEndpointId, webhookBody} from './events';
import {
  disableEndpoint,
  enqueueDeliveries,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  retryFailedDelivery,
} from './queries';
import {newWebhookSecret} from './signature';
import type {StaffActor} from '../staff';

/** What the service needs of the app: the database, the outgoing-request guard, the relay to wake. */
export type WebhookDeps = {db: Kysely<Database>; outgoing: OutgoingGuard; relay: {nudge(): void}};

/** The staff member acting, for the audit log. */
export type Actor = StaffActor;

/** Why staff's request was turned down: the status and code the staff API answers with. */
export type Refusal = {ok: false; status: 400 | 404 | 409; code: StaffErrorCode; field?: string};

const refused = (status: Refusal['status'], code: StaffErrorCode, field?: string): Refusal => ({ok: false, status, code, field});

/** Why the outgoing-request guard refused a URL, as the staff API says it. */
const refusalCodes: Record<TargetRefusal, StaffErrorCode> = {
  badUrl: 'invalidWebhookUrl',
  credentials: 'webhookUrlCredentials',
  port: 'webhookUrlPort',
  ownSite: 'webhookUrlOwnSite',
  unresolvable: 'webhookUrlUnresolved',
  privateAddress: 'webhookUrlPrivate',
};

/** Every active endpoint, oldest first. */
export async function allEndpoints({db}: WebhookDeps): Promise<WebhookEndpointView[]> {
  return listEndpoints(db);
}

/**
 * A new endpoint of an agent that exists (the site's own when none is named), its URL passing
 * the outgoing-request guard; the secret is given back here only.
 */
export async function addEndpoint(
  {db, outgoing}: WebhookDeps,
  {url, events, agentId = siteAgentId}: NewWebhook,
  actor: Actor,
): Promise<{ok: true; endpoint: WebhookEndpointView; secret: string} | Refusal> {
  if (!(await agentExists(db, agentId))) return refused(400, 'agentNotFound', 'agentId');
  // Checked here for a clear answer, and again at every delivery (the name may move).
  const target = await outgoing.check(url);
  if (!target.ok) return refused(400, refusalCodes[target.reason], 'url');
  if ((await listEndpoints(db, agentId)).length >= webhooksPerAgent) return refused(409, 'tooManyWebhooks');
  const secret = newWebhookSecret();
  const endpoint = await insertEndpoint(db, {id: newEndpointId(), agentId, url, events, secret});
  await writeAudit(db, {actor: actor.email, action: 'webhook_created', target: url, ip: actor.ip});
  return {ok: true, endpoint, secret};
}

/** Stops an endpoint: nothing more is sent to it. */
export async function deleteEndpoint({db}: WebhookDeps, id: string, actor: Actor): Promise<{ok: true} | Refusal> {
  const endpoint = await findEndpoint(db, id);
  if (!endpoint || !(await disableEndpoint(db, endpoint.id))) return refused(404, 'webhookNotFound');
  await writeAudit(db, {actor: actor.email, action: 'webhook_deleted', target: endpoint.url, ip: actor.ip});
  return {ok: true};
}

/** An active endpoint's deliveries, newest first. */
export async function deliveryLog(
  {db}: WebhookDeps,
  id: string,
  options: {limit: number},
): Promise<{ok: true; deliveries: WebhookDeliveryView[]} | Refusal> {
  const endpoint = await findEndpoint(db, id);
  if (!endpoint) return refused(404, 'webhookNotFound');
  return {ok: true, deliveries: await listDeliveries(db, endpoint.id, options)};
}

/** A failed delivery of an active endpoint sent again, with the full retry policy. */
export async function retryDelivery(
  {db, relay}: WebhookDeps,
  {endpointId, deliveryId}: {endpointId: string; deliveryId: string},
  actor: Actor,
): Promise<{ok: true} | Refusal> {
  const endpoint = await findEndpoint(db, endpointId);
  if (!endpoint) return refused(404, 'webhookNotFound');
  if (!(await retryFailedDelivery(db, {endpointId: endpoint.id, id: deliveryId}))) return refused(404, 'webhookDeliveryNotFound');
  relay.nudge();
  await writeAudit(db, {actor: actor.email, action: 'webhook_retried', target: `${endpoint.url} ${deliveryId}`, ip: actor.ip});
  return {ok: true};
}

/** One signed delivery queued per endpoint of the agent subscribed to the event; how many. */
export async function queueEvent({db, relay}: WebhookDeps, agentId: string, type: WebhookEvent, data: unknown): Promise<number> {
  const queued = await enqueueDeliveries(db, {
    agentId,
    eventType: type,
    newId: newDeliveryId,
    payloadFor: (deliveryId) => webhookBody({deliveryId, agentId, type, data}),
  });
  if (queued > 0) relay.nudge();
  return queued;
}
