/**
 * POST /v1/ask: asks the agent (app.agent) in a new or continued conversation and stores the
 * question and the answer (with its sources and whether the agent was unsure). With
 * `Accept: text/event-stream` the answer streams as server-sent events: `delta` events with
 * text, then one `done` event holding the same JSON the plain request answers. Refusals found
 * before the first byte (key, body, unknown conversation, an engine failing at once) are normal
 * JSON errors. The work is ask.ts's: this file reads the request, calls it and answers.
 */
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import type {FastifyReply, FastifyRequest} from 'fastify';
import {ownOrigin} from '../../platform/own-origin';
import {keyOf} from './key-auth';
import {HttpError} from '../../platform/http/errors';
import {answerQuestion, askQuestion, streamAnswer, type StreamEvent} from './ask';
import * as examples from './examples';
import {conversationId, errorResponses, messageId, sourceSchema, tags} from '../../../src/lib/api/schemas';

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

function wantsStream(request: FastifyRequest): boolean {
  return /\btext\/event-stream\b/i.test(request.headers.accept ?? '');
}

function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const askRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  /** Streams the answer as server-sent events; a failure after the first byte ends with an `error` event. */
  async function stream(request: FastifyRequest, reply: FastifyReply, answer: AsyncIterable<StreamEvent>) {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    try {
      for await (const event of answer) {
        raw.write(event.type === 'delta' ? sseEvent('delta', {text: event.text}) : sseEvent('done', event.answer));
      }
    } catch (error) {
      request.log.error({err: error}, 'ask stream failed');
      raw.write(sseEvent('error', {code: 'internalError', error: 'Internal Server Error'}));
    }
    raw.end();
  }

  app.post(
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
      const {query, conversation_id: continued, user_id: userId, context} = request.body;
      const asked = await askQuestion(app, {
        agentId: keyOf(request).agentId,
        query,
        conversationId: continued,
        userId,
        context,
        acceptLanguage: request.headers['accept-language'],
      });
      if (!asked.ok && asked.code === 'emptyQuery') throw new HttpError(400, 'invalidRequest', 'query must not be empty');
      if (!asked.ok) throw new HttpError(404, 'notFound', 'No such conversation');
      const origin = ownOrigin(request, app.config.publicOrigin, app.config.port);
      if (wantsStream(request)) return stream(request, reply, await streamAnswer(app, asked, origin));
      return answerQuestion(app, asked, origin);
    },
  );
};

export default askRoutes;
