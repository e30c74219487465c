/** The mail outbox as the staff API shows it (server/features/mail/admin-queries.ts) and Settings reads it. */
import {arrayOf, count, epochMs, nullableText, object, text, type FromSchema} from '../jsonSchema';

/** Messages not sent yet: waiting for (another) attempt, or given up on with an error. */
export const unsentStatuses = ['pending', 'failed'] as const;
export type UnsentStatus = (typeof unsentStatuses)[number];

const unsentStatus = {type: 'string', enum: unsentStatuses} as const;

const outboxMessageView = object({
  id: {type: 'integer'},
  kind: text,
  recipient: text,
  subject: text,
  status: unsentStatus,
  attempts: count,
  /** When the relay may next try (meaningful while pending). */
  nextAttemptAt: epochMs,
  lastError: nullableText,
  createdAt: epochMs,
  /** A relay holds it right now. */
  sending: {type: 'boolean'},
});
export type OutboxMessageView = FromSchema<typeof outboxMessageView>;

/** GET /api/admin/outbox: a page of unsent messages and the counts of each status. */
export const outboxPageSchema = object({
  messages: arrayOf(outboxMessageView),
  counts: object({pending: count, failed: count}),
  /** The `before` of the next page, or null on the last one. */
  next: {type: ['integer', 'null']},
  /** False when SMTP_URL is not set: messages wait until a server with it runs. */
  relayRunning: {type: 'boolean'},
});
export type OutboxPage = FromSchema<typeof outboxPageSchema>;

/** POST /api/admin/outbox/:id/retry and /outbox/retry-failed: how many failed messages were queued again. */
export const retriedSchema = object({retried: count});
