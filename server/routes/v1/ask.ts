/**
 * POST /v1/ask: asks the agent (app.agent) in a new or continued conversation and stores the
 * question and the answer (with its sources and whether the agent was unsure). With
 * `Accept: text/event-stream` the answer streams as server-sent events: `delta` events with
 * text, then one `done` event holding the same JSON the plain request answers. Refusals found
 * before the first byte (key, body, unknown conversation, an engine failing at once) are normal
 * JSON errors.
 */
import type {FastifyPluginAsync, FastifyReply, FastifyRequest} from 'fastify';
import type {Answer} from '../../../src/lib/knowledge/types';
import type {AskEvent, AskInput} from '../../agent/types';
import {addMessage, conversationAgent, messagesOf, startConversation} from '../../db/conversations';
import {ownOrigin} from '../../platform/own-origin';
import {keyOf} from '../../plugins/api-keys';
import {HttpError} from '../../plugins/errors';
import * as examples from './examples';
import {answerLocale} from './locale';
import {conversationId, errorResponses, messageId, sourceSchema, tags} from './schemas';

type Body = {
  query: string;
  conversation_id?: string;
  user_id?: string;
  context?: {locale?: string; version?: string; page?: string; [fact: string]: unknown};
};

const body = {
  type: 'object',
  properties: {
    query: {type: 'string', minLength: 1, maxLength: 2000, description: 'The visitor\'s question.'},
    conversation_id: {...conversationId, description: 'Continues this conversation; omit it to start a new one.'},
    user_id: {type: 'string', minLength: 1, maxLength: 200, description: 'Your own id for the user, to find their conversations later.'},
    context: {
      type: 'object',
      description: 'Facts about the user. `locale` (en or es) picks the answer\'s language (else Accept-Language); `version` the docs version.',
      properties: {
        locale: {type: 'string', maxLength: 35},
        version: {type: 'string', maxLength: 20},
        page: {
          type: 'string',
          maxLength: 2000,
          description: 'The page the user asks from (a path such as `/pricing`, or its URL): questions the agent could not answer are grouped by it for your team.',
        },
      },
      additionalProperties: true,
    },
  },
  required: ['query'],
  examples: [examples.askRequest],
} as const;

const answerSchema = {
  type: 'object',
  description: 'The answer. Every sentence of `response` ends with a citation marker ` [n]` (1-based index into `sources`).',
  properties: {
    id: {...messageId, description: 'The answer\'s id (a message id).'},
    conversation_id: conversationId,
    response: {type: 'string', description: 'Plain text; strip the markers with `/\\s\\[\\d+\\]/g` if you do not show them.'},
    sources: {type: 'array', items: sourceSchema},
    suggested_follow_ups: {type: 'array', items: {type: 'string'}, description: 'Questions the user may ask next.'},
    uncertain: {type: 'boolean', description: 'The knowledge did not cover the question: the answer says so and offers a handoff.'},
  },
  required: ['id', 'conversation_id', 'response', 'sources', 'suggested_follow_ups', 'uncertain'],
  examples: [examples.answer],
} as const;

function absoluteSources(answer: Answer, origin: string) {
  return answer.sources.map((source) => ({
    title: source.title,
    url: source.url.startsWith('/') && !source.url.startsWith('//') ? `${origin}${source.url}` : source.url,
    snippet: source.snippet,
  }));
}

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

function wantsStream(request: FastifyRequest): boolean {
  return /\btext\/event-stream\b/i.test(request.headers.accept ?? '');
}

function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const askRoutes: FastifyPluginAsync = async (app) => {
  /**
   * Queues the webhook events (docs "Webhooks") once the message is stored. A failure to queue is
   * logged and the visitor still gets the answer: the conversation is in the database either way.
   */
  async function emitMessage(agentId: string, conversationId: string, role: string, content: string, at: number, started = false) {
    const message = {conversation_id: conversationId, content, role, created_at: new Date(at).toISOString()};
    try {
      if (started) {
        const visitor = {email: null, name: null, company: null, phone: null};
        await app.webhooks.emit(agentId, 'conversation.created', {id: conversationId, visitor, messages: [message]});
      }
      await app.webhooks.emit(agentId, 'message.created', message);
    } catch (error) {
      app.log.error({err: error, conversationId}, 'could not queue the webhook events of a message');
    }
  }

  /** Stores the answer and gives the body both the plain and the streamed request answer. */
  async function storeAnswer(request: FastifyRequest, conversation: string, answer: Answer) {
    const sources = absoluteSources(answer, ownOrigin(request, app.config.publicOrigin, app.config.port));
    const now = Date.now();
    const id = await addMessage(app.db, {
      conversationId: conversation,
      role: 'assistant',
      content: answer.response,
      sources,
      uncertain: answer.uncertain,
      now,
    });
    await emitMessage(keyOf(request).agentId, conversation, 'assistant', answer.response, now);
    return {
      id,
      conversation_id: conversation,
      response: answer.response,
      sources,
      suggested_follow_ups: answer.suggestedFollowUps,
      uncertain: answer.uncertain,
    };
  }

  async function stream(request: FastifyRequest, reply: FastifyReply, conversation: string, input: AskInput) {
    const events = app.agent.askStream(input)[Symbol.asyncIterator]();
    // The first event before any byte: an engine failing at once still gets a JSON error.
    let next: IteratorResult<AskEvent> = await events.next();
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    try {
      while (!next.done) {
        const event = next.value;
        if (event.type === 'delta') raw.write(sseEvent('delta', {text: event.text}));
        else raw.write(sseEvent('done', await storeAnswer(request, conversation, event.answer)));
        next = await events.next();
      }
    } catch (error) {
      request.log.error({err: error}, 'ask stream failed');
      raw.write(sseEvent('error', {code: 'internalError', error: 'Internal Server Error'}));
    }
    raw.end();
  }

  app.post<{Body: Body}>(
    '/ask',
    {
      config: {permission: 'ask'},
      schema: {
        operationId: 'ask',
        summary: 'Ask the agent',
        description:
          'Asks the agent a question, starting or continuing a conversation. With `Accept: text/event-stream` the answer streams: `delta` events with `{"text"}`, then a `done` event with the full answer.',
        tags: [tags.ask],
        body,
        response: {200: answerSchema, ...errorResponses(400, 404)},
      },
    },
    async (request, reply) => {
      const {agentId} = keyOf(request);
      const {query, conversation_id: continued, user_id: userId, context} = request.body;
      if (!query.trim()) throw new HttpError(400, 'invalidRequest', 'query must not be empty');
      const locale = answerLocale(context?.locale, request.headers['accept-language']);
      let conversation = continued;
      let history: AskInput['history'] = [];
      if (conversation !== undefined) {
        if ((await conversationAgent(app.db, conversation)) !== agentId) throw new HttpError(404, 'notFound', 'No such conversation');
        history = (await messagesOf(app.db, conversation)).map(({role, content}) => ({role, content}));
      } else {
        conversation = await startConversation(app.db, {agentId, locale, userId: userId ?? null});
      }
      const askedAt = Date.now();
      await addMessage(app.db, {conversationId: conversation, role: 'user', content: query, page: pagePath(context?.page), now: askedAt});
      await emitMessage(agentId, conversation, 'user', query, askedAt, continued === undefined);
      const input: AskInput = {agentId, query, locale, version: context?.version, page: pagePath(context?.page), history};
      await app.knowledgeCache.ready(agentId);
      if (wantsStream(request)) return stream(request, reply, conversation, input);
      return storeAnswer(request, conversation, await app.agent.ask(input));
    },
  );
};

export default askRoutes;
