/**
 * Sends the outbox over SMTP. Every instance of the server runs one relay; they share the work
 * through the claim in db/outbox.ts, so each message goes out once even with several instances
 * on PostgreSQL. Messages go out OUTBOX_CONCURRENCY at a time over a pool of SMTP connections:
 * one at a time, each waiting for the mail server's answer, a backlog drained at about 7 a second.
 * Failed attempts are retried with exponential backoff and jitter; a rejection by the mail
 * server (5xx) or the last allowed attempt marks the message failed, with its error.
 *
 * Delivery is at least once: if the process dies after the mail server accepted a message but
 * before its row is marked sent, the message is sent again once its claim expires, with the
 * same Message-ID (mail/outbox.ts), so the receiving side can drop the copy.
 *
 * A relay that stops (the server closes) hands the messages it claimed but has not started
 * sending back at once, so another instance sends them now rather than after the lease. Sends
 * under way may finish, and be recorded, within the close deadline; one still running after
 * it keeps its claim, since it may yet reach the mail server, and is retried after the lease.
 */
import {randomUUID} from 'node:crypto';
import type {Kysely} from 'kysely';
import nodemailer, {type Transporter} from 'nodemailer';
import type {FastifyBaseLogger} from 'fastify';
import type {MailConfig} from '../config';
import type {SqlDialect} from '../db/connection';
import {claimDueMail, markAttemptFailed, markSent, releaseClaims, type ClaimedMail} from '../db/outbox';
import type {Database} from '../db/schema';
import {PollLoop} from '../platform/poll-loop';
import {retryDelayMs} from '../platform/retry-delay';
import {messageIdFor} from './outbox';

export type MailSender = (mail: ClaimedMail, from: string) => Promise<void>;

/** Messages a pooled connection sends before it is replaced (nodemailer's default). */
const messagesPerConnection = 100;

/**
 * How long a stopping relay lets its sends under way finish: well inside the shutdown grace
 * period of server/main.ts, so the database is still open when they are recorded.
 */
export const relayCloseDeadlineMs = 5_000;

export function smtpSender(smtpUrl: string, concurrency = 1): {send: MailSender; close(): void} {
  // Timeouts well inside the claim lease, so a hung server cannot outlive this relay's claim.
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: concurrency,
    maxMessages: messagesPerConnection,
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
        messageId: messageIdFor(mail, from),
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
  private readonly loop: PollLoop;
  /** Past the close deadline: sends still under way no longer touch the (closing) database. */
  private abandoned = false;
  /** Claimed messages no worker has started sending yet. */
  private queue: ClaimedMail[] = [];
  private claiming: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: SqlDialect,
    private readonly config: MailConfig,
    private readonly sender: {send: MailSender; close(): void},
    private readonly log: FastifyBaseLogger,
    private readonly closeDeadlineMs = relayCloseDeadlineMs,
  ) {
    this.loop = new PollLoop(() => this.runOnce(), config, (error) => this.log.error({err: error}, 'outbox relay: run failed'));
  }

  start(): void {
    this.loop.start();
  }

  /** A message was just committed: look now rather than at the next poll. */
  nudge(): void {
    this.loop.nudge();
  }

  private get stopped(): boolean {
    return this.loop.halted;
  }

  /** Hands back what it has not started, lets sends under way finish (up to the deadline), closes. */
  async stop(): Promise<void> {
    this.loop.halt();
    // A claim under way lands in the queue first, so its rows go back with the rest.
    await this.claiming?.catch(() => undefined);
    const unsent = this.queue.splice(0);
    try {
      await releaseClaims(this.db, unsent.map((mail) => mail.id), this.id);
      if (unsent.length > 0) this.log.info({count: unsent.length}, 'outbox relay: handed back unsent messages');
    } catch (error) {
      this.log.error({err: error}, 'outbox relay: could not hand back its messages; they wait out the lease');
    }
    if (!(await this.loop.settlesWithin(this.closeDeadlineMs))) {
      this.abandoned = true;
      this.log.warn(`outbox relay: sends still under way after ${this.closeDeadlineMs} ms are retried after the lease`);
    }
    this.sender.close();
  }

  /**
   * Sends every message that is due now; returns when none is left. OUTBOX_CONCURRENCY workers
   * share a small queue of claimed messages: whichever finds it empty claims the next few (the
   * others wait for that claim), so no worker idles while another finishes a slow send, and
   * every claimed message is sent well within its lease.
   */
  async runOnce(): Promise<void> {
    const {concurrency, leaseMs} = this.config;
    const queue = this.queue;
    let drained = false;
    const claimMore = () =>
      (this.claiming ??= claimDueMail(this.db, this.dialect, this.id, {limit: concurrency, leaseMs})
        .then((claimed) => {
          queue.push(...claimed);
          if (claimed.length === 0) drained = true;
        })
        .finally(() => (this.claiming = undefined)));

    const worker = async () => {
      while (!this.stopped) {
        const mail = queue.shift();
        if (mail) await this.deliver(mail);
        else if (drained) return;
        else await claimMore();
      }
    };
    // Every worker finishes its send before the run ends (the database stays open until then).
    const results = await Promise.allSettled(Array.from({length: concurrency}, worker));
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw failure.reason;
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    const failed = await this.sender.send(mail, this.config.notifyFrom).then(
      () => undefined,
      (error: unknown) => ({error}),
    );
    if (this.abandoned) {
      this.log.warn({outboxId: mail.id, sent: !failed}, 'outbox relay: send ended after close; the row waits out its lease');
      return;
    }
    try {
      if (failed) throw failed.error;
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
