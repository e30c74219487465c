/**
 * Staff sessions without HTTP (issue 11 §1, issue 21 §1): a new session at login or setup (the
 * browser's previous one ends and the login gets a fresh token: rotation, ASVS V7.2.4), the live
 * session behind a cookie's token, activity that keeps it alive, and what the staff pages are
 * told of it. Tokens go to the browser once and are stored only as their hash (tokens.ts); the
 * cookies themselves are routes.ts's and the staff guard's (server/admin-routes.ts).
 */
import type {Kysely} from 'kysely';
import type {SecondFactorState} from '../../../src/lib/staff/factors';
import type {StaffRole} from '../../../src/lib/staff/roles';
import type {StaffConfig} from '../../platform/config';
import type {Database} from '../../platform/database/schema';
import {hasSecondFactor} from './factor-queries';
import {
  deleteSession,
  findActiveSession,
  insertSession,
  sessionExpiry,
  touchSession,
  type ActiveSession,
  type SessionLimits,
} from './queries';
import {hashToken, isWellFormedToken, newToken} from './tokens';

/** What the staff services need of the app: the database and the staff settings. */
export type StaffDeps = {db: Kysely<Database>; config: StaffConfig};

export function sessionLimits(config: StaffConfig): SessionLimits {
  return {idleMs: config.idleTimeoutMs, absoluteMs: config.sessionLifetimeMs};
}

/** The account a session is for. */
export type SessionAccount = {id: number; email: string; role: StaffRole};

/**
 * The browser asking: where from and what it is (kept with a new session for the person's list
 * of sessions), and the session token it sent, if any.
 */
export type Client = {ip: string; userAgent: string | undefined; previousToken: string | undefined};

type SessionFacts = Pick<ActiveSession, 'email' | 'accountId' | 'role' | 'expiresAt' | 'factorVerifiedAt'>;

/**
 * What the staff pages need to know about their session; `secondFactor` says whether it still
 * has to verify a factor ('verify') or enrol its first one ('enrol') before anything else.
 */
export async function sessionAnswer({db, config}: StaffDeps, session: SessionFacts) {
  const secondFactor: SecondFactorState =
    session.factorVerifiedAt !== null ? 'verified' : (await hasSecondFactor(db, session.accountId)) ? 'verify' : 'enrol';
  return {
    // The role lets the pages hide what it cannot do; the server checks it on every request anyway.
    account: {id: session.accountId, email: session.email, role: session.role},
    expiresAt: session.expiresAt,
    idleTimeoutMs: config.idleTimeoutMs,
    secondFactor,
  };
}

export type SessionAnswer = Awaited<ReturnType<typeof sessionAnswer>>;

/** The live session of a token a browser sent (anything else: none). */
export async function findSession({db, config}: StaffDeps, token: unknown): Promise<ActiveSession | undefined> {
  return isWellFormedToken(token) ? findActiveSession(db, hashToken(token), sessionLimits(config)) : undefined;
}

/**
 * A new session for `account`, ending the one `previousToken` (the browser's cookie) had; the
 * token to send as the new cookie. `factorVerifiedAt` when the login itself proved a factor (a
 * passkey).
 */
export async function openSession(
  deps: StaffDeps,
  account: SessionAccount,
  client: Client,
  factorVerifiedAt: number | null = null,
): Promise<{token: string; session: SessionAnswer}> {
  const previous = await findSession(deps, client.previousToken);
  if (previous) await deleteSession(deps.db, previous.id);
  const token = newToken();
  const now = Date.now();
  await insertSession(deps.db, {
    tokenHash: hashToken(token),
    accountId: account.id,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 400) ?? null,
    now,
    factorVerifiedAt,
  });
  const session = await sessionAnswer(deps, {
    accountId: account.id,
    email: account.email,
    role: account.role,
    expiresAt: sessionExpiry(now, now, sessionLimits(deps.config)),
    factorVerifiedAt,
  });
  return {token, session};
}

/**
 * Activity within this long of the last recorded one is not written again (a write per request
 * would be wasted); a quarter of the idle timeout at most, so a short timeout is still honoured.
 */
function touchIntervalMs(idleTimeoutMs: number): number {
  return Math.min(15_000, idleTimeoutMs / 4);
}

/** Records that the session was used now: its idle expiry starts again (`session` is updated). */
export async function recordActivity({db, config}: StaffDeps, session: ActiveSession, now = Date.now()) {
  if (now - session.lastSeenAt < touchIntervalMs(config.idleTimeoutMs)) return;
  await touchSession(db, session.id, now);
  session.lastSeenAt = now;
  session.expiresAt = sessionExpiry(session.createdAt, now, sessionLimits(config));
}
