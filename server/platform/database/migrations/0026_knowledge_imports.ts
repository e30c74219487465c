/**
 * Knowledge imports that run as jobs (issue 23 §2): a large upload or a web address the caller
 * asked to follow answers 202 at once, and a row here is the job, on the server's leased job
 * queue (platform/job-queue.ts) like the outbox: any instance claims it, reads the files (kept in
 * object storage meanwhile) or the site, and records its progress for GET
 * /v1/knowledge/imports/{id}. The queue's columns are those of leased-table.ts.
 */
import type {Kysely} from 'kysely';
import {lockedJobColumns} from './columns';

export function createKnowledgeImports() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('knowledge_imports')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('agent_id', 'text', (col) => col.notNull().references('agents.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('url', 'text')
        .addColumn('files', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('locale', 'text')
        .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('sources_total', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('sources_done', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('result', 'text', (col) => col.notNull().defaultTo('{"documents":[],"skipped":[]}'))
        .addColumn('error_code', 'text')
        .$call(lockedJobColumns)
        .addColumn('finished_at', 'bigint')
        .execute();
      await db.schema.createIndex('knowledge_imports_due_idx').on('knowledge_imports').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('knowledge_imports_agent_idx').on('knowledge_imports').column('agent_id').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('knowledge_imports').execute();
    },
  };
}
