import type {HTTPMethods} from 'fastify';
import {startTestServer, type TestServer} from '../../helper';
import {addStaff, asStaff, eachTestAsStaff, login, sessionCookieOf, sharedAsStaff, staffPassword, type StaffSession} from './helper';

describe('every staff API route requires a session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await addStaff(server);
  });
  afterAll(() => server.close());

  test('all registered /api/admin routes but login and setup (and its link check) answer 401 without, with a bad or an ended session', async () => {
    const routes = server.app.staffRoutes.flatMap(({method, url, public: isPublic}) =>
      (Array.isArray(method) ? method : [method]).filter((m) => m !== 'HEAD').map((m) => ({method: m, url, isPublic})),
    );
    expect(routes.filter((r) => r.isPublic).map((r) => r.url).sort()).toEqual([
      '/api/admin/login',
      '/api/admin/login/passkey',
      '/api/admin/login/passkey/options',
      '/api/admin/setup',
      '/api/admin/setup/state',
    ]);
    const guarded = routes.filter((r) => !r.isPublic);
    expect(guarded.length).toBeGreaterThanOrEqual(10);

    const ended = await login(server);
    await asStaff(server, ended, {method: 'POST', url: '/api/admin/logout'});
    for (const {method, url} of guarded) {
      const concrete = url.replace(':id', '1');
      for (const cookie of [undefined, '__Host-session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '__Host-session=../../x', ended]) {
        const response = await server.app.inject({
          method: method as HTTPMethods,
          url: concrete,
          headers: cookie ? {cookie} : {},
          ...(method === 'POST' ? {payload: {}} : {}),
        });
        expect([method, concrete, cookie, response.statusCode]).toEqual([method, concrete, cookie, 401]);
        expect(response.json().code).toBe('sessionRequired');
      }
    }
  });
});

describe('accounts, sessions, password and audit', () => {
  const staff = {} as StaffSession;

  const get = (url: string, as = () => staff.cookie) => asStaff(staff.server, as(), {method: 'GET', url});
  const post = (url: string, payload?: object, as = () => staff.cookie) =>
    asStaff(staff.server, as(), {method: 'POST', url, ...(payload ? {payload} : {})});

  describe('refusals', () => {
    // Nothing is created or changed: one server.
    sharedAsStaff(undefined, staff);

    test.each([
      [{email: 'not-an-email', password: staffPassword}, 'invalidEmail'],
      [{email: 'c@example.com', password: 'short'}, 'passwordTooShort'],
      [{email: 'c@example.com', password: 'qwertyuiop'}, 'passwordTooCommon'],
      [{email: 'c@example.com'}, 'passwordTooShort'],
      [{email: ['c@example.com'], password: staffPassword}, 'invalidEmail'],
    ])('a new account %j is refused with %s', async (payload, code) => {
      const response = await post('/api/admin/accounts', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(code);
    });

    test.each(['0', '-1', 'abc', '1.5', '99999'])('account id %s is refused, never a 500', async (id) => {
      const response = await post(`/api/admin/accounts/${id}/disable`);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json()).toHaveProperty('error');
    });
  });

  describe('changes', () => {
    // Each reads the accounts, sessions or audit log as a whole: a server per test.
    eachTestAsStaff(undefined, staff);

    test('staff add an account that can then log in; a second with the same e-mail is refused', async () => {
      const created = await post('/api/admin/accounts', {email: 'Ben@Example.com', password: 'another long passphrase'});
      expect(created.statusCode).toBe(201);
      expect(created.json().account).toMatchObject({email: 'ben@example.com', disabled: false});
      expect(await login(staff.server, 'ben@example.com', 'another long passphrase')).toMatch(/^__Host-session=/);

      const again = await post('/api/admin/accounts', {email: 'ben@example.com', password: 'another long passphrase'});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({code: 'accountExists', error: 'An account with this e-mail already exists', field: 'email'});
      expect((await get('/api/admin/accounts')).json().accounts.map((a: {email: string}) => a.email)).toEqual([
        'ana@example.com',
        'ben@example.com',
      ]);
    });

    test('disabling an account ends its sessions; nobody can disable themselves', async () => {
      const ben = (await post('/api/admin/accounts', {email: 'ben@example.com', password: 'another long passphrase'})).json().account;
      const benCookie = await login(staff.server, 'ben@example.com', 'another long passphrase');
      expect((await post(`/api/admin/accounts/${ben.id}/disable`)).statusCode).toBe(204);
      expect((await get('/api/admin/session', () => benCookie)).statusCode).toBe(401);

      const self = (await get('/api/admin/session')).json().account.id;
      const selfDisable = await post(`/api/admin/accounts/${self}/disable`);
      expect(selfDisable.statusCode).toBe(400);
      expect(selfDisable.json().code).toBe('cannotDisableSelf');

      expect((await post(`/api/admin/accounts/${ben.id}/enable`)).statusCode).toBe(204);
      expect(await login(staff.server, 'ben@example.com', 'another long passphrase')).toMatch(/^__Host-session=/);
    });

    test('the sessions list shows device and address, marks the current one, and ends others', async () => {
      const other = await asStaff(staff.server, '', {
        method: 'POST',
        url: '/api/admin/login',
        headers: {'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'},
        payload: {email: 'ana@example.com', password: staffPassword},
      });
      const otherCookie = sessionCookieOf(other);
      const list = (await get('/api/admin/sessions')).json().sessions;
      expect(list).toHaveLength(2);
      expect(list.filter((s: {current: boolean}) => s.current)).toHaveLength(1);
      expect(list.map((s: {device: string}) => s.device)).toContain('Safari on iOS');
      expect(list[0]).toMatchObject({ip: '127.0.0.1'});

      const phone = list.find((s: {current: boolean}) => !s.current);
      expect((await asStaff(staff.server, staff.cookie, {method: 'DELETE', url: `/api/admin/sessions/${phone.id}`})).statusCode).toBe(204);
      expect((await get('/api/admin/session', () => otherCookie)).statusCode).toBe(401);
      expect((await asStaff(staff.server, staff.cookie, {method: 'DELETE', url: `/api/admin/sessions/${phone.id}`})).statusCode).toBe(404);

      await login(staff.server);
      const endOthers = await post('/api/admin/sessions/end-others');
      expect(endOthers.json()).toEqual({ended: 1});
      expect((await get('/api/admin/sessions')).json().sessions).toHaveLength(1);
    });

    test("another account's session cannot be ended", async () => {
      await post('/api/admin/accounts', {email: 'ben@example.com', password: 'another long passphrase'});
      const benCookie = await login(staff.server, 'ben@example.com', 'another long passphrase');
      const benSessions = (await get('/api/admin/sessions', () => benCookie)).json().sessions;
      const response = await asStaff(staff.server, staff.cookie, {method: 'DELETE', url: `/api/admin/sessions/${benSessions[0].id}`});
      expect(response.statusCode).toBe(404);
      expect((await get('/api/admin/session', () => benCookie)).statusCode).toBe(200);
    });

    test('a password change needs the current password and ends the other sessions', async () => {
      const otherCookie = await login(staff.server);
      const wrong = await post('/api/admin/password', {currentPassword: 'not it at all', newPassword: 'a brand new passphrase'});
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('currentPasswordWrong');
      const common = await post('/api/admin/password', {currentPassword: staffPassword, newPassword: 'iloveyou'});
      expect(common.json().code).toBe('passwordTooCommon');

      const changed = await post('/api/admin/password', {currentPassword: staffPassword, newPassword: 'a brand new passphrase'});
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({endedSessions: 1});
      expect((await get('/api/admin/session')).statusCode).toBe(200);
      expect((await get('/api/admin/session', () => otherCookie)).statusCode).toBe(401);
      const old = await staff.server.app.inject({method: 'POST', url: '/api/admin/login', payload: {email: 'ana@example.com', password: staffPassword}});
      expect(old.statusCode).toBe(401);
      expect(await login(staff.server, 'ana@example.com', 'a brand new passphrase')).toMatch(/^__Host-session=/);
    });

    test('the audit log lists what staff did, newest first, a page at a time', async () => {
      await post('/api/admin/accounts', {email: 'ben@example.com', password: 'another long passphrase'});
      const page = (await get('/api/admin/audit?limit=1')).json();
      expect(page.entries).toEqual([expect.objectContaining({actor: 'ana@example.com', action: 'account_created', target: 'ben@example.com as viewer', ip: '127.0.0.1'})]);
      const next = (await get(`/api/admin/audit?limit=5&before=${page.next}`)).json();
      expect(next.entries.map((e: {action: string}) => e.action)).toEqual(['factor_verified', 'login']);
      expect(next.next).toBeNull();
      for (const bad of ['limit=0', 'limit=101', 'limit=x', 'before=-3']) {
        expect([bad, (await get(`/api/admin/audit?${bad}`)).statusCode]).toEqual([bad, 400]);
      }
    });
  });
});
