import {siteAgentId} from '../../../../server/features/agent/knowledge-files';
import {ChatCompletionsWriter} from '../../../../server/features/agent/llm-client';
import type {AskEvent, AskInput} from '../../../../server/features/agent/types';
import type {Answer} from '../../../../src/lib/knowledge/types';
import {startTestServer} from '../../helper';
import {startFakeLlm, type FakeLlm} from './fake-llm';
import {agentBuildDir, fixtureEngine} from './fixture';

let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(() => llm.close());
beforeEach(() => {
  llm.requests.length = 0;
});

const retrieval = fixtureEngine();
const question: AskInput = {agentId: siteAgentId, query: 'How do I add the chat widget to my website?', locale: 'en'};

function engineWithModel(timeoutMs = 2000) {
  const failures: unknown[] = [];
  const writer = new ChatCompletionsWriter({baseUrl: llm.baseUrl, apiKey: 'test-key', model: 'tiny', timeoutMs}, (error) =>
    failures.push(error),
  );
  return {engine: fixtureEngine(writer), failures};
}

async function collect(events: AsyncIterable<AskEvent>): Promise<{deltas: string[]; answer: Answer}> {
  const all: AskEvent[] = [];
  for await (const event of events) all.push(event);
  const done = all.pop()!;
  expect(done.type).toBe('done');
  expect(all.every((e) => e.type === 'delta')).toBe(true);
  return {deltas: all.map((e) => (e as {text: string}).text), answer: (done as {answer: Answer}).answer};
}

describe('the language model client', () => {
  it('sends the numbered passages and the question, and returns the cited answer renumbered', async () => {
    const {engine, failures} = engineWithModel();
    const pricing = {...question, query: 'What do the Pro and Business plans cost per month?'};
    llm.reply = {kind: 'json', content: 'Business costs $199 a month. [2] Pro costs $49. [1][2]\nHope this helps!'};
    const answer = await engine.ask({...pricing, history: [{role: 'user', content: 'Hello'}, {role: 'assistant', content: 'Hi! [1]'}]});

    expect(llm.requests).toHaveLength(1);
    const [request] = llm.requests;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('tiny');
    expect(request.body.stream).toBe(false);
    const [system, ...rest] = request.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/End every sentence with the number of the passage/);
    expect(system.content).toContain('[1] Pricing › Pro (/pricing#pro)\nThe Pro plan costs $49 per month');
    expect(system.content).toContain('[2] Pricing › Business (/pricing#business)');
    expect(rest).toEqual([
      {role: 'user', content: 'Hello'},
      {role: 'assistant', content: 'Hi! [1]'},
      {role: 'user', content: pricing.query},
    ]);

    // Renumbered in order of citation; the uncited closing line is dropped.
    expect(answer.response).toBe('Business costs $199 a month. [1] Pro costs $49. [2]');
    expect(answer.sources.map((s) => s.url)).toEqual(['/pricing#business', '/pricing#pro']);
    expect(answer.uncertain).toBe(false);
    expect(answer.suggestedFollowUps).toEqual((await retrieval.ask(pricing)).suggestedFollowUps);
    expect(failures).toEqual([]);
  });

  it('asks for Spanish with "usted" for a Spanish reader', async () => {
    const {engine} = engineWithModel();
    llm.reply = {kind: 'json', content: 'El plan Pro cuesta 49 $ al mes. [1]'};
    const answer = await engine.ask({agentId: siteAgentId, query: '¿Cuánto cuesta el plan Pro?', locale: 'es'});
    expect(llm.requests[0].body.messages[0].content).toMatch(/in Spanish, addressing the reader formally as "usted"/);
    expect(answer.sources[0].url).toBe('/es/pricing#pro');
  });

  it('streams cited sentences as they complete, even when a marker arrives in pieces', async () => {
    const {engine} = engineWithModel();
    llm.reply = {kind: 'stream', pieces: ['One snippet adds ', 'the launcher. [', '1', '] It never slows ', 'pages down. [1]', '[2]']};
    const {deltas, answer} = await collect(engine.askStream(question));
    expect(llm.requests[0].body.stream).toBe(true);
    expect(deltas).toEqual(['One snippet adds the launcher. [1]', ' It never slows pages down. [1]']);
    expect(deltas.join('')).toBe(answer.response);
    expect(answer.sources).toHaveLength(1);
  });

  it('keeps what was streamed when the stream breaks off after a cited sentence', async () => {
    const {engine, failures} = engineWithModel();
    llm.reply = {kind: 'stream', pieces: ['One snippet adds the launcher. [1] ', 'And then'], cutAfter: 1};
    const {deltas, answer} = await collect(engine.askStream(question));
    expect(deltas).toEqual(['One snippet adds the launcher. [1]']);
    expect(answer.response).toBe('One snippet adds the launcher. [1]');
    expect(failures).toHaveLength(1);
  });

  const fallbacks: [string, FakeLlm['reply']][] = [
    ['an error status', {kind: 'status', status: 500}],
    ['an answer that cites nothing', {kind: 'json', content: 'Just paste the snippet anywhere you like.'}],
    ['an answer citing a passage it was not given', {kind: 'json', content: 'Paste the snippet. [9]'}],
  ];

  it.each(fallbacks)('falls back to the retrieval answer on %s', async (_, reply) => {
    const {engine, failures} = engineWithModel();
    llm.reply = reply;
    expect(await engine.ask(question)).toEqual(await retrieval.ask(question));
    expect(failures).toHaveLength(1);
  });

  it.each(fallbacks)('streams the retrieval answer on %s', async (_, reply) => {
    const {engine} = engineWithModel();
    llm.reply = reply.kind === 'json' ? {kind: 'stream', pieces: [reply.content]} : reply;
    const {deltas, answer} = await collect(engine.askStream(question));
    expect(answer).toEqual(await retrieval.ask(question));
    expect(deltas.join('')).toBe(answer.response);
  });

  it('gives up after its timeout and answers by retrieval, streamed or not', async () => {
    const {engine, failures} = engineWithModel(200);
    llm.reply = {kind: 'hang'};
    const started = Date.now();
    expect(await engine.ask(question)).toEqual(await retrieval.ask(question));
    const {answer} = await collect(engine.askStream(question));
    expect(answer).toEqual(await retrieval.ask(question));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(failures.map((e) => String((e as Error).message ?? e))).toEqual([
      expect.stringMatching(/within 200 ms/),
      expect.stringMatching(/within 200 ms/),
    ]);
  });

  it('is not asked when retrieval finds nothing that covers the question', async () => {
    const {engine} = engineWithModel();
    const answer = await engine.ask({...question, query: 'How do I bake a chocolate cake?'});
    expect(answer.uncertain).toBe(true);
    expect(llm.requests).toHaveLength(0);
  });

  it('is used by app.agent when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set', async () => {
    const server = await startTestServer({
      buildDir: agentBuildDir,
      env: {LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'env-key', LLM_MODEL: 'env-model'},
    });
    try {
      llm.reply = {kind: 'json', content: 'Paste one snippet on every page. [1]'};
      const answer = await server.app.agent.ask(question);
      expect(answer.response).toBe('Paste one snippet on every page. [1]');
      expect(llm.requests[0]).toMatchObject({authorization: 'Bearer env-key', body: {model: 'env-model'}});
    } finally {
      await server.close();
    }
  });
});
