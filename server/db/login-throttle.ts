/** The stored failure counts behind server/auth/login-throttle.ts, shared by every instance. */
import type {Kysely} from 'kysely';
import {failureMemoryMs, liveFailures, type FailureCount} from '../auth/login-throttle';
import type {Database} from './schema';

export async function readFailures(db: Kysely<Database>, keys: string[]): Promise<Map<string, FailureCount>> {
  const rows = await db.selectFrom('staff_login_throttle').selectAll().where('key', 'in', keys).execute();
  return new Map(
    rows.map((row) => [row.key, {failures: row.failures, lastFailureAt: Number(row.last_failure_at)}]),
  );
}

/** Counts one more failure for each key; a count whose last failure is forgotten starts again at 1. */
export async function recordFailure(db: Kysely<Database>, keys: string[], now = Date.now()) {
  for (const key of keys) {
    await db
      .insertInto('staff_login_throttle')
      .values({key, failures: 1, last_failure_at: now})
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when('staff_login_throttle.last_failure_at', '<=', now - failureMemoryMs)
            .then(1)
            .else(eb('staff_login_throttle.failures', '+', 1))
            .end(),
          last_failure_at: now,
        })),
      )
      .execute();
  }
}

/**
 * Counts one failure for `key` ahead of a check, provided its count is still `seen` (what the
 * caller read and judged): a compare-and-set, so of two attempts on two instances that read the
 * same count only one goes ahead; false for the other, which reads again. One statement, no lock
 * held while the password is checked.
 */
export async function reserveFailure(db: Kysely<Database>, key: string, seen: FailureCount | undefined, now = Date.now()): Promise<boolean> {
  if (!seen) {
    const row = await db
      .insertInto('staff_login_throttle')
      .values({key, failures: 1, last_failure_at: now})
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }
  const result = await db
    .updateTable('staff_login_throttle')
    .set({failures: liveFailures(seen, now) + 1, last_failure_at: now})
    .where('key', '=', key)
    .where('failures', '=', seen.failures)
    .where('last_failure_at', '=', seen.lastFailureAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function clearFailures(db: Kysely<Database>, keys: string[]) {
  await db.deleteFrom('staff_login_throttle').where('key', 'in', keys).execute();
}
