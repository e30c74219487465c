/**
 * Bearer keys of the agent API (issue 12 §2, §5): what 401 and 403 mean, the origins of public
 * keys and their CORS, the per-key rate limit, and the cross-site guard leaving /v1 to the key.
 */
import fs from 'node:fs';
import path from 'node:path';
import {hashSecret} from '../../../../server/features/api/key-queries';
import {startConversation as startStoredConversation} from '../../../../server/features/api/conversation-queries';
import {startTestServer, type TestServer} from '../../helper';
import {call, newKey, ownOrigin} from './helper';

// One server for the file: each test uses keys of its own; the one that revokes the site's
// widget key, and those that need other settings, start their own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = {method: 'GET', url: '/v1/conversations'} as const;

describe('authentication', () => {
  test.each([
    ['no Authorization header', undefined],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['Bearer without a key', 'Bearer '],
    ['a malformed key', 'Bearer sk_short'],
    ['an unknown key of the right shape', `Bearer sk_${'A'.repeat(43)}`],
    ['an unknown key of another type', `Bearer xk_${'A'.repeat(43)}`],
  ])('%s: 401 unauthorized with WWW-Authenticate: Bearer', async (_label, authorization) => {
    const response = await server.app.inject({...list, headers: authorization ? {authorization} : {}});
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({code: 'unauthorized', error: expect.stringContaining('Authorization: Bearer')});
  });

  test('a revoked key is refused at once; the key is stored only as its hash', async () => {
    const key = await newKey(server, 'private');
    expect((await call(server, key, list)).statusCode).toBe(200);
    const stored = server.rows<{secret_hash: string; prefix: string}>('api_keys').find((row) => row.prefix === key.slice(0, 12))!;
    expect(stored.secret_hash).toBe(hashSecret(key));
    expect(JSON.stringify(server.rows('api_keys'))).not.toContain(key);
    server.exec(`update api_keys set revoked_at = 1 where secret_hash = '${hashSecret(key)}'`);
    expect((await call(server, key, list)).statusCode).toBe(401);
  });

  test('the last use is recorded, at most once a minute', async () => {
    const key = await newKey(server, 'private');
    const lastUsed = () => server.rows<{prefix: string; last_used_at: number | null}>('api_keys').find((r) => r.prefix === key.slice(0, 12))!.last_used_at;
    expect(lastUsed()).toBeNull();
    await call(server, key, list);
    const first = Number(lastUsed());
    expect(first).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call(server, key, list);
    expect(Number(lastUsed())).toBe(first);
  });
});

describe('public keys and origins', () => {
  test.each([
    ['our own origin', ['self'], ownOrigin, 200],
    ['our own origin with its default port', ['self'], 'http://localhost:80', 200],
    ['another origin', ['self'], 'https://evil.example', 403],
    ['no Origin header', ['self'], undefined, 403],
    ['Origin null', ['self'], 'null', 403],
    ['an origin listed on the key', ['https://shop.example'], 'https://shop.example', 200],
    ['an origin not listed on the key', ['https://shop.example'], 'https://shop.example.evil', 403],
    ['another scheme of a listed origin', ['https://shop.example'], 'http://shop.example', 403],
  ])('%s: %s -> %s', async (_label, origins, origin, status) => {
    const key = await newKey(server, 'public', {origins});
    const conversation = await startConversation();
    const response = await server.app.inject({
      method: 'GET',
      url: `/v1/conversations/${conversation}`,
      headers: {authorization: `Bearer ${key}`, ...(origin === undefined ? {} : {origin})},
    });
    expect(response.statusCode).toBe(status);
    if (status === 200) {
      expect(response.headers['access-control-allow-origin']).toBe(new URL(origin!).origin);
      expect(response.headers.vary).toContain('Origin');
    } else {
      expect(response.json()).toMatchObject({code: 'forbidden'});
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  test('PUBLIC_URL counts as self too', async () => {
    const configured = await startTestServer({env: {PUBLIC_URL: 'https://www.agentworks.example'}});
    try {
      const key = await newKey(configured, 'public');
      const response = await configured.app.inject({
        method: 'POST',
        url: '/v1/handoff',
        headers: {authorization: `Bearer ${key}`, origin: 'https://www.agentworks.example'},
        payload: {},
      });
      // Past the key and origin checks: refused for its body only.
      expect(response.statusCode).toBe(400);
    } finally {
      await configured.close();
    }
  });

  test('private and scoped keys get no CORS headers, whatever the Origin', async () => {
    for (const key of [await newKey(server, 'private'), await newKey(server, 'scoped', {permissions: ['conversations:read']})]) {
      const response = await call(server, key, {...list, headers: {origin: 'https://partner.example'}});
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  function startConversation(): Promise<string> {
    return startStoredConversation(server.app.db, {agentId: 'agt_site', locale: 'en'});
  }
});

describe('CORS preflight', () => {
  const preflight = (origin: string, url = '/v1/ask', target = server) =>
    target.app.inject({
      method: 'OPTIONS',
      url,
      headers: {origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type'},
    });

  test('an origin some live public key allows gets the CORS answer', async () => {
    await newKey(server, 'public', {origins: ['https://shop.example']});
    for (const origin of [ownOrigin, 'https://shop.example']) {
      const response = await preflight(origin);
      expect(response.statusCode).toBe(204);
      expect(response.headers).toMatchObject({
        'access-control-allow-origin': origin,
        'access-control-allow-methods': expect.stringContaining('POST'),
        'access-control-allow-headers': expect.stringMatching(/Authorization.*Content-Type/),
        'access-control-max-age': '600',
      });
    }
    for (const url of ['/v1/conversations/conv_abc', '/v1/knowledge/kn_abc', '/v1/handoff']) {
      expect((await preflight(ownOrigin, url)).statusCode).toBe(204);
    }
  });

  test('any other origin gets no CORS headers', async () => {
    await newKey(server, 'private');
    const response = await preflight('https://evil.example');
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('an unknown /v1 path stays a 404, for OPTIONS and GET alike', async () => {
    const key = await newKey(server, 'private');
    expect((await preflight(ownOrigin, '/v1/nothing')).statusCode).toBe(404);
    expect((await call(server, key, {method: 'GET', url: '/v1/nothing'})).json()).toEqual({code: 'notFound', error: 'Not found'});
  });

  test('once the site widget key is revoked, our own origin is no longer allowed', async () => {
    const revoked = await startTestServer();
    try {
      revoked.exec(`update api_keys set revoked_at = 1 where name = 'Site widget'`);
      expect((await preflight(ownOrigin, '/v1/ask', revoked)).statusCode).toBe(403);
    } finally {
      await revoked.close();
    }
  });
});

describe('rate limit per key', () => {
  test('counts each key on its own and answers 429 with Retry-After and RateLimit headers', async () => {
    const limited = await newKey(server, 'private', {rateLimit: 3});
    const other = await newKey(server, 'private', {rateLimit: 3});
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await call(server, limited, list));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers.map((r) => r.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    expect(answers[0].headers['ratelimit-limit']).toBe('3');
    const refused = answers[3];
    expect(refused.json()).toEqual({code: 'rateLimited', error: expect.any(String)});
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-reset']).toBe(String(retryAfter));
    expect((await call(server, other, list)).statusCode).toBe(200);
  });

  test('the count lives in the database, one row per key and minute', async () => {
    const key = await newKey(server, 'private');
    await call(server, key, list);
    await call(server, key, list);
    const {id} = server.rows<{id: string; prefix: string}>('api_keys').find((row) => row.prefix === key.slice(0, 12))!;
    const usage = server.rows<{key_id: string; count: number; window_start: number}>('api_key_usage').filter((row) => row.key_id === id);
    expect(usage).toHaveLength(1);
    expect(usage[0].count).toBe(2);
    expect(Number(usage[0].window_start) % 60_000).toBe(0);
  });
});

describe('the cross-site guard and /v1', () => {
  test('a public key allowed for another site may post from it; forms from there are still refused', async () => {
    const key = await newKey(server, 'public', {origins: ['https://shop.example']});
    const fromShop = {origin: 'https://shop.example', 'sec-fetch-site': 'cross-site'};
    const v1 = await call(server, key, {method: 'POST', url: '/v1/handoff', headers: fromShop, payload: {}});
    // Past the guard and the key: refused only for the empty body.
    expect(v1.statusCode).toBe(400);
    expect(v1.json()).toMatchObject({code: 'invalidRequest'});
    const form = await server.app.inject({method: 'POST', url: '/functions/v1/newsletter', headers: fromShop, payload: {email: 'a@example.com'}});
    expect(form.statusCode).toBe(403);
    expect(form.json()).toMatchObject({code: 'crossSiteRequest'});
  });

  test('the per-address form allowance does not apply to /v1 (each key has its own)', async () => {
    const limited = await startTestServer({env: {RATE_LIMIT_MAX: '2'}});
    try {
      const key = await newKey(limited, 'private');
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await call(limited, key, {method: 'POST', url: '/v1/handoff', payload: {}})).statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400]);
    } finally {
      await limited.close();
    }
  });
});

describe('the widget script', () => {
  test('/v1/widget.js is the built /widget.js, served without a key; missing build: JSON 404', async () => {
    expect((await server.app.inject({method: 'GET', url: '/v1/widget.js'})).json()).toMatchObject({code: 'notFound'});
    const dir = fs.mkdtempSync(path.join(server.dir, 'build-'));
    fs.writeFileSync(path.join(dir, 'widget.js'), 'console.log("widget");');
    const built = await startTestServer({buildDir: dir});
    try {
      const response = await built.app.inject({method: 'GET', url: '/v1/widget.js'});
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.body).toBe('console.log("widget");');
    } finally {
      await built.close();
    }
  });
});
