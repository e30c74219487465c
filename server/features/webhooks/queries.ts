/**
 * Webhook endpoints and deliveries (migration 0013). An event becomes one delivery row per
 * endpoint of its agent that subscribed to it; the relay (relay.ts), a job type
 * of the server's job queue (platform/job-queue.ts) like the mail outbox, claims due rows
 * through the store here and records the outcome, so several instances send each delivery once.
 */
import {sql, type Kysely, type Selectable} from 'kysely';
import type {
  DeliveryStatus,
  WebhookDeliveryView,
  WebhookEndpointView,
  WebhookEvent,
} from '../../../src/lib/staff/webhooks';
import type {SqlDialect} from '../../platform/database/connection';
import type {Database, WebhookDeliveriesTable} from '../../platform/database/schema';
import type {JobStore} from '../../platform/job-queue';
import {LeasedTable, type LeasedTableSpec} from '../../platform/leased-table';

type EndpointRow = {id: string; agent_id: string; url: string; events: string; created_at: number | string};

function toEndpointView(row: EndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    agentId: row.agent_id,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEvent[],
    createdAt: Number(row.created_at),
  };
}

export async function insertEndpoint(
  db: Kysely<Database>,
  endpoint: {id: string; agentId: string; url: string; events: readonly WebhookEvent[]; secret: string},
  now = Date.now(),
): Promise<WebhookEndpointView> {
  const row = {
    id: endpoint.id,
    agent_id: endpoint.agentId,
    url: endpoint.url,
    events: JSON.stringify(endpoint.events),
    secret: endpoint.secret,
    created_at: now,
  };
  await db.insertInto('webhook_endpoints').values(row).execute();
  return toEndpointView(row);
}

/** Active endpoints (all agents, or one), oldest first. */
export async function listEndpoints(db: Kysely<Database>, agentId?: string): Promise<WebhookEndpointView[]> {
  let query = db
    .selectFrom('webhook_endpoints')
    .select(['id', 'agent_id', 'url', 'events', 'created_at'])
    .where('disabled_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id');
  if (agentId !== undefined) query = query.where('agent_id', '=', agentId);
  return (await query.execute()).map(toEndpointView);
}

export async function findEndpoint(db: Kysely<Database>, id: string): Promise<WebhookEndpointView | undefined> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'agent_id', 'url', 'events', 'created_at'])
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row && toEndpointView(row);
}

/** Stops an endpoint: no new deliveries, pending ones are not sent; its log stays readable in the table. */
export async function disableEndpoint(db: Kysely<Database>, id: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({disabled_at: now})
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** One pending delivery per active endpoint of `agentId` subscribed to `eventType`; returns how many. */
export async function enqueueDeliveries(
  db: Kysely<Database>,
  {agentId, eventType, payloadFor, newId, now = Date.now()}: {
    agentId: string;
    eventType: WebhookEvent;
    /** The JSON body for one delivery (it names the delivery's own id). */
    payloadFor(deliveryId: string): string;
    newId(): string;
    now?: number;
  },
): Promise<number> {
  const endpoints = (await listEndpoints(db, agentId)).filter((endpoint) => endpoint.events.includes(eventType));
  if (endpoints.length === 0) return 0;
  const rows = endpoints.map((endpoint) => {
    const id = newId();
    return {
      id,
      endpoint_id: endpoint.id,
      event_type: eventType,
      payload: payloadFor(id),
      next_attempt_at: now,
      created_at: now,
    };
  });
  await db.insertInto('webhook_deliveries').values(rows).execute();
  return rows.length;
}

export type ClaimedDelivery = {
  id: string;
  eventType: string;
  payload: string;
  attempts: number;
  url: string;
  secret: string;
};

/** What a delivery attempt records beside its outcome: the receiver's HTTP status, if it answered. */
export type DeliveryDetail = {status: number | null};

const deliveriesTable: LeasedTableSpec = {
  table: 'webhook_deliveries',
  claimedBy: 'claimed_by',
  claimExpiresAt: 'claim_expires_at',
  doneAt: 'delivered_at',
  errorLength: 500,
  order: ['next_attempt_at', 'id'],
  // A disabled endpoint's deliveries stay pending and are never sent.
  claimable: sql`exists (select 1 from webhook_endpoints e where e.id = due.endpoint_id and e.disabled_at is null)`,
};

/** Webhook deliveries as the job queue's store: each claimed one comes with its endpoint's URL and secret. */
export function deliveryStore(db: Kysely<Database>, dialect: SqlDialect): JobStore<ClaimedDelivery, DeliveryDetail> {
  const table = new LeasedTable<Selectable<WebhookDeliveriesTable>, Database>(db, dialect, deliveriesTable);
  return {
    async claim(claimer, options) {
      const claimed = await table.claim(claimer, options);
      if (claimed.length === 0) return [];
      const endpoints = await db
        .selectFrom('webhook_endpoints')
        .select(['id', 'url', 'secret'])
        .where('id', 'in', [...new Set(claimed.map((row) => row.endpoint_id))])
        .execute();
      const endpointOf = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
      return claimed
        .sort((a, b) => Number(a.created_at) - Number(b.created_at) || a.id.localeCompare(b.id))
        .map((row) => ({
          id: row.id,
          eventType: row.event_type,
          payload: row.payload,
          attempts: Number(row.attempts),
          url: endpointOf.get(row.endpoint_id)!.url,
          secret: endpointOf.get(row.endpoint_id)!.secret,
        }));
    },
    markDone: (delivery, claimer, {status}) => table.markDone(delivery.id, claimer, {last_status: status}),
    markFailed: (delivery, claimer, {detail, ...failure}) =>
      table.markFailed(delivery.id, claimer, {...failure, extra: {last_status: detail?.status ?? null}}),
    release: (ids, claimer) => table.release(ids, claimer),
  };
}

/** An endpoint's delivery log, newest first. */
export async function listDeliveries(
  db: Kysely<Database>,
  endpointId: string,
  {limit}: {limit: number},
): Promise<WebhookDeliveryView[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select([
      'id',
      'event_type',
      'status',
      'attempts',
      'last_status',
      'last_error',
      'created_at',
      'next_attempt_at',
      'delivered_at',
    ])
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    eventType: row.event_type as WebhookEvent,
    status: row.status as DeliveryStatus,
    attempts: Number(row.attempts),
    lastStatus: row.last_status === null ? null : Number(row.last_status),
    lastError: row.last_error,
    createdAt: Number(row.created_at),
    nextAttemptAt: Number(row.next_attempt_at),
    deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
  }));
}

/** A failed delivery of this endpoint back in the queue, due now, with the full retry policy again. */
export async function retryFailedDelivery(
  db: Kysely<Database>,
  {endpointId, id, now = Date.now()}: {endpointId: string; id: string; now?: number},
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({status: 'pending', attempts: 0, next_attempt_at: now, claimed_by: null, claim_expires_at: null})
    .where('id', '=', id)
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
