import {sql, type Kysely} from 'kysely';
import type {SqlDialect} from '../connection';
import {autoId} from './columns';

/**
 * Knowledge added through the API, handoffs to sales, and ratings of answers (issue 12 §2, §4).
 * - knowledge_documents: Markdown documents of an agent; knowledge_version is one counter row
 *   bumped with every change, which each instance polls to resync its index (several instances
 *   answer from the same knowledge within the sync interval).
 * - handoffs: a visitor handed to sales. Its created_at is a timestamp like the form tables'
 *   (ISO text on SQLite, timestamptz on PostgreSQL) because Users lists handoffs among the form
 *   records; its numeric id links the outbox mail, the text id ('ho_...') is what the API shows.
 * - messages.rating: the visitor's thumbs up or down on one answer.
 */
export function createKnowledgeAndHandoffs(dialect: SqlDialect) {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('knowledge_documents')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('agent_id', 'text', (col) => col.notNull().references('agents.id').onDelete('cascade'))
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('source_url', 'text')
        .addColumn('locale', 'text')
        .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('knowledge_documents_agent_idx')
        .on('knowledge_documents')
        .columns(['agent_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('knowledge_version')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('version', 'bigint', (col) => col.notNull())
        .execute();
      await sql`insert into knowledge_version (id, version) values (1, 0)`.execute(db);

      await db.schema
        .createTable('handoffs')
        .addColumn('id', pg ? 'bigint' : 'integer', autoId(dialect))
        .addColumn('public_id', 'text', (col) => col.notNull().unique())
        .addColumn('agent_id', 'text', (col) => col.notNull())
        .addColumn('conversation_id', 'text', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('company_name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('priority', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('created_at', pg ? 'timestamptz' : 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('handoffs_email_idx').on('handoffs').column('email').execute();

      await db.schema.alterTable('messages').addColumn('rating', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('messages').dropColumn('rating').execute();
      await db.schema.dropTable('handoffs').execute();
      await db.schema.dropTable('knowledge_version').execute();
      await db.schema.dropTable('knowledge_documents').execute();
    },
  };
}
