/**
 * Sends webhook deliveries. Every server instance runs one relay; they share the work through
 * the claim in db/webhooks.ts (a lease per row), so each delivery goes out once even with
 * several instances on PostgreSQL. A 2xx answer marks it sent; anything else (another status,
 * no answer within the timeout, a refused connection) is retried with the mail outbox's
 * backoff (mail/outbox.ts retryDelayMs) until the last allowed attempt marks it failed, and
 * staff can retry it from Settings. Redirects are not followed: the registered URL is the
 * receiver. Delivery is at least once; receivers drop copies by the AgentWorks-Delivery id.
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
import {retryDelayMs} from '../mail/outbox';
import {deliveryHeader, eventHeader, signatureHeader, signatureHeaderValue} from './signature';

/** The mail outbox's queue policy (server/config.ts), plus how long a receiver has to answer. */
export type WebhookRelayConfig = Pick<MailConfig, 'pollMs' | 'startDelayMs' | 'retryBaseMs' | 'maxAttempts' | 'leaseMs' | 'concurrency'> &
  Readonly<{timeoutMs: number}>;

export const webhookTimeoutMs = 10_000;
export const webhookCloseDeadlineMs = 5_000;

export type DeliveryOutcome = {ok: true; status: number} | {ok: false; status: number | null; error: string};

/** POSTs one delivery, signed now; never throws. */
export async function sendDelivery(delivery: ClaimedDelivery, timeoutMs: number, nowMs = Date.now()): Promise<DeliveryOutcome> {
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'AgentWorks-Webhooks/1.0',
        [eventHeader]: delivery.eventType,
        [deliveryHeader]: delivery.id,
        [signatureHeader]: signatureHeaderValue(delivery.secret, delivery.payload, nowMs),
      },
      body: delivery.payload,
    });
    // The answer's body is not ours to keep; drop it so the connection is freed.
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return {ok: true, status: response.status};
    return {ok: false, status: response.status, error: `HTTP ${response.status}`};
  } catch (error) {
    const name = (error as {name?: string})?.name;
    if (name === 'TimeoutError') return {ok: false, status: null, error: `No answer within ${timeoutMs} ms`};
    const cause = (error as {cause?: {code?: string; message?: string}})?.cause;
    const message = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
    return {ok: false, status: null, error: message};
  }
}

function settlesWithin(work: Promise<unknown> | undefined, ms: number): Promise<boolean> {
  if (!work) return Promise.resolve(true);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([work.then(() => true, () => true), deadline]).finally(() => clearTimeout(timer));
}

export class WebhookRelay {
  readonly id = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private started = false;
  private live = false;
  private stopped = false;
  private abandoned = false;
  private again = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: SqlDialect,
    private readonly config: WebhookRelayConfig,
    private readonly log: FastifyBaseLogger,
    private readonly closeDeadlineMs = webhookCloseDeadlineMs,
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(this.config.startDelayMs);
  }

  /** A delivery was just queued: look now rather than at the next poll. */
  nudge(): void {
    if (!this.live || this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (!(await settlesWithin(this.running, this.closeDeadlineMs))) {
      this.abandoned = true;
      this.log.warn(`webhook relay: deliveries still under way after ${this.closeDeadlineMs} ms are retried after the lease`);
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.live = true;
      this.running = this.runOnce()
        .catch((error: unknown) => this.log.error({err: error}, 'webhook relay: run failed'))
        .finally(() => {
          this.running = undefined;
          const next = this.again ? 0 : this.config.pollMs;
          this.again = false;
          this.schedule(next);
        });
    }, delayMs);
    this.timer.unref();
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
    const outcome = await sendDelivery(delivery, this.config.timeoutMs);
    if (this.abandoned) return;
    try {
      if (outcome.ok) {
        await markDelivered(this.db, delivery.id, this.id, {status: outcome.status});
        this.log.info({deliveryId: delivery.id, event: delivery.eventType}, 'webhook delivered');
        return;
      }
      const final = delivery.attempts >= this.config.maxAttempts;
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
