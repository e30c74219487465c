import {sql, type Kysely} from 'kysely';

/**
 * Which agents' knowledge changed at which knowledge version (issue 23 §3). An instance used to
 * reindex every agent's documents whenever the one version counter moved; with thousands of
 * prospects' sandboxes that was seconds of work on every instance for every upload. Each change
 * now also records its agent with the version it made, so an instance drops only the indexes of
 * agents that changed since it last looked (server/features/api/knowledge-cache.ts). Agents that
 * already have documents are recorded at the current version.
 */
export function createKnowledgeChanges() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('knowledge_changes')
        .addColumn('agent_id', 'text', (col) => col.primaryKey())
        .addColumn('version', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('knowledge_changes_version_idx').on('knowledge_changes').column('version').execute();
      await sql`insert into knowledge_changes (agent_id, version)
        select distinct agent_id, (select version from knowledge_version where id = 1) from knowledge_documents`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('knowledge_changes').execute();
    },
  };
}
