/**
 * Knowledge documents added through the API (issue 12 §2) and the version counter every instance
 * polls (§4): each change bumps it in the same transaction and records its agent at the new
 * version, so an instance that sees the counter move drops the indexes of just those agents.
 */
import {randomBytes} from 'node:crypto';
import {sql, type Kysely} from 'kysely';
import type {Database} from '../../platform/database/schema';

export type KnowledgeRecord = {
  id: string;
  agentId: string;
  title: string;
  content: string;
  sourceUrl: string | null;
  locale: string | null;
  tags: string[];
  createdAt: number;
};

type Row = {[K in keyof Database['knowledge_documents']]: unknown};

function toRecord(row: Row): KnowledgeRecord {
  return {
    id: String(row.id),
    agentId: String(row.agent_id),
    title: String(row.title),
    content: String(row.content),
    sourceUrl: row.source_url === null ? null : String(row.source_url),
    locale: row.locale === null ? null : String(row.locale),
    tags: JSON.parse(String(row.tags)) as string[],
    createdAt: Number(row.created_at),
  };
}

/**
 * Tells every instance that these agents' documents changed (knowledge-cache.ts): moves the one
 * version counter and records each agent at the new version. Call it in the change's
 * transaction, so the counter and the change are seen together.
 */
export async function bumpVersion(db: Kysely<Database>, agentIds: readonly string[]) {
  await sql`update knowledge_version set version = version + 1 where id = 1`.execute(db);
  const version = await knowledgeVersion(db);
  for (const agentId of new Set(agentIds)) {
    await db
      .insertInto('knowledge_changes')
      .values({agent_id: agentId, version})
      .onConflict((conflict) => conflict.column('agent_id').doUpdateSet({version}))
      .execute();
  }
}

/** Agents whose documents changed after `version`, each with the version of its latest change. */
export async function changedSince(db: Kysely<Database>, version: number): Promise<{agentId: string; version: number}[]> {
  const rows = await db.selectFrom('knowledge_changes').selectAll().where('version', '>', version).execute();
  return rows.map((row) => ({agentId: row.agent_id, version: Number(row.version)}));
}

export async function knowledgeVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('knowledge_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

export type NewKnowledge = Omit<KnowledgeRecord, 'id' | 'createdAt'>;

export async function addKnowledge(db: Kysely<Database>, input: NewKnowledge, now = Date.now()): Promise<KnowledgeRecord> {
  const record: KnowledgeRecord = {...input, id: `kn_${randomBytes(12).toString('base64url')}`, createdAt: now};
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('knowledge_documents')
      .values({
        id: record.id,
        agent_id: record.agentId,
        title: record.title,
        content: record.content,
        source_url: record.sourceUrl,
        locale: record.locale,
        tags: JSON.stringify(record.tags),
        created_at: now,
      })
      .execute();
    await bumpVersion(trx, [record.agentId]);
  });
  return record;
}

export async function getKnowledge(db: Kysely<Database>, agentId: string, id: string): Promise<KnowledgeRecord | undefined> {
  const row = await db
    .selectFrom('knowledge_documents')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Newest first; `after` is the id of the last document of the previous page. */
export async function listKnowledge(
  db: Kysely<Database>,
  agentId: string,
  {limit, after}: {limit: number; after?: KnowledgeRecord},
): Promise<{documents: KnowledgeRecord[]; hasMore: boolean}> {
  let query = db
    .selectFrom('knowledge_documents')
    .selectAll()
    .where('agent_id', '=', agentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]),
    );
  }
  const rows = await query.execute();
  return {documents: rows.slice(0, limit).map(toRecord), hasMore: rows.length > limit};
}

/** One agent's documents: what an instance indexes the first time that agent is asked. */
export async function documentsOf(db: Kysely<Database>, agentId: string): Promise<KnowledgeRecord[]> {
  const rows = await db.selectFrom('knowledge_documents').selectAll().where('agent_id', '=', agentId).orderBy('created_at').orderBy('id').execute();
  return rows.map(toRecord);
}

/** True when the document existed (and is gone now). */
export async function deleteKnowledge(db: Kysely<Database>, agentId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('knowledge_documents')
      .where('agent_id', '=', agentId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await bumpVersion(trx, [agentId]);
    return true;
  });
}
