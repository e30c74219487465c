/**
 * Sends the outbox over SMTP. Every instance of the server runs one relay; they share the work
 * through the claim in outbox.ts, so each message goes out once even with several instances on
 * PostgreSQL. Failed attempts are retried with exponential backoff and jitter; a rejection by
 * the mail server (5xx) or the last allowed attempt marks the message failed, with its error.
 */
import {randomUUID} from 'node:crypto';
import type {Kysely} from 'kysely';
import nodemailer, {type Transporter} from 'nodemailer';
import type {FastifyBaseLogger} from 'fastify';
import type {MailConfig} from '../config';
import type {SqlDialect} from '../db/connection';
import type {Database} from '../db/schema';
import {claimDueMail, markAttemptFailed, markSent, retryDelayMs, type ClaimedMail} from './outbox';

export type MailSender = (mail: ClaimedMail, from: string) => Promise<void>;

const batchSize = 20;

export function smtpSender(smtpUrl: string): {send: MailSender; close(): void} {
  // Timeouts well inside the claim lease, so a hung server cannot outlive this relay's claim.
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail, from) {
      await transport.sendMail({
        from,
        to: mail.recipient,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.body,
        headers: {'X-Outbox-Id': String(mail.id)},
      });
    },
    close: () => transport.close(),
  };
}

function isPermanent(error: unknown): boolean {
  const code = (error as {responseCode?: unknown})?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export class OutboxRelay {
  readonly id = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private started = false;
  /** True once the start delay has passed: nudges before that must not cut the delay short. */
  private live = false;
  private stopped = false;
  private again = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: SqlDialect,
    private readonly config: MailConfig,
    private readonly sender: {send: MailSender; close(): void},
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(this.config.startDelayMs);
  }

  /** A message was just committed: look now rather than at the next poll. */
  nudge(): void {
    if (!this.live || this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.sender.close();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.live = true;
      this.running = this.runOnce()
        .catch((error: unknown) => this.log.error({err: error}, 'outbox relay: run failed'))
        .finally(() => {
          this.running = undefined;
          const next = this.again ? 0 : this.config.pollMs;
          this.again = false;
          this.schedule(next);
        });
    }, delayMs);
    // The relay never keeps a process alive on its own.
    this.timer.unref();
  }

  /** Sends every message that is due now; returns when none is left. */
  async runOnce(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const claimed = await claimDueMail(this.db, this.dialect, this.id, {
        limit: batchSize,
        leaseMs: this.config.leaseMs,
      });
      if (claimed.length === 0) return;
      for (const mail of claimed) {
        if (this.stopped) return;
        await this.deliver(mail);
      }
    }
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    try {
      await this.sender.send(mail, this.config.notifyFrom);
      await markSent(this.db, mail.id, this.id);
      this.log.info({outboxId: mail.id, kind: mail.kind}, 'notification sent');
    } catch (error) {
      const final = isPermanent(error) || mail.attempts >= this.config.maxAttempts;
      const retryInMs = retryDelayMs(mail.attempts, this.config.retryBaseMs);
      const message = error instanceof Error ? error.message : String(error);
      await markAttemptFailed(this.db, mail.id, this.id, {error: message, retryInMs, final});
      this.log.warn(
        {outboxId: mail.id, attempt: mail.attempts, final, retryInMs, err: error},
        final ? 'notification failed for good' : 'notification failed: will retry',
      );
    }
  }
}
