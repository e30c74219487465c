import {sql, type ColumnDefinitionBuilder, type Kysely} from 'kysely';
import type {SqlDialect} from '../connection';

/**
 * The other forms' records (white paper requests, partner applications, newsletter
 * subscriptions) and the mail outbox that tells staff about them. Outbox times are epoch
 * milliseconds (bigint) so both dialects compare them the same way in the relay's claim query.
 */
export function createFormsAndOutbox(dialect: SqlDialect) {
  const pg = dialect === 'postgres';
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const createdAt = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('white_paper_requests')
        .addColumn('id', 'integer', id)
        // 'download' (landing/case-study form) or 'request' (pricing/case-studies variant).
        .addColumn('form', 'text', (col) => col.notNull())
        .addColumn('file_path', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('user_name', 'text', (col) => col.notNull())
        .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('company_name', 'text', (col) => col.notNull())
        .addColumn('company_size', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('heard_about_us', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('subscribe', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('csrf_token', 'text', (col) => col.unique())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', createdAt, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('white_paper_requests_created_at_idx')
        .on('white_paper_requests')
        .column('created_at')
        .execute();

      await db.schema
        .createTable('partner_applications')
        .addColumn('id', 'integer', id)
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull())
        .addColumn('company_name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('website', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('partner_type', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('csrf_token', 'text', (col) => col.unique())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', createdAt, (col) => col.notNull().defaultTo(now))
        .execute();

      await db.schema
        .createTable('newsletter_subscriptions')
        .addColumn('id', 'integer', id)
        // Stored lowercased: one subscription per address.
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('company_name', 'text', (col) => col.notNull().defaultTo(''))
        // 'newsletter' or the white paper form that subscribed the address.
        .addColumn('source', 'text', (col) => col.notNull())
        .addColumn('created_at', createdAt, (col) => col.notNull().defaultTo(now))
        .execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'integer', id)
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('recipient', 'text', (col) => col.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        // pending -> sent, or failed after the last attempt.
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
        // A relay's claim: who holds the row and until when (a crashed relay's claim expires).
        .addColumn('locked_by', 'text')
        .addColumn('locked_until', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('sent_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('outbox_due_idx')
        .on('outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('outbox').execute();
      await db.schema.dropTable('newsletter_subscriptions').execute();
      await db.schema.dropTable('partner_applications').execute();
      await db.schema.dropTable('white_paper_requests').execute();
    },
  };
}
