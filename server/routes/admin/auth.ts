/**
 * Logging in and out, the session's status, and the first-run setup (issue 11 §1):
 * - POST /api/admin/login: one answer for a wrong e-mail or a wrong password, in the same time
 *   (a decoy hash is verified when no account matches); failures are counted per account and
 *   per address and slowed with 429 + Retry-After (server/auth/login-throttle.ts).
 * - A login always starts a new session with a new token (ASVS V7.2.4); a session cookie sent
 *   along with the login is ended.
 * - POST /api/admin/setup creates the first account from the one-time link logged at start;
 *   POST /api/admin/setup/state says whether a link still can (valid, used, expired, unknown)
 *   without using it, so the page says so before showing a form. A POST keeps the token out of
 *   request logs.
 * - Both open a session that is pending its second factor (issue 21 §1): it may only verify one
 *   (factors.ts) or, for an account without any (the first account right after setup), enrol one.
 */
import type {FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest} from 'fastify';
import argon2 from 'argon2';
import {loginSchema, parseStaffInput, setupSchema} from '../../../src/lib/staff/credentials';
import {newPasswordIssue} from '../../auth/accounts';
import {readDeviceCookie, setDeviceCookie} from '../../auth/device-cookie';
import {throttledAttempt} from '../../auth/throttled-attempt';
import {throttleKey, type ThrottleKind} from '../../auth/login-throttle';
import {decoyPasswordHash, hashOptions, hashPassword, verifyPassword} from '../../auth/passwords';
import {clearSessionCookie, readSessionCookie, setSessionCookie} from '../../auth/session-cookie';
import {newSetupLink} from '../../auth/setup-link';
import {hashToken, isWellFormedToken, newToken} from '../../auth/tokens';
import {writeAudit} from '../../db/audit-log';
import {clearFailures} from '../../db/login-throttle';
import {setupStatePath, type SetupLinkState} from '../../../src/lib/staff/setupLink';
import type {StaffRole} from '../../../src/lib/staff/roles';
import {
  consumeSetupToken,
  countAccounts,
  findAccountByEmail,
  insertAccount,
  setPasswordHash,
  setupTokenState,
} from '../../db/staff-accounts';
import {findDevice, insertDevice, touchDevice} from '../../db/staff-devices';
import {deleteSession, findActiveSession, insertSession, sessionExpiry} from '../../db/staff-sessions';
import {refuse} from './refuse';
import {sessionLimits, sessionOf} from './session';
import {hasSecondFactor} from '../../db/second-factors';
import type {SecondFactorState} from '../../../src/lib/staff/factors';

function publicOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : app.config.port;
  return app.config.publicOrigin ?? `http://localhost:${port}`;
}

/** With no account yet, logs a one-time link that creates the first one (valid for an hour). */
export async function offerFirstRunSetup(app: FastifyInstance): Promise<string | undefined> {
  if ((await countAccounts(app.db)) > 0) return undefined;
  const link = await newSetupLink(app.db, publicOrigin(app), app.config.staff.setupTokenLifetimeMs);
  app.log.warn(`No staff account yet. Create the first one within an hour at: ${link}`);
  return link;
}

/** The live device cookie this browser holds for `email`'s account, if any. */
async function trustedDevice(app: FastifyInstance, request: FastifyRequest, email: string, now: number) {
  const token = readDeviceCookie(request);
  return isWellFormedToken(token) ? findDevice(app.db, hashToken(token), email, now) : undefined;
}

/** Keeps a known browser's standing fresh, or gives a new one its device cookie. */
async function rememberDevice(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: number,
  device: {id: number} | undefined,
  now: number,
) {
  if (device) return touchDevice(app.db, device.id, now);
  const token = newToken();
  await insertDevice(app.db, {tokenHash: hashToken(token), accountId, now});
  setDeviceCookie(request, reply, token);
}

type SessionFacts = {email: string; accountId: number; role: StaffRole; expiresAt: number; factorVerifiedAt: number | null};

/**
 * What the staff pages need to know about their session; `secondFactor` says whether it still
 * has to verify a factor ('verify') or enrol its first one ('enrol') before anything else.
 */
export async function sessionAnswer(app: FastifyInstance, session: SessionFacts) {
  const secondFactor: SecondFactorState =
    session.factorVerifiedAt !== null
      ? 'verified'
      : (await hasSecondFactor(app.db, session.accountId))
        ? 'verify'
        : 'enrol';
  return {
    // The role lets the pages hide what it cannot do; the server checks it on every request anyway.
    account: {id: session.accountId, email: session.email, role: session.role},
    expiresAt: session.expiresAt,
    idleTimeoutMs: app.config.staff.idleTimeoutMs,
    secondFactor,
  };
}

/** A new session for `account`; `factorVerifiedAt` when the login itself proved a factor (a passkey). */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  account: {id: number; email: string; role: StaffRole},
  factorVerifiedAt: number | null = null,
) {
  // Rotation: whatever session this browser had ends; the login gets a fresh token.
  const previous = readSessionCookie(request);
  if (isWellFormedToken(previous)) {
    const old = await findActiveSession(app.db, hashToken(previous), sessionLimits(app));
    if (old) await deleteSession(app.db, old.id);
  }
  const token = newToken();
  const now = Date.now();
  await insertSession(app.db, {
    tokenHash: hashToken(token),
    accountId: account.id,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 400) ?? null,
    now,
    factorVerifiedAt,
  });
  setSessionCookie(request, reply, token);
  return sessionAnswer(app, {
    accountId: account.id,
    email: account.email,
    role: account.role,
    expiresAt: sessionExpiry(now, now, sessionLimits(app)),
    factorVerifiedAt,
  });
}

const authRoutes: FastifyPluginAsync = async (app) => {
  app.post('/login', {config: {publicRoute: true}, bodyLimit: 4096}, async (request, reply) => {
    const parsed = parseStaffInput(loginSchema, request.body);
    if (!parsed.ok) return refuse(reply, 400, parsed.code, parsed.field);
    const {email, password} = parsed.value;

    const now = Date.now();
    const device = await trustedDevice(app, request, email, now);
    // A browser this account signed in from is judged by its own failures only (issue 21 §3).
    const limits: [ThrottleKind, string][] = device
      ? [['device', String(device.id)]]
      : [['account', email], ['address', request.ip]];
    const outcome = await throttledAttempt(app.db, limits, async () => {
      const found = await findAccountByEmail(app.db, email);
      const matches = await verifyPassword(found?.password_hash ?? (await decoyPasswordHash()), password);
      // A trusted browser's success clears its own count and leaves the account's alone: clearing
      // that would hand whoever is guessing elsewhere fresh free tries at each of the owner's logins.
      return found && matches && found.disabled_at === null ? found : undefined;
    });
    if (outcome.wait) {
      reply.header('retry-after', String(Math.ceil(outcome.wait / 1000)));
      return refuse(reply, 429, 'loginThrottled');
    }
    const account = outcome.passed;
    if (!account) {
      await writeAudit(app.db, {actor: email, action: 'login_failed', ip: request.ip});
      request.log.info('staff login refused');
      return refuse(reply, 401, 'invalidCredentials');
    }
    await rememberDevice(app, request, reply, account.id, device, now);
    // Hashes made with older, weaker settings are upgraded while the password is at hand.
    if (argon2.needsRehash(account.password_hash, hashOptions)) {
      await setPasswordHash(app.db, account.id, await hashPassword(password), Number(account.password_changed_at));
    }
    await writeAudit(app.db, {actor: email, action: 'login', ip: request.ip});
    return startSession(app, request, reply, account);
  });

  app.post('/logout', {config: {pendingFactor: true, staffPermission: 'session:own'}}, async (request, reply) => {
    const session = sessionOf(request);
    await deleteSession(app.db, session.id);
    // SPEC §4: logout resets the login-attempts count.
    await clearFailures(app.db, [throttleKey('account', session.email)]);
    await writeAudit(app.db, {actor: session.email, action: 'logout', ip: request.ip});
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  // The page's own check of who is logged in; it does not count as activity.
  app.get('/session', {config: {passive: true, pendingFactor: true, staffPermission: 'session:own'}}, async (request) =>
    sessionAnswer(app, sessionOf(request)),
  );

  // The staff pages' inactivity timer reports activity (mouse, keys, scroll, touch) here, at
  // most about once a minute, so the server's idle expiry follows what the person does.
  app.post('/session/activity', {config: {pendingFactor: true, staffPermission: 'session:own'}}, async (request) => sessionAnswer(app, sessionOf(request)));

  app.post(setupStatePath, {config: {publicRoute: true}, bodyLimit: 1024}, async (request): Promise<{state: SetupLinkState}> => {
    const token: unknown = (request.body as {token?: unknown} | null)?.token;
    if (!isWellFormedToken(token)) return {state: 'unknown'};
    const state = await setupTokenState(app.db, hashToken(token));
    // Setup happens once: after the first account exists, an unused link cannot be used either.
    return {state: state === 'valid' && (await countAccounts(app.db)) > 0 ? 'used' : state};
  });

  app.post('/setup', {config: {publicRoute: true}, bodyLimit: 4096}, async (request, reply) => {
    const parsed = parseStaffInput(setupSchema, request.body);
    if (!parsed.ok) return refuse(reply, 400, parsed.code, parsed.field);
    const {token, email, password} = parsed.value;
    const passwordIssue = newPasswordIssue(password);
    if (passwordIssue) return refuse(reply, 400, passwordIssue, 'password');
    // Only while no account exists: a leaked old link cannot add a second account later.
    if (!isWellFormedToken(token) || (await countAccounts(app.db)) > 0 || !(await consumeSetupToken(app.db, hashToken(token)))) {
      return refuse(reply, 400, 'setupTokenInvalid', 'token');
    }
    // Checked above with the same rules as createAccount; only the insert is left.
    const account = await insertAccount(app.db, {email, passwordHash: await hashPassword(password), role: 'owner'});
    if (!account) return refuse(reply, 400, 'accountExists', 'email');
    await writeAudit(app.db, {actor: email, action: 'setup', target: email, ip: request.ip});
    return startSession(app, request, reply, account);
  });
};

export default authRoutes;
