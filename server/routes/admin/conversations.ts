/**
 * Chat Logs (issue 11 §2): the agents' conversations, newest first, filtered by date range (UTC
 * days), locale, handed off, answered without sources and rated down, and by agent (the site's
 * and staff-made ones unless `agents` asks for sandboxes or all, issue 20 §3), a page at a time;
 * and one conversation's transcript with each answer's sources.
 */
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import {dayRange} from '../../../src/lib/days';
import {defaultAgentScope, isAgentScope} from '../../../src/lib/staff/agents';
import {conversationPageSchema, transcriptSchema} from '../../../src/lib/staff/conversations';
import {decodeCursor, getConversation, listConversations} from '../../features/api';
import {refuse, staffResponses} from '../../features/staff';

const day = '^\\d{4}-\\d{2}-\\d{2}$';

const listQuery = {
  type: 'object',
  properties: {
    from: {type: 'string', pattern: day},
    to: {type: 'string', pattern: day},
    locale: {type: 'string', enum: ['en', 'es']},
    handedOff: {type: 'boolean'},
    withoutSources: {type: 'boolean'},
    ratedDown: {type: 'boolean'},
    // Checked by the shared rule (src/lib/staff/agents.ts), which answers with its own code.
    agents: {type: 'string', maxLength: 20},
    limit: {type: 'integer', minimum: 1, maximum: 100, default: 25},
    cursor: {type: 'string', maxLength: 100},
  },
} as const;

const conversationRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const listSchema = {querystring: listQuery, response: staffResponses({200: conversationPageSchema})};
  app.get('/conversations', {config: {staffPermission: 'activity:read'}, schema: listSchema}, async (request, reply) => {
    const {from, to, locale, handedOff, withoutSources, ratedDown, agents = defaultAgentScope, limit, cursor} = request.query;
    if (!isAgentScope(agents)) return refuse(reply, 400, 'invalidAgentScope', 'agents');
    const range = dayRange(from, to);
    if (range === 'invalid') return refuse(reply, 400, 'invalidDateRange');
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    if (cursor !== undefined && !after) return refuse(reply, 400, 'invalidCursor');
    return listConversations(
      app.db,
      {from: range.start, to: range.end, locale, handedOff, withoutSources, ratedDown, agents},
      {limit, after},
    );
  });

  const params = {type: 'object', properties: {id: {type: 'string', pattern: '^conv_[A-Za-z0-9_-]{1,64}$'}}, required: ['id']} as const;
  app.get(
    '/conversations/:id',
    {config: {staffPermission: 'activity:read'}, schema: {params, response: staffResponses({200: transcriptSchema})}},
    async (request, reply) => {
      const found = await getConversation(app.db, request.params.id);
      return found ?? refuse(reply, 404, 'conversationNotFound');
    },
  );
};

export default conversationRoutes;
