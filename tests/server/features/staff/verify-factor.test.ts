/**
 * Login step 2 (server/features/staff/verify-factor.ts) without HTTP: an app's code and a
 * recovery code each work once, wrong codes are audited and slowed per account, and a proof
 * leaves the session verified. factor-routes.test.ts runs the same through the staff API.
 */
import {replaceRecoveryCodes} from '../../../../server/features/staff/factor-queries';
import {logIn} from '../../../../server/features/staff/login';
import type {ActiveSession} from '../../../../server/features/staff/queries';
import {newRecoveryCodes} from '../../../../server/features/staff/recovery-codes';
import {findSession} from '../../../../server/features/staff/sessions';
import {hashToken} from '../../../../server/features/staff/tokens';
import {totpCodeAt} from '../../../../server/features/staff/totp';
import {verifyCode, type FactorDeps} from '../../../../server/features/staff/verify-factor';
import {startTestServer, tableRows, type TestServer} from '../../helper';
import {addStaff, staffPassword, staffSecrets} from './helper';

let server: TestServer;
const deps = (): FactorDeps => ({db: server.app.db, config: server.app.config.staff, secrets: server.app.factorSecrets});
const ip = '198.51.100.9';
const auditOf = async (email: string) =>
  (await tableRows<{actor: string; action: string}>(server, 'staff_audit_log')).filter((row) => row.actor === email).map((row) => row.action);

/** A session of a new account, pending its second factor, and its token. */
async function pendingSession(email: string): Promise<{session: ActiveSession; token: string}> {
  await addStaff(server, email);
  const opened = await logIn(deps(), {email, password: staffPassword, ip, userAgent: undefined, deviceToken: undefined, previousToken: undefined});
  if (!opened.ok) throw new Error('login refused');
  const session = await findSession(deps(), opened.sessionToken);
  if (!session) throw new Error('no session');
  return {session, token: opened.sessionToken};
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it("accepts the app's current code once, and the session is verified", async () => {
  const {session, token} = await pendingSession('code@example.com');
  const code = totpCodeAt(staffSecrets.get('code@example.com')!, Date.now());
  expect(await verifyCode(deps(), session, code, ip)).toMatchObject({ok: true, session: {secondFactor: 'verified'}});
  expect((await findSession(deps(), token))?.factorVerifiedAt).toEqual(expect.any(Number));
  expect(await verifyCode(deps(), session, code, ip)).toEqual({ok: false, reason: 'invalidCode'});
  expect(await auditOf('code@example.com')).toEqual(['login', 'factor_verified', 'factor_failed']);
});

it('accepts a recovery code once, and mails the account about it', async () => {
  const {session} = await pendingSession('recovery@example.com');
  const [code] = newRecoveryCodes();
  await replaceRecoveryCodes(server.app.db, session.accountId, [hashToken(code)]);
  expect(await verifyCode(deps(), session, code, ip)).toMatchObject({ok: true});
  expect(await verifyCode(deps(), session, code, ip)).toEqual({ok: false, reason: 'invalidCode'});
  expect(await auditOf('recovery@example.com')).toEqual(['login', 'recovery_code_used', 'factor_verified', 'factor_failed']);
});

it('slows the account after five wrong codes, even for the right one', async () => {
  const {session} = await pendingSession('guess@example.com');
  for (let i = 0; i < 5; i += 1) expect(await verifyCode(deps(), session, '000000', ip)).toEqual({ok: false, reason: 'invalidCode'});
  const code = totpCodeAt(staffSecrets.get('guess@example.com')!, Date.now());
  expect(await verifyCode(deps(), session, code, ip)).toEqual({ok: false, reason: 'throttled', waitMs: expect.any(Number)});
});
