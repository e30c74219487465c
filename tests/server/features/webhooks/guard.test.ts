/**
 * Webhooks cannot reach inside our network (issue 21 §4): every internal spelling is refused
 * when staff register it and again when a delivery goes out, a name that moves inside after
 * registration is refused at delivery, the delivery log shows no status of an internal target,
 * and a receiver on 127.0.0.1 gets its delivery when the install allows private targets.
 * Names resolve through a table here: no test touches real DNS.
 */
import type {LightMyRequestResponse} from 'fastify';
import {ensureAgent} from '../../../../server/features/agent/agents';
import {insertEndpoint} from '../../../../server/features/webhooks/queries';
import type {Resolver} from '../../../../server/platform/outgoing-request';
import {WebhookRelay} from '../../../../server/features/webhooks/relay';
import type {TestServer} from '../../helper';
import {countRows, startTestServer} from '../../helper';
import {addStaff, asStaff, login} from '../staff/helper';
import {privateReceiverEnv, startReceiver, type TestReceiver} from './receiver';

jest.setTimeout(30_000);

const publicAddress = '93.184.215.14';

/** A resolver from a table; `rebind.example` answers public first and loopback after. */
function tableResolver(extra: Record<string, string[]> = {}) {
  const asked: string[] = [];
  const table: Record<string, string[]> = {
    'hooks.example': [publicAddress],
    'loopback.example': ['127.0.0.1'],
    'metadata.example': ['169.254.169.254'],
    'mixed.example': [publicAddress, '10.0.0.5'],
    ...extra,
  };
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    if (hostname === 'rebind.example') return asked.filter((name) => name === hostname).length === 1 ? [publicAddress] : ['127.0.0.1'];
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), {code: 'ENOTFOUND'});
    return addresses;
  };
  return {resolve, asked};
}

/** The 18 internal targets of the issue and their cousins, each with the code staff see. */
const internalTargets: [string, string][] = [
  ['http://169.254.169.254/latest/meta-data/', 'webhookUrlPrivate'],
  ['http://localhost/hooks', 'webhookUrlPrivate'],
  ['http://LOCALHOST./hooks', 'webhookUrlPrivate'],
  ['http://api.localhost/hooks', 'webhookUrlPrivate'],
  ['http://[::1]/hooks', 'webhookUrlPrivate'],
  ['http://127.0.0.1/healthz', 'webhookUrlPrivate'],
  ['http://127.1/hooks', 'webhookUrlPrivate'],
  ['http://2130706433/hooks', 'webhookUrlPrivate'],
  ['http://0x7f000001/hooks', 'webhookUrlPrivate'],
  ['http://0177.0.0.1/hooks', 'webhookUrlPrivate'],
  ['http://[::ffff:127.0.0.1]/hooks', 'webhookUrlPrivate'],
  ['http://0.0.0.0/hooks', 'webhookUrlPrivate'],
  ['http://[::]/hooks', 'webhookUrlPrivate'],
  ['http://10.0.0.1/hooks', 'webhookUrlPrivate'],
  ['http://172.16.0.1/hooks', 'webhookUrlPrivate'],
  ['http://192.168.1.1/hooks', 'webhookUrlPrivate'],
  ['http://100.64.0.1/hooks', 'webhookUrlPrivate'],
  ['http://[fd00::1]/hooks', 'webhookUrlPrivate'],
  ['http://[fe80::1]/hooks', 'webhookUrlPrivate'],
  ['http://224.0.0.1/hooks', 'webhookUrlPrivate'],
  ['http://255.255.255.255/hooks', 'webhookUrlPrivate'],
  ['http://[64:ff9b::a9fe:a9fe]/hooks', 'webhookUrlPrivate'],
  ['http://loopback.example/hooks', 'webhookUrlPrivate'],
  ['http://metadata.example/hooks', 'webhookUrlPrivate'],
  ['http://mixed.example/hooks', 'webhookUrlPrivate'],
  ['https://site.example/api/admin/accounts/1/disable', 'webhookUrlOwnSite'],
  ['https://SITE.example./hooks', 'webhookUrlOwnSite'],
  ['https://hooks.example:8080/hooks', 'webhookUrlPort'],
  ['http://hooks.example:22/', 'webhookUrlPort'],
  ['http://nowhere.example/hooks', 'webhookUrlUnresolved'],
];

type DeliveryRow = {status: string; attempts: number; last_status: number | null; last_error: string | null};

const env = {PUBLIC_URL: 'https://site.example', OUTBOX_START_DELAY_MS: '600000'};

/** A relay driven by hand (the app's own waits), one attempt allowed. */
function relayOf(server: TestServer) {
  const config = {pollMs: 50, startDelayMs: 0, retryBaseMs: 10, maxAttempts: 5, leaseMs: 60_000, concurrency: 5, timeoutMs: 2000};
  return new WebhookRelay(server.app.db, server.app.dbDialect, config, server.app.log, server.app.outgoing);
}

/** The delivery row of one endpoint (servers are shared: other tests' rows are there too). */
function deliveryOf(server: TestServer, endpointId: string): Promise<DeliveryRow | undefined> {
  return server.app.db
    .selectFrom('webhook_deliveries')
    .select(['status', 'attempts', 'last_status', 'last_error'])
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirst();
}

/** Each delivery test has its own agent, so an event reaches only the endpoint it registered. */
let agents = 0;
async function newAgent(server: TestServer): Promise<string> {
  agents += 1;
  const agentId = `agt_guard_${agents}`;
  await ensureAgent(server.app.db, agentId);
  return agentId;
}

async function deliverTo(server: TestServer, url: string): Promise<DeliveryRow | undefined> {
  const agentId = await newAgent(server);
  const id = `whe_${agentId}`;
  await insertEndpoint(server.app.db, {id, agentId, url, events: ['message.created'], secret: 'whsec_guard'});
  expect(await server.app.webhooks.emit(agentId, 'message.created', {content: 'Hi'})).toBe(1);
  await relayOf(server).runOnce();
  return deliveryOf(server, id);
}

/** Registers through the admin API, then emits one event to the new endpoint's agent. */
async function registerAndEmit(server: TestServer, register: (url: string, agentId: string) => Promise<LightMyRequestResponse>, url: string) {
  const agentId = await newAgent(server);
  const response = await register(url, agentId);
  expect(response.statusCode).toBe(201);
  expect(await server.app.webhooks.emit(agentId, 'message.created', {content: 'Hi'})).toBe(1);
  await relayOf(server).runOnce();
  return deliveryOf(server, response.json<{endpoint: {id: string}}>().endpoint.id);
}

describe('the outgoing-request guard on webhooks', () => {
  let server: TestServer;
  let cookie: string;
  let dns: ReturnType<typeof tableResolver>;
  let receiver: TestReceiver | undefined;

  async function start(extraEnv: Record<string, string> = {}, extraNames: Record<string, string[]> = {}) {
    dns = tableResolver(extraNames);
    server = await startTestServer({env: {...env, ...extraEnv}, resolveHost: dns.resolve});
    await addStaff(server);
    cookie = await login(server);
  }
  const register = (url: string, agentId?: string) =>
    asStaff(server, cookie, {method: 'POST', url: '/api/admin/webhooks', payload: {url, events: ['message.created'], ...(agentId ? {agentId} : {})}});
  const endpointCount = () => countRows(server, 'webhook_endpoints');
  /** The names looked up from now on. */
  const lookupsFrom = () => {
    const before = dns.asked.length;
    return () => dns.asked.slice(before);
  };

  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  // One server per block: each test keeps to its own agent, endpoint and rows.
  describe('by default', () => {
    beforeAll(() => start());
    afterAll(() => server.close());

    test.each(internalTargets)('refuses to register %s (%s)', async (url, code) => {
      const before = await endpointCount();
      const response = await register(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({code, error: expect.any(String), field: 'url'});
      expect(await endpointCount()).toBe(before);
    });

    test.each(internalTargets)('refuses to deliver to %s, failed for good with no status', async (url) => {
      const row = await deliverTo(server, url);
      expect(row).toEqual(expect.objectContaining({status: 'failed', attempts: 1, last_status: null}));
      expect(row?.last_error).toMatch(/^Refused: /);
    });

    test('registers a public receiver, for an agent that exists only', async () => {
      const before = await endpointCount();
      expect((await register('https://hooks.example/agent')).statusCode).toBe(201);
      const unknown = await register('https://hooks.example/agent', 'agt_nobody');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({code: 'agentNotFound', field: 'agentId'});
      expect(await endpointCount()).toBe(before + 1);
    });

    test('a name that resolves public at registration and loopback at delivery is refused at delivery', async () => {
      const lookups = lookupsFrom();
      expect(await registerAndEmit(server, register, 'http://rebind.example/hooks')).toMatchObject({
        status: 'failed',
        last_status: null,
        last_error: 'Refused: rebind.example is a loopback address',
      });
      expect(lookups()).toEqual(['rebind.example', 'rebind.example']);
    });
  });

  describe('with any port allowed', () => {
    // Its own server: WEBHOOK_PORTS=any, for the one test that reaches a live receiver's port.
    afterEach(() => server.close());

    test('a live internal receiver gets no request, and the log shows none of its status', async () => {
      receiver = await startReceiver(() => 200);
      await start({WEBHOOK_PORTS: 'any'});
      await deliverTo(server, receiver.url);
      expect(receiver.received).toHaveLength(0);
      const [endpoint] = (await asStaff(server, cookie, {method: 'GET', url: '/api/admin/webhooks'})).json().endpoints;
      const log = await asStaff(server, cookie, {method: 'GET', url: `/api/admin/webhooks/${endpoint.id}/deliveries`});
      expect(log.json().deliveries).toEqual([
        expect.objectContaining({status: 'failed', lastStatus: null, lastError: 'Refused: 127.0.0.1 is a loopback address'}),
      ]);
    });
  });

  describe('with WEBHOOK_ALLOW_PRIVATE=true', () => {
    // A name nothing else resolves: a connection to it can only have used the checked address.
    beforeAll(() => start(privateReceiverEnv, {'receiver.example': ['127.0.0.1']}));
    afterAll(() => server.close());

    test('a receiver on 127.0.0.1 registers and gets its delivery, at the address checked', async () => {
      receiver = await startReceiver(() => 204);
      const port = new URL(receiver.url).port;
      const lookups = lookupsFrom();
      expect(await registerAndEmit(server, register, `http://receiver.example:${port}/hooks`)).toMatchObject({status: 'sent', last_status: 204});
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0].headers.host).toBe(`receiver.example:${port}`);
      // Once at registration, once for the delivery: the connection made no lookup of its own.
      expect(lookups()).toEqual(['receiver.example', 'receiver.example']);
    });

    test.each([
      ['http://169.254.169.254/latest/meta-data/', 'webhookUrlPrivate'],
      ['http://0.0.0.0/hooks', 'webhookUrlPrivate'],
      ['https://site.example/hooks', 'webhookUrlOwnSite'],
    ])('still refuses %s', async (url, code) => {
      const response = await register(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({code});
    });
  });
});
