/**
 * Sends webhook deliveries: a job type of the server's job queue (platform/job-queue.ts), which
 * claims with a lease, retries and hands back, as it does for mail; every server instance runs
 * one relay, and each delivery goes out once even with several instances on PostgreSQL. A 2xx
 * answer marks it sent; anything else (another status, no answer within the timeout, a refused
 * connection) is retried with the queue's backoff until the last allowed attempt marks it
 * failed, and staff can retry it from Settings. Every attempt goes through the outgoing-request
 * guard (server/platform/outgoing-request.ts): internal addresses refused, no redirect followed,
 * the answer's time and size bounded. Delivery is at least once; receivers drop copies by the
 * AgentWorks-Delivery id.
 */
import type {Kysely} from 'kysely';
import type {FastifyBaseLogger} from 'fastify';
import type {SqlDialect} from '../../platform/database/connection';
import type {Database} from '../../platform/database/schema';
import {JobQueue, type JobType, type QueuePolicy} from '../../platform/job-queue';
import type {OutgoingGuard} from '../../platform/outgoing-request';
import {deliveryStore, type ClaimedDelivery, type DeliveryDetail} from './queries';
import {deliveryHeader, eventHeader, signatureHeader, signatureHeaderValue} from './signature';

/** The job queue's policy (the mail outbox's settings), plus how long a receiver has to answer. */
export type WebhookRelayConfig = QueuePolicy & Readonly<{timeoutMs: number}>;

export const webhookTimeoutMs = 10_000;
export const webhookCloseDeadlineMs = 5_000;

export type DeliveryOutcome =
  | {ok: true; status: number}
  | {ok: false; status: number | null; error: string; final?: boolean};

/**
 * Checks the endpoint's URL again (its name may point elsewhere since it was registered) and
 * POSTs one delivery, signed now, to the checked address; never throws. A refused target is
 * failed for good without a request, and the log says why but shows no status of anything
 * inside our network.
 */
export async function sendDelivery(
  outgoing: OutgoingGuard,
  delivery: ClaimedDelivery,
  timeoutMs: number,
  nowMs = Date.now(),
): Promise<DeliveryOutcome> {
  const target = await outgoing.check(delivery.url);
  if (!target.ok) return {ok: false, status: null, error: `Refused: ${target.detail}`, final: true};
  const answer = await outgoing.post(target, {
    timeoutMs,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'AgentWorks-Webhooks/1.0',
      [eventHeader]: delivery.eventType,
      [deliveryHeader]: delivery.id,
      [signatureHeader]: signatureHeaderValue(delivery.secret, delivery.payload, nowMs),
    },
    body: delivery.payload,
  });
  if (!answer.ok) return {ok: false, status: null, error: answer.error};
  if (answer.status >= 200 && answer.status < 300) return {ok: true, status: answer.status};
  return {ok: false, status: answer.status, error: `HTTP ${answer.status}`};
}

/** Webhook deliveries as a job type: one signed POST; a 2xx answer is success. */
export function webhookJobs(
  db: Kysely<Database>,
  dialect: SqlDialect,
  outgoing: OutgoingGuard,
  timeoutMs: number,
): JobType<ClaimedDelivery, DeliveryDetail> {
  return {
    name: 'webhook relay',
    words: {jobs: 'deliveries', attempt: 'delivery', attempts: 'deliveries'},
    logKey: 'deliveryId',
    store: deliveryStore(db, dialect),
    async attempt(delivery) {
      const outcome = await sendDelivery(outgoing, delivery, timeoutMs);
      return outcome.ok
        ? {ok: true, detail: {status: outcome.status}}
        : {ok: false, error: outcome.error, final: outcome.final, detail: {status: outcome.status}};
    },
    logDone(log, delivery) {
      log.info({deliveryId: delivery.id, event: delivery.eventType}, 'webhook delivered');
    },
    logFailed(log, delivery, {attempt, final, retryInMs, error}) {
      log.warn(
        {deliveryId: delivery.id, attempt, final, retryInMs, error},
        final ? 'webhook delivery failed for good' : 'webhook delivery failed: will retry',
      );
    },
  };
}

/** The job queue running webhook deliveries, one per server instance (plugin.ts). */
export class WebhookRelay extends JobQueue<ClaimedDelivery, DeliveryDetail> {
  constructor(
    db: Kysely<Database>,
    dialect: SqlDialect,
    config: WebhookRelayConfig,
    log: FastifyBaseLogger,
    outgoing: OutgoingGuard,
    closeDeadlineMs = webhookCloseDeadlineMs,
  ) {
    super(webhookJobs(db, dialect, outgoing, config.timeoutMs), config, log, closeDeadlineMs);
  }
}
