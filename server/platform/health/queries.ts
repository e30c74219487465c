/**
 * The database's part of the readiness check: a committed upsert of the one probe row. A read
 * (`select 1`) still succeeds on a read-only file, a read-only replica, a full disk or after a
 * revoked grant, while every form submission would fail; a committed write fails in all of
 * these, the same way a submission would.
 */
import {sql, type Kysely} from 'kysely';
import type {Database} from '../database/schema';

const probeRowId = 1;

export async function probeDatabaseWrite(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db
    .insertInto('health_probe')
    .values({id: probeRowId, checked_at: now})
    .onConflict((conflict) => conflict.column('id').doUpdateSet({checked_at: now}))
    .execute();
}

/** Liveness: the connection (or pool) answers at all. */
export async function probeDatabaseRead(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
