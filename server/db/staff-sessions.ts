/**
 * Server-side staff sessions (ASVS 5.0 V7): a row per login, found by the hash of the cookie's
 * token, ended by logout, by idle time, by its absolute lifetime, or by the account being
 * disabled. Expiry is checked on read, and expired rows are removed as they are met and by
 * `deleteExpiredSessions`.
 */
import type {Kysely} from 'kysely';
import type {StaffRole} from '../../src/lib/staff/roles';
import type {Database} from './schema';

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
