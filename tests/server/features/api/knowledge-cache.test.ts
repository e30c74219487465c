/**
 * Which agents' documents an instance holds (issue 23 §3, server/features/api/knowledge-cache.ts):
 * an agent's documents are read the first time it is asked, on whichever instance, without
 * waiting for the sync; beyond AGENT_INDEX_DOCUMENTS the least recently asked agent is dropped
 * and read again when asked; a change made elsewhere drops only the agent it changed.
 */
import {ensureAgent} from '../../../../server/features/agent/agents';
import {startTestServer, type TestServer} from '../../helper';
import {call, newKey, sameDatabase} from './helper';

type Answer = {uncertain: boolean; response: string};

/** A document only agent `n` knows, and the question it answers. */
function fact(n: number) {
  const place = ['Zephyrine', 'Quillon', 'Marbeck'][n];
  return {
    document: {title: `${place} tours`, content: `# ${place} tours\n\nCrater hikes on Mount ${place} leave every Tuesday at dawn and cost ${80 + n} euros.\n`},
    question: {query: `How much does a crater hike on Mount ${place} cost?`},
    price: `${80 + n} euros`,
  };
}

async function agentWithKey(server: TestServer, n: number): Promise<string> {
  const agentId = `agt_cache_${n}`;
  await ensureAgent(server.app.db, agentId, `Cache test ${n}`);
  return newKey(server, 'private', {agentId});
}

const ask = async (server: TestServer, key: string, n: number) =>
  (await call(server, key, {method: 'POST', url: '/v1/ask', payload: fact(n).question})).json() as Answer;

/**
 * Two instances on one database, with a sync far longer than any test: only reading on the first
 * question, or a sync the test runs itself, can bring another instance's change.
 */
function twoInstances() {
  const servers = {} as {first: TestServer; second: TestServer};
  beforeAll(async () => {
    servers.first = await startTestServer({env: {AGENT_SYNC_INTERVAL_MS: '600000'}});
    servers.second = await startTestServer({env: {...sameDatabase(servers.first), AGENT_SYNC_INTERVAL_MS: '600000'}});
  });
  afterAll(async () => {
    await servers.second.close();
    await servers.first.close();
  });
  return servers;
}

describe('an instance that has not seen an agent', () => {
  const servers = twoInstances();

  test('answers from documents another instance stored, at its first question', async () => {
    const {first, second} = servers;
    const key = await agentWithKey(first, 0);
    expect((await call(first, key, {method: 'POST', url: '/v1/knowledge', payload: fact(0).document})).statusCode).toBe(201);
    const answer = await ask(second, key, 0);
    expect(answer.uncertain).toBe(false);
    expect(answer.response).toContain(fact(0).price);
    expect(second.app.knowledgeCache.size).toEqual({agents: 1, documents: 1});
  });

  test('holds nothing for agents it was never asked about', () => {
    const {first} = servers;
    expect(first.app.knowledgeCache.size.agents).toBe(0);
  });
});

describe('with room for two documents', () => {
  let server: TestServer;
  const keys: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({env: {AGENT_INDEX_DOCUMENTS: '2'}});
    for (const n of [0, 1, 2]) {
      keys[n] = await agentWithKey(server, n);
      await call(server, keys[n], {method: 'POST', url: '/v1/knowledge', payload: fact(n).document});
    }
  });
  afterAll(() => server.close());

  test('the least recently asked agent is dropped, and read again when asked', async () => {
    for (const n of [0, 1, 0, 2]) expect((await ask(server, keys[n], n)).response).toContain(fact(n).price);
    // 0 was asked after 1, so 1 made room for 2.
    expect(server.app.knowledgeCache.size).toEqual({agents: 2, documents: 2});
    const again = await ask(server, keys[1], 1);
    expect(again.uncertain).toBe(false);
    expect(again.response).toContain(fact(1).price);
    expect(server.app.knowledgeCache.size).toEqual({agents: 2, documents: 2});
  });
});

describe('a change made on another instance', () => {
  const servers = twoInstances();

  test('drops only the agent it changed, at the next sync', async () => {
    const {first, second} = servers;
    const [zero, one] = [await agentWithKey(first, 0), await agentWithKey(first, 1)];
    const {id} = (await call(first, zero, {method: 'POST', url: '/v1/knowledge', payload: fact(0).document})).json() as {id: string};
    await call(first, one, {method: 'POST', url: '/v1/knowledge', payload: fact(1).document});
    expect((await ask(second, zero, 0)).uncertain).toBe(false);
    expect((await ask(second, one, 1)).uncertain).toBe(false);
    await second.app.knowledgeCache.sync();
    expect(second.app.knowledgeCache.size.agents).toBe(2);

    await call(first, zero, {method: 'DELETE', url: `/v1/knowledge/${id}`});
    await second.app.knowledgeCache.sync();
    expect(second.app.knowledgeCache.size).toEqual({agents: 1, documents: 1});
    expect((await ask(second, zero, 0)).uncertain).toBe(true);
    expect((await ask(second, one, 1)).uncertain).toBe(false);
  });
});
