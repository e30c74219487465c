/**
 * POST /api/sandbox (issue 13 §2): a throwaway agent and a private key valid for 24 hours,
 * same-origin only, a few per address and hour (counted in the database, no address stored);
 * an expired key is refused on every /v1 route; sandboxes answer only from their own knowledge;
 * their handoffs reach nobody; and the sweep deletes an expired sandbox with every row it owns.
 */
import {sandboxSweepEveryMs} from '../../../../server/features/sandbox/routes';
import {clientNetwork, sweepExpiredSandboxes} from '../../../../server/features/sandbox/service';
import {ensureAgent} from '../../../../server/features/agent/agents';
import {hashSecret} from '../../../../server/features/api/key-queries';
import {createHandoff} from '../../../../server/features/api/handoff-queries';
import {knowledgeVersion} from '../../../../server/features/api/knowledge-queries';
import {sandboxesPerAddress, sandboxLifetimeMs} from '../../../../server/features/sandbox/queries';
import {insertEndpoint} from '../../../../server/features/webhooks/queries';
import {handoffMail} from '../../../../server/features/mail/messages';
import {agentBuildDir} from '../agent/fixture';
import {countRows, startTestServer, type TestServer, type TestServerOptions} from '../../helper';
import {multipartFiles} from '../knowledge-ingest/documents';
import {addStaff, asStaff, login} from '../staff/helper';
import {call, newKey, sameDatabase} from '../api/helper';

type Sandbox = {agent_id: string; key: string; public_key: string; expires_at: string};
type Answer = {conversation_id: string; sources: {url: string}[]; uncertain: boolean};

const volcano = {
  title: 'Volcano tours',
  content: '# Volcano tours\n\n## Booking a crater hike\n\nCrater hikes on Mount Zephyrine leave every Tuesday at dawn and cost 80 euros per hiker.\n',
  source_url: 'https://tours.example/crater',
};
const volcanoQuestion = {query: 'When do crater hikes on Mount Zephyrine leave?'};

let server: TestServer;

/** A fresh server for each test of the describe block (`server`), closed after it. */
function eachTestWithServer(options?: TestServerOptions) {
  beforeEach(async () => {
    server = await startTestServer(options);
  });
  afterEach(() => server.close());
}

/** One server for all tests of the describe block, for tests that keep to their own sandboxes. */
function sharedServer(options?: TestServerOptions) {
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  afterAll(() => server.close());
}

/** Each sandbox comes from an address of its own, so a shared server's allowance per address never runs out. */
let addresses = 0;
function ownAddress(): string {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

const count = async (table: 'agents' | 'sandbox_grants' | 'handoffs' | 'outbox') => countRows(server, table);

/** Stands for the origin of our own pages: the configured site's (PORT's local origins in tests), not the Host's. */
const ownPage = 'own page';

function postSandbox(options: {headers?: Record<string, string>; payload?: unknown; remoteAddress?: string} = {}) {
  const headers = {...options.headers};
  if (headers.origin === ownPage) headers.origin = `http://localhost:${server.app.config.port}`;
  return server.app.inject({
    method: 'POST',
    url: '/api/sandbox',
    remoteAddress: options.remoteAddress,
    headers,
    ...(options.payload === undefined ? {} : {payload: options.payload as string}),
  });
}

async function newSandbox(remoteAddress = ownAddress()): Promise<Sandbox> {
  const response = await postSandbox({payload: {}, remoteAddress});
  if (response.statusCode !== 201) throw new Error(`no sandbox: ${response.statusCode} ${response.body}`);
  return response.json() as Sandbox;
}

const ask = async (key: string, payload: Record<string, unknown> = volcanoQuestion) =>
  (await call(server, key, {method: 'POST', url: '/v1/ask', payload})).json() as Answer;

function expire(agentId: string) {
  const past = Date.now() - 1000;
  server.exec(`update agents set expires_at = ${past} where id = '${agentId}'`);
  server.exec(`update api_keys set expires_at = ${past} where agent_id = '${agentId}'`);
}

describe('creating a sandbox', () => {
  // Each test reads its own sandbox, or counts rows before and after: one server.
  sharedServer();

  test('201 with the agent, a private key shown once and its end in 24 hours; the key works on /v1', async () => {
    const before = Date.now();
    const response = await postSandbox({payload: {}, remoteAddress: ownAddress()});
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const sandbox = response.json() as Sandbox;
    expect(sandbox).toEqual({
      agent_id: expect.stringMatching(/^agt_sbx_[A-Za-z0-9_-]{16}$/),
      key: expect.stringMatching(/^sk_[A-Za-z0-9_-]{43}$/),
      public_key: expect.stringMatching(/^pk_[A-Za-z0-9_-]{43}$/),
      expires_at: expect.any(String),
    });
    const expiresAt = new Date(sandbox.expires_at).getTime();
    expect(new Date(expiresAt).toISOString()).toBe(sandbox.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + sandboxLifetimeMs);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + sandboxLifetimeMs);

    const agent = server.rows<{id: string; name: string; expires_at: number}>('agents').find((row) => row.id === sandbox.agent_id);
    // Named after its id, so staff tell one prospect's sandbox from another's.
    expect(agent!.name).toBe(`Sandbox ${sandbox.agent_id.slice('agt_sbx_'.length, 'agt_sbx_'.length + 6)}`);
    expect(Number(agent!.expires_at)).toBe(expiresAt);
    const keys = server.rows<{agent_id: string; name: string; type: string; permissions: string; rate_limit: number; secret_hash: string; expires_at: number}>('api_keys');
    const key = keys.find((row) => row.agent_id === sandbox.agent_id && row.type === 'private')!;
    expect(key).toMatchObject({name: 'Sandbox key', type: 'private', rate_limit: 600, secret_hash: hashSecret(sandbox.key)});
    expect(JSON.parse(key.permissions)).toEqual(expect.arrayContaining(['ask', 'conversations:read', 'knowledge:read', 'knowledge:write', 'handoff', 'feedback']));
    expect(Number(key.expires_at)).toBe(expiresAt);
    expect(JSON.stringify(server.rows('api_keys'))).not.toContain(sandbox.key);

    const added = await call(server, sandbox.key, {method: 'POST', url: '/v1/knowledge', payload: volcano});
    expect(added.statusCode).toBe(201);
    const answer = await ask(sandbox.key);
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe(volcano.source_url);
    const listed = await call(server, sandbox.key, {method: 'GET', url: '/v1/conversations'});
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((c: {id: string}) => c.id)).toEqual([answer.conversation_id]);

    // The widget's public key: the sandbox's own agent, from our origin only, ending with it.
    const widgetKey = keys.find((row) => row.agent_id === sandbox.agent_id && row.type === 'public')!;
    expect(widgetKey).toMatchObject({name: 'Sandbox widget key', secret_hash: hashSecret(sandbox.public_key)});
    expect(Number(widgetKey.expires_at)).toBe(expiresAt);
    const fromSite = await call(server, sandbox.public_key, {method: 'POST', url: '/v1/ask', payload: volcanoQuestion});
    expect(fromSite.statusCode).toBe(200);
    expect(fromSite.json().sources[0].url).toBe(volcano.source_url);
    const elsewhere = await call(server, sandbox.public_key, {method: 'POST', url: '/v1/ask', payload: {query: 'x'}, headers: {origin: 'https://evil.example'}});
    expect(elsewhere.statusCode).toBe(403);
  });

  test.each([
    ['no body', {}],
    ['an empty JSON object', {payload: {}}],
    ['an empty JSON object from our own page', {payload: {}, headers: {origin: ownPage, 'sec-fetch-site': 'same-origin'}}],
  ])('%s: 201', async (_label, options) => {
    expect((await postSandbox({...options, remoteAddress: ownAddress()})).statusCode).toBe(201);
  });

  test.each([
    ['fields', {payload: {name: 'mine'}}, 400, 'badRequest'],
    ['an array', {payload: []}, 400, 'badRequest'],
    ['JSON null', {payload: 'null', headers: {'content-type': 'application/json'}}, 400, 'badRequest'],
    ['a JSON string', {payload: '"sandbox"', headers: {'content-type': 'application/json'}}, 400, 'badRequest'],
    ['broken JSON', {payload: '{', headers: {'content-type': 'application/json'}}, 400, 'invalidJson'],
    ['plain text', {payload: 'sandbox', headers: {'content-type': 'text/plain'}}, 415, 'unsupportedMediaType'],
    ['a body over 1 KB', {payload: {padding: 'x'.repeat(2000)}}, 413, 'bodyTooLarge'],
  ])('%s: %s %s, no sandbox made', async (_label, options, status, code) => {
    const before = await count('agents');
    const response = await postSandbox(options);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({code, error: expect.any(String)});
    expect(await count('agents')).toBe(before);
  });

  test('GET is 405 with Allow: POST', async () => {
    const response = await server.app.inject({method: 'GET', url: '/api/sandbox'});
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('POST');
  });

  test.each([
    ['another site', {origin: 'https://evil.example'}],
    ['another site that says so', {origin: 'https://evil.example', 'sec-fetch-site': 'cross-site'}],
    ['our origin contradicted by Sec-Fetch-Site', {origin: ownPage, 'sec-fetch-site': 'cross-site'}],
    ['no Origin but a cross-site fetch', {'sec-fetch-site': 'same-site'}],
    ['Origin null', {origin: 'null'}],
  ])('a cross-site post (%s) is refused with 403 crossSiteRequest', async (_label, headers) => {
    const before = await count('sandbox_grants');
    const response = await postSandbox({payload: {}, headers});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({code: 'crossSiteRequest', error: 'Cross-site requests are not allowed'});
    expect(await count('sandbox_grants')).toBe(before);
  });
});

describe('the allowance per address', () => {
  // A server per test: each spends an address's whole allowance.
  eachTestWithServer();

  test(`the ${sandboxesPerAddress + 1}th sandbox of one address within the hour is 429 with Retry-After; another address still gets one`, async () => {
    const statuses = [];
    for (let i = 0; i < sandboxesPerAddress; i += 1) statuses.push((await postSandbox({payload: {}, remoteAddress: '198.51.100.7'})).statusCode);
    expect(statuses).toEqual(Array(sandboxesPerAddress).fill(201));
    const refused = await postSandbox({payload: {}, remoteAddress: '198.51.100.7'});
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({code: 'rateLimited', error: expect.stringContaining(`${sandboxesPerAddress} sandboxes per address per hour`)});
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await postSandbox({payload: {}, remoteAddress: '203.0.113.9'})).statusCode).toBe(201);

    // Refusals do not count, no address is stored, and the hour slides.
    await postSandbox({payload: {}, remoteAddress: '198.51.100.7'});
    const grants = server.rows<{address_hash: string}>('sandbox_grants');
    expect(grants).toHaveLength(sandboxesPerAddress + 1);
    expect(JSON.stringify(grants)).not.toMatch(/198\.51|203\.0/);
    server.exec(`update sandbox_grants set created_at = created_at - ${60 * 60_000}`);
    expect((await postSandbox({payload: {}, remoteAddress: '198.51.100.7'})).statusCode).toBe(201);
  });

  test('the count lives in the database: it holds across two instances', async () => {
    const second = await startTestServer({env: sameDatabase(server)});
    try {
      const statuses = [];
      for (let i = 0; i <= sandboxesPerAddress; i += 1) {
        const target = i % 2 === 0 ? server : second;
        statuses.push((await target.app.inject({method: 'POST', url: '/api/sandbox', payload: {}, remoteAddress: '198.51.100.7'})).statusCode);
      }
      expect(statuses).toEqual([...Array(sandboxesPerAddress).fill(201), 429]);
    } finally {
      await second.close();
    }
  });

  test('addresses of one IPv6 /64 share an allowance', async () => {
    for (let i = 1; i <= sandboxesPerAddress; i += 1) await postSandbox({payload: {}, remoteAddress: `2001:db8:1:2::${i}`});
    expect((await postSandbox({payload: {}, remoteAddress: '2001:db8:1:2:ffff::1'})).statusCode).toBe(429);
    expect((await postSandbox({payload: {}, remoteAddress: '2001:db8:1:3::1'})).statusCode).toBe(201);
  });
});

describe('one client address', () => {
  test.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('clientNetwork(%s) is %s', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });
});

describe('an expired sandbox key', () => {
  // Each test expires its own sandbox: one server.
  sharedServer();

  test.each([
    ['POST', '/v1/ask', {query: 'Hello?'}],
    ['GET', '/v1/conversations', undefined],
    ['GET', '/v1/conversations/conv_abc', undefined],
    ['POST', '/v1/conversations/conv_abc/messages/msg_abc/feedback', {rating: 'up'}],
    ['GET', '/v1/knowledge', undefined],
    ['POST', '/v1/knowledge', {title: 'x', content: 'x'}],
    ['GET', '/v1/knowledge/kn_abc', undefined],
    ['DELETE', '/v1/knowledge/kn_abc', undefined],
    ['POST', '/v1/handoff', {conversation_id: 'conv_abc', visitor: {email: 'a@example.com'}}],
  ] as const)('%s %s: 401 unauthorized, like a revoked key', async (method, url, payload) => {
    const sandbox = await newSandbox();
    expire(sandbox.agent_id);
    const response = await call(server, sandbox.key, {method, url, ...(payload ? {payload} : {})});
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({code: 'unauthorized', error: expect.stringContaining('Authorization: Bearer')});
  });

  test('a key works until its end, not after', async () => {
    const sandbox = await newSandbox();
    const list = {method: 'GET', url: '/v1/conversations'} as const;
    expect((await call(server, sandbox.key, list)).statusCode).toBe(200);
    server.exec(`update api_keys set expires_at = ${Date.now() + 60_000} where agent_id = '${sandbox.agent_id}'`);
    expect((await call(server, sandbox.key, list)).statusCode).toBe(200);
    expire(sandbox.agent_id);
    expect((await call(server, sandbox.key, list)).statusCode).toBe(401);
  });
});

describe('isolation', () => {
  // Each test asks with its own sandboxes: one server.
  sharedServer({buildDir: agentBuildDir});

  test("a new sandbox knows none of the site's pages", async () => {
    const siteKey = await newKey(server, 'private');
    const sandbox = await newSandbox();
    const pricing = {query: 'How much does the Pro plan cost?'};
    expect((await ask(siteKey, pricing)).uncertain).toBe(false);
    const answer = await ask(sandbox.key, pricing);
    expect(answer.uncertain).toBe(true);
    expect(answer.sources).toEqual([]);
  });

  test("knowledge added with one sandbox's key is answered for it alone", async () => {
    const siteKey = await newKey(server, 'private');
    const a = await newSandbox();
    const b = await newSandbox();
    const {id} = (await call(server, a.key, {method: 'POST', url: '/v1/knowledge', payload: volcano})).json() as {id: string};
    expect((await ask(a.key)).sources.map((s) => s.url)).toContain(volcano.source_url);
    for (const other of [b.key, siteKey]) {
      expect((await ask(other)).sources.map((s) => s.url)).not.toContain(volcano.source_url);
      expect((await call(server, other, {method: 'GET', url: `/v1/knowledge/${id}`})).statusCode).toBe(404);
    }
    expect((await call(server, b.key, {method: 'GET', url: '/v1/knowledge'})).json()).toEqual({data: [], has_more: false});
  });
});

describe('handoffs from a sandbox', () => {
  // Sandboxes add no handoff, mail or contact (counts before and after): one server, on which
  // nothing else adds a contact.
  sharedServer({env: {NOTIFY_TO: 'sales@agentworks.example'}});

  test('are answered 202 as documented and mark the conversation, but mail nobody and add no contact', async () => {
    const sandbox = await newSandbox();
    const [handoffs, mails] = [await count('handoffs'), await count('outbox')];
    const {conversation_id: conversation} = await ask(sandbox.key, {query: 'Can I talk to a person?'});
    const response = await call(server, sandbox.key, {
      method: 'POST',
      url: '/v1/handoff',
      payload: {conversation_id: conversation, visitor: {email: 'Reader@Example.com', name: 'Docs Reader'}, reason: 'other', priority: 'high'},
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({id: expect.stringMatching(/^ho_/), conversation_id: conversation, status: 'queued', created_at: expect.any(String)});
    const stored = server.rows<{id: string; handed_off_at: number | null; visitor_email: string}>('conversations').find((c) => c.id === conversation);
    expect(stored?.handed_off_at).not.toBeNull();
    expect(stored?.visitor_email).toBe('reader@example.com');
    expect(await count('handoffs')).toBe(handoffs);
    expect(await count('outbox')).toBe(mails);

    await addStaff(server, 'handoffs@example.com');
    const cookie = await login(server, 'handoffs@example.com');
    expect((await asStaff(server, cookie, {method: 'GET', url: '/api/admin/contacts'})).json()).toMatchObject({contacts: [], total: 0});
  });

  test('are validated like any other', async () => {
    const sandbox = await newSandbox();
    const response = await call(server, sandbox.key, {method: 'POST', url: '/v1/handoff', payload: {conversation_id: 'conv_unknown', visitor: {email: 'nope'}}});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({code: 'invalidRequest', error: expect.stringContaining('visitor.email')});
  });
});

/** Rows of the tables an agent's data lives in, and which of them belong to one agent. */
const ownedTables = [
  'agents',
  'api_keys',
  'api_key_usage',
  'conversations',
  'messages',
  'knowledge_documents',
  'knowledge_imports',
  'handoffs',
  'outbox',
  'webhook_endpoints',
  'webhook_deliveries',
] as const;
type Row = Record<string, unknown>;
type Tables = Record<(typeof ownedTables)[number], Row[]>;

function snapshot(): Tables {
  return Object.fromEntries(ownedTables.map((table) => [table, server.rows<Row>(table)])) as Tables;
}

function ownerOf(tables: Tables, agentId: string): Record<keyof Tables, (row: Row) => boolean> {
  const ids = (table: keyof Tables, column: string, match: (row: Row) => boolean) => new Set(tables[table].filter(match).map((row) => String(row[column])));
  const keys = ids('api_keys', 'id', (row) => row.agent_id === agentId);
  const conversations = ids('conversations', 'id', (row) => row.agent_id === agentId);
  const handoffs = ids('handoffs', 'id', (row) => row.agent_id === agentId);
  const endpoints = ids('webhook_endpoints', 'id', (row) => row.agent_id === agentId);
  return {
    agents: (row) => row.id === agentId,
    api_keys: (row) => row.agent_id === agentId,
    api_key_usage: (row) => keys.has(String(row.key_id)),
    conversations: (row) => row.agent_id === agentId,
    messages: (row) => conversations.has(String(row.conversation_id)),
    knowledge_documents: (row) => row.agent_id === agentId,
    knowledge_imports: (row) => row.agent_id === agentId,
    handoffs: (row) => row.agent_id === agentId,
    outbox: (row) => row.source_table === 'handoffs' && handoffs.has(String(row.source_id)),
    webhook_endpoints: (row) => row.agent_id === agentId,
    webhook_deliveries: (row) => endpoints.has(String(row.endpoint_id)),
  };
}

describe('the sweep', () => {
  // A server per test: the sweep takes every expired sandbox, and one test listens.
  // The relays are held back: a delivery attempt would change rows the test compares.
  eachTestWithServer({buildDir: agentBuildDir, logLevel: 'info', env: {OUTBOX_START_DELAY_MS: '600000'}});

  /** Knowledge, an import waiting (the relays are held back), a conversation with webhook deliveries, and a handoff with its mail. */
  async function fill(agentId: string, key: string) {
    await insertEndpoint(server.app.db, {id: `wh_${agentId}`, agentId, url: 'https://hooks.example/in', events: ['conversation.created', 'message.created'], secret: 'whsec_test'});
    expect((await call(server, key, {method: 'POST', url: '/v1/knowledge', payload: volcano})).statusCode).toBe(201);
    const upload = multipartFiles([{name: 'later.md', data: Buffer.from('# Later\n\nRead by a job.\n')}]);
    const queued = await call(server, key, {method: 'POST', url: '/v1/knowledge', payload: upload.payload, headers: {...upload.headers, prefer: 'respond-async'}});
    expect(queued.statusCode).toBe(202);
    const {conversation_id: conversationId} = await ask(key);
    const visitor = {email: 'reader@example.com'};
    const handoff = {agentId, conversationId, visitor, reason: 'other', note: '', priority: 'normal'};
    await createHandoff(server.app.db, handoff, handoffMail('sales@agentworks.example', {...handoff, transcript: []}));
  }

  test('deletes an expired sandbox with every row it owns; a live sandbox, agt_site and staff agents stay', async () => {
    const expired = await newSandbox();
    const live = await newSandbox();
    const siteKey = await newKey(server, 'private');
    await ensureAgent(server.app.db, 'agt_staff_made');
    await fill(expired.agent_id, expired.key);
    await fill(live.agent_id, live.key);
    await fill('agt_site', siteKey);
    expire(expired.agent_id);
    // Only sandboxes are swept, even if another agent somehow had an end.
    server.exec(`update agents set expires_at = 1 where id in ('agt_site', 'agt_staff_made')`);

    const before = snapshot();
    const owned = ownerOf(before, expired.agent_id);
    for (const table of ownedTables) expect([table, before[table].some(owned[table])]).toEqual([table, true]);
    const version = await knowledgeVersion(server.app.db);

    expect(await sweepExpiredSandboxes(server.app)).toBe(1);

    const after = snapshot();
    for (const table of ownedTables) expect([table, after[table]]).toEqual([table, before[table].filter((row) => !owned[table](row))]);
    // The uploads its import left waiting went too; the live sandbox's still wait.
    const waiting = async (row: Row) => {
      const [file] = JSON.parse(String(row.files)) as {object: string}[];
      const found = await server.app.storage.get('knowledge-imports', file.object);
      found?.stream.destroy();
      return found !== undefined;
    };
    for (const row of before.knowledge_imports) expect([row.agent_id, await waiting(row)]).toEqual([row.agent_id, !owned.knowledge_imports(row)]);
    expect(await knowledgeVersion(server.app.db)).toBeGreaterThan(version);
    expect(server.logs.some((line) => /sandbox sweep: deleted 1 expired/.test(line.msg ?? ''))).toBe(true);

    // The index no longer answers from the swept knowledge; the others still do.
    const swept = await server.app.agent.ask({agentId: expired.agent_id, query: volcanoQuestion.query, locale: 'en'});
    expect(swept.uncertain).toBe(true);
    expect((await ask(live.key)).sources.map((s) => s.url)).toContain(volcano.source_url);
    expect((await ask(siteKey)).sources.map((s) => s.url)).toContain(volcano.source_url);
    expect((await ask(siteKey, {query: 'How much does the Pro plan cost?'})).uncertain).toBe(false);

    expect(await sweepExpiredSandboxes(server.app)).toBe(0);
  });

  test('another instance drops the swept knowledge when it sees the version move', async () => {
    await server.close();
    server = await startTestServer({env: {AGENT_SYNC_INTERVAL_MS: '50'}});
    const other = await startTestServer({env: {...sameDatabase(server), AGENT_SYNC_INTERVAL_MS: '50'}});
    try {
      const sandbox = await newSandbox();
      await call(server, sandbox.key, {method: 'POST', url: '/v1/knowledge', payload: volcano});
      // As /v1/ask does: the agent's documents are read when it is asked, then the index answers.
      const answersOnOther = async () => {
        await other.app.knowledgeCache.ready(sandbox.agent_id);
        return !(await other.app.agent.ask({agentId: sandbox.agent_id, query: volcanoQuestion.query, locale: 'en'})).uncertain;
      };
      expect(await eventually(answersOnOther, true)).toBe(true);
      expire(sandbox.agent_id);
      expect(await sweepExpiredSandboxes(server.app)).toBe(1);
      expect(await eventually(answersOnOther, false)).toBe(false);
    } finally {
      await other.close();
    }
  });

  test(`runs when the server listens (then every ${sandboxSweepEveryMs / 60_000} minutes)`, async () => {
    const sandbox = await newSandbox();
    expire(sandbox.agent_id);
    await server.app.listen({port: 0, host: '127.0.0.1'});
    // Read through the app's connection: a psql process would hold up the event loop, and the sweep with it.
    const gone = async () => (await server.app.db.selectFrom('agents').select('id').where('id', '=', sandbox.agent_id).executeTakeFirst()) === undefined;
    expect(await eventually(gone, true)).toBe(true);
  });
});

/** Polls `check` for up to 2 seconds until it answers `wanted`; its last answer. */
async function eventually(check: () => Promise<boolean>, wanted: boolean): Promise<boolean> {
  const deadline = Date.now() + 2000;
  let answer = await check();
  while (answer !== wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await check();
  }
  return answer;
}
