/**
 * Sends the outbox over SMTP: mail is a job type of the server's job queue
 * (platform/job-queue.ts), which claims, retries and hands back; every instance of the server
 * runs one relay, and each message goes out once even with several instances on PostgreSQL.
 * Messages go out OUTBOX_CONCURRENCY at a time over a pool of SMTP connections (one at a time,
 * each waiting for the mail server's answer, a backlog drained at about 7 a second). A
 * rejection by the mail server (5xx) or the last allowed attempt marks the message failed.
 *
 * Delivery is at least once: if the process dies after the mail server accepted a message but
 * before its row is marked sent, the message is sent again once its claim expires, with the
 * same Message-ID (mail/outbox.ts), so the receiving side can drop the copy.
 */
import type {Kysely} from 'kysely';
import nodemailer, {type Transporter} from 'nodemailer';
import type {FastifyBaseLogger} from 'fastify';
import type {MailConfig} from '../../platform/config';
import type {SqlDialect} from '../../platform/database/connection';
import {outboxStore, type ClaimedMail} from './queries';
import type {Database} from '../../platform/database/schema';
import {JobQueue, type JobType} from '../../platform/job-queue';
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

/** Mail as a job type: one message over SMTP; a 5xx answer fails it for good. */
export function mailJobs(
  db: Kysely<Database>,
  dialect: SqlDialect,
  from: string,
  sender: {send: MailSender; close(): void},
): JobType<ClaimedMail, void> {
  return {
    name: 'outbox relay',
    words: {jobs: 'messages', attempt: 'send', attempts: 'sends'},
    logKey: 'outboxId',
    store: outboxStore(db, dialect),
    attempt: (mail) =>
      sender.send(mail, from).then(
        () => ({ok: true, detail: undefined}),
        (error: unknown) => ({ok: false, error, final: isPermanent(error)}),
      ),
    logDone(log, mail) {
      log.info({outboxId: mail.id, kind: mail.kind}, 'notification sent');
    },
    logFailed(log, mail, {attempt, final, retryInMs, error}) {
      log.warn(
        {outboxId: mail.id, attempt, final, retryInMs, err: error},
        final ? 'notification failed for good' : 'notification failed: will retry',
      );
    },
    close: () => sender.close(),
  };
}

/** The job queue running mail, one per server instance (plugins/outbox.ts). */
export class OutboxRelay extends JobQueue<ClaimedMail, void> {
  constructor(
    db: Kysely<Database>,
    dialect: SqlDialect,
    config: MailConfig,
    sender: {send: MailSender; close(): void},
    log: FastifyBaseLogger,
    closeDeadlineMs = relayCloseDeadlineMs,
  ) {
    super(mailJobs(db, dialect, config.notifyFrom, sender), config, log, closeDeadlineMs);
  }
}
