/**
 * /v1/knowledge (issue 12 §2, §4): add -> ask finds it -> delete -> gone; list, get, agents kept
 * apart; bad input; and two app instances on one database: a document added on one is answered
 * by the other within the sync interval, and a key's rate limit holds across both.
 */
import {ensureAgent} from '../../../../server/features/agent/agents';
import {startTestServer, type TestServer} from '../../helper';
import {call, newKey, sameDatabase} from './helper';

const syncIntervalMs = 50;
const document = {
  title: 'Volcano tours',
  content: '# Volcano tours\n\n## Booking a crater hike\n\nCrater hikes on Mount Zephyrine leave every Tuesday at dawn and cost 80 euros per hiker.\n',
  source_url: 'https://tours.example/crater',
  tags: ['tours'],
};
const question = {query: 'When do crater hikes on Mount Zephyrine leave?'};

type Answer = {sources: {url: string; title: string}[]; uncertain: boolean};

describe('one instance', () => {
  let server: TestServer;
  let key: string;
  async function start() {
    server = await startTestServer({env: {AGENT_SYNC_INTERVAL_MS: String(syncIntervalMs)}});
    key = await newKey(server, 'private');
  }

  const ask = async (secret = key) => (await call(server, secret, {method: 'POST', url: '/v1/ask', payload: question})).json() as Answer;

  describe('documents', () => {
    // Each asks the site's agent about the one document it adds, or lists them all: a server per test.
    beforeEach(start);
    afterEach(() => server.close());

    test('add -> the agent answers from it at once -> delete -> gone', async () => {
      expect((await ask()).uncertain).toBe(true);
      const added = await call(server, key, {method: 'POST', url: '/v1/knowledge', payload: document});
      expect(added.statusCode).toBe(201);
      const body = added.json() as {id: string; title: string; status: string; created_at: string};
      expect(body).toEqual({id: expect.stringMatching(/^kn_/), title: 'Volcano tours', status: 'ready', created_at: expect.any(String)});
      expect(new Date(body.created_at).toISOString()).toBe(body.created_at);

      const answer = await ask();
      expect(answer.uncertain).toBe(false);
      expect(answer.sources[0].url).toBe('https://tours.example/crater');

      const fetched = await call(server, key, {method: 'GET', url: `/v1/knowledge/${body.id}`});
      expect(fetched.json()).toMatchObject({id: body.id, title: 'Volcano tours', content: document.content, source_url: document.source_url, tags: ['tours'], status: 'ready'});
      const listed = await call(server, key, {method: 'GET', url: '/v1/knowledge'});
      expect(listed.json()).toEqual({data: [expect.objectContaining({id: body.id, title: 'Volcano tours'})], has_more: false});
      expect(listed.json().data[0].content).toBeUndefined();

      const deleted = await call(server, key, {method: 'DELETE', url: `/v1/knowledge/${body.id}`});
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      expect((await ask()).uncertain).toBe(true);
      expect((await call(server, key, {method: 'GET', url: `/v1/knowledge/${body.id}`})).statusCode).toBe(404);
      expect((await call(server, key, {method: 'DELETE', url: `/v1/knowledge/${body.id}`})).statusCode).toBe(404);
    });

    test('a document without source_url is cited at /v1/knowledge/{id}', async () => {
      const {id} = (await call(server, key, {method: 'POST', url: '/v1/knowledge', payload: {title: document.title, content: document.content}})).json() as {id: string};
      expect((await ask()).sources[0].url).toMatch(new RegExp(`/v1/knowledge/${id}$`));
    });

    test('agents are kept apart: another agent neither sees nor answers from the document', async () => {
      await ensureAgent(server.app.db, 'agt_other');
      const other = await newKey(server, 'private', {agentId: 'agt_other'});
      const {id} = (await call(server, key, {method: 'POST', url: '/v1/knowledge', payload: document})).json() as {id: string};
      expect((await ask(other)).uncertain).toBe(true);
      expect((await call(server, other, {method: 'GET', url: `/v1/knowledge/${id}`})).statusCode).toBe(404);
      expect((await call(server, other, {method: 'DELETE', url: `/v1/knowledge/${id}`})).statusCode).toBe(404);
      expect((await call(server, other, {method: 'GET', url: '/v1/knowledge'})).json()).toEqual({data: [], has_more: false});
    });

    test('the list pages newest first with starting_after', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        ids.push(((await call(server, key, {method: 'POST', url: '/v1/knowledge', payload: {title: `Doc ${i}`, content: `Text ${i}`}})).json() as {id: string}).id);
      }
      const first = (await call(server, key, {method: 'GET', url: '/v1/knowledge?limit=2'})).json() as {data: {id: string}[]; has_more: boolean};
      expect(first.has_more).toBe(true);
      const second = (await call(server, key, {method: 'GET', url: `/v1/knowledge?limit=2&starting_after=${first.data[1].id}`})).json() as {data: {id: string}[]; has_more: boolean};
      expect(second.has_more).toBe(false);
      expect([...first.data, ...second.data].map((d) => d.id).sort()).toEqual([...ids].sort());
      expect(new Set([...first.data, ...second.data].map((d) => d.id)).size).toBe(3);
    });
  });

  describe('refusals', () => {
    // Nothing is added: one server.
    beforeAll(start);
    afterAll(() => server.close());

    test.each([
      ['no title', {content: 'x'}, 'title'],
      ['no content', {title: 'x'}, 'content'],
      ['empty title', {title: '', content: 'x'}, 'title'],
      ['blank content', {title: 'x', content: '  \n '}, 'content'],
      ['title too long', {title: 'x'.repeat(201), content: 'x'}, 'title'],
      ['content over 1 MB', {title: 'x', content: 'é'.repeat(600_000)}, 'content'],
      ['source_url not http(s)', {title: 'x', content: 'x', source_url: 'javascript:alert(1)'}, 'source_url'],
      ['tags not strings', {title: 'x', content: 'x', tags: [{}]}, 'tags'],
      ['too many tags', {title: 'x', content: 'x', tags: Array.from({length: 21}, (_, i) => `t${i}`)}, 'tags'],
      ['unknown locale', {title: 'x', content: 'x', locale: 'fr'}, 'locale'],
      ['title a number', {title: 2026, content: 'x'}, 'title must be string'],
      ['tags a string', {title: 'x', content: 'x', tags: 'returns'}, 'tags must be array'],
    ])('POST %s: 400 invalidRequest naming the field', async (_label, payload, field) => {
      const response = await call(server, key, {method: 'POST', url: '/v1/knowledge', payload});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({code: 'invalidRequest', error: expect.stringContaining(field)});
    });

    test.each([
      ['GET', '/v1/knowledge/abc', 400],
      ['DELETE', '/v1/knowledge/kn_', 400],
      ['GET', '/v1/knowledge?limit=0', 400],
      ['GET', '/v1/knowledge?limit=101', 400],
      ['GET', '/v1/knowledge?starting_after=kn_unknown', 400],
      ['GET', '/v1/knowledge/kn_unknown', 404],
    ] as const)('%s %s: %s', async (method, url, status) => {
      const response = await call(server, key, {method, url});
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({code: status === 400 ? 'invalidRequest' : 'notFound'});
    });
  });
});

describe('two instances on one database', () => {
  let first: TestServer;
  let second: TestServer;
  beforeEach(async () => {
    first = await startTestServer({env: {AGENT_SYNC_INTERVAL_MS: String(syncIntervalMs)}});
    second = await startTestServer({env: {...sameDatabase(first), AGENT_SYNC_INTERVAL_MS: String(syncIntervalMs)}});
  });
  afterEach(async () => {
    await second.close();
    await first.close();
  });

  async function eventually(check: () => Promise<boolean>, withinMs: number) {
    const deadline = Date.now() + withinMs;
    while (Date.now() < deadline) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return check();
  }

  test('knowledge added or deleted on one is answered by the other within the sync interval', async () => {
    const key = await newKey(first, 'private');
    const askSecond = async () => (await call(second, key, {method: 'POST', url: '/v1/ask', payload: question})).json() as Answer;
    expect((await askSecond()).uncertain).toBe(true);
    const {id} = (await call(first, key, {method: 'POST', url: '/v1/knowledge', payload: document})).json() as {id: string};
    const added = Date.now();
    expect(await eventually(async () => !(await askSecond()).uncertain, 10 * syncIntervalMs)).toBe(true);
    expect(Date.now() - added).toBeLessThan(10 * syncIntervalMs);
    await call(first, key, {method: 'DELETE', url: `/v1/knowledge/${id}`});
    expect(await eventually(async () => (await askSecond()).uncertain, 10 * syncIntervalMs)).toBe(true);
  });

  test("a key's rate limit holds across both instances", async () => {
    const key = await newKey(first, 'private', {rateLimit: 4});
    const list = {method: 'GET', url: '/v1/conversations'} as const;
    const statuses = [];
    for (const server of [first, second, first, second, first, second]) statuses.push((await call(server, key, list)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
