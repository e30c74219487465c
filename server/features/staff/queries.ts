/**
 * The staff feature's SQL (the second factors' is factor-queries.ts):
 * - accounts and the one-time setup tokens that create the first one. E-mails arrive normalised
 *   (src/lib/staff/credentials.ts); passwords arrive hashed (passwords.ts);
 * - server-side sessions (ASVS 5.0 V7): a row per login, found by the hash of the cookie's token,
 *   ended by logout, by idle time, by its absolute lifetime, or by the account being disabled.
 *   Expiry is checked on read, and expired rows are removed as they are met and by
 *   `deleteExpiredSessions`;
 * - the device cookies (cookies.ts, issue 21 §3);
 * - the failure counts behind login-throttle.ts, shared by every instance.
 */
import {sql, type Kysely} from 'kysely';
import type {StaffRole} from '../../../src/lib/staff/roles';
import type {SetupLinkState} from '../../../src/lib/staff/setupLink';
import type {SqlDialect} from '../../platform/database/connection';
import type {Database, StaffAccountRow} from '../../platform/database/schema';
import {deviceLifetimeMs} from './cookies';
import {failureMemoryMs, liveFailures, type FailureCount} from './login-throttle';

// Accounts and setup tokens.

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

// Sessions.

export type SessionLimits = {idleMs: number; absoluteMs: number};

export type ActiveSession = {
  id: number;
  accountId: number;
  email: string;
  /** Read with the session on every request, so a changed role applies at once. */
  role: StaffRole;
  createdAt: number;
  lastSeenAt: number;
  /** When the session ends if nothing happens before: the earlier of idle and absolute expiry. */
  expiresAt: number;
  /** When it last proved a second factor; null: a password alone, pending (issue 21 §1). */
  factorVerifiedAt: number | null;
};

export type SessionListing = {
  id: number;
  createdAt: number;
  lastSeenAt: number;
  ip: string | null;
  userAgent: string | null;
};

export function sessionExpiry(createdAt: number, lastSeenAt: number, limits: SessionLimits): number {
  return Math.min(lastSeenAt + limits.idleMs, createdAt + limits.absoluteMs);
}

export async function insertSession(
  db: Kysely<Database>,
  values: {
    tokenHash: string;
    accountId: number;
    ip: string | null;
    userAgent: string | null;
    now?: number;
    /** Set when the login itself proved a second factor (a passkey). */
    factorVerifiedAt?: number | null;
  },
): Promise<number> {
  const now = values.now ?? Date.now();
  const row = await db
    .insertInto('staff_sessions')
    .values({
      token_hash: values.tokenHash,
      account_id: values.accountId,
      created_at: now,
      last_seen_at: now,
      ip: values.ip,
      user_agent: values.userAgent,
      factor_verified_at: values.factorVerifiedAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The live session of this token, or undefined (an expired one is deleted on the way). */
export async function findActiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  limits: SessionLimits,
  now = Date.now(),
): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_accounts as a', 'a.id', 's.account_id')
    .select(['s.id', 's.account_id', 's.created_at', 's.last_seen_at', 's.factor_verified_at', 'a.email', 'a.role', 'a.disabled_at'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const createdAt = Number(row.created_at);
  const lastSeenAt = Number(row.last_seen_at);
  const expiresAt = sessionExpiry(createdAt, lastSeenAt, limits);
  if (expiresAt <= now || row.disabled_at !== null) {
    await deleteSession(db, row.id);
    return undefined;
  }
  const factorVerifiedAt = row.factor_verified_at === null ? null : Number(row.factor_verified_at);
  return {id: row.id, accountId: row.account_id, email: row.email, role: row.role, createdAt, lastSeenAt, expiresAt, factorVerifiedAt};
}

/** The session proved a second factor now: no longer pending, and fresh for sensitive actions. */
export async function markFactorVerified(db: Kysely<Database>, id: number, now = Date.now()) {
  await db.updateTable('staff_sessions').set({factor_verified_at: now}).where('id', '=', id).execute();
}

/** Records activity; the new idle expiry starts now. */
export async function touchSession(db: Kysely<Database>, id: number, now = Date.now()) {
  await db.updateTable('staff_sessions').set({last_seen_at: now}).where('id', '=', id).execute();
}

export async function deleteSession(db: Kysely<Database>, id: number, accountId?: number): Promise<boolean> {
  let query = db.deleteFrom('staff_sessions').where('id', '=', id);
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Ends every session of the account except `keepId` (password change, "log out other devices"). */
export async function deleteAccountSessions(db: Kysely<Database>, accountId: number, keepId?: number) {
  let query = db.deleteFrom('staff_sessions').where('account_id', '=', accountId);
  if (keepId !== undefined) query = query.where('id', '!=', keepId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function listAccountSessions(
  db: Kysely<Database>,
  accountId: number,
  limits: SessionLimits,
  now = Date.now(),
): Promise<SessionListing[]> {
  const rows = await db
    .selectFrom('staff_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('account_id', '=', accountId)
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows
    .filter((row) => sessionExpiry(Number(row.created_at), Number(row.last_seen_at), limits) > now)
    .map((row) => ({
      id: row.id,
      createdAt: Number(row.created_at),
      lastSeenAt: Number(row.last_seen_at),
      ip: row.ip,
      userAgent: row.user_agent,
    }));
}

export async function deleteExpiredSessions(db: Kysely<Database>, limits: SessionLimits, now = Date.now()) {
  const result = await db
    .deleteFrom('staff_sessions')
    .where((eb) =>
      eb.or([eb('last_seen_at', '<=', now - limits.idleMs), eb('created_at', '<=', now - limits.absoluteMs)]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Device cookies (issue 21 §3).

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

// Login failure counts.

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
