/** The device cookies behind server/auth/device-cookie.ts (issue 21 §3). */
import type {Kysely} from 'kysely';
import {deviceLifetimeMs} from '../auth/device-cookie';
import type {Database} from './schema';

export async function insertDevice(db: Kysely<Database>, values: {tokenHash: string; accountId: number; now: number}) {
  // Forgotten devices go as new ones arrive, so the table holds only live ones.
  await db.deleteFrom('staff_devices').where('last_used_at', '<=', values.now - deviceLifetimeMs).execute();
  await db
    .insertInto('staff_devices')
    .values({token_hash: values.tokenHash, account_id: values.accountId, created_at: values.now, last_used_at: values.now})
    .execute();
}

/** The live device of this token, if it belongs to the account signed in as `email`. */
export async function findDevice(db: Kysely<Database>, tokenHash: string, email: string, now: number) {
  return db
    .selectFrom('staff_devices')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_devices.account_id')
    .select(['staff_devices.id as id', 'staff_devices.account_id as accountId'])
    .where('staff_devices.token_hash', '=', tokenHash)
    .where('staff_accounts.email', '=', email)
    .where('staff_devices.last_used_at', '>', now - deviceLifetimeMs)
    .executeTakeFirst();
}

export async function touchDevice(db: Kysely<Database>, id: number, now: number) {
  await db.updateTable('staff_devices').set({last_used_at: now}).where('id', '=', id).execute();
}
