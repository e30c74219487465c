/**
 * Asking the agent without HTTP (POST /v1/ask): the question is stored in a new or continued
 * conversation, the agent answers (whole, or streamed as sentence deltas), and the answer is
 * stored with its sources made absolute and whether the agent was unsure. Each stored message
 * raises the webhook events. ask-route.ts only reads the request and answers JSON or SSE.
 */
import type {FastifyBaseLogger} from 'fastify';
import type {Kysely} from 'kysely';
import type {Answer} from '../../../src/lib/knowledge/types';
import type {WebhookEvent} from '../../../src/lib/staff/webhooks';
import type {AgentEngine, AskInput} from '../agent';
import type {Database} from '../../platform/database/schema';
import {addMessage, conversationAgent, messagesOf, startConversation} from './conversation-queries';
import {answerLocale} from './locale';

export type AskDeps = {
  db: Kysely<Database>;
  agent: Pick<AgentEngine, 'ask' | 'askStream'>;
  /** Makes sure the agent's documents are indexed on this instance before it answers. */
  knowledgeCache: {ready(agentId: string): Promise<void>};
  webhooks: {emit(agentId: string, type: WebhookEvent, data: unknown): Promise<number>};
  log: Pick<FastifyBaseLogger, 'error'>;
};

/** A question as the key's agent asks it; `origin` makes the answer's site-relative sources absolute. */
export type Question = {
  agentId: string;
  query: string;
  conversationId?: string;
  userId?: string;
  context?: {locale?: string; version?: string; page?: string};
  acceptLanguage?: string;
};

/** What the agent is asked, and the conversation its answer goes into. */
export type Asked = {conversationId: string; input: AskInput};

export type AskRefusal = {ok: false; code: 'emptyQuery' | 'unknownConversation'};

/** The stored answer, as both the plain and the streamed request answer it. */
export type StoredAnswer = {
  id: string;
  conversation_id: string;
  response: string;
  sources: Array<{title: string; url: string; snippet: string}>;
  suggested_follow_ups: string[];
  uncertain: boolean;
};

export type StreamEvent = {type: 'delta'; text: string} | {type: 'done'; answer: StoredAnswer};

/** The path of the page a question came from: a path as sent, or a URL's path; query and hash dropped. */
export function pagePath(page: string | undefined): string | undefined {
  const text = page?.trim();
  if (!text) return undefined;
  if (text.startsWith('/') && !text.startsWith('//')) return text.replace(/[?#].*$/, '') || '/';
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

function absoluteSources(answer: Answer, origin: string) {
  return answer.sources.map((source) => ({
    title: source.title,
    url: source.url.startsWith('/') && !source.url.startsWith('//') ? `${origin}${source.url}` : source.url,
    snippet: source.snippet,
  }));
}

/**
 * Queues the webhook events (docs "Webhooks") once the message is stored. A failure to queue is
 * logged and the visitor still gets the answer: the conversation is in the database either way.
 */
async function emitMessage(deps: AskDeps, agentId: string, conversationId: string, role: string, content: string, at: number, started = false) {
  const message = {conversation_id: conversationId, content, role, created_at: new Date(at).toISOString()};
  try {
    if (started) {
      const visitor = {email: null, name: null, company: null, phone: null};
      await deps.webhooks.emit(agentId, 'conversation.created', {id: conversationId, visitor, messages: [message]});
    }
    await deps.webhooks.emit(agentId, 'message.created', message);
  } catch (error) {
    deps.log.error({err: error, conversationId}, 'could not queue the webhook events of a message');
  }
}

/**
 * Stores the question in its conversation (a new one unless it continues one of the agent's)
 * and readies the agent's knowledge: what to ask the agent next, or why not.
 */
export async function askQuestion(deps: AskDeps, question: Question): Promise<({ok: true} & Asked) | AskRefusal> {
  const {agentId, query, conversationId: continued, context} = question;
  if (!query.trim()) return {ok: false, code: 'emptyQuery'};
  const locale = answerLocale(context?.locale, question.acceptLanguage);
  let conversationId = continued;
  let history: AskInput['history'] = [];
  if (conversationId !== undefined) {
    if ((await conversationAgent(deps.db, conversationId)) !== agentId) return {ok: false, code: 'unknownConversation'};
    history = (await messagesOf(deps.db, conversationId)).map(({role, content}) => ({role, content}));
  } else {
    conversationId = await startConversation(deps.db, {agentId, locale, userId: question.userId ?? null});
  }
  const page = pagePath(context?.page);
  const askedAt = Date.now();
  await addMessage(deps.db, {conversationId, role: 'user', content: query, page, now: askedAt});
  await emitMessage(deps, agentId, conversationId, 'user', query, askedAt, continued === undefined);
  await deps.knowledgeCache.ready(agentId);
  return {ok: true, conversationId, input: {agentId, query, locale, version: context?.version, page, history}};
}

/** Stores the agent's answer in the conversation and raises its webhook event. */
async function storeAnswer(deps: AskDeps, {conversationId, input}: Asked, answer: Answer, origin: string): Promise<StoredAnswer> {
  const sources = absoluteSources(answer, origin);
  const now = Date.now();
  const id = await addMessage(deps.db, {conversationId, role: 'assistant', content: answer.response, sources, uncertain: answer.uncertain, now});
  await emitMessage(deps, input.agentId, conversationId, 'assistant', answer.response, now);
  return {
    id,
    conversation_id: conversationId,
    response: answer.response,
    sources,
    suggested_follow_ups: answer.suggestedFollowUps,
    uncertain: answer.uncertain,
  };
}

/** The agent's whole answer, stored. */
export async function answerQuestion(deps: AskDeps, asked: Asked, origin: string): Promise<StoredAnswer> {
  return storeAnswer(deps, asked, await deps.agent.ask(asked.input), origin);
}

/**
 * The agent's answer as it is written: sentence deltas, then `done` with the answer once it is
 * stored. Resolves once the engine's first event is there, so an engine failing at once rejects
 * before the caller has said anything (and can still answer a plain error).
 */
export async function streamAnswer(deps: AskDeps, asked: Asked, origin: string): Promise<AsyncIterable<StreamEvent>> {
  const events = deps.agent.askStream(asked.input)[Symbol.asyncIterator]();
  const first = await events.next();
  return (async function* () {
    for (let next = first; !next.done; next = await events.next()) {
      const event = next.value;
      if (event.type === 'delta') yield {type: 'delta', text: event.text};
      else yield {type: 'done', answer: await storeAnswer(deps, asked, event.answer, origin)};
    }
  })();
}
