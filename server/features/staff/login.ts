/**
 * Logging in and out without HTTP (issue 11 §1, issue 21 §3):
 * - one answer for a wrong e-mail or a wrong password, in the same time (a decoy hash is
 *   verified when no account matches); failures are counted per account and per address, or
 *   per device for a browser the account signed in from (cookies.ts), and slowed
 *   (login-throttle.ts, throttled-attempt.ts);
 * - a hash made with older settings is upgraded while the password is at hand;
 * - every login and failure is audited, and a login always starts a new session with a new
 *   token, ending the one the browser had (sessions.ts);
 * - logout ends the session and resets the account's login-attempts count (SPEC §4).
 * routes.ts only moves the cookies and answers.
 */
import type {Kysely} from 'kysely';
import {writeAudit} from '../../platform/audit-log';
import type {Database} from '../../platform/database/schema';
import {throttleKey, type ThrottleKind} from './login-throttle';
import {decoyPasswordHash, hashPassword, needsRehash, verifyPassword} from './passwords';
import {
  clearFailures,
  deleteSession,
  findAccountByEmail,
  findDevice,
  insertDevice,
  setPasswordHash,
  touchDevice,
  type ActiveSession,
} from './queries';
import {openSession, type Client, type SessionAnswer, type StaffDeps} from './sessions';
import {throttledAttempt} from './throttled-attempt';
import {hashToken, isWellFormedToken, newToken} from './tokens';

/** A login as the browser sent it: the checked credentials, and the device cookie it carried. */
export type LoginAttempt = Client & {email: string; password: string; deviceToken: string | undefined};

/**
 * In: the session's answer and token, and a device token when this browser is new to the
 * account. Else slowed (try again in `waitMs`) or refused.
 */
export type LoginOutcome =
  | {ok: true; session: SessionAnswer; sessionToken: string; deviceToken: string | undefined}
  | {ok: false; reason: 'throttled'; waitMs: number}
  | {ok: false; reason: 'invalidCredentials'};

/** The live device this browser's cookie names for `email`'s account, if any. */
async function trustedDevice(db: Kysely<Database>, token: string | undefined, email: string, now: number) {
  return isWellFormedToken(token) ? findDevice(db, hashToken(token), email, now) : undefined;
}

/** Keeps a known browser's standing fresh, or makes a new one's device token. */
async function rememberDevice(db: Kysely<Database>, accountId: number, device: {id: number} | undefined, now: number) {
  if (device) {
    await touchDevice(db, device.id, now);
    return undefined;
  }
  const token = newToken();
  await insertDevice(db, {tokenHash: hashToken(token), accountId, now});
  return token;
}

export async function logIn(deps: StaffDeps, attempt: LoginAttempt): Promise<LoginOutcome> {
  const {db} = deps;
  const {email, password, ip} = attempt;
  const now = Date.now();
  const device = await trustedDevice(db, attempt.deviceToken, email, now);
  // A browser this account signed in from is judged by its own failures only (issue 21 §3).
  const limits: [ThrottleKind, string][] = device ? [['device', String(device.id)]] : [['account', email], ['address', ip]];
  const outcome = await throttledAttempt(db, limits, async () => {
    const found = await findAccountByEmail(db, email);
    const matches = await verifyPassword(found?.password_hash ?? (await decoyPasswordHash()), password);
    // A trusted browser's success clears its own count and leaves the account's alone: clearing
    // that would hand whoever is guessing elsewhere fresh free tries at each of the owner's logins.
    return found && matches && found.disabled_at === null ? found : undefined;
  });
  if (outcome.wait) return {ok: false, reason: 'throttled', waitMs: outcome.wait};
  const account = outcome.passed;
  if (!account) {
    await writeAudit(db, {actor: email, action: 'login_failed', ip});
    return {ok: false, reason: 'invalidCredentials'};
  }
  const deviceToken = await rememberDevice(db, account.id, device, now);
  if (needsRehash(account.password_hash)) {
    await setPasswordHash(db, account.id, await hashPassword(password), Number(account.password_changed_at));
  }
  await writeAudit(db, {actor: email, action: 'login', ip});
  const opened = await openSession(deps, account, attempt);
  return {ok: true, session: opened.session, sessionToken: opened.token, deviceToken};
}

export async function logOut({db}: StaffDeps, session: Pick<ActiveSession, 'id' | 'email'>, ip: string) {
  await deleteSession(db, session.id);
  // SPEC §4: logout resets the login-attempts count.
  await clearFailures(db, [throttleKey('account', session.email)]);
  await writeAudit(db, {actor: session.email, action: 'logout', ip});
}
