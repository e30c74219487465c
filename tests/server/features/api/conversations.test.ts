/**
 * GET /v1/conversations (cursor pagination and filters), GET /v1/conversations/{id} (SPEC §3
 * "Conversation data", "Message data") and the feedback route, with bad input tables.
 */
import {ensureAgent} from '../../../../server/features/agent/agents';
import {addMessage, markHandedOff, startConversation} from '../../../../server/features/api/conversation-queries';
import {startTestServer, type TestServer} from '../../helper';
import {call, newKey} from './helper';

let server: TestServer;
let key: string;
const ids: Record<string, string> = {};
const base = Date.parse('2026-11-20T09:00:00.000Z');
const minute = 60_000;

beforeAll(async () => {
  server = await startTestServer();
  key = await newKey(server, 'private');
  const db = server.app.db;
  for (let i = 0; i < 5; i += 1) {
    ids[`c${i}`] = await startConversation(db, {agentId: 'agt_site', locale: i % 2 ? 'es' : 'en', userId: i < 2 ? 'user_a' : null, now: base + i * minute});
    await addMessage(db, {conversationId: ids[`c${i}`], role: 'user', content: `Question ${i}`, now: base + i * minute});
    ids[`m${i}`] = await addMessage(db, {
      conversationId: ids[`c${i}`],
      role: 'assistant',
      content: `Answer ${i}. [1]`,
      sources: [{title: 'Pricing', url: 'http://localhost/pricing#pro', snippet: 'The Pro plan'}],
      now: base + i * minute + 1000,
    });
  }
  await markHandedOff(db, ids.c3, {email: 'jane@example.com', name: 'Jane Doe', company: 'Acme Inc.', phone: '+1 555 010 0123'}, base + 10 * minute);
  await ensureAgent(db, 'agt_other');
  ids.foreign = await startConversation(db, {agentId: 'agt_other', locale: 'en', now: base});
});
afterAll(() => server.close());

const get = (url: string, secret = key) => call(server, secret, {method: 'GET', url});
type Page = {data: {id: string}[]; has_more: boolean};
const listIds = async (query = '') => {
  const response = await get(`/v1/conversations${query}`);
  expect([query, response.statusCode]).toEqual([query, 200]);
  return (response.json() as Page).data.map((c) => Object.keys(ids).find((name) => ids[name] === c.id));
};

describe('the list', () => {
  test('newest first, this agent only, in the documented shape', async () => {
    const page = (await get('/v1/conversations')).json() as Page;
    expect(page.has_more).toBe(false);
    expect(await listIds()).toEqual(['c4', 'c3', 'c2', 'c1', 'c0']);
    expect(page.data[1]).toEqual({
      id: ids.c3,
      visitor: {email: 'jane@example.com', name: 'Jane Doe', company: 'Acme Inc.', phone: '+1 555 010 0123'},
      user_id: null,
      locale: 'es',
      created_at: '2026-11-20T09:03:00.000Z',
      handed_off_at: '2026-11-20T09:10:00.000Z',
      message_count: 2,
    });
  });

  test('pages with limit and starting_after', async () => {
    const first = (await get('/v1/conversations?limit=2')).json() as Page;
    expect(first.has_more).toBe(true);
    const second = (await get(`/v1/conversations?limit=2&starting_after=${first.data[1].id}`)).json() as Page;
    const third = (await get(`/v1/conversations?limit=2&starting_after=${second.data[1].id}`)).json() as Page;
    expect(third.has_more).toBe(false);
    expect([...first.data, ...second.data, ...third.data].map((c) => c.id)).toEqual([ids.c4, ids.c3, ids.c2, ids.c1, ids.c0]);
  });

  test.each([
    ['?user_id=user_a', ['c1', 'c0']],
    ['?handed_off=true', ['c3']],
    ['?handed_off=false', ['c4', 'c2', 'c1', 'c0']],
    ['?since=2026-11-20T09:02:00Z', ['c4', 'c3', 'c2']],
    ['?until=2026-11-20T09:02:00Z', ['c1', 'c0']],
    ['?since=2026-11-20T09:01:00Z&until=2026-11-20T09:03:00Z&user_id=user_a', ['c1']],
  ])('filter %s', async (query, expected) => {
    expect(await listIds(query)).toEqual(expected);
  });

  test.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=ten', 'limit'],
    ['?starting_after=nope', 'starting_after'],
    ['?starting_after=conv_unknown', 'starting_after'],
    ['?since=yesterday', 'since'],
    ['?until=2026-13-45', 'until'],
    ['?handed_off=maybe', 'handed_off'],
    ['?user_id=', 'user_id'],
  ])('%s: 400 invalidRequest naming the field', async (query, field) => {
    const response = await get(`/v1/conversations${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({code: 'invalidRequest', error: expect.stringContaining(field)});
  });

  test("another agent's conversation cannot be a cursor", async () => {
    expect((await get(`/v1/conversations?starting_after=${ids.foreign}`)).statusCode).toBe(400);
  });
});

describe('one conversation', () => {
  test('with its messages, oldest first; role user is inbound', async () => {
    const response = await get(`/v1/conversations/${ids.c0}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: ids.c0,
      visitor: {email: null, name: null, company: null, phone: null},
      user_id: 'user_a',
      locale: 'en',
      created_at: '2026-11-20T09:00:00.000Z',
      handed_off_at: null,
      messages: [
        {id: expect.stringMatching(/^msg_/), conversation_id: ids.c0, content: 'Question 0', role: 'user', sources: [], uncertain: false, rating: null, created_at: '2026-11-20T09:00:00.000Z'},
        {
          id: ids.m0,
          conversation_id: ids.c0,
          content: 'Answer 0. [1]',
          role: 'assistant',
          sources: [{title: 'Pricing', url: 'http://localhost/pricing#pro', snippet: 'The Pro plan'}],
          uncertain: false,
          rating: null,
          created_at: '2026-11-20T09:00:01.000Z',
        },
      ],
    });
  });

  test.each([
    ['/v1/conversations/conv_unknown', 404],
    ['/v1/conversations/unknown', 400],
  ])('%s: %s', async (url, status) => {
    expect((await get(url)).statusCode).toBe(status);
  });

  test("another agent's conversation is a 404", async () => {
    expect((await get(`/v1/conversations/${ids.foreign}`)).json()).toMatchObject({code: 'notFound'});
  });
});

describe('feedback', () => {
  const rate = (conversation: string, message: string, payload: unknown, secret = key) =>
    call(server, secret, {method: 'POST', url: `/v1/conversations/${conversation}/messages/${message}/feedback`, payload: payload as Record<string, unknown>});

  test('stores the rating on the answer and the conversation (Chat Logs), replaced by a new one', async () => {
    const response = await rate(ids.c2, ids.m2, {rating: 'down'});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({id: ids.m2, rating: 'down'});
    const rated = (await get(`/v1/conversations/${ids.c2}`)).json() as {messages: {id: string; rating: string | null}[]};
    expect(rated.messages.find((m) => m.id === ids.m2)?.rating).toBe('down');
    expect(server.rows<{id: string; rating: string}>('conversations').find((c) => c.id === ids.c2)?.rating).toBe('down');
    await rate(ids.c2, ids.m2, {rating: 'up'});
    expect(server.rows<{id: string; rating: string}>('messages').find((m) => m.id === ids.m2)?.rating).toBe('up');
  });

  test('a public key from our origin may rate', async () => {
    expect((await rate(ids.c1, ids.m1, {rating: 'up'}, await newKey(server, 'public'))).statusCode).toBe(200);
  });

  test.each([
    ['no rating', () => [ids.c0, ids.m0], {}, 400],
    ['rating not up or down', () => [ids.c0, ids.m0], {rating: 'meh'}, 400],
    ['malformed message id', () => [ids.c0, 'abc'], {rating: 'up'}, 400],
    ['malformed conversation id', () => ['abc', ids.m0], {rating: 'up'}, 400],
    ['a message of another conversation', () => [ids.c1, ids.m0], {rating: 'up'}, 404],
    ['an unknown message', () => [ids.c0, 'msg_unknown'], {rating: 'up'}, 404],
    ['another agent\'s conversation', () => [ids.foreign, ids.m0], {rating: 'up'}, 404],
  ])('%s: %s', async (_label, target, payload, status) => {
    const [conversation, message] = target();
    const response = await rate(conversation, message, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({code: status === 400 ? 'invalidRequest' : 'notFound'});
  });

  test("the visitor's own question cannot be rated", async () => {
    const question = server.rows<{id: string; conversation_id: string; role: string}>('messages').find((m) => m.conversation_id === ids.c0 && m.role === 'user')!;
    expect((await rate(ids.c0, question.id, {rating: 'up'})).statusCode).toBe(404);
  });
});
