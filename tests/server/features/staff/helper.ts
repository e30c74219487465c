/**
 * Staff accounts and sessions for admin route tests: create (with an authenticator app enrolled,
 * as every account has since issue 21), log in (password, then a code computed from its secret),
 * carry the cookie.
 */
import type {InjectOptions, LightMyRequestResponse} from 'fastify';
import {createAccount} from '../../../../server/features/staff/accounts';
import type {StaffRole} from '../../../../src/lib/staff/roles';
import {newTotpSecret, totpCodeAt, totpStepAt} from '../../../../server/features/staff/totp';
import {startTotp, useTotpStep} from '../../../../server/features/staff/factor-queries';
import {startTestServer, type TestServer, type TestServerOptions} from '../../helper';

export const staffPassword = 'correct horse battery staple';

/** Each test account's authenticator-app secret, by e-mail. */
export const staffSecrets = new Map<string, string>();

/**
 * Adds an account straight in the database: an owner unless `role` says otherwise (as before
 * roles), with an authenticator app unless `enrol: false` (as right after setup).
 */
export async function addStaff(
  server: TestServer,
  email = 'ana@example.com',
  password = staffPassword,
  {enrol = true, role = 'owner'}: {enrol?: boolean; role?: StaffRole} = {},
) {
  const result = await createAccount(server.app.db, {email, password}, role);
  if (!result.ok) throw new Error(`could not create ${email}: ${result.code}`);
  if (enrol) {
    const secret = newTotpSecret();
    await startTotp(server.app.db, server.app.factorSecrets, result.account.id, secret);
    // Enrolled with an older step, so a code of the current one works at once.
    await useTotpStep(server.app.db, result.account.id, totpStepAt(Date.now()) - 2, {confirm: true});
    staffSecrets.set(email, secret);
  }
  return result.account;
}

/** `name=value` of the response's session cookie, for the next request's Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  return staffCookieOf(response, 'session');
}

/** `name=value` of the response's staff cookie of that base name (`session`, `staff-device`). */
export function staffCookieOf(response: LightMyRequestResponse, base: 'session' | 'staff-device'): string {
  const header = response.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header ?? '']).find((value) => value.startsWith(`${base}=`) || value.startsWith(`__Host-${base}=`));
  if (!line) throw new Error(`no ${base} cookie in ${JSON.stringify(header)}`);
  return line.split(';')[0];
}

/** Login step 1 only: the cookie of a session pending its second factor. */
export async function loginPassword(server: TestServer, email = 'ana@example.com', password = staffPassword) {
  const response = await server.app.inject({method: 'POST', url: '/api/admin/login', payload: {email, password}});
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

/**
 * The current code of the account's app. Each code works once, and tests log in many times
 * within one 30-second step: the account's last used step is forgotten first, so only the
 * replay tests (which do not use this) meet the once-only rule.
 */
export async function currentCode(server: TestServer, email = 'ana@example.com'): Promise<string> {
  const secret = staffSecrets.get(email);
  if (!secret) throw new Error(`${email} has no authenticator app in this test`);
  await server.app.db
    .updateTable('staff_totp')
    .set({last_step: null})
    .where('account_id', 'in', (eb) => eb.selectFrom('staff_accounts').select('id').where('email', '=', email))
    .execute();
  return totpCodeAt(secret, Date.now());
}

/** Proves the second factor for this session now (login step 2, or before a sensitive action). */
export async function verifyFactor(server: TestServer, cookie: string, email = 'ana@example.com') {
  const response = await asStaff(server, cookie, {method: 'POST', url: '/api/admin/verify', payload: {code: await currentCode(server, email)}});
  if (response.statusCode !== 200) throw new Error(`second factor refused: ${response.statusCode} ${response.body}`);
  return response;
}

/** Enrols an authenticator app through the API from a session that may (pending without a factor, or fresh). */
export async function enrolTotp(server: TestServer, cookie: string, email = 'ana@example.com') {
  const started = await asStaff(server, cookie, {method: 'POST', url: '/api/admin/factors/totp'});
  if (started.statusCode !== 200) throw new Error(`enrolment refused: ${started.statusCode} ${started.body}`);
  const {secret} = started.json<{secret: string}>();
  staffSecrets.set(email, secret);
  const confirmed = await asStaff(server, cookie, {
    method: 'POST',
    url: '/api/admin/factors/totp/confirm',
    payload: {code: totpCodeAt(secret, Date.now())},
  });
  if (confirmed.statusCode !== 200) throw new Error(`enrolment not confirmed: ${confirmed.statusCode} ${confirmed.body}`);
  return confirmed.json<{recoveryCodes?: string[]}>();
}

/**
 * Both login steps: the cookie of a session with its second factor verified. An account made
 * through the API (no factor yet) enrols an authenticator app on the way, as its owner would.
 */
export async function login(server: TestServer, email = 'ana@example.com', password = staffPassword) {
  const cookie = await loginPassword(server, email, password);
  if (staffSecrets.has(email) && (await hasTotp(server, email))) await verifyFactor(server, cookie, email);
  else await enrolTotp(server, cookie, email);
  return cookie;
}

async function hasTotp(server: TestServer, email: string): Promise<boolean> {
  const row = await server.app.db
    .selectFrom('staff_totp')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_totp.account_id')
    .select('staff_totp.account_id')
    .where('staff_accounts.email', '=', email)
    .where('staff_totp.confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A request as the staff member whose cookie this is. */
export function asStaff(server: TestServer, cookie: string, options: InjectOptions) {
  return server.app.inject({...options, headers: {...options.headers, cookie}});
}

export type StaffSession = {server: TestServer; cookie: string};

async function startAsStaff(staff: StaffSession, options?: TestServerOptions) {
  staff.server = await startTestServer(options);
  await addStaff(staff.server);
  staff.cookie = await login(staff.server);
}

/**
 * For a describe block: before each test a fresh server with one staff member logged in, closed
 * after it. Read `staff.server` and `staff.cookie` inside the tests. For tests that need a
 * pristine server (first-account setup, throttles, clocks); others share one (`sharedAsStaff`).
 * Pass `staff` to fill one object from nested blocks of both kinds.
 */
export function eachTestAsStaff(options?: TestServerOptions, staff = {} as StaffSession) {
  beforeEach(() => startAsStaff(staff, options));
  afterEach(() => staff.server.close());
  return staff;
}

/**
 * For a describe block whose tests do not need a pristine server: one server and one staff
 * session (ana@example.com, an owner) for all its tests, closed after the last. Tests then keep
 * to their own rows (their own e-mails and ids, counts before and after).
 */
export function sharedAsStaff(options?: TestServerOptions, staff = {} as StaffSession) {
  beforeAll(() => startAsStaff(staff, options));
  afterAll(() => staff.server?.close());
  return staff;
}
