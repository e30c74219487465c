import type {Kysely} from 'kysely';
import type {SqlDialect} from '../connection';
import {autoId} from './columns';

/**
 * "Was this page helpful?" on the docs pages (issue 13 §3): one row per visitor, page and UTC
 * day, the visitor being the traffic beacon's hash of the day (server/features/traffic/visitor.ts), so no
 * cookie, address or user agent is stored. A second vote the same day updates the row (the
 * unique index is the upsert's target); the comment is added to it. helpful is 1 or 0 (both
 * dialects alike); times are epoch milliseconds.
 */
export function createDocsFeedback(dialect: SqlDialect) {
  const id = autoId(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('docs_feedback')
        .addColumn('id', dialect === 'postgres' ? 'bigint' : 'integer', id)
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('page', 'text', (col) => col.notNull())
        .addColumn('version', 'text', (col) => col.notNull())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('visitor', 'text', (col) => col.notNull())
        .addColumn('helpful', 'integer', (col) => col.notNull())
        .addColumn('comment', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('docs_feedback_vote_idx')
        .on('docs_feedback')
        .columns(['day', 'visitor', 'page'])
        .unique()
        .execute();
      await db.schema.createIndex('docs_feedback_page_idx').on('docs_feedback').columns(['page', 'day']).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('docs_feedback').execute();
    },
  };
}
