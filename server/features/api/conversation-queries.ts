/**
 * Conversations and messages of the on-site agent (migration 0010). The agent API writes them
 * (issue 12: startConversation, addMessage, markHandedOff, rateConversation); the staff area reads
 * them (Chat Logs) with filters and cursor pagination, newest first.
 */
import {randomBytes} from 'node:crypto';
import {sql, type Kysely} from 'kysely';
import type {AgentScope} from '../../../src/lib/staff/agents';
import type {ConversationSummary, MessageView, Source} from '../../../src/lib/staff/conversations';
import {agentRefOf, agentScopeCondition} from '../agent';
import type {Database} from '../../platform/database/schema';

export type {ConversationSummary, MessageView, Source};


export function newId(prefix: 'conv' | 'msg'): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

export async function startConversation(
  db: Kysely<Database>,
  {agentId, locale, userId = null, now = Date.now()}: {agentId: string; locale: string; userId?: string | null; now?: number},
): Promise<string> {
  const id = newId('conv');
  await db
    .insertInto('conversations')
    .values({id, agent_id: agentId, user_id: userId, locale, created_at: now, updated_at: now})
    .execute();
  return id;
}

export async function addMessage(
  db: Kysely<Database>,
  message: {conversationId: string; role: string; content: string; sources?: Source[]; uncertain?: boolean; page?: string; now?: number},
): Promise<string> {
  const id = newId('msg');
  const asked = message.now ?? Date.now();
  await db.transaction().execute(async (trx) => {
    // A conversation's messages read back in the order they were added (ids are random): an
    // answer stored in the same millisecond as its question is dated one millisecond after it.
    const last = await trx
      .selectFrom('messages')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('conversation_id', '=', message.conversationId)
      .executeTakeFirst();
    const now = last?.at == null ? asked : Math.max(asked, Number(last.at) + 1);
    await trx
      .insertInto('messages')
      .values({
        id,
        conversation_id: message.conversationId,
        role: message.role,
        content: message.content,
        sources: JSON.stringify(message.sources ?? []),
        uncertain: message.uncertain ? 1 : 0,
        page: message.page ?? null,
        created_at: now,
      })
      .execute();
    await trx.updateTable('conversations').set({updated_at: now}).where('id', '=', message.conversationId).execute();
  });
  return id;
}

export async function markHandedOff(
  db: Kysely<Database>,
  id: string,
  visitor: {email: string; name?: string | null; company?: string | null; phone?: string | null},
  now = Date.now(),
) {
  await db
    .updateTable('conversations')
    .set({
      handed_off_at: now,
      updated_at: now,
      visitor_email: visitor.email,
      visitor_name: visitor.name ?? null,
      visitor_company: visitor.company ?? null,
      visitor_phone: visitor.phone ?? null,
    })
    .where('id', '=', id)
    .execute();
}

export async function rateConversation(db: Kysely<Database>, id: string, rating: 'up' | 'down') {
  await db.updateTable('conversations').set({rating}).where('id', '=', id).execute();
}

export type ConversationFilters = {
  /** One conversation (the transcript view reads its summary through the same query). */
  id?: string;
  /** Only this agent's conversations (the /v1 API); staff see every agent's. */
  agentId?: string;
  /** Only the site's and staff-made agents', or only sandboxes' (Chat Logs); every agent's when unset. */
  agents?: AgentScope;
  /** The API caller's id for the visitor. */
  userId?: string;
  /** Epoch ms, inclusive. */
  from?: number;
  /** Epoch ms, exclusive. */
  to?: number;
  locale?: string;
  handedOff?: boolean;
  /** Only conversations not handed off (the /v1 list's handed_off=false). */
  notHandedOff?: boolean;
  /** Only conversations with at least one answer that cited nothing. */
  withoutSources?: boolean;
  ratedDown?: boolean;
};

/** `${created_at}.${id}` of the last row shown: the next page starts after it. */
export type Cursor = {createdAt: number; id: string};

export function encodeCursor({createdAt, id}: Cursor): string {
  return `${createdAt}.${id}`;
}

export function decodeCursor(value: string): Cursor | undefined {
  const match = /^(\d{1,15})\.(conv_[A-Za-z0-9_-]{1,64})$/.exec(value);
  return match ? {createdAt: Number(match[1]), id: match[2]} : undefined;
}

export async function listConversations(
  db: Kysely<Database>,
  filters: ConversationFilters,
  {limit, after}: {limit: number; after?: Cursor},
): Promise<{conversations: ConversationSummary[]; next: string | null}> {
  const unsourced = (eb: {ref: (column: 'c.id') => unknown}) =>
    sql<number>`exists (select 1 from messages m where m.conversation_id = ${eb.ref('c.id')} and m.role <> 'user' and m.sources = '[]')`;
  let query = db
    .selectFrom('conversations as c')
    .leftJoin('agents as a', 'a.id', 'c.agent_id')
    .selectAll('c')
    .select(['a.name as agent_name', 'a.expires_at as agent_expires_at'])
    .select((eb) => [
      eb.selectFrom('messages as m').whereRef('m.conversation_id', '=', 'c.id').select((e) => e.fn.countAll<number | string>().as('n')).as('message_count'),
      eb
        .selectFrom('messages as m')
        .whereRef('m.conversation_id', '=', 'c.id')
        .where('m.role', '=', 'user')
        .orderBy('m.created_at')
        .limit(1)
        .select('m.content')
        .as('first_question'),
      unsourced(eb).as('unsourced'),
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit + 1);
  if (filters.id !== undefined) query = query.where('c.id', '=', filters.id);
  if (filters.agentId !== undefined) query = query.where('c.agent_id', '=', filters.agentId);
  const inScope = agentScopeCondition(filters.agents);
  if (inScope) query = query.where(inScope);
  if (filters.userId !== undefined) query = query.where('c.user_id', '=', filters.userId);
  if (filters.from !== undefined) query = query.where('c.created_at', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('c.created_at', '<', filters.to);
  if (filters.locale) query = query.where('c.locale', '=', filters.locale);
  if (filters.handedOff) query = query.where('c.handed_off_at', 'is not', null);
  if (filters.notHandedOff) query = query.where('c.handed_off_at', 'is', null);
  if (filters.ratedDown) query = query.where('c.rating', '=', 'down');
  if (filters.withoutSources) query = query.where((eb) => unsourced(eb) as never);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('c.created_at', '<', after.createdAt), eb.and([eb('c.created_at', '=', after.createdAt), eb('c.id', '<', after.id)])]),
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, limit).map(
    (row): ConversationSummary => ({
      id: row.id,
      createdAt: Number(row.created_at),
      updatedAt: Number(row.updated_at),
      locale: row.locale,
      agent: agentRefOf(row.agent_id, row.agent_name, row.agent_expires_at),
      visitor: {email: row.visitor_email, name: row.visitor_name, company: row.visitor_company, phone: row.visitor_phone},
      handedOff: row.handed_off_at !== null,
      handedOffAt: row.handed_off_at === null ? null : Number(row.handed_off_at),
      userId: row.user_id,
      rating: row.rating,
      messageCount: Number(row.message_count),
      firstQuestion: row.first_question ?? null,
      answeredWithoutSources: Boolean(Number(row.unsourced)),
    }),
  );
  const last = page.at(-1);
  return {conversations: page, next: rows.length > limit && last ? encodeCursor({createdAt: last.createdAt, id: last.id}) : null};
}


export async function getConversation(
  db: Kysely<Database>,
  id: string,
  agentId?: string,
): Promise<{conversation: ConversationSummary; messages: MessageView[]} | undefined> {
  const {conversations} = await listConversations(db, {id, agentId}, {limit: 1});
  const conversation = conversations[0];
  if (!conversation) return undefined;
  return {conversation, messages: await messagesOf(db, id)};
}

/** A conversation's messages, oldest first. */
export async function messagesOf(db: Kysely<Database>, conversationId: string): Promise<MessageView[]> {
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    content: row.content,
    sources: JSON.parse(row.sources) as Source[],
    uncertain: Number(row.uncertain) === 1,
    rating: row.rating,
    createdAt: Number(row.created_at),
  }));
}

/** The agent a conversation belongs to, or undefined when there is no such conversation. */
export async function conversationAgent(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('conversations').select('agent_id').where('id', '=', id).executeTakeFirst();
  return row?.agent_id;
}

/**
 * The visitor's rating of one answer; the conversation takes the latest rating too, which is
 * what Chat Logs filters on. False when the message is not an answer in that conversation.
 */
export async function rateMessage(
  db: Kysely<Database>,
  {conversationId, messageId, rating}: {conversationId: string; messageId: string; rating: 'up' | 'down'},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('messages')
      .set({rating})
      .where('id', '=', messageId)
      .where('conversation_id', '=', conversationId)
      .where('role', '<>', 'user')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx.updateTable('conversations').set({rating}).where('id', '=', conversationId).execute();
    return true;
  });
}
