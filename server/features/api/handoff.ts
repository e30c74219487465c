/**
 * POST /v1/handoff: a visitor asks for a person. The visitor's e-mail follows the forms' rule;
 * the handoff, the mail to sales (outbox) and the conversation's handed-off mark are one
 * transaction (handoff-queries.ts). Users lists the visitor with the transcript; Chat Logs
 * shows the conversation as handed off. A sandbox's handoff is answered the same and marks its
 * conversation, but writes no contact and no mail.
 */
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import {cleanText, isValidEmail} from '../../../src/lib/forms/common';
import {conversationAgent, messagesOf} from './conversation-queries';
import {createHandoff, markSandboxHandoff, type Handoff} from './handoff-queries';
import {isSandboxAgent} from '../agent';
import {handoffMail} from '../mail';
import {keyOf} from './key-auth';
import {HttpError} from '../../platform/http/errors';
import * as examples from './examples';
import {conversationId, errorResponses, iso, tags, timestamp} from '../../../src/lib/api/schemas';

export const handoffReasons = ['customer_request', 'billing', 'complaint', 'other'] as const;
export const handoffPriorities = ['low', 'normal', 'high'] as const;

const line = {type: 'string', maxLength: 200} as const;

const body = {
  type: 'object',
  properties: {
    conversation_id: {...conversationId, description: 'The conversation to hand over.'},
    visitor: {
      type: 'object',
      description: 'Who sales should contact.',
      properties: {
        email: {type: 'string', minLength: 3, maxLength: 254, description: 'The visitor\'s e-mail address (required).'},
        name: {...line, description: 'The visitor\'s name.'},
        company: {...line, description: 'The visitor\'s company.'},
        // Free text: international numbers do not fit the forms' US-style phone rule.
        phone: {type: 'string', maxLength: 40, description: 'The visitor\'s phone number, as they wrote it.'},
      },
      required: ['email'],
    },
    reason: {type: 'string', enum: [...handoffReasons], default: 'customer_request', description: 'Why the visitor wants a person.'},
    note: {type: 'string', maxLength: 1000, description: 'Context for the person taking over, up to 1,000 characters.'},
    priority: {type: 'string', enum: [...handoffPriorities], default: 'normal', description: 'low, normal or high.'},
  },
  required: ['conversation_id', 'visitor'],
  examples: [examples.handoffRequest],
} as const;

const handoffRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post(
    '/handoff',
    {
      config: {permission: 'handoff'},
      schema: {
        operationId: 'requestHandoff',
        summary: 'Request a human handoff',
        description:
          'Hands the conversation to sales: the visitor appears in the dashboard\'s Users with the transcript, the conversation is marked handed off, and sales get an e-mail.',
        tags: [tags.handoff],
        body,
        response: {
          202: {
            type: 'object',
            description: 'The handoff is queued for sales.',
            properties: {
              id: {type: 'string', description: 'The handoff id (ho_...).'},
              conversation_id: conversationId,
              status: {type: 'string', enum: ['queued']},
              created_at: timestamp,
            },
            required: ['id', 'conversation_id', 'status', 'created_at'],
            examples: [examples.handoffQueued],
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const {agentId} = keyOf(request);
      const input = request.body;
      const visitor = {
        email: cleanText(input.visitor.email).toLowerCase(),
        name: cleanText(input.visitor.name ?? ''),
        company: cleanText(input.visitor.company ?? ''),
        phone: cleanText(input.visitor.phone ?? ''),
      };
      if (!isValidEmail(visitor.email)) throw new HttpError(400, 'invalidRequest', 'visitor.email must be a valid e-mail address');
      if ((await conversationAgent(app.db, input.conversation_id)) !== agentId) {
        throw new HttpError(404, 'notFound', 'No such conversation');
      }
      const note = cleanText(input.note ?? '', {multiline: true});
      const handed = {agentId, conversationId: input.conversation_id, visitor, reason: input.reason, note, priority: input.priority};
      // A docs reader trying the API from a sandbox must not reach our sales team.
      if (await isSandboxAgent(app.db, agentId)) return reply.code(202).send(queuedBody(await markSandboxHandoff(app.db, handed)));
      const mail = handoffMail(await app.notifyRecipients.to(), {...handed, transcript: await messagesOf(app.db, input.conversation_id)});
      const handoff = await createHandoff(app.db, handed, mail);
      app.nudgeOutbox();
      return reply.code(202).send(queuedBody(handoff));
    },
  );
};

function queuedBody(handoff: Handoff) {
  return {
    id: handoff.id,
    conversation_id: handoff.conversationId,
    status: handoff.status,
    created_at: iso(handoff.createdAt),
  };
}

export default handoffRoutes;
