/**
 * Asking without HTTP (server/features/api/ask.ts): the question is stored in a new or continued
 * conversation of the asking agent, the agent gets its history and language, the answer is stored
 * with absolute sources, whole or streamed, and every stored message raises its webhook events
 * (a failure to queue them is logged, and the answer still stored).
 */
import type {Answer} from '../../../../src/lib/knowledge/types';
import type {AskInput} from '../../../../server/features/agent/types';
import {answerQuestion, askQuestion, streamAnswer, type AskDeps, type Question} from '../../../../server/features/api/ask';
import {startTestServer, type TestServer} from '../../helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const origin = 'https://agentworks.test';
const answer: Answer = {
  response: 'The Pro plan costs 49 € a month. [1] Our status page says more. [2]',
  sources: [
    {title: 'Pricing', url: '/pricing#pro', snippet: 'Pro: 49 €'},
    {title: 'Status', url: 'https://status.example.com/', snippet: 'All systems'},
  ],
  suggestedFollowUps: ['And the Business plan?'],
  uncertain: false,
};

/** The app's database with an engine that answers `answer`, and a knowledge index, webhooks and log that record. */
function deps({failWebhooks = false, failEngine = false} = {}) {
  const asked: AskInput[] = [];
  const readied: string[] = [];
  const emitted: Array<{type: string; data: unknown}> = [];
  const errors: string[] = [];
  const used: AskDeps = {
    db: server.app.db,
    agent: {
      ask: async (input) => (asked.push(input), answer),
      async *askStream(input) {
        asked.push(input);
        if (failEngine) throw new Error('engine down');
        yield {type: 'delta', text: 'The Pro plan '};
        yield {type: 'delta', text: 'costs 49 €.'};
        yield {type: 'done', answer};
      },
    },
    knowledgeCache: {ready: async (agentId) => void readied.push(agentId)},
    webhooks: {
      emit: async (_agentId, type, data) => {
        if (failWebhooks) throw new Error('queue down');
        emitted.push({type, data});
        return 1;
      },
    },
    log: {error: (_fields: unknown, message?: string) => void errors.push(String(message))} as AskDeps['log'],
  };
  return {used, asked, readied, emitted, errors};
}

const messagesOf = (conversationId: string) =>
  server
    .rows<{conversation_id: string; role: string; content: string; page: string | null; sources: string; uncertain: number}>('messages')
    .filter((row) => row.conversation_id === conversationId);

async function asked(question: Question, used = deps().used) {
  const result = await askQuestion(used, question);
  if (!result.ok) throw new Error(result.code);
  return result;
}

describe('asking', () => {
  it.each([
    ['an empty query', {agentId: 'agt_site', query: '  '}, 'emptyQuery'],
    ['an unknown conversation', {agentId: 'agt_site', query: 'Hi', conversationId: 'conv_unknown'}, 'unknownConversation'],
  ])('refuses %s and stores nothing', async (_case, question, code) => {
    const before = server.rows('messages').length;
    const {used, emitted, readied} = deps();
    expect(await askQuestion(used, question)).toEqual({ok: false, code});
    expect(server.rows('messages')).toHaveLength(before);
    expect([emitted, readied]).toEqual([[], []]);
  });

  it("refuses another agent's conversation", async () => {
    const theirs = await asked({agentId: 'agt_site', query: 'Hi'});
    expect(await askQuestion(deps().used, {agentId: 'agt_other', query: 'Hi', conversationId: theirs.conversationId})).toEqual({
      ok: false,
      code: 'unknownConversation',
    });
  });

  it('starts a conversation: the question stored with its page, conversation.created raised, the knowledge readied', async () => {
    const {used, emitted, readied} = deps();
    const result = await asked(
      {agentId: 'agt_site', query: '¿Cuánto cuesta?', userId: 'u-1', context: {page: 'https://agentworks.test/es/pricing?x=1#pro', version: '2.0'}, acceptLanguage: 'es-ES,es;q=0.9'},
      used,
    );
    expect(result.input).toEqual({agentId: 'agt_site', query: '¿Cuánto cuesta?', locale: 'es', version: '2.0', page: '/es/pricing', history: []});
    expect(messagesOf(result.conversationId)).toEqual([expect.objectContaining({role: 'user', content: '¿Cuánto cuesta?', page: '/es/pricing'})]);
    expect(emitted.map((event) => event.type)).toEqual(['conversation.created', 'message.created']);
    expect(readied).toEqual(['agt_site']);
  });

  it('continues a conversation with its history, in the locale the context names, without conversation.created', async () => {
    const first = await asked({agentId: 'agt_site', query: 'How much is Pro?'});
    await answerQuestion(deps().used, first, origin);
    const {used, emitted} = deps();
    const next = await asked({agentId: 'agt_site', query: 'And Business?', conversationId: first.conversationId, context: {locale: 'es'}, acceptLanguage: 'en'}, used);
    expect(next.input.locale).toBe('es');
    expect(next.input.history).toEqual([
      {role: 'user', content: 'How much is Pro?'},
      {role: 'assistant', content: answer.response},
    ]);
    expect(emitted.map((event) => event.type)).toEqual(['message.created']);
  });
});

describe('answering', () => {
  it('stores the whole answer with site-relative sources made absolute, and raises message.created', async () => {
    const question = await asked({agentId: 'agt_site', query: 'How much is Pro?'});
    const {used, emitted} = deps();
    const stored = await answerQuestion(used, question, origin);
    const sources = [{...answer.sources[0], url: `${origin}/pricing#pro`}, answer.sources[1]];
    expect(stored).toEqual({
      id: expect.any(String),
      conversation_id: question.conversationId,
      response: answer.response,
      sources,
      suggested_follow_ups: answer.suggestedFollowUps,
      uncertain: false,
    });
    const storedRow = messagesOf(question.conversationId).find((row) => row.role === 'assistant')!;
    expect(JSON.parse(storedRow.sources)).toEqual(sources);
    expect(emitted).toEqual([{type: 'message.created', data: expect.objectContaining({role: 'assistant', content: answer.response})}]);
  });

  it('streams the deltas, then the stored answer', async () => {
    const question = await asked({agentId: 'agt_site', query: 'How much is Pro?'});
    const events = [];
    for await (const event of await streamAnswer(deps().used, question, origin)) events.push(event);
    expect(events).toEqual([
      {type: 'delta', text: 'The Pro plan '},
      {type: 'delta', text: 'costs 49 €.'},
      {type: 'done', answer: expect.objectContaining({conversation_id: question.conversationId, response: answer.response})},
    ]);
    expect(messagesOf(question.conversationId).map((row) => row.role).sort()).toEqual(['assistant', 'user']);
  });

  it('rejects before any event when the engine fails at once, storing no answer', async () => {
    const question = await asked({agentId: 'agt_site', query: 'How much is Pro?'});
    await expect(streamAnswer(deps({failEngine: true}).used, question, origin)).rejects.toThrow('engine down');
    expect(messagesOf(question.conversationId).map((row) => row.role)).toEqual(['user']);
  });

  it('logs webhooks that cannot be queued, and still stores the question and the answer', async () => {
    const {used, errors} = deps({failWebhooks: true});
    const question = await asked({agentId: 'agt_site', query: 'How much is Pro?'}, used);
    await answerQuestion(used, question, origin);
    expect(messagesOf(question.conversationId).map((row) => row.role).sort()).toEqual(['assistant', 'user']);
    expect(errors).toEqual(['could not queue the webhook events of a message', 'could not queue the webhook events of a message']);
  });
});
