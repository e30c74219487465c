/**
 * Chat Logs (issue 11 §2): the agents' conversations, newest first, filtered by date range (UTC
 * days), locale, handed off, answered without sources and rated down, and by agent (the site's
 * and staff-made ones unless `agents` asks for sandboxes or all, issue 20 §3), a page at a time;
 * and one conversation's transcript with each answer's sources.
 */
import type {FastifyPluginAsync} from 'fastify';
import {dayRange} from '../../../src/lib/days';
import {defaultAgentScope, isAgentScope} from '../../../src/lib/staff/agents';
import {decodeCursor, getConversation, listConversations} from '../../db/conversations';
import {refuse} from '../../features/staff';

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

type ListQuery = {
  from?: string;
  to?: string;
  locale?: string;
  handedOff?: boolean;
  withoutSources?: boolean;
  ratedDown?: boolean;
  agents?: string;
  limit: number;
  cursor?: string;
};

const conversationRoutes: FastifyPluginAsync = async (app) => {
  app.get<{Querystring: ListQuery}>('/conversations', {config: {staffPermission: 'activity:read'}, schema: {querystring: listQuery}}, async (request, reply) => {
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

  app.get<{Params: {id: string}}>(
    '/conversations/:id',
    {config: {staffPermission: 'activity:read'}, schema: {params: {type: 'object', properties: {id: {type: 'string', pattern: '^conv_[A-Za-z0-9_-]{1,64}$'}}, required: ['id']}}},
    async (request, reply) => {
      const found = await getConversation(app.db, request.params.id);
      return found ?? refuse(reply, 404, 'conversationNotFound');
    },
  );
};

export default conversationRoutes;
