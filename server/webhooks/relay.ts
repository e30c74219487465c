/**
 * Sends webhook deliveries. Every server instance runs one relay; they share the work through
 * the claim in db/webhooks.ts (a lease per row), so each delivery goes out once even with
 * several instances on PostgreSQL. A 2xx answer marks it sent; anything else (another status,
 * no answer within the timeout, a refused connection) is retried with the mail outbox's
 * backoff (platform/retry-delay.ts) until the last allowed attempt marks it failed, and
 * staff can retry it from Settings. Every attempt goes through the outgoing-request guard
 * (server/platform/outgoing-request.ts): internal addresses refused, no redirect followed, the
 * answer's time and size bounded. Delivery is at least once; receivers drop copies by the
 * AgentWorks-Delivery id.
 *
 * A relay that stops hands back rows it claimed but has not started sending and lets sends
 * under way finish within the close deadline; one still running after it keeps its claim and
 * is retried after the lease.
 */
import {randomUUID} from 'node:crypto';
import type {Kysely} from 'kysely';
import type {FastifyBaseLogger} from 'fastify';
import type {MailConfig} from '../config';
import type {SqlDialect} from '../db/connection';
import type {Database} from '../db/schema';
import {
  claimDueDeliveries,
  markDelivered,
  markDeliveryFailed,
  releaseDeliveries,
  type ClaimedDelivery,
} from '../db/webhooks';
import type {OutgoingGuard} from '../platform/outgoing-request';
import {PollLoop} from '../platform/poll-loop';
import {retryDelayMs} from '../platform/retry-delay';
import {deliveryHeader, eventHeader, signatureHeader, signatureHeaderValue} from './signature';

/** The mail outbox's queue policy (server/config.ts), plus how long a receiver has to answer. */
export type WebhookRelayConfig = Pick<MailConfig, 'pollMs' | 'startDelayMs' | 'retryBaseMs' | 'maxAttempts' | 'leaseMs' | 'concurrency'> &
  Readonly<{timeoutMs: number}>;

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

export class WebhookRelay {
  readonly id = randomUUID();
  private readonly loop: PollLoop;
  private abandoned = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: SqlDialect,
    private readonly config: WebhookRelayConfig,
    private readonly log: FastifyBaseLogger,
    private readonly outgoing: OutgoingGuard,
    private readonly closeDeadlineMs = webhookCloseDeadlineMs,
  ) {
    this.loop = new PollLoop(() => this.runOnce(), config, (error) => this.log.error({err: error}, 'webhook relay: run failed'));
  }

  start(): void {
    this.loop.start();
  }

  /** A delivery was just queued: look now rather than at the next poll. */
  nudge(): void {
    this.loop.nudge();
  }

  private get stopped(): boolean {
    return this.loop.halted;
  }

  async stop(): Promise<void> {
    this.loop.halt();
    if (!(await this.loop.settlesWithin(this.closeDeadlineMs))) {
      this.abandoned = true;
      this.log.warn(`webhook relay: deliveries still under way after ${this.closeDeadlineMs} ms are retried after the lease`);
    }
  }

  /** Sends every delivery that is due now, `concurrency` at a time; returns when none is left. */
  async runOnce(): Promise<void> {
    while (!this.stopped) {
      const claimed = await claimDueDeliveries(this.db, this.dialect, this.id, {
        limit: this.config.concurrency,
        leaseMs: this.config.leaseMs,
      });
      if (claimed.length === 0) return;
      if (this.stopped) {
        // Stopped while claiming: another instance sends these now, not after the lease.
        await releaseDeliveries(this.db, claimed.map((delivery) => delivery.id), this.id);
        return;
      }
      await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
    }
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const outcome = await sendDelivery(this.outgoing, delivery, this.config.timeoutMs);
    if (this.abandoned) return;
    try {
      if (outcome.ok) {
        await markDelivered(this.db, delivery.id, this.id, {status: outcome.status});
        this.log.info({deliveryId: delivery.id, event: delivery.eventType}, 'webhook delivered');
        return;
      }
      const final = outcome.final === true || delivery.attempts >= this.config.maxAttempts;
      const retryInMs = retryDelayMs(delivery.attempts, this.config.retryBaseMs);
      await markDeliveryFailed(this.db, delivery.id, this.id, {status: outcome.status, error: outcome.error, retryInMs, final});
      this.log.warn(
        {deliveryId: delivery.id, attempt: delivery.attempts, final, retryInMs, error: outcome.error},
        final ? 'webhook delivery failed for good' : 'webhook delivery failed: will retry',
      );
    } catch (error) {
      this.log.error({err: error, deliveryId: delivery.id}, 'webhook relay: could not record the outcome');
    }
  }
}
