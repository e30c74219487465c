/**
 * The cross-site check trusts configured origins (PUBLIC_URL, ALLOWED_ORIGINS), never the Host
 * header: under DNS rebinding a hostile name resolves to this server and the browser sends
 * Host and Origin of that name alike.
 */
import type {AddressInfo} from 'node:net';
import {crossSiteMessage, isCrossSite, localOrigins} from '../../../../server/platform/http/abuse-guards';
import {startTestServer, type TestServer} from '../../helper';

const newsletter = '/functions/v1/newsletter';
let counter = 0;
const body = () => ({email: `origin${(counter += 1)}@example.com`});

type Case = [name: string, headers: Record<string, string>, accepted: boolean];

describe('with PUBLIC_URL=https://agentworks.example and a partner in ALLOWED_ORIGINS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {PUBLIC_URL: 'https://agentworks.example', ALLOWED_ORIGINS: 'https://partner-site.example'},
    });
  });
  afterAll(() => server.close());

  const cases: Case[] = [
    ['the public origin', {host: 'agentworks.example', origin: 'https://agentworks.example', 'sec-fetch-site': 'same-origin'}, true],
    ['the public origin behind a TLS proxy (Host seen as an internal name)', {host: '10.0.0.5:3000', origin: 'https://agentworks.example'}, true],
    ['the public origin with its default port spelled out', {host: 'agentworks.example', origin: 'https://agentworks.example:443'}, true],
    ['DNS rebinding: Host and Origin both the attacker\'s name', {host: 'evil.example', origin: 'http://evil.example'}, false],
    ['DNS rebinding that also claims same-origin', {host: 'evil.example', origin: 'http://evil.example', 'sec-fetch-site': 'same-origin'}, false],
    ['the public host over plain http', {host: 'agentworks.example', origin: 'http://agentworks.example'}, false],
    ['a sub-domain of the public host', {host: 'agentworks.example', origin: 'https://shop.agentworks.example'}, false],
    ['localhost, once PUBLIC_URL is set', {host: 'localhost:3000', origin: 'http://localhost:3000'}, false],
    ['the public origin contradicted by Sec-Fetch-Site: cross-site', {origin: 'https://agentworks.example', 'sec-fetch-site': 'cross-site'}, false],
    ['the public origin contradicted by Sec-Fetch-Site: same-site', {origin: 'https://agentworks.example', 'sec-fetch-site': 'same-site'}, false],
    ['a partner origin from ALLOWED_ORIGINS (cross-site by design)', {host: 'agentworks.example', origin: 'https://partner-site.example', 'sec-fetch-site': 'cross-site'}, true],
    ['the opaque origin "null"', {origin: 'null'}, false],
    ['an Origin that is not a URL', {origin: 'agentworks.example'}, false],
    ['no Origin and no Sec-Fetch-Site (curl, server to server)', {}, true],
    ['no Origin with Sec-Fetch-Site: same-origin', {'sec-fetch-site': 'same-origin'}, true],
    ['no Origin with Sec-Fetch-Site: cross-site', {'sec-fetch-site': 'cross-site'}, false],
  ];

  test.each(cases)('%s', async (_name, headers, accepted) => {
    const response = await server.app.inject({method: 'POST', url: newsletter, headers, payload: body()});
    if (accepted) {
      expect(response.statusCode).toBe(200);
    } else {
      expect({status: response.statusCode, body: response.json()}).toEqual({status: 403, body: {code: 'crossSiteRequest', error: crossSiteMessage}});
    }
  });
});

describe('without PUBLIC_URL: the local origins of the listening port', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer({env: {PORT: '0', HOST: '127.0.0.1'}});
    await server.app.listen({host: '127.0.0.1', port: 0});
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  const post = (origin: string, host = `127.0.0.1:${port}`) =>
    fetch(`http://127.0.0.1:${port}${newsletter}`, {
      method: 'POST',
      headers: {'content-type': 'application/json', origin, host},
      body: JSON.stringify(body()),
    });

  test('pages served by this server (localhost or 127.0.0.1 on its real port) may post', async () => {
    for (const origin of localOrigins(port).slice(0, 2)) expect((await post(origin)).status).toBe(200);
  });

  test('another port, or a rebinding name, may not', async () => {
    expect((await post(`http://localhost:${port + 1}`)).status).toBe(403);
    expect((await post(`http://evil.example:${port}`, `evil.example:${port}`)).status).toBe(403);
  });
});

test('isCrossSite never looks at the Host header', () => {
  const policy = {own: ['https://agentworks.example'], partners: []};
  expect(isCrossSite({host: 'evil.example', origin: 'http://evil.example'}, policy)).toBe(true);
  expect(isCrossSite({host: 'evil.example', origin: 'https://agentworks.example'}, policy)).toBe(false);
});
