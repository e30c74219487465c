import {offerFirstRunSetup} from '../../../../server/features/staff';
import {startTestServer, type TestServer} from '../../helper';
import {addStaff, asStaff, login, sessionCookieOf, staffPassword} from './helper';

const loginUrl = '/api/admin/login';

/** Audit rows of one actor (servers are shared: other tests' rows are there too). */
function auditOf(server: TestServer, ...actors: string[]) {
  return server.rows<{action: string; actor: string}>('staff_audit_log').filter((row) => actors.includes(row.actor));
}

/** Sessions of one account. */
function sessionsOf(server: TestServer, accountId: number) {
  return server.rows<{token_hash: string; account_id: number}>('staff_sessions').filter((row) => Number(row.account_id) === accountId);
}

describe('staff login, sessions and logout', () => {
  // One server: each test logs in as its own account. Failures from 127.0.0.1 add up here (three
  // of the address's ten free ones); the throttle test below has a server of its own.
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await addStaff(server);
  });
  afterAll(() => server.close());

  test('a login sets an HttpOnly, Secure, SameSite=Strict __Host- cookie and the session answers', async () => {
    await addStaff(server, 'cookie@example.com');
    const response = await server.app.inject({method: 'POST', url: loginUrl, payload: {email: ' Cookie@Example.com ', password: staffPassword}});
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toEqual([
      expect.stringMatching(/^__Host-staff-device=[A-Za-z0-9_-]{43}; Max-Age=7776000; Path=\/; HttpOnly; Secure; SameSite=Strict$/),
      expect.stringMatching(/^__Host-session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/),
    ]);
    expect(response.json()).toMatchObject({account: {email: 'cookie@example.com'}, idleTimeoutMs: 30 * 60_000});

    const session = await asStaff(server, sessionCookieOf(response), {method: 'GET', url: '/api/admin/session'});
    expect(session.statusCode).toBe(200);
    expect(session.json().account.email).toBe('cookie@example.com');
    expect(session.headers['cache-control']).toBe('no-store');
  });

  test('the token is stored only as its hash', async () => {
    const account = await addStaff(server, 'hash@example.com');
    const cookie = await login(server, 'hash@example.com');
    const token = cookie.split('=')[1];
    const rows = sessionsOf(server, account.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  test('a wrong password and an unknown e-mail get the same answer', async () => {
    await addStaff(server, 'wrong@example.com');
    const wrongPassword = await server.app.inject({method: 'POST', url: loginUrl, payload: {email: 'wrong@example.com', password: 'not the password'}});
    const unknown = await server.app.inject({method: 'POST', url: loginUrl, payload: {email: 'nobody@example.com', password: staffPassword}});
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({code: 'invalidCredentials', error: 'Incorrect e-mail or password'});
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const audit = auditOf(server, 'wrong@example.com', 'nobody@example.com');
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ['login_failed', 'wrong@example.com'],
      ['login_failed', 'nobody@example.com'],
    ]);
  });

  test.each([
    ['no body', undefined, 400],
    ['an array', [], 400],
    ['a missing password', {email: 'ana@example.com'}, 400],
    ['a number as password', {email: 'ana@example.com', password: 12345678}, 400],
    ['a malformed e-mail', {email: 'ana', password: staffPassword}, 400],
    ['a 600-character password', {email: 'ana@example.com', password: 'x'.repeat(600)}, 400],
  ])('login with %s is refused with a code, never a 500', async (_label, payload, status) => {
    const response = await server.app.inject({method: 'POST', url: loginUrl, payload: payload as object});
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('error');
  });

  test('a new login rotates the session: the cookie sent along stops working', async () => {
    await addStaff(server, 'rotate@example.com');
    const first = await login(server, 'rotate@example.com');
    const second = await asStaff(server, first, {method: 'POST', url: loginUrl, payload: {email: 'rotate@example.com', password: staffPassword}});
    expect(second.statusCode).toBe(200);
    const secondCookie = sessionCookieOf(second);
    expect(secondCookie).not.toBe(first);
    expect((await asStaff(server, first, {method: 'GET', url: '/api/admin/session'})).statusCode).toBe(401);
    expect((await asStaff(server, secondCookie, {method: 'GET', url: '/api/admin/session'})).statusCode).toBe(200);
  });

  test('logout ends the session, clears the cookie and is audited', async () => {
    const account = await addStaff(server, 'logout@example.com');
    const cookie = await login(server, 'logout@example.com');
    const response = await asStaff(server, cookie, {method: 'POST', url: '/api/admin/logout'});
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^__Host-session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict$/);
    const after = await asStaff(server, cookie, {method: 'GET', url: '/api/admin/session'});
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({code: 'sessionRequired', error: 'Please log in to continue'});
    expect(sessionsOf(server, account.id)).toHaveLength(0);
    expect(auditOf(server, 'logout@example.com').map((row) => row.action)).toEqual(['login', 'factor_verified', 'logout']);
  });

  test('a disabled account cannot log in', async () => {
    const account = await addStaff(server, 'disabled@example.com');
    server.exec(`update staff_accounts set disabled_at = 1 where id = ${account.id}`);
    const response = await server.app.inject({method: 'POST', url: loginUrl, payload: {email: 'disabled@example.com', password: staffPassword}});
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('invalidCredentials');
  });

  test('a cross-site login is refused before any check', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: loginUrl,
      headers: {origin: 'https://evil.example', 'sec-fetch-site': 'cross-site'},
      payload: {email: 'ana@example.com', password: staffPassword},
    });
    expect(response.statusCode).toBe(403);
  });

  test('over plain http to a non-local host the cookie drops Secure and with it the __Host- prefix', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: loginUrl,
      headers: {host: 'staff-box.lan:3000'},
      payload: {email: 'ana@example.com', password: staffPassword},
    });
    expect(response.headers['set-cookie']).toEqual([
      expect.stringMatching(/^staff-device=[A-Za-z0-9_-]{43}; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Strict$/),
      expect.stringMatching(/^session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/),
    ]);
  });
});

describe('login throttle', () => {
  // Its own server: the throttle counts every failure from the address and the account.
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.close());

  test('after five failures the account is slowed with 429 and Retry-After, even for the right password', async () => {
    await addStaff(server);
    for (let i = 0; i < 5; i++) {
      const response = await server.app.inject({method: 'POST', url: loginUrl, payload: {email: 'ana@example.com', password: `guess ${i} guess`}});
      expect(response.statusCode).toBe(401);
    }
    const throttled = await server.app.inject({method: 'POST', url: loginUrl, payload: {email: 'ana@example.com', password: staffPassword}});
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('loginThrottled');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The wait is short (the owner is slowed, not locked out): after it, the right password works.
    await new Promise((resolve) => setTimeout(resolve, Number(throttled.headers['retry-after']) * 1000));
    expect((await server.app.inject({method: 'POST', url: loginUrl, payload: {email: 'ana@example.com', password: staffPassword}})).statusCode).toBe(200);
    expect(server.rows('staff_login_throttle').map((row) => (row as {key: string}).key)).toEqual(['address:127.0.0.1']);
  });
});

describe('session expiry', () => {
  // A server per test: each sets its own idle timeout or lifetime and moves its session's clock.
  let server: TestServer;
  afterEach(() => server.close());

  test('a session idle longer than STAFF_IDLE_TIMEOUT answers 401 and the cookie is cleared', async () => {
    server = await startTestServer({env: {STAFF_IDLE_TIMEOUT: '400ms'}});
    await addStaff(server);
    const cookie = await login(server);
    expect((await asStaff(server, cookie, {method: 'GET', url: '/api/admin/session'})).json().idleTimeoutMs).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const response = await asStaff(server, cookie, {method: 'GET', url: '/api/admin/session'});
    expect(response.statusCode).toBe(401);
    expect(String(response.headers['set-cookie'])).toContain('__Host-session=;');
    expect(server.rows('staff_sessions')).toHaveLength(0);
  });

  test('reported activity keeps the session alive; reading the status does not', async () => {
    server = await startTestServer({env: {STAFF_IDLE_TIMEOUT: '30 seconds'}});
    await addStaff(server);
    const cookie = await login(server);
    server.exec(`update staff_sessions set last_seen_at = last_seen_at - 20000`);
    const before = server.rows<{last_seen_at: number}>('staff_sessions')[0].last_seen_at;
    await asStaff(server, cookie, {method: 'GET', url: '/api/admin/session'});
    expect(server.rows<{last_seen_at: number}>('staff_sessions')[0].last_seen_at).toBe(before);
    const activity = await asStaff(server, cookie, {method: 'POST', url: '/api/admin/session/activity'});
    expect(activity.statusCode).toBe(200);
    expect(Number(server.rows<{last_seen_at: number}>('staff_sessions')[0].last_seen_at)).toBeGreaterThan(Number(before) + 15_000);
  });

  test('with a short idle timeout, activity reported within it still extends the session', async () => {
    server = await startTestServer({env: {STAFF_IDLE_TIMEOUT: '1200ms'}});
    await addStaff(server);
    const cookie = await login(server);
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect((await asStaff(server, cookie, {method: 'POST', url: '/api/admin/session/activity'})).statusCode).toBe(200);
    }
  });

  test('a session older than STAFF_SESSION_LIFETIME ends even while active', async () => {
    server = await startTestServer({env: {STAFF_SESSION_LIFETIME: '1 hour'}});
    await addStaff(server);
    const cookie = await login(server);
    server.exec(`update staff_sessions set created_at = created_at - 3600001`);
    expect((await asStaff(server, cookie, {method: 'POST', url: '/api/admin/session/activity'})).statusCode).toBe(401);
  });
});

describe('first-run setup', () => {
  let server: TestServer;
  function setup(payload: Record<string, unknown>) {
    return server.app.inject({method: 'POST', url: '/api/admin/setup', payload});
  }

  describe('refused links, on one server that keeps no account', () => {
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    test.each([
      ['a made-up token', {token: 'A'.repeat(43)}, 'setupTokenInvalid'],
      ['a token of the wrong shape', {token: '../../etc'}, 'setupTokenInvalid'],
      ['a 7-character password', {password: 'seven77'}, 'passwordTooShort'],
      ['a 129-character password', {password: 'p'.repeat(129)}, 'passwordTooLong'],
      ['a common password', {password: 'password1'}, 'passwordTooCommon'],
      ['a common password in capitals', {password: 'PASSWORD1'}, 'passwordTooCommon'],
      ['no e-mail', {email: undefined}, 'invalidEmail'],
    ])('%s is refused with its own message', async (_label, change, code) => {
      const link = await offerFirstRunSetup(server.app);
      const token = new URL(link!).searchParams.get('token');
      const response = await setup({token, email: 'lead@example.com', password: staffPassword, ...change});
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(code);
      expect(server.rows('staff_accounts')).toHaveLength(0);
    });

    test('an expired link is refused', async () => {
      const link = await offerFirstRunSetup(server.app);
      server.exec('update staff_setup_tokens set expires_at = 1');
      const response = await setup({token: new URL(link!).searchParams.get('token'), email: 'lead@example.com', password: staffPassword});
      expect(response.json().code).toBe('setupTokenInvalid');
    });
  });

  describe('each on a server with no account yet', () => {
    // Each test creates the first account, or needs none to exist.
    beforeEach(async () => {
      server = await startTestServer();
    });
    afterEach(() => server.close());

    test('with no account, a one-time link creates the first account and logs it in', async () => {
      const link = await offerFirstRunSetup(server.app);
      expect(link).toMatch(/^http:\/\/localhost:\d+\/admin-setup\?token=[A-Za-z0-9_-]{43}$/);
      const token = new URL(link!).searchParams.get('token');
      const response = await setup({token, email: 'Lead@Example.com', password: staffPassword});
      expect(response.statusCode).toBe(200);
      expect(response.json().account.email).toBe('lead@example.com');
      expect((await asStaff(server, sessionCookieOf(response), {method: 'GET', url: '/api/admin/session'})).statusCode).toBe(200);

      const again = await setup({token, email: 'second@example.com', password: staffPassword});
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('setupTokenInvalid');
      expect(server.rows('staff_accounts')).toHaveLength(1);
    });

    test('a server that starts listening with no account logs the link once, as a warning, not an error', async () => {
      await server.close();
      server = await startTestServer({logLevel: 'info'});
      await server.app.listen({port: 0, host: '127.0.0.1'});
      const port = (server.app.server.address() as {port: number}).port;
      const linkLines = () => server.logs.filter((line) => line.msg?.includes('/admin-setup?token='));
      // onListen hooks run after listen() has resolved.
      for (let i = 0; i < 40 && linkLines().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const mentions = linkLines();
      expect(mentions).toEqual([expect.objectContaining({level: 40})]);
      expect(mentions[0].msg).toMatch(new RegExp(`^No staff account yet\\. Create the first one within an hour at: http://localhost:${port}/admin-setup\\?token=`));
      expect(server.logs.filter((line) => line.level >= 50)).toEqual([]);
    });

    test('no link is offered once an account exists', async () => {
      await addStaff(server);
      await expect(offerFirstRunSetup(server.app)).resolves.toBeUndefined();
    });

    describe('a link says what it is worth before its form is filled (POST /api/admin/setup/state)', () => {
      const state = (token: unknown) =>
        server.app.inject({method: 'POST', url: '/api/admin/setup/state', payload: {token}});
      const tokenOf = (link: string | undefined) => new URL(link!).searchParams.get('token');

      test.each([
        ['a fresh link', 'valid', async () => tokenOf(await offerFirstRunSetup(server.app))],
        [
          'a used link',
          'used',
          async () => {
            const token = tokenOf(await offerFirstRunSetup(server.app));
            expect((await setup({token, email: 'lead@example.com', password: staffPassword})).statusCode).toBe(200);
            return token;
          },
        ],
        [
          'an unused link once an account exists another way',
          'used',
          async () => {
            const token = tokenOf(await offerFirstRunSetup(server.app));
            await addStaff(server);
            return token;
          },
        ],
        [
          'an expired link',
          'expired',
          async () => {
            const token = tokenOf(await offerFirstRunSetup(server.app));
            server.exec('update staff_setup_tokens set expires_at = 1');
            return token;
          },
        ],
        ['a made-up token', 'unknown', async () => 'A'.repeat(43)],
        ['a token of the wrong shape', 'unknown', async () => '../../etc'],
        ['no token', 'unknown', async () => undefined],
      ] as Array<[string, string, () => Promise<unknown>]>)('%s: %s', async (_label, expected, makeToken) => {
        const token = await makeToken();
        const response = await state(token);
        expect({status: response.statusCode, body: response.json()}).toEqual({status: 200, body: {state: expected}});
      });

      test('asking does not use the link: it still creates the account afterwards', async () => {
        const token = tokenOf(await offerFirstRunSetup(server.app));
        for (let i = 0; i < 3; i++) expect((await state(token)).json()).toEqual({state: 'valid'});
        expect((await setup({token, email: 'lead@example.com', password: staffPassword})).statusCode).toBe(200);
        expect((await state(token)).json()).toEqual({state: 'used'});
      });
    });

    test('an 8-character password that is not common is accepted (no composition rules)', async () => {
      const link = await offerFirstRunSetup(server.app);
      const response = await setup({token: new URL(link!).searchParams.get('token'), email: 'lead@example.com', password: 'zq8 vkw!'});
      expect(response.statusCode).toBe(200);
    });
  });
});
