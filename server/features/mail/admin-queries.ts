/**
 * The mail outbox as staff see it in Settings: messages not sent yet (pending, or failed for
 * good with their last error), and the retry of failed ones. The relay's own claim and
 * settle queries are in outbox.ts; these only read, and turn failed rows back into due ones.
 */
import type {Kysely} from 'kysely';
import {unsentStatuses, type OutboxMessageView, type UnsentStatus} from '../../../src/lib/staff/outbox';
import type {Database} from '../../platform/database/schema';

/** Newest first, `limit` at a time; `before` is the id of the last message of the previous page. */
export async function listUnsentMail(
  db: Kysely<Database>,
  {status, limit, before, now = Date.now()}: {status?: UnsentStatus; limit: number; before?: number; now?: number},
): Promise<OutboxMessageView[]> {
  let query = db
    .selectFrom('outbox')
    .select(['id', 'kind', 'recipient', 'subject', 'status', 'attempts', 'next_attempt_at', 'last_error', 'created_at', 'locked_until'])
    .where('status', 'in', status ? [status] : [...unsentStatuses])
    .orderBy('id', 'desc')
    .limit(limit);
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status as UnsentStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error,
    createdAt: Number(row.created_at),
    sending: row.locked_until !== null && Number(row.locked_until) > now,
  }));
}

export async function countUnsentMail(db: Kysely<Database>): Promise<Record<UnsentStatus, number>> {
  const rows = await db
    .selectFrom('outbox')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .where('status', 'in', [...unsentStatuses])
    .groupBy('status')
    .execute();
  const counts: Record<UnsentStatus, number> = {pending: 0, failed: 0};
  for (const row of rows) counts[row.status as UnsentStatus] = Number(row.count);
  return counts;
}

/**
 * Puts failed messages (one by id, or all) back in the queue as if new: pending, due now, the
 * attempts counted from zero so the relay's full retry policy applies again. The last error
 * stays visible until the next attempt replaces or clears it. Returns how many were retried.
 */
export async function retryFailedMail(
  db: Kysely<Database>,
  {id, now = Date.now()}: {id?: number; now?: number} = {},
): Promise<number> {
  let query = db
    .updateTable('outbox')
    .set({status: 'pending', attempts: 0, next_attempt_at: now, locked_by: null, locked_until: null})
    .where('status', '=', 'failed');
  if (id !== undefined) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
