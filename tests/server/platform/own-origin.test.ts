/**
 * The request's Host header changes nothing we write (issue 21 §5): with `Host: attacker.example`
 * and the site widget's public key, /v1/ask grants no CORS to attacker.example and neither the
 * answer nor the stored conversation links there. Our origin is PUBLIC_URL's; without it, only a
 * loopback origin the request reached (local use).
 */
import fs from 'node:fs';
import path from 'node:path';
import {agentBuildDir} from '../features/agent/fixture';
import {startTestServer, type TestServer} from '../helper';
import {newKey} from '../features/api/helper';

type Answer = {sources: {url: string}[]};

const attacker = 'attacker.example';
const question = {query: 'How much does the Pro plan cost?'};

describe.each([
  ['with PUBLIC_URL', {PUBLIC_URL: 'https://agentworks.example'}, 'https://agentworks.example'],
  ['without PUBLIC_URL', {}, 'http://localhost:3000'],
])('%s', (_what, env, ownOrigin) => {
  let server: TestServer;
  let siteKey: string;
  beforeAll(async () => {
    server = await startTestServer({buildDir: agentBuildDir, env});
    siteKey = fs.readFileSync(path.join(server.dir, 'data', 'site-widget-key'), 'utf8').trim();
  });
  afterAll(() => server.close());

  const ask = (headers: Record<string, string>) =>
    server.app.inject({method: 'POST', url: '/v1/ask', payload: question, headers: {authorization: `Bearer ${siteKey}`, ...headers}});
  const storedSources = () => server.rows<{sources: string | null}>('messages').map((row) => row.sources ?? '');

  test.each([
    ['Host', {host: attacker}],
    ['X-Forwarded-Host', {'x-forwarded-host': attacker}],
    ['Host and X-Forwarded-Host', {host: attacker, 'x-forwarded-host': attacker, 'x-forwarded-proto': 'http'}],
  ])('a %s of attacker.example earns its page no CORS', async (_header, headers) => {
    const response = await ask({...headers, origin: `http://${attacker}`});
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('the preflight for attacker.example is refused too', async () => {
    const response = await server.app.inject({
      method: 'OPTIONS',
      url: '/v1/ask',
      headers: {host: attacker, origin: `http://${attacker}`, 'access-control-request-method': 'POST'},
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  /** Every source link of the answer and of the stored conversation is on our origin. */
  function expectOwnLinks(answer: Answer) {
    expect(answer.sources.length).toBeGreaterThan(0);
    for (const source of answer.sources) expect(source.url.startsWith(`${ownOrigin}/`)).toBe(true);
    const stored = storedSources().join('\n');
    expect(stored).toContain(`${ownOrigin}/`);
    expect(stored).not.toContain(attacker);
  }

  test('an answer asked with Host: attacker.example links to our origin, as stored', async () => {
    // A private key (a server calling), so the request gets past the origin rule to the answer.
    const secret = await newKey(server, 'private');
    const response = await ask({authorization: `Bearer ${secret}`, host: attacker, 'x-forwarded-host': attacker});
    expect(response.statusCode).toBe(200);
    expectOwnLinks(response.json() as Answer);
  });

  if (ownOrigin.startsWith('https://')) {
    test('the site key from our page, with Host: attacker.example, answers for our origin only', async () => {
      const response = await ask({host: attacker, origin: ownOrigin});
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(ownOrigin);
      expectOwnLinks(response.json() as Answer);
    });
  }

  test('our own page still gets CORS', async () => {
    const headers = ownOrigin.startsWith('https://') ? {host: new URL(ownOrigin).host} : {host: 'localhost:3000'};
    const response = await ask({...headers, origin: ownOrigin});
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(ownOrigin);
  });
});
