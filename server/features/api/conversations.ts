/**
 * GET /v1/conversations (cursor pagination and filters) and GET /v1/conversations/{id}
 * (SPEC §3 "Conversation data", "Message data"). An agent's key sees only that agent's
 * conversations; a public key may read one whose id it holds, never the list.
 */
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import type {ConversationSummary, MessageView} from './conversation-queries';
import {getConversation, listConversations} from './conversation-queries';
import {HttpError} from '../../platform/http/errors';
import {keyOf} from './key-auth';
import {
  conversationId,
  conversationSchema,
  conversationSummarySchema,
  errorResponses,
  iso,
  tags,
  timestamp,
} from '../../../src/lib/api/schemas';
import * as examples from './examples';

const listQuery = {
  type: 'object',
  properties: {
    limit: {type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Conversations per page.'},
    starting_after: {...conversationId, description: 'The last id of the previous page: this page starts after it.'},
    user_id: {type: 'string', minLength: 1, maxLength: 200, description: 'Only the conversations of this user_id.'},
    since: {...timestamp, description: 'Only conversations started at or after this time.'},
    until: {...timestamp, description: 'Only conversations started before this time.'},
    handed_off: {type: 'boolean', description: 'true: only handed-off conversations; false: only the others.'},
  },
  additionalProperties: false,
} as const;

function summaryBody(summary: ConversationSummary) {
  return {
    id: summary.id,
    visitor: summary.visitor,
    user_id: summary.userId,
    locale: summary.locale,
    created_at: iso(summary.createdAt),
    handed_off_at: summary.handedOffAt === null ? null : iso(summary.handedOffAt),
    message_count: summary.messageCount,
  };
}

export function messageBody(conversation: string, message: MessageView) {
  return {
    id: message.id,
    conversation_id: conversation,
    content: message.content,
    role: message.role,
    sources: message.sources,
    uncertain: message.uncertain,
    rating: message.rating,
    created_at: iso(message.createdAt),
  };
}

function timeOf(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new HttpError(400, 'invalidRequest', `${field} must be an ISO 8601 date-time`);
  return ms;
}

const conversationRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/conversations',
    {
      config: {permission: 'conversations:read'},
      schema: {
        operationId: 'listConversations',
        summary: 'List conversations',
        description: 'The agent\'s conversations, most recent first, a page at a time (`has_more` says whether another page follows).',
        tags: [tags.conversations],
        querystring: listQuery,
        response: {
          200: {
            type: 'object',
            description: 'A page of conversations.',
            properties: {
              data: {type: 'array', items: conversationSummarySchema},
              has_more: {type: 'boolean', description: 'Whether another page follows.'},
            },
            required: ['data', 'has_more'],
            examples: [{data: [examples.conversationSummary], has_more: false}],
          },
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const {agentId} = keyOf(request);
      const {limit, starting_after: startingAfter, user_id: userId, since, until, handed_off: handedOff} = request.query;
      let after: {createdAt: number; id: string} | undefined;
      if (startingAfter !== undefined) {
        const {conversations} = await listConversations(app.db, {id: startingAfter, agentId}, {limit: 1});
        if (!conversations[0]) throw new HttpError(400, 'invalidRequest', 'starting_after must be the id of a conversation of this agent');
        after = {createdAt: conversations[0].createdAt, id: conversations[0].id};
      }
      const page = await listConversations(
        app.db,
        {agentId, userId, from: timeOf(since, 'since'), to: timeOf(until, 'until'), handedOff: handedOff === true, notHandedOff: handedOff === false},
        {limit, after},
      );
      return {data: page.conversations.map(summaryBody), has_more: page.next !== null};
    },
  );

  app.get(
    '/conversations/:id',
    {
      config: {permission: 'conversations:read', publicKeyAllowed: true},
      schema: {
        operationId: 'getConversation',
        summary: 'Get a conversation',
        description: 'One conversation with its visitor and messages. A public key may read a conversation whose id it holds.',
        tags: [tags.conversations],
        params: {type: 'object', properties: {id: conversationId}, required: ['id']},
        response: {200: {...conversationSchema, examples: [examples.conversation]}, ...errorResponses(400, 404)},
      },
    },
    async (request) => {
      const found = await getConversation(app.db, request.params.id, keyOf(request).agentId);
      if (!found) throw new HttpError(404, 'notFound', 'No such conversation');
      const {conversation, messages} = found;
      const {message_count: _count, ...summary} = summaryBody(conversation);
      return {...summary, messages: messages.map((m) => messageBody(conversation.id, m))};
    },
  );
};

export default conversationRoutes;
