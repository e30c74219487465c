/**
 * Issue 21 §3: an attacker guessing the owner's e-mail from ever-changing addresses every 100 ms
 * for two minutes, while the owner signs in every 5 s from a browser that signed in before. On a
 * simulated clock, so the two minutes take a few seconds.
 */
import type {LightMyRequestResponse} from 'fastify';
import {checkedGuesses, throttleRules} from '../../../../server/features/staff/login-throttle';
import {startTestServer, type TestServer} from '../../helper';
import {addStaff, staffCookieOf, staffPassword} from './helper';

const loginUrl = '/api/admin/login';
const email = 'ana@example.com';
const ownerAddress = '198.51.100.7';

const deviceCookieOf = (response: LightMyRequestResponse) => staffCookieOf(response, 'staff-device');

describe('a login attackers cannot jam (device cookies)', () => {
  let server: TestServer;
  let clock: number;
  // A server per test: each throttles the account or its browsers, on a clock of its own.
  beforeEach(async () => {
    server = await startTestServer();
    await addStaff(server, email);
    clock = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await server.close();
  });

  const attempt = (password: string, remoteAddress: string, cookie?: string, who = email) =>
    server.app.inject({
      method: 'POST',
      url: loginUrl,
      remoteAddress,
      headers: cookie ? {cookie} : {},
      payload: {email: who, password},
    });

  test('the owner gets in at the first try every time; the attacker gets the documented number of checks', async () => {
    const first = await attempt(staffPassword, ownerAddress);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(first.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^__Host-staff-device=[\w-]{43}; Max-Age=7776000; Path=\/; HttpOnly; Secure; SameSite=Strict$/)]),
    );

    const start = clock;
    const owner: number[] = [];
    const attacker = {checked: 0, slowed: 0};
    let untrustedOwner: number | undefined;
    for (let step = 0; step < 1200; step += 1) {
      clock = start + step * 100;
      const guess = await attempt(`guess number ${step}`, `203.0.${step >> 8}.${step & 255}`);
      if (guess.statusCode === 401) attacker.checked += 1;
      else if (guess.statusCode === 429) attacker.slowed += 1;
      else throw new Error(`a guess answered ${guess.statusCode}`);
      if (step % 50 === 0) owner.push((await attempt(staffPassword, ownerAddress, device)).statusCode);
      // A browser the account never used waits out the account's count like the attacker.
      if (step === 600) untrustedOwner = (await attempt(staffPassword, ownerAddress)).statusCode;
    }

    expect(owner).toEqual(Array(24).fill(200));
    expect(attacker.checked).toBe(checkedGuesses(throttleRules.account, 120_000, 100));
    expect(attacker.checked).toBeLessThanOrEqual(11);
    expect(attacker.slowed).toBe(1200 - attacker.checked);
    expect(untrustedOwner).toBe(429);
    // The owner's trusted logins did not reset the count the attacker is held by.
    expect(server.rows<{key: string; failures: number}>('staff_login_throttle')).toEqual(
      expect.arrayContaining([expect.objectContaining({key: `account:${email}`, failures: attacker.checked})]),
    );
    // About 1,250 requests: 3.3 s alone here.
  }, 30_000);

  test('guesses sent together take turns: 20 at once get the 5 free checks, not 20', async () => {
    const answers = await Promise.all(Array.from({length: 20}, (_, i) => attempt(`guess ${i} at once`, `203.0.113.${i}`)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
  });

  test('guesses sent together to two instances of one database also get only the 5 free checks', async () => {
    // A second server as a process of its own would be: its own copy of every module, so the
    // in-process turns (features/staff/one-at-a-time.ts) of the one do not order the other's attempts.
    let isolated!: {buildApp: typeof import('../../../../server/app').buildApp; loadConfig: typeof import('../../../../server/platform/config').loadConfig};
    jest.isolateModules(() => {
      isolated = {buildApp: require('../../../../server/app').buildApp, loadConfig: require('../../../../server/platform/config').loadConfig};
    });
    const {config} = server.app;
    const other = await isolated.buildApp(
      isolated.loadConfig({
        ...(config.database.kind === 'postgres' ? {DATABASE_URL: config.database.url} : {SQLITE_FILE: config.database.file}),
        FACTOR_KEY_FILE: config.staff.factorKeyFile,
        STORAGE_DIR: config.storageDir,
        BUILD_DIR: config.buildDir,
        SITE_WIDGET_KEY_FILE: config.agentApi.siteWidgetKeyFile,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_MAX: '1000',
      }),
    );
    try {
      const answers = await Promise.all(
        Array.from({length: 20}, (_, i) =>
          (i % 2 ? other : server.app).inject({method: 'POST', url: loginUrl, remoteAddress: `203.0.113.${i}`, payload: {email, password: `guess ${i}`}}),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    } finally {
      await other.close();
    }
  });

  test('a device cookie counts only for the account it signed in to', async () => {
    await addStaff(server, 'ben@example.com');
    const device = deviceCookieOf(await attempt(staffPassword, ownerAddress));
    for (let i = 0; i < 5; i += 1) expect((await attempt(`wrong guess ${i}`, `203.0.113.${i}`, undefined, 'ben@example.com')).statusCode).toBe(401);
    // Ana's device cookie does not lift Ben's account throttle.
    expect((await attempt(staffPassword, ownerAddress, device, 'ben@example.com')).statusCode).toBe(429);
  });

  test.each([
    ['a malformed token', '__Host-staff-device=not-a-token'],
    ['an unknown token', `__Host-staff-device=${'A'.repeat(43)}`],
  ])('%s is a browser the account never used', async (_label, cookie) => {
    for (let i = 0; i < 5; i += 1) expect((await attempt(`wrong guess ${i}`, `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await attempt(staffPassword, ownerAddress, cookie)).statusCode).toBe(429);
  });

  test("a trusted browser's own failures slow that browser, and not the account elsewhere", async () => {
    const device = deviceCookieOf(await attempt(staffPassword, ownerAddress));
    for (let i = 0; i < 5; i += 1) expect((await attempt(`wrong guess ${i}`, ownerAddress, device)).statusCode).toBe(401);
    expect((await attempt(staffPassword, ownerAddress, device)).statusCode).toBe(429);
    expect((await attempt(staffPassword, '192.0.2.50')).statusCode).toBe(200);
  });

  test('a device cookie is forgotten 90 days after its last use', async () => {
    const device = deviceCookieOf(await attempt(staffPassword, ownerAddress));
    clock += 90 * 24 * 60 * 60_000;
    for (let i = 0; i < 5; i += 1) expect((await attempt(`wrong guess ${i}`, `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await attempt(staffPassword, ownerAddress, device)).statusCode).toBe(429);
  });
});

describe('the stated limits', () => {
  test.each([
    {span: 'two minutes', duration: 120_000, most: 11},
    {span: 'an hour', duration: 3_600_000, most: 69},
  ])('guesses every 100 ms for $span get at most $most password checks per account', ({duration, most}) => {
    expect(checkedGuesses(throttleRules.account, duration, 100)).toBe(most);
  });
});
