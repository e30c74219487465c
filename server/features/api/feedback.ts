/** POST /v1/conversations/{id}/messages/{message_id}/feedback: the visitor's thumbs on one answer. */
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import {conversationAgent, rateMessage} from './conversation-queries';
import {keyOf} from './key-auth';
import {HttpError} from '../../platform/http/errors';
import * as examples from './examples';
import {conversationId, errorResponses, messageId, tags} from '../../../src/lib/api/schemas';

const feedbackRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post(
    '/conversations/:id/messages/:message_id/feedback',
    {
      config: {permission: 'feedback'},
      schema: {
        operationId: 'rateAnswer',
        summary: 'Rate an answer',
        description: 'Stores the visitor\'s thumbs up or down on one answer of the agent; staff see it in Chat Logs. Rating again replaces it.',
        tags: [tags.conversations],
        params: {type: 'object', properties: {id: conversationId, message_id: messageId}, required: ['id', 'message_id']},
        body: {
          type: 'object',
          properties: {rating: {type: 'string', enum: ['up', 'down'], description: '`up` or `down`.'}},
          required: ['rating'],
          examples: [examples.feedbackRequest],
        },
        response: {
          200: {
            type: 'object',
            description: 'The rated message.',
            properties: {id: messageId, rating: {type: 'string', enum: ['up', 'down']}},
            required: ['id', 'rating'],
            examples: [{id: examples.answer.id, rating: examples.feedbackRequest.rating}],
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const {id, message_id: message} = request.params;
      const owner = await conversationAgent(app.db, id);
      const rated = owner === keyOf(request).agentId && (await rateMessage(app.db, {conversationId: id, messageId: message, rating: request.body.rating}));
      if (!rated) throw new HttpError(404, 'notFound', 'No such answer in this conversation');
      return {id: message, rating: request.body.rating};
    },
  );
};

export default feedbackRoutes;
