/**
 * Webhook endpoints and deliveries (migration 0013). An event becomes one delivery row per
 * endpoint of its agent that subscribed to it; the relay (server/webhooks/relay.ts) claims due
 * rows here with a lease, sends them and records the outcome here, exactly as the mail relay
 * does with db/outbox.ts, so several instances on one database send each delivery once.
 */
import {sql, type Kysely} from 'kysely';
import type {
  DeliveryStatus,
  WebhookDeliveryView,
  WebhookEndpointView,
  WebhookEvent,
} from '../../src/lib/staff/webhooks';
import type {SqlDialect} from './connection';
import type {Database} from './schema';

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

/**
 * Takes up to `limit` due deliveries of active endpoints for one relay until `now + leaseMs`,
 * in one statement (FOR UPDATE SKIP LOCKED on PostgreSQL, SQLite's single writer otherwise);
 * the attempt is counted at claim time, as in db/outbox.ts.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  dialect: SqlDialect,
  relayId: string,
  {limit, leaseMs, now = Date.now()}: {limit: number; leaseMs: number; now?: number},
): Promise<ClaimedDelivery[]> {
  const lock = dialect === 'postgres' ? sql`for update of d skip locked` : sql``;
  const claimed = await sql<{id: string}>`
    update webhook_deliveries
    set claimed_by = ${relayId}, claim_expires_at = ${now + leaseMs}, attempts = attempts + 1
    where id in (
      select d.id from webhook_deliveries d
      join webhook_endpoints e on e.id = d.endpoint_id
      where d.status = 'pending' and d.next_attempt_at <= ${now}
        and (d.claim_expires_at is null or d.claim_expires_at < ${now})
        and e.disabled_at is null
      order by d.next_attempt_at, d.id
      limit ${limit}
      ${lock}
    )
    returning id`.execute(db);
  if (claimed.rows.length === 0) return [];
  const rows = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select(['d.id', 'd.event_type', 'd.payload', 'd.attempts', 'e.url', 'e.secret'])
    .where('d.id', 'in', claimed.rows.map((row) => row.id))
    .where('d.claimed_by', '=', relayId)
    .orderBy('d.created_at')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    eventType: row.event_type,
    payload: row.payload,
    attempts: Number(row.attempts),
    url: row.url,
    secret: row.secret,
  }));
}

export async function markDelivered(
  db: Kysely<Database>,
  id: string,
  relayId: string,
  {status, now = Date.now()}: {status: number; now?: number},
) {
  await db
    .updateTable('webhook_deliveries')
    .set({status: 'sent', delivered_at: now, last_status: status, last_error: null, claimed_by: null, claim_expires_at: null})
    .where('id', '=', id)
    .where('claimed_by', '=', relayId)
    .execute();
}

/** A failed attempt: due again after `retryInMs`, or failed for good. */
export async function markDeliveryFailed(
  db: Kysely<Database>,
  id: string,
  relayId: string,
  {status, error, retryInMs, final, now = Date.now()}: {
    status: number | null;
    error: string;
    retryInMs: number;
    final: boolean;
    now?: number;
  },
) {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: final ? 'failed' : 'pending',
      next_attempt_at: now + retryInMs,
      last_status: status,
      last_error: error.slice(0, 500),
      claimed_by: null,
      claim_expires_at: null,
    })
    .where('id', '=', id)
    .where('claimed_by', '=', relayId)
    .execute();
}

/** Hands back claimed rows never attempted (a stopping relay); the attempt counted is taken back. */
export async function releaseDeliveries(db: Kysely<Database>, ids: readonly string[], relayId: string) {
  if (ids.length === 0) return;
  await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({claimed_by: null, claim_expires_at: null, attempts: eb('attempts', '-', 1)}))
    .where('id', 'in', ids)
    .where('claimed_by', '=', relayId)
    .where('status', '=', 'pending')
    .execute();
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
