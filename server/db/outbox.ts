/**
 * The mail outbox's repository: notifications are rows written in the same transaction as the
 * submission they announce (mail/outbox.ts describes the row, records.ts writes it), so a
 * committed submission always has its message waiting, whatever happens to the process or the
 * mail server afterwards. The relay (mail/relay.ts) claims due rows here, sends them, and
 * records the outcome here.
 */
import {sql, type Kysely} from 'kysely';
import type {SqlDialect} from './connection';
import type {Database, OutboxRow, OutboxStatus} from './schema';

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

/**
 * Takes up to `limit` due messages for one relay until `now + leaseMs`, in one statement.
 * On PostgreSQL, FOR UPDATE SKIP LOCKED lets concurrent relays claim disjoint rows without
 * waiting on each other; SQLite runs one writer at a time, so the statement alone is enough.
 * A relay that dies holding a claim loses it when the lease runs out, and another relay (or
 * the restarted one) sends the message. The attempt is counted at claim time, so a message
 * that crashes its relay every time still ends up marked failed.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  dialect: SqlDialect,
  relayId: string,
  {limit, leaseMs, now = Date.now()}: {limit: number; leaseMs: number; now?: number},
): Promise<ClaimedMail[]> {
  const lock = dialect === 'postgres' ? sql`for update skip locked` : sql``;
  const result = await sql<OutboxRow>`
    update outbox
    set locked_by = ${relayId}, locked_until = ${now + leaseMs}, attempts = attempts + 1
    where id in (
      select id from outbox
      where status = 'pending' and next_attempt_at <= ${now}
        and (locked_until is null or locked_until < ${now})
      order by id
      limit ${limit}
      ${lock}
    )
    returning *`.execute(db);
  return result.rows.map(toClaimed).sort((a, b) => a.id - b.id);
}

export async function markSent(db: Kysely<Database>, id: number, relayId: string, now = Date.now()) {
  await db
    .updateTable('outbox')
    .set({status: 'sent', sent_at: now, locked_by: null, locked_until: null, last_error: null})
    .where('id', '=', id)
    .where('locked_by', '=', relayId)
    .execute();
}

/**
 * Hands rows this relay claimed but never tried to send back to the table at once (a relay
 * that stops), so another relay takes them now instead of after the lease. The attempt
 * counted at claim time is taken back: nothing was attempted.
 */
export async function releaseClaims(db: Kysely<Database>, ids: readonly number[], relayId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set((eb) => ({locked_by: null, locked_until: null, attempts: eb('attempts', '-', 1)}))
    .where('id', 'in', ids)
    .where('locked_by', '=', relayId)
    .where('status', '=', 'pending')
    .execute();
}

/** Records a failed attempt: back to pending after `retryInMs`, or failed for good. */
export async function markAttemptFailed(
  db: Kysely<Database>,
  id: number,
  relayId: string,
  {error, retryInMs, final, now = Date.now()}: {error: string; retryInMs: number; final: boolean; now?: number},
) {
  const status: OutboxStatus = final ? 'failed' : 'pending';
  await db
    .updateTable('outbox')
    .set({
      status,
      next_attempt_at: now + retryInMs,
      last_error: error.slice(0, 1000),
      locked_by: null,
      locked_until: null,
    })
    .where('id', '=', id)
    .where('locked_by', '=', relayId)
    .execute();
}
