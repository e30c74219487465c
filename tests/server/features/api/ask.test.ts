/**
 * POST /v1/ask (issue 12 §2): answers from the site's knowledge with absolute source links,
 * new and continued conversations stored with both messages, the locale rule, SSE framing,
 * and a table of bad input.
 */
import {ensureAgent} from '../../../../server/features/agent/agents';
import {startTestServer, type TestServer} from '../../helper';
import {agentBuildDir} from '../agent/fixture';
import {call, newKey, ownOrigin} from './helper';

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer({buildDir: agentBuildDir});
  key = await newKey(server, 'private');
});
afterAll(() => server.close());

const ask = (payload: unknown, headers: Record<string, string> = {}) =>
  call(server, key, {method: 'POST', url: '/v1/ask', payload: payload as Record<string, unknown>, headers});

type AskAnswer = {
  id: string;
  conversation_id: string;
  response: string;
  sources: {title: string; url: string; snippet: string}[];
  suggested_follow_ups: string[];
  uncertain: boolean;
};

describe('answers', () => {
  test('answers from our pages with absolute source links and stores question and answer', async () => {
    const response = await ask({query: 'How much does the Pro plan cost?', user_id: 'user_42'});
    expect(response.statusCode).toBe(200);
    const answer = response.json() as AskAnswer;
    expect(answer).toEqual({
      id: expect.stringMatching(/^msg_/),
      conversation_id: expect.stringMatching(/^conv_/),
      response: expect.stringMatching(/\[1\]/),
      sources: expect.any(Array),
      suggested_follow_ups: expect.any(Array),
      uncertain: false,
    });
    expect(answer.sources[0]).toMatchObject({url: `${ownOrigin}/pricing#pro`, title: expect.any(String), snippet: expect.any(String)});
    const conversation = server.rows<{id: string; user_id: string; locale: string; agent_id: string}>('conversations').find((c) => c.id === answer.conversation_id);
    expect(conversation).toMatchObject({user_id: 'user_42', locale: 'en', agent_id: 'agt_site'});
    const messages = server.rows<{id: string; conversation_id: string; role: string; content: string; sources: string; uncertain: number}>('messages')
      .filter((m) => m.conversation_id === answer.conversation_id);
    expect(messages.map((m) => m.role).sort()).toEqual(['assistant', 'user']);
    const stored = messages.find((m) => m.role === 'assistant')!;
    expect(stored.id).toBe(answer.id);
    expect(stored.content).toBe(answer.response);
    expect(JSON.parse(stored.sources)).toEqual(answer.sources);
  });

  test('an answer the knowledge does not cover is marked uncertain, and stored so', async () => {
    const answer = (await ask({query: 'What is the boiling point of mercury on Jupiter?'})).json() as AskAnswer;
    expect(answer.uncertain).toBe(true);
    const stored = server.rows<{id: string; uncertain: number}>('messages').find((m) => m.id === answer.id)!;
    expect(Number(stored.uncertain)).toBe(1);
  });

  test('a continued conversation keeps its id and grows; another agent\'s conversation is a 404', async () => {
    const first = (await ask({query: 'How much does the Pro plan cost?'})).json() as AskAnswer;
    const second = await ask({query: 'And the Business plan?', conversation_id: first.conversation_id});
    expect(second.statusCode).toBe(200);
    expect((second.json() as AskAnswer).conversation_id).toBe(first.conversation_id);
    expect(server.rows<{conversation_id: string}>('messages').filter((m) => m.conversation_id === first.conversation_id)).toHaveLength(4);

    await ensureAgent(server.app.db, 'agt_other');
    const otherAgent = await newKey(server, 'private', {agentId: 'agt_other'});
    const foreign = await call(server, otherAgent, {method: 'POST', url: '/v1/ask', payload: {query: 'Hi', conversation_id: first.conversation_id}});
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({code: 'notFound'});
  });

  test.each([
    ['context.locale es', {context: {locale: 'es'}}, {}, 'es'],
    ['context.locale es-MX', {context: {locale: 'es-MX'}}, {}, 'es'],
    ['context.locale fr falls back to English', {context: {locale: 'fr'}}, {'accept-language': 'es'}, 'en'],
    ['Accept-Language es', {}, {'accept-language': 'es-ES,es;q=0.9,en;q=0.8'}, 'es'],
    ['Accept-Language ranks by q', {}, {'accept-language': 'fr, en;q=0.5, es;q=0.8'}, 'es'],
    ['Accept-Language of another language', {}, {'accept-language': 'de'}, 'en'],
    ['nothing', {}, {}, 'en'],
  ])('locale from %s', async (_label, extra, headers, locale) => {
    // Each reader asks in their own language: a Spanish reader's question finds the Spanish page.
    const query = locale === 'es' ? '¿Cuánto cuesta el plan Pro?' : 'Pro plan price';
    const answer = (await ask({query, ...extra}, headers)).json() as AskAnswer;
    const conversation = server.rows<{id: string; locale: string}>('conversations').find((c) => c.id === answer.conversation_id);
    expect(conversation?.locale).toBe(locale);
    if (locale === 'es') expect(answer.sources[0]?.url).toMatch(new RegExp(`^${ownOrigin}/es/`));
  });

  // The site's widget sends the page it is on: a docs page of another version answers from that
  // version (issue 20 §1); any other page from the newest released one.
  test.each([
    ['a page of the unreleased docs', {context: {page: '/documentation/next/integration'}}, '/documentation/next/getting-started#create-knowledge-base'],
    ['its full URL, in Spanish', {context: {page: `${ownOrigin}/es/documentation/next/security?x=1`}}, '/documentation/next/getting-started#create-knowledge-base'],
    ['a page outside the docs', {context: {page: '/pricing'}}, '/documentation/getting-started#create-knowledge-base'],
    ['a page of the default version', {context: {page: '/documentation/integration'}}, '/documentation/getting-started#create-knowledge-base'],
    ['a version named, over the page', {context: {version: '1.0', page: '/documentation/next/integration'}}, '/documentation/getting-started#create-knowledge-base'],
  ])('docs version from %s', async (_label, extra, url) => {
    const answer = (await ask({query: 'How do I create a knowledge base?', ...extra})).json() as AskAnswer;
    expect(answer.sources[0]?.url).toBe(`${ownOrigin}${url}`);
  });
});

describe('streaming', () => {
  test('Accept: text/event-stream sends delta events, then done with the full JSON answer', async () => {
    const response = await ask({query: 'How much does the Pro plan cost?'}, {accept: 'text/event-stream'});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['ratelimit-limit']).toBe('600');
    const frames = response.body.split('\n\n').filter(Boolean);
    for (const frame of frames) expect(frame).toMatch(/^event: (delta|done)\ndata: .+$/);
    const events = frames.map((frame) => {
      const [eventLine, dataLine] = frame.split('\n');
      return {event: eventLine.slice('event: '.length), data: JSON.parse(dataLine.slice('data: '.length)) as unknown};
    });
    expect(events.at(-1)?.event).toBe('done');
    expect(events.slice(0, -1).length).toBeGreaterThan(0);
    expect(events.slice(0, -1).every((e) => e.event === 'delta')).toBe(true);
    const done = events.at(-1)!.data as AskAnswer;
    const streamed = events.slice(0, -1).map((e) => (e.data as {text: string}).text).join('');
    expect(streamed.replace(/\s+/g, ' ').trim()).toBe(done.response.replace(/\s+/g, ' ').trim());
    expect(done).toMatchObject({id: expect.stringMatching(/^msg_/), conversation_id: expect.stringMatching(/^conv_/), uncertain: false});
    expect(done.sources[0].url).toBe(`${ownOrigin}/pricing#pro`);
    expect(server.rows<{id: string}>('messages').some((m) => m.id === done.id)).toBe(true);
  });

  test('an engine failing before the first event is a plain JSON 500; failing later ends the stream with an error event', async () => {
    const failing = (afterDeltas: number) => async function* events() {
      for (let i = 0; i < afterDeltas; i += 1) yield {type: 'delta' as const, text: `Part ${i}. `};
      throw new Error('index unavailable');
    };
    const spy = jest.spyOn(server.app.agent, 'askStream');
    try {
      spy.mockImplementationOnce(failing(0));
      const early = await ask({query: 'Pro plan price?'}, {accept: 'text/event-stream'});
      expect(early.statusCode).toBe(500);
      expect(early.json()).toEqual({code: 'internalError', error: 'Internal Server Error'});

      spy.mockImplementationOnce(failing(1));
      const late = await ask({query: 'Pro plan price?'}, {accept: 'text/event-stream'});
      expect(late.statusCode).toBe(200);
      expect(late.body).toBe(
        'event: delta\ndata: {"text":"Part 0. "}\n\nevent: error\ndata: {"code":"internalError","error":"Internal Server Error"}\n\n',
      );
    } finally {
      spy.mockRestore();
    }
  });

  test('refusals before the first byte are plain JSON errors', async () => {
    const response = await ask({query: ''}, {accept: 'text/event-stream'});
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({code: 'invalidRequest'});
  });
});

describe('bad input', () => {
  test.each([
    ['no body fields', {}, 'query is required'],
    ['empty query', {query: ''}, 'query'],
    ['blank query', {query: '   '}, 'query'],
    ['query too long', {query: 'x'.repeat(2001)}, 'query'],
    ['query not a string', {query: {text: 'hi'}}, 'query'],
    // JSON bodies are not coerced: a number is refused, not read as its digits.
    ['query a number', {query: 123}, 'query must be string'],
    ['query a boolean', {query: true}, 'query must be string'],
    ['user_id a number', {query: 'Hi', user_id: 42}, 'user_id must be string'],
    ['context.locale a number', {query: 'Hi', context: {locale: 5}}, 'context.locale must be string'],
    ['malformed conversation_id', {query: 'Hi', conversation_id: 'abc'}, 'conversation_id'],
    ['empty user_id', {query: 'Hi', user_id: ''}, 'user_id'],
    ['context not an object', {query: 'Hi', context: 'es'}, 'context'],
    ['context.locale not a string', {query: 'Hi', context: {locale: {}}}, 'context.locale'],
  ])('%s: 400 invalidRequest naming the field', async (_label, payload, field) => {
    const response = await ask(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({code: 'invalidRequest', error: expect.stringContaining(field)});
  });

  test('an unknown conversation is a 404', async () => {
    const response = await ask({query: 'Hi', conversation_id: 'conv_doesnotexist'});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({code: 'notFound'});
  });

  test('a body that is not JSON', async () => {
    const response = await call(server, key, {method: 'POST', url: '/v1/ask', headers: {'content-type': 'application/json'}, payload: '{"query":'});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({code: 'invalidJson'});
  });
});
