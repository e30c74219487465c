/**
 * Staff accounts and the one-time setup tokens that create the first one. E-mails arrive
 * normalised (src/lib/staff/credentials.ts); passwords arrive hashed (server/auth/passwords.ts).
 */
import type {Kysely} from 'kysely';
import type {SetupLinkState} from '../../src/lib/staff/setupLink';
import type {Database, StaffAccountRow} from './schema';

export type StaffAccount = {
  id: number;
  email: string;
  disabled: boolean;
  createdAt: number;
};

export function toAccount(row: Pick<StaffAccountRow, 'id' | 'email' | 'disabled_at' | 'created_at'>): StaffAccount {
  return {id: row.id, email: row.email, disabled: row.disabled_at !== null, createdAt: Number(row.created_at)};
}

export async function countAccounts(db: Kysely<Database>): Promise<number> {
  const {count} = await db
    .selectFrom('staff_accounts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export function findAccountByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('staff_accounts').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findAccountById(db: Kysely<Database>, id: number) {
  return db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listAccounts(db: Kysely<Database>): Promise<StaffAccount[]> {
  const rows = await db.selectFrom('staff_accounts').selectAll().orderBy('email').execute();
  return rows.map(toAccount);
}

/** Inserts an account; undefined when the e-mail is taken (the unique index decides, not a read). */
export async function insertAccount(
  db: Kysely<Database>,
  {email, passwordHash, now = Date.now()}: {email: string; passwordHash: string; now?: number},
): Promise<StaffAccount | undefined> {
  const row = await db
    .insertInto('staff_accounts')
    .values({email, password_hash: passwordHash, created_at: now, password_changed_at: now})
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

export async function setPasswordHash(db: Kysely<Database>, id: number, passwordHash: string, now = Date.now()) {
  await db
    .updateTable('staff_accounts')
    .set({password_hash: passwordHash, password_changed_at: now})
    .where('id', '=', id)
    .execute();
}

export async function setAccountDisabled(db: Kysely<Database>, id: number, disabled: boolean, now = Date.now()) {
  const result = await db
    .updateTable('staff_accounts')
    .set({disabled_at: disabled ? now : null})
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertSetupToken(db: Kysely<Database>, tokenHash: string, expiresAt: number) {
  await db.insertInto('staff_setup_tokens').values({token_hash: tokenHash, expires_at: expiresAt}).execute();
}

/** A setup token's state without using it; a token we never made (or a hash of nothing) is unknown. */
export async function setupTokenState(db: Kysely<Database>, tokenHash: string, now = Date.now()): Promise<SetupLinkState> {
  const row = await db
    .selectFrom('staff_setup_tokens')
    .select(['expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return 'unknown';
  if (row.used_at !== null) return 'used';
  return Number(row.expires_at) > now ? 'valid' : 'expired';
}

/** Marks the token used if it is unused and unexpired; true only for the one caller that did. */
export async function consumeSetupToken(db: Kysely<Database>, tokenHash: string, now = Date.now()) {
  const result = await db
    .updateTable('staff_setup_tokens')
    .set({used_at: now})
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
