/**
 * The mail outbox's repository: notifications are rows written in the same transaction as the
 * submission they announce (mail/outbox.ts describes the row, records.ts writes it), so a
 * committed submission always has its message waiting, whatever happens to the process or the
 * mail server afterwards. The mail relay (mail/relay.ts), a job type of the server's job queue
 * (platform/job-queue.ts), claims due rows through the store here and records the outcome.
 */
import type {Kysely} from 'kysely';
import type {JobStore} from '../../platform/job-queue';
import {LeasedTable, type LeasedTableSpec} from '../../platform/leased-table';
import type {SqlDialect} from '../../platform/database/connection';
import type {Database, OutboxRow} from '../../platform/database/schema';

export type ClaimedMail = {
  id: number;
  kind: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  body: string;
  attempts: number;
  /** Epoch ms the row was written: with the id, what makes its Message-ID unique and stable. */
  createdAt: number;
};

function toClaimed(row: OutboxRow): ClaimedMail {
  return {
    id: Number(row.id),
    kind: row.kind,
    recipient: row.recipient,
    replyTo: row.reply_to,
    subject: row.subject,
    body: row.body,
    attempts: Number(row.attempts),
    createdAt: Number(row.created_at),
  };
}

const outboxTable: LeasedTableSpec = {
  table: 'outbox',
  claimedBy: 'locked_by',
  claimExpiresAt: 'locked_until',
  doneAt: 'sent_at',
  errorLength: 1000,
  order: ['id'],
};

/** The outbox as the job queue's store of mail: messages are claimed oldest first. */
export function outboxStore(db: Kysely<Database>, dialect: SqlDialect): JobStore<ClaimedMail, void> {
  const table = new LeasedTable<OutboxRow, Database>(db, dialect, outboxTable);
  return {
    async claim(claimer, options) {
      return (await table.claim(claimer, options)).map(toClaimed).sort((a, b) => a.id - b.id);
    },
    markDone: (mail, claimer) => table.markDone(mail.id, claimer),
    markFailed: (mail, claimer, failure) => table.markFailed(mail.id, claimer, failure),
    release: (ids, claimer) => table.release(ids, claimer),
  };
}
