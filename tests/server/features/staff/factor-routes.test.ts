import type {HTTPMethods} from 'fastify';
import {totpCodeAt} from '../../../../server/features/staff/totp';
import {startTestServer, type TestServer} from '../../helper';
import {SoftwareAuthenticator} from './software-authenticator';
import {sameDatabase} from '../api/helper';
import {
  addStaff,
  asStaff,
  currentCode,
  enrolTotp,
  login,
  loginPassword,
  sessionCookieOf,
  staffPassword,
  staffSecrets,
  verifyFactor,
} from './helper';

type Row = Record<string, unknown>;

let server: TestServer;

/** A server per test, for tests that sign in as ana@example.com or age every session's factor. */
function freshServerEach() {
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.close());
}

/** One server for a block whose tests each sign in with an account of their own. */
function sharedServer() {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
}

/** An e-mail of its own for each test on a shared server. */
let accounts = 0;
const ownEmail = () => `staff-${(accounts += 1)}@example.com`;

const post = (cookie: string, url: string, payload: Record<string, unknown> = {}) => asStaff(server, cookie, {method: 'POST', url: `/api/admin${url}`, payload});
const get = (cookie: string, url: string) => asStaff(server, cookie, {method: 'GET', url: `/api/admin${url}`});
const refusal = (code: string) => expect.objectContaining({code, error: expect.any(String)});

/** Makes the session's last factor `minutes` old. */
function ageFactor(minutes: number) {
  server.exec(`update staff_sessions set factor_verified_at = ${Date.now() - minutes * 60_000}`);
}

function mails(): Row[] {
  return server.rows<Row>('outbox').filter((row) => row.kind === 'account-security');
}

describe('a password alone opens a session pending its second factor', () => {
  describe('with the account it signs in as', () => {
    freshServerEach();

    test('it reaches no staff route but the session, logout, enrolment and verification ones (403 secondFactorRequired)', async () => {
      await addStaff(server);
      const cookie = await loginPassword(server);
      expect((await get(cookie, '/session')).json()).toEqual(expect.objectContaining({secondFactor: 'verify'}));
      const routes = server.app.staffRoutes
        .filter((route) => !route.public && !route.pendingFactor)
        .flatMap(({method, url}) => (Array.isArray(method) ? method : [method]).filter((m) => m !== 'HEAD').map((m) => ({method: m, url})));
      expect(routes.length).toBeGreaterThan(30);
      for (const {method, url} of routes) {
        const concrete = url.replace(':id', '1').replace(':name', 'x.pdf').replace(':deliveryId', '1');
        const response = await asStaff(server, cookie, {method: method as HTTPMethods, url: concrete, ...(method === 'POST' ? {payload: {}} : {})});
        expect([method, concrete, response.statusCode, response.json().code]).toEqual([method, concrete, 403, 'secondFactorRequired']);
      }
      const open = server.app.staffRoutes.filter((route) => route.pendingFactor).map((route) => `${String(route.method)} ${route.url.replace('/api/admin', '')}`);
      expect(open.sort()).toEqual(
        [
          'GET /factors',
          'HEAD /factors',
          'HEAD /session',
          'POST /factors/passkeys',
          'POST /factors/passkeys/options',
          'POST /factors/totp',
          'POST /factors/totp/confirm',
          'GET /session',
          'POST /logout',
          'POST /session/activity',
          'POST /verify',
          'POST /verify/passkey',
          'POST /verify/passkey/options',
        ].sort(),
      );
    });

    test('an account that has a factor cannot enrol another from a pending session (a stolen password adds no factor)', async () => {
      await addStaff(server);
      const cookie = await loginPassword(server);
      for (const url of ['/factors/totp', '/factors/totp/confirm', '/factors/passkeys/options', '/factors/passkeys']) {
        const response = await post(cookie, url, {code: '123456', name: 'x', response: {id: 'x'}});
        expect([url, response.statusCode, response.json()]).toEqual([url, 403, refusal('secondFactorRequired')]);
      }
      expect(server.rows('staff_totp')).toHaveLength(1);
    });

    test('a code works once: replayed in another session, it is refused', async () => {
      await addStaff(server);
      const code = await currentCode(server);
      const first = await loginPassword(server);
      expect((await post(first, '/verify', {code})).json()).toEqual(expect.objectContaining({secondFactor: 'verified'}));
      expect((await get(first, '/accounts')).statusCode).toBe(200);
      const second = await loginPassword(server);
      const replayed = await post(second, '/verify', {code});
      expect([replayed.statusCode, replayed.json().code]).toEqual([400, 'invalidFactorCode']);
      expect((await get(second, '/accounts')).statusCode).toBe(403);
    });

    test('wrong codes are slowed per account after five, with Retry-After', async () => {
      await addStaff(server);
      const cookie = await loginPassword(server);
      for (let i = 0; i < 5; i += 1) expect((await post(cookie, '/verify', {code: '000000'})).statusCode).toBe(400);
      const throttled = await post(cookie, '/verify', {code: await currentCode(server)});
      expect([throttled.statusCode, throttled.json().code, throttled.headers['retry-after']]).toEqual([429, 'factorThrottled', '1']);
    });
  });

  describe('refused codes', () => {
    // Each test signs in with an account of its own: one server.
    sharedServer();

    test.each([
      ['a wrong code', () => '000000'],
      ['letters', () => 'abcdef'],
      ['nothing', () => ''],
      ['a code with a digit too many', () => '1234567'],
      ['a recovery code of no one', () => 'ABCD-EFGH-JKLM-NPQR'],
    ])('%s is refused with invalidFactorCode, audited, and the session stays pending', async (_label, code) => {
      const email = ownEmail();
      await addStaff(server, email);
      const cookie = await loginPassword(server, email);
      const response = await post(cookie, '/verify', {code: code()});
      expect([response.statusCode, response.json()]).toEqual([400, {code: 'invalidFactorCode', error: 'This code is not correct, or it was used already', field: 'code'}]);
      expect((await get(cookie, '/accounts')).statusCode).toBe(403);
      const audit = server.rows<Row>('staff_audit_log').filter((row) => row.actor === email);
      expect(audit.map((row) => row.action)).toEqual(['login', 'factor_failed']);
    });
  });
});

describe('enrolment and recovery codes', () => {
  freshServerEach();

  test('an account without a factor enrols an app from its pending session, and gets 10 recovery codes once', async () => {
    await addStaff(server, 'ana@example.com', staffPassword, {enrol: false});
    const cookie = await loginPassword(server);
    expect((await get(cookie, '/session')).json().secondFactor).toBe('enrol');
    expect((await get(cookie, '/accounts')).statusCode).toBe(403);

    const started = await post(cookie, '/factors/totp');
    const {secret, uri, qrSvg} = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox/);
    const wrong = await post(cookie, '/factors/totp/confirm', {code: '000000'});
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'invalidFactorCode']);

    const confirmed = await post(cookie, '/factors/totp/confirm', {code: totpCodeAt(secret, Date.now())});
    const {recoveryCodes} = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^([2-9A-HJ-NP-Z]{4}-){3}[2-9A-HJ-NP-Z]{4}$/);
    expect((await get(cookie, '/accounts')).statusCode).toBe(200);
    expect((await get(cookie, '/factors')).json()).toEqual({totp: true, passkeys: [], recoveryCodesLeft: 10});
    // Stored hashed; the secret is never answered again.
    const stored = JSON.stringify(server.rows('staff_recovery_codes'));
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace(/-/g, ''));
    expect(JSON.stringify((await get(cookie, '/factors')).json())).not.toContain(secret);
    const again = await post(cookie, '/factors/totp');
    expect([again.statusCode, again.json().code]).toEqual([409, 'totpExists']);
    expect(mails()).toEqual([expect.objectContaining({recipient: 'ana@example.com', subject: 'Your AgentWorks staff account: authenticator app added'})]);
  });

  test('a recovery code signs in once, is mailed and audited; renewing replaces them all', async () => {
    await addStaff(server, 'ana@example.com', staffPassword, {enrol: false});
    const {recoveryCodes} = await enrolTotp(server, await loginPassword(server));
    const [code] = recoveryCodes!;
    const cookie = await loginPassword(server);
    const used = await post(cookie, '/verify', {code: code.toLowerCase().replace(/-/g, ' ')});
    expect([used.statusCode, used.json().secondFactor]).toEqual([200, 'verified']);
    expect((await get(cookie, '/factors')).json().recoveryCodesLeft).toBe(9);
    const reused = await post(await loginPassword(server), '/verify', {code});
    expect([reused.statusCode, reused.json().code]).toEqual([400, 'invalidFactorCode']);
    expect(mails().map((row) => row.subject)).toEqual([
      'Your AgentWorks staff account: authenticator app added',
      'Your AgentWorks staff account: a recovery code was used',
    ]);

    const renewed = (await post(cookie, '/factors/recovery-codes')).json().recoveryCodes;
    expect(renewed).toHaveLength(10);
    expect(renewed).not.toContain(recoveryCodes![1]);
    const old = await post(await loginPassword(server), '/verify', {code: recoveryCodes![1]});
    expect(old.statusCode).toBe(400);
    expect(server.rows<Row>('staff_audit_log').map((row) => row.action)).toEqual(
      expect.arrayContaining(['factor_added', 'recovery_code_used', 'recovery_codes_renewed']),
    );
    expect(mails()).toHaveLength(3);
  });

  test('the last factor cannot be removed', async () => {
    await addStaff(server);
    const cookie = await login(server);
    const response = await asStaff(server, cookie, {method: 'DELETE', url: '/api/admin/factors/totp'});
    expect([response.statusCode, response.json().code]).toEqual([400, 'lastFactor']);
    expect((await get(cookie, '/factors')).json().totp).toBe(true);
  });
});

describe('sensitive actions need a factor from the last 5 minutes', () => {
  freshServerEach();

  test('every such route answers 403 freshFactorRequired with a stale factor', async () => {
    await addStaff(server);
    const cookie = await login(server);
    ageFactor(6);
    const routes = server.app.staffRoutes.filter((route) => route.freshFactor).map((route) => `${String(route.method)} ${route.url.replace('/api/admin', '')}`);
    expect(routes.sort()).toEqual(
      [
        'DELETE /api-keys/:id',
        'DELETE /contacts/person',
        'DELETE /factors/passkeys/:id',
        'DELETE /factors/totp',
        'DELETE /webhooks/:id',
        'POST /accounts',
        'POST /accounts/:id/disable',
        'POST /accounts/:id/enable',
        'POST /accounts/:id/role',
        'POST /api-keys',
        'POST /factors/recovery-codes',
        'POST /password',
        'POST /settings/recipients',
        'POST /webhooks',
      ].sort(),
    );
    for (const route of routes) {
      const [method, url] = route.split(' ');
      const concrete = url.replace(':id', method === 'DELETE' && url.startsWith('/api-keys') ? 'key_x' : '1') + (url === '/contacts/person' ? '?email=a@example.com' : '');
      const response = await asStaff(server, cookie, {method: method as HTTPMethods, url: `/api/admin${concrete}`, ...(method === 'POST' ? {payload: {}} : {})});
      expect([route, response.statusCode, response.json().code]).toEqual([route, 403, 'freshFactorRequired']);
    }
    // Reading is not sensitive.
    expect((await get(cookie, '/accounts')).statusCode).toBe(200);
  });

  test('a stale factor gets 403, then the same action succeeds after verifying again', async () => {
    await addStaff(server);
    const cookie = await login(server);
    ageFactor(4);
    const account = {email: 'ben@example.com', password: 'another long passphrase'};
    const fresh = await post(cookie, '/accounts', account);
    expect(fresh.statusCode).toBe(201);
    ageFactor(6);
    const stale = await post(cookie, '/accounts', {...account, email: 'cy@example.com'});
    expect([stale.statusCode, stale.json()]).toEqual([403, refusal('freshFactorRequired')]);
    expect((await post(cookie, '/verify', {code: await currentCode(server)})).statusCode).toBe(200);
    expect((await post(cookie, '/accounts', {...account, email: 'cy@example.com'})).statusCode).toBe(201);
  });

  test('a password change is mailed to the account and audited', async () => {
    await addStaff(server);
    const cookie = await login(server);
    const response = await post(cookie, '/password', {currentPassword: staffPassword, newPassword: 'a brand new passphrase'});
    expect(response.statusCode).toBe(200);
    expect(mails()).toEqual([
      expect.objectContaining({recipient: 'ana@example.com', subject: 'Your AgentWorks staff account: password changed', body: expect.stringContaining('127.0.0.1')}),
    ]);
    expect(server.rows<Row>('staff_audit_log').at(-1)).toEqual(expect.objectContaining({action: 'password_changed', target: 'ana@example.com: password changed'}));
  });
});

describe('adding a factor needs a factor from the last 5 minutes too (gated in its handler)', () => {
  freshServerEach();

  /** A verified session of Ana's, and how she proves her factor again. */
  type SignedIn = {cookie: string; verifyAgain: () => Promise<unknown>};

  /** Ana with a passkey only, so she may add an authenticator app. */
  async function withPasskeyOnly(): Promise<SignedIn> {
    await addStaff(server, 'ana@example.com', staffPassword, {enrol: false});
    const authenticator = new SoftwareAuthenticator();
    // Her first factor, from the pending session, which that verifies.
    const cookie = await loginPassword(server);
    const options = (await post(cookie, '/factors/passkeys/options')).json();
    expect((await post(cookie, '/factors/passkeys', {name: 'Laptop', response: authenticator.register(options)})).statusCode).toBe(200);
    const verifyAgain = async () => {
      const assertion = authenticator.authenticate((await post(cookie, '/verify/passkey/options')).json());
      expect((await post(cookie, '/verify/passkey', {response: assertion})).statusCode).toBe(200);
    };
    return {cookie, verifyAgain};
  }

  /** Ana with an authenticator app, adding a passkey. */
  async function withApp(): Promise<SignedIn> {
    await addStaff(server);
    const cookie = await login(server);
    return {cookie, verifyAgain: () => verifyFactor(server, cookie)};
  }

  const kinds = [
    {
      kind: 'an authenticator app',
      signIn: withPasskeyOnly,
      start: (cookie: string) => post(cookie, '/factors/totp'),
      finish: (cookie: string, started: {secret: string}) => post(cookie, '/factors/totp/confirm', {code: totpCodeAt(started.secret, Date.now())}),
      added: (factors: {totp: boolean}) => factors.totp,
    },
    {
      kind: 'a passkey',
      signIn: withApp,
      start: (cookie: string) => post(cookie, '/factors/passkeys/options'),
      finish: (cookie: string, options: Parameters<SoftwareAuthenticator['register']>[0]) =>
        post(cookie, '/factors/passkeys', {name: 'Phone', response: new SoftwareAuthenticator().register(options)}),
      added: (factors: {passkeys: {name: string}[]}) => factors.passkeys.some((passkey) => passkey.name === 'Phone'),
    },
  ];

  test.each(kinds)('$kind: starting and finishing answer 403 freshFactorRequired with a 6-minute-old factor, then it is added after verifying again', async ({signIn, start, finish, added}) => {
    const {cookie, verifyAgain} = await signIn();
    ageFactor(6);
    const staleStart = await start(cookie);
    expect([staleStart.statusCode, staleStart.json()]).toEqual([403, refusal('freshFactorRequired')]);

    // Started while fresh, finished once the factor has gone stale.
    ageFactor(4);
    const started = await start(cookie);
    expect(started.statusCode).toBe(200);
    ageFactor(6);
    const staleFinish = await finish(cookie, started.json());
    expect([staleFinish.statusCode, staleFinish.json()]).toEqual([403, refusal('freshFactorRequired')]);
    expect(added((await get(cookie, '/factors')).json())).toBe(false);

    await verifyAgain();
    expect((await finish(cookie, started.json())).statusCode).toBe(200);
    expect(added((await get(cookie, '/factors')).json())).toBe(true);
  });
});

describe('passkeys', () => {
  async function registerPasskey(cookie: string, authenticator: SoftwareAuthenticator, name = 'Laptop') {
    const options = (await post(cookie, '/factors/passkeys/options')).json();
    expect(options.rp).toEqual({name: 'AgentWorks staff', id: 'localhost'});
    return post(cookie, '/factors/passkeys', {name, response: authenticator.register(options)});
  }

  async function passkeyLogin(authenticator: SoftwareAuthenticator, origin?: string) {
    const options = (await server.app.inject({method: 'POST', url: '/api/admin/login/passkey/options'})).json();
    return server.app.inject({method: 'POST', url: '/api/admin/login/passkey', payload: {response: authenticator.authenticate(options, origin)}});
  }

  function passkeyLoginWith(authenticator: SoftwareAuthenticator, origin?: string) {
    return passkeyLogin(authenticator, origin);
  }

  describe('with the account it signs in as', () => {
    freshServerEach();

    test('enrolled as the first factor, a passkey alone signs in, even after many password failures', async () => {
      await addStaff(server, 'ana@example.com', staffPassword, {enrol: false});
      const authenticator = new SoftwareAuthenticator();
      const registered = await registerPasskey(await loginPassword(server), authenticator);
      expect(registered.statusCode).toBe(200);
      expect(registered.json().recoveryCodes).toHaveLength(10);
      expect(registered.json().passkey).toEqual(expect.objectContaining({name: 'Laptop'}));

      for (let i = 0; i < 12; i += 1) {
        await server.app.inject({method: 'POST', url: '/api/admin/login', payload: {email: 'ana@example.com', password: 'wrong guess'}});
      }
      const throttled = await server.app.inject({method: 'POST', url: '/api/admin/login', payload: {email: 'ana@example.com', password: staffPassword}});
      expect(throttled.statusCode).toBe(429);

      const signedIn = await passkeyLogin(authenticator);
      expect([signedIn.statusCode, signedIn.json().secondFactor]).toEqual([200, 'verified']);
      const cookie = sessionCookieOf(signedIn);
      expect((await post(cookie, '/accounts', {email: 'ben@example.com', password: 'another long passphrase'})).statusCode).toBe(201);
      expect(server.rows<Row>('staff_audit_log').map((row) => row.action)).toContain('login_passkey');
    });

    test('a passkey confirms a password login (step 2), and its assertion cannot be replayed', async () => {
      await addStaff(server);
      const authenticator = new SoftwareAuthenticator();
      expect((await registerPasskey(await login(server), authenticator)).json().recoveryCodes).toBeUndefined();
      const cookie = await loginPassword(server);
      const options = (await post(cookie, '/verify/passkey/options')).json();
      expect(options.allowCredentials).toEqual([expect.objectContaining({id: authenticator.id})]);
      const assertion = authenticator.authenticate(options);
      expect((await post(cookie, '/verify/passkey', {response: assertion})).json().secondFactor).toBe('verified');
      const replay = await post(await loginPassword(server), '/verify/passkey', {response: assertion});
      expect([replay.statusCode, replay.json().code]).toEqual([400, 'passkeyFailed']);
    });

    test('removing a passkey needs a fresh factor, is mailed, and keeps the last factor', async () => {
      await addStaff(server);
      const cookie = await login(server);
      const {passkey} = (await registerPasskey(cookie, new SoftwareAuthenticator(), 'Phone')).json();
      const remove = () => asStaff(server, cookie, {method: 'DELETE', url: `/api/admin/factors/passkeys/${passkey.id}`});
      ageFactor(6);
      expect((await remove()).statusCode).toBe(403);
      ageFactor(0);
      expect((await remove()).statusCode).toBe(204);
      expect(mails().map((row) => row.subject)).toEqual([
        'Your AgentWorks staff account: passkey added: Phone',
        'Your AgentWorks staff account: passkey removed: Phone',
      ]);
    });
  });

  describe('removing the app and the last passkey at the same moment', () => {
    freshServerEach();

    /** Ana with an app and one passkey, a fresh factor, and requests removing each. */
    async function bothFactors(cookie: string) {
      const registered = await registerPasskey(cookie, new SoftwareAuthenticator(), 'Phone');
      expect(registered.statusCode).toBe(200);
      const id = registered.json().passkey.id as number;
      return {
        app: {method: 'DELETE' as const, url: '/api/admin/factors/totp'},
        passkey: {method: 'DELETE' as const, url: `/api/admin/factors/passkeys/${id}`},
      };
    }

    const factorsLeft = async (cookie: string) => {
      const {totp, passkeys} = (await get(cookie, '/factors')).json();
      return (totp ? 1 : 0) + passkeys.length;
    };

    test('on one instance: one removal succeeds, the other answers lastFactor, one factor stays', async () => {
      await addStaff(server);
      const cookie = await login(server);
      // Several rounds: each starts from both factors again.
      for (let round = 0; round < 3; round += 1) {
        const removals = await bothFactors(cookie);
        const answers = await Promise.all([asStaff(server, cookie, removals.app), asStaff(server, cookie, removals.passkey)]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 400]);
        expect(answers.find((answer) => answer.statusCode === 400)!.json().code).toBe('lastFactor');
        expect(await factorsLeft(cookie)).toBe(1);
        // Back to the app alone for the next round.
        if (answers[0].statusCode === 204) {
          await server.app.db.deleteFrom('staff_passkeys').execute();
          await enrolTotp(server, cookie);
        }
      }
    });

    test('on two instances of one database: the account never loses its last factor', async () => {
      await addStaff(server);
      const cookie = await login(server);
      const other = await startTestServer({env: sameDatabase(server)});
      try {
        const removals = await bothFactors(cookie);
        const answers = await Promise.all([asStaff(server, cookie, removals.app), asStaff(other, cookie, removals.passkey)]);
        // PostgreSQL makes the second wait for the first (400 lastFactor); SQLite's one writer
        // may instead refuse the second transaction outright. Never both removed.
        expect(answers.filter((answer) => answer.statusCode === 204)).toHaveLength(1);
        if (server.app.dbDialect === 'postgres') expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 400]);
        expect(await factorsLeft(cookie)).toBe(1);
      } finally {
        await other.close();
      }
    });
  });

  describe('refused sign-ins', () => {
    // Each test registers a passkey for an account of its own: one server.
    sharedServer();

    test.each([
      ['another origin', (a: SoftwareAuthenticator) => passkeyLoginWith(a, 'https://attacker.example')],
      ['an unknown passkey', () => passkeyLoginWith(new SoftwareAuthenticator())],
    ])('a passkey sign-in from %s is refused', async (_label, attempt) => {
      const email = ownEmail();
      await addStaff(server, email, staffPassword, {enrol: false});
      const authenticator = new SoftwareAuthenticator();
      await registerPasskey(await loginPassword(server, email), authenticator);
      const response = await attempt(authenticator);
      expect(response.statusCode).toBe(401);
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  });
});

afterAll(() => staffSecrets.clear());
