/**
 * Chat Logs (issue 11 §2): the on-site agent's conversations, newest first, filtered by date
 * range (UTC days), locale, handed off, answered without sources and rated down, a page at a
 * time; and one conversation's transcript with each answer's sources and rating (issue 12) and
 * the time it was handed off.
 */
import type {FastifyPluginAsync} from 'fastify';
import type {Kysely} from 'kysely';
import {dayRange} from '../../../src/lib/days';
import type {Rating, TranscriptView} from '../../../src/lib/staff/conversations';
import {decodeCursor, getConversation, listConversations} from '../../db/conversations';
import type {Database} from '../../db/schema';
import {refuse} from './refuse';

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
  limit: number;
  cursor?: string;
};

/**
 * The transcript with what the visitor thought of each answer (messages.rating, migration
 * 0012) and when the conversation was handed off to sales. Every column is read, so a
 * database without the rating column yet answers null rather than failing.
 */
async function transcript(db: Kysely<Database>, id: string): Promise<TranscriptView | undefined> {
  const found = await getConversation(db, id);
  if (!found) return undefined;
  const [conversation, messages] = await Promise.all([
    db.selectFrom('conversations').select('handed_off_at').where('id', '=', id).executeTakeFirst(),
    db.selectFrom('messages').selectAll().where('conversation_id', '=', id).execute(),
  ]);
  const ratings = new Map(
    messages.map((row) => {
      const rating = (row as {rating?: unknown}).rating;
      return [row.id, rating === 'up' || rating === 'down' ? (rating as Rating) : null];
    }),
  );
  const handedOffAt = conversation?.handed_off_at;
  return {
    conversation: {...found.conversation, handedOffAt: handedOffAt == null ? null : Number(handedOffAt)},
    messages: found.messages.map((message) => ({...message, rating: ratings.get(message.id) ?? null})),
  };
}

const conversationRoutes: FastifyPluginAsync = async (app) => {
  app.get<{Querystring: ListQuery}>('/conversations', {schema: {querystring: listQuery}}, async (request, reply) => {
    const {from, to, locale, handedOff, withoutSources, ratedDown, limit, cursor} = request.query;
    const range = dayRange(from, to);
    if (range === 'invalid') return refuse(reply, 400, 'invalidDateRange');
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    if (cursor !== undefined && !after) return refuse(reply, 400, 'invalidCursor');
    return listConversations(
      app.db,
      {from: range.start, to: range.end, locale, handedOff, withoutSources, ratedDown},
      {limit, after},
    );
  });

  app.get<{Params: {id: string}}>(
    '/conversations/:id',
    {schema: {params: {type: 'object', properties: {id: {type: 'string', pattern: '^conv_[A-Za-z0-9_-]{1,64}$'}}, required: ['id']}}},
    async (request, reply) => {
      const found = await transcript(app.db, request.params.id);
      return found ?? refuse(reply, 404, 'conversationNotFound');
    },
  );
};

export default conversationRoutes;
