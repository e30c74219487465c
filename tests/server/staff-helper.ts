/** Staff accounts and sessions for admin route tests: create, log in, carry the cookie. */
import type {InjectOptions, LightMyRequestResponse} from 'fastify';
import {createAccount} from '../../server/auth/accounts';
import type {StaffRole} from '../../src/lib/staff/roles';
import {startTestServer, type TestServer, type TestServerOptions} from './helper';

export const staffPassword = 'correct horse battery staple';

/** An account straight in the database; an owner unless `role` says otherwise (as before roles). */
export async function addStaff(server: TestServer, email = 'ana@example.com', password = staffPassword, role: StaffRole = 'owner') {
  const result = await createAccount(server.app.db, {email, password}, role);
  if (!result.ok) throw new Error(`could not create ${email}: ${result.code}`);
  return result.account;
}

/** `name=value` of the response's session cookie, for the next request's Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header ?? '']).find((value) => /session=/.test(value));
  if (!line) throw new Error(`no session cookie in ${JSON.stringify(header)}`);
  return line.split(';')[0];
}

export async function login(server: TestServer, email = 'ana@example.com', password = staffPassword) {
  const response = await server.app.inject({method: 'POST', url: '/api/admin/login', payload: {email, password}});
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

/** A request as the staff member whose cookie this is. */
export function asStaff(server: TestServer, cookie: string, options: InjectOptions) {
  return server.app.inject({...options, headers: {...options.headers, cookie}});
}

/**
 * For a describe block: before each test a fresh server with one staff member logged in, closed
 * after it. Read `staff.server` and `staff.cookie` inside the tests.
 */
export function eachTestAsStaff(options?: TestServerOptions) {
  const staff = {} as {server: TestServer; cookie: string};
  beforeEach(async () => {
    staff.server = await startTestServer(options);
    await addStaff(staff.server);
    staff.cookie = await login(staff.server);
  });
  afterEach(() => staff.server.close());
  return staff;
}
