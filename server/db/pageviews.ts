/** Pageview rows and the daily salt behind their visitor hashes (server/traffic/). */
import {randomBytes} from 'node:crypto';
import type {Insertable, Kysely} from 'kysely';
import type {Database, PageviewsTable} from './schema';

export function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/**
 * The salt of `day`, made on first use and shared by every instance (the first insert wins);
 * older salts are deleted as the day starts, so a hash can only be recomputed on its own day.
 */
export async function saltForDay(db: Kysely<Database>, day: string): Promise<string> {
  await db
    .insertInto('traffic_salts')
    .values({day, salt: randomBytes(32).toString('hex')})
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  await db.deleteFrom('traffic_salts').where('day', '<', day).execute();
  const row = await db.selectFrom('traffic_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
  return row.salt;
}

export async function insertPageview(db: Kysely<Database>, row: Insertable<PageviewsTable>): Promise<void> {
  await db.insertInto('pageviews').values(row).execute();
}
