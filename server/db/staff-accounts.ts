/**
 * Staff accounts and the one-time setup tokens that create the first one. E-mails arrive
 * normalised (src/lib/staff/credentials.ts); passwords arrive hashed (server/features/staff/passwords.ts).
 */
import {sql, type Kysely} from 'kysely';
import type {StaffRole} from '../../src/lib/staff/roles';
import type {SetupLinkState} from '../../src/lib/staff/setupLink';
import type {SqlDialect} from './connection';
import type {Database, StaffAccountRow} from './schema';

export type StaffAccount = {
  id: number;
  email: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: number;
};

export function toAccount(row: Pick<StaffAccountRow, 'id' | 'email' | 'role' | 'disabled_at' | 'created_at'>): StaffAccount {
  return {id: row.id, email: row.email, role: row.role, disabled: row.disabled_at !== null, createdAt: Number(row.created_at)};
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
  {email, passwordHash, role, now = Date.now()}: {email: string; passwordHash: string; role: StaffRole; now?: number},
): Promise<StaffAccount | undefined> {
  const row = await db
    .insertInto('staff_accounts')
    .values({email, password_hash: passwordHash, role, created_at: now, password_changed_at: now})
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

export type AccountChange = {disabled: boolean} | {role: StaffRole};

/**
 * Changes an account after `check` approved it against the account as it is now and the number
 * of enabled owners. Both are read in the transaction that writes, with the owners' rows locked
 * on PostgreSQL (SQLite has one writer), so two people demoting or disabling the last two
 * owners at once cannot leave none. Answers the check's refusal, 'notFound', or the account
 * before the change.
 */
export async function changeAccount<Issue extends string>(
  db: Kysely<Database>,
  dialect: SqlDialect,
  id: number,
  change: AccountChange,
  check: (account: StaffAccount, activeOwners: number) => Issue | undefined,
  now = Date.now(),
): Promise<{ok: true; account: StaffAccount} | {ok: false; issue: Issue | 'notFound'}> {
  return db.transaction().execute(async (trx) => {
    const lock = dialect === 'postgres' ? sql`for update` : sql``;
    const owners = await sql<{id: number}>`select id from staff_accounts where role = 'owner' and disabled_at is null ${lock}`.execute(trx);
    const row = await trx.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return {ok: false, issue: 'notFound'};
    const account = toAccount(row);
    const issue = check(account, owners.rows.length);
    if (issue) return {ok: false, issue};
    const values = 'role' in change ? {role: change.role} : {disabled_at: change.disabled ? now : null};
    await trx.updateTable('staff_accounts').set(values).where('id', '=', id).execute();
    return {ok: true, account};
  });
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
