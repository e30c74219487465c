import {sql, type Kysely} from 'kysely';
import type {SqlDialect} from '../connection';

export function createLeads(dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'integer', (col) =>
          dialect === 'postgres'
            ? col.primaryKey().generatedByDefaultAsIdentity()
            : col.primaryKey().autoIncrement(),
        )
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('position', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('company_name', 'text', (col) => col.notNull())
        .addColumn('company_size', 'text', (col) => col.notNull())
        .addColumn('interests', 'text', (col) => col.notNull())
        .addColumn('ai_use_case', 'text', (col) => col.notNull())
        .addColumn('csrf_token', 'text', (col) => col.notNull().unique())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', dialect === 'postgres' ? 'timestamptz' : 'text', (col) =>
          col.notNull().defaultTo(dialect === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
        )
        .execute();

      // Staff will list the newest leads first and look people up by e-mail.
      await db.schema.createIndex('leads_created_at_idx').on('leads').column('created_at').execute();
      await db.schema.createIndex('leads_email_idx').on('leads').column('email').execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('leads').execute();
    },
  };
}
