/**
 * The login service (server/features/staff/login.ts) without HTTP: the throttle, the password
 * check, the rehash, the audit and the session's rotation, as auth-routes.test.ts sees them
 * through the staff API.
 */
import argon2 from 'argon2';
import {logIn, logOut, type LoginAttempt} from '../../../../server/features/staff/login';
import {needsRehash} from '../../../../server/features/staff/passwords';
import {findSession, type StaffDeps} from '../../../../server/features/staff/sessions';
import {startTestServer, tableRows, type TestServer} from '../../helper';
import {addStaff, staffPassword} from './helper';

let server: TestServer;
const deps = (): StaffDeps => ({db: server.app.db, config: server.app.config.staff});

/** Each test uses its own account and address, so counts from one do not reach another. */
const attempt = (email: string, overrides: Partial<LoginAttempt> = {}): LoginAttempt => ({
  email,
  password: staffPassword,
  ip: `198.51.100.${email.length}`,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0',
  deviceToken: undefined,
  previousToken: undefined,
  ...overrides,
});

async function auditOf(actor: string) {
  return (await tableRows<{actor: string; action: string}>(server, 'staff_audit_log')).filter((row) => row.actor === actor).map((row) => row.action);
}

beforeAll(async () => {
  server = await startTestServer();
  await addStaff(server, 'wrong@example.com');
});
afterAll(() => server.close());

it('opens a pending session, gives a new browser its device token, and audits the login', async () => {
  await addStaff(server, 'in@example.com');
  const outcome = await logIn(deps(), attempt('in@example.com'));
  expect(outcome).toEqual({
    ok: true,
    session: {account: {id: expect.any(Number), email: 'in@example.com', role: 'owner'}, expiresAt: expect.any(Number), idleTimeoutMs: 30 * 60_000, secondFactor: 'verify'},
    sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    deviceToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  });
  if (!outcome.ok) return;
  expect(await findSession(deps(), outcome.sessionToken)).toMatchObject({email: 'in@example.com', factorVerifiedAt: null});
  expect(await auditOf('in@example.com')).toEqual(['login']);
});

it.each([
  ['a wrong password', 'wrong@example.com', {password: 'not the password'}],
  ['an unknown e-mail', 'nobody@example.com', {}],
])('refuses %s with the same answer, and audits it', async (_case, email, overrides) => {
  expect(await logIn(deps(), attempt(email, overrides))).toEqual({ok: false, reason: 'invalidCredentials'});
  expect(await auditOf(email)).toEqual(['login_failed']);
});

it('ends the session the browser had (rotation), and a known browser keeps its device token', async () => {
  await addStaff(server, 'rotate@example.com');
  const first = await logIn(deps(), attempt('rotate@example.com'));
  if (!first.ok) throw new Error('first login refused');
  const second = await logIn(deps(), attempt('rotate@example.com', {previousToken: first.sessionToken, deviceToken: first.deviceToken}));
  if (!second.ok) throw new Error('second login refused');
  expect(second.sessionToken).not.toBe(first.sessionToken);
  expect(second.deviceToken).toBeUndefined();
  expect(await findSession(deps(), first.sessionToken)).toBeUndefined();
  expect(await findSession(deps(), second.sessionToken)).toBeDefined();
});

it('upgrades a hash made with weaker settings while the password is at hand', async () => {
  const account = await addStaff(server, 'old-hash@example.com');
  const weak = await argon2.hash(staffPassword, {type: argon2.argon2id, memoryCost: 4096, timeCost: 1, parallelism: 1});
  await server.app.db.updateTable('staff_accounts').set({password_hash: weak}).where('id', '=', account.id).execute();
  expect((await logIn(deps(), attempt('old-hash@example.com'))).ok).toBe(true);
  const row = await server.app.db.selectFrom('staff_accounts').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow();
  expect(row.password_hash).not.toBe(weak);
  expect(needsRehash(row.password_hash)).toBe(false);
});

it("slows the account after its free failures, but not a browser it signed in from; logout clears the account's count", async () => {
  await addStaff(server, 'slow@example.com');
  const known = await logIn(deps(), attempt('slow@example.com'));
  if (!known.ok) throw new Error('login refused');
  for (let i = 0; i < 5; i += 1) {
    await logIn(deps(), attempt('slow@example.com', {password: 'guess', ip: `203.0.113.${i}`}));
  }
  expect(await logIn(deps(), attempt('slow@example.com'))).toEqual({ok: false, reason: 'throttled', waitMs: expect.any(Number)});
  const trusted = await logIn(deps(), attempt('slow@example.com', {deviceToken: known.deviceToken}));
  expect(trusted.ok).toBe(true);

  const session = await findSession(deps(), known.sessionToken);
  if (!session) throw new Error('no session');
  await logOut(deps(), session, '198.51.100.1');
  expect(await findSession(deps(), known.sessionToken)).toBeUndefined();
  expect((await logIn(deps(), attempt('slow@example.com'))).ok).toBe(true);
  expect(await auditOf('slow@example.com')).toContain('logout');
});
