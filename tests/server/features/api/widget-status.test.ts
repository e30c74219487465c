/**
 * GET /v1/widget/status (issue 20 §1): what the widget asks before it shows its launcher. It says
 * why a public key cannot work on the calling page (unknown, revoked, expired, not public, another
 * origin) with a 200 any page can read, so the widget can tell the site owner and show visitors
 * nothing broken; a request it cannot read is a 400 that names the field.
 */
import {hashSecret} from '../../../../server/features/api/key-queries';
import {startTestServer, type TestServer} from '../../helper';
import {newKey, ownOrigin} from './helper';

// One server for the file: each test asks about keys of its own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function status(key: string | undefined, headers: Record<string, string> = {}) {
  const query = key === undefined ? '' : `?public_key=${encodeURIComponent(key)}`;
  return server.app.inject({method: 'GET', url: `/v1/widget/status${query}`, headers});
}

const shop = 'https://shop.example';

describe('a public key on the calling page', () => {
  test.each([
    ['our own origin, the key allows self', ['self'], {origin: ownOrigin}, 'ready'],
    ['a same-origin GET (no Origin header), the key allows self', ['self'], {'sec-fetch-site': 'same-origin'}, 'ready'],
    ['an origin listed on the key', [shop], {origin: shop, 'sec-fetch-site': 'cross-site'}, 'ready'],
    ['another origin', ['self'], {origin: 'https://evil.example', 'sec-fetch-site': 'cross-site'}, 'originNotAllowed'],
    ['another scheme of a listed origin', [shop], {origin: 'http://shop.example'}, 'originNotAllowed'],
    ['a same-origin GET, the key allows only another origin', [shop], {'sec-fetch-site': 'same-origin'}, 'originNotAllowed'],
    ['no Origin and no Sec-Fetch-Site (not a browser)', ['self'], {}, 'originNotAllowed'],
    ['Origin: null (a sandboxed frame)', ['self'], {origin: 'null'}, 'originNotAllowed'],
    ['a key with no origins', [], {origin: ownOrigin}, 'originNotAllowed'],
  ])('%s: %s', async (_label, origins, headers, expected) => {
    const key = await newKey(server, 'public', {origins});
    const response = await status(key, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({status: expected});
    // Any page reads the answer, and no cache keeps it.
    expect(response.headers).toMatchObject({'access-control-allow-origin': '*', 'cache-control': 'no-store'});
    expect(response.headers.vary).toContain('Origin');
  });

  test('a revoked key says revoked, from any origin', async () => {
    const key = await newKey(server, 'public');
    server.exec(`update api_keys set revoked_at = 1 where secret_hash = '${hashSecret(key)}'`);
    for (const origin of [ownOrigin, 'https://evil.example']) {
      expect((await status(key, {origin})).json()).toEqual({status: 'revokedKey'});
    }
  });

  test('an expired key says expired; one expiring later is ready', async () => {
    const key = await newKey(server, 'public');
    server.exec(`update api_keys set expires_at = ${Date.now() - 1000} where secret_hash = '${hashSecret(key)}'`);
    expect((await status(key, {origin: ownOrigin})).json()).toEqual({status: 'expiredKey'});
    server.exec(`update api_keys set expires_at = ${Date.now() + 60_000} where secret_hash = '${hashSecret(key)}'`);
    expect((await status(key, {origin: ownOrigin})).json()).toEqual({status: 'ready'});
  });

  test('it counts no request against the key and does not mark it used', async () => {
    const key = await newKey(server, 'public', {rateLimit: 1});
    for (let i = 0; i < 3; i += 1) expect((await status(key, {origin: ownOrigin})).json()).toEqual({status: 'ready'});
    const row = server.rows<{prefix: string; last_used_at: number | null}>('api_keys').find((r) => r.prefix === key.slice(0, 12))!;
    expect(row.last_used_at).toBeNull();
  });

  test('PUBLIC_URL is our own origin for a same-origin GET', async () => {
    const configured = await startTestServer({env: {PUBLIC_URL: 'https://www.agentworks.example'}});
    try {
      const key = await newKey(configured, 'public');
      const response = await configured.app.inject({
        method: 'GET',
        url: `/v1/widget/status?public_key=${key}`,
        headers: {host: 'attacker.example', 'sec-fetch-site': 'same-origin'},
      });
      expect(response.json()).toEqual({status: 'ready'});
    } finally {
      await configured.close();
    }
  });
});

describe('keys that are not a live public key', () => {
  test.each([
    ['an unknown key of the right shape', `pk_${'A'.repeat(43)}`, 'unknownKey'],
    ['a malformed public key', 'pk_short', 'unknownKey'],
    ['the placeholder of the docs', 'YOUR_PUBLIC_KEY', 'unknownKey'],
    ['something else', 'hello world', 'unknownKey'],
    ['a private key (never looked up)', `sk_${'A'.repeat(43)}`, 'notPublicKey'],
    ['a scoped key (never looked up)', `rk_${'A'.repeat(43)}`, 'notPublicKey'],
  ])('%s: %s', async (_label, key, expected) => {
    const response = await status(key, {origin: ownOrigin});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({status: expected});
  });

  test('a live private key is not public, and says nothing about whether it exists', async () => {
    const key = await newKey(server, 'private');
    expect((await status(key, {origin: ownOrigin})).json()).toEqual({status: 'notPublicKey'});
  });
});

describe('requests it cannot read', () => {
  test.each([
    ['no public_key', undefined, 'public_key'],
    ['an empty public_key', '', 'public_key'],
    ['a public_key over 200 characters', `pk_${'A'.repeat(300)}`, 'public_key'],
    ['a public_key with a NUL character', 'pk_\u0000', 'public_key'],
  ])('%s: 400 invalidRequest naming the field, still readable by the page', async (_label, key, field) => {
    const response = await status(key, {origin: 'https://shop.example'});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({code: 'invalidRequest', error: expect.stringContaining(field)});
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  test('only GET (and HEAD): POST is 405 methodNotAllowed', async () => {
    const response = await server.app.inject({method: 'POST', url: '/v1/widget/status?public_key=pk_x', payload: {}});
    expect(response.statusCode).toBe(405);
  });
});
