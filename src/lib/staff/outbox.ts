/** The mail outbox as the staff API shows it (server/db/outbox-admin.ts) and Settings reads it. */

/** Messages not sent yet: waiting for (another) attempt, or given up on with an error. */
export const unsentStatuses = ['pending', 'failed'] as const;
export type UnsentStatus = (typeof unsentStatuses)[number];

export type OutboxMessageView = {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  status: UnsentStatus;
  attempts: number;
  /** When the relay may next try (meaningful while pending). */
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  /** A relay holds it right now. */
  sending: boolean;
};

export type OutboxPage = {
  messages: OutboxMessageView[];
  counts: Record<UnsentStatus, number>;
  /** The `before` of the next page, or null on the last one. */
  next: number | null;
  /** False when SMTP_URL is not set: messages wait until a server with it runs. */
  relayRunning: boolean;
};
