import type {Kysely} from 'kysely';
import type {SqlDialect} from '../connection';
import {autoId} from './columns';

/**
 * Sandbox agents for the docs' try-it console (issue 13 §2): an agent and its keys may expire
 * (epoch ms; null: never, as for the site's agent and every agent staff make). Expired sandbox
 * agents are swept with all their data (server/features/sandbox/queries.ts); the index on agents.expires_at
 * keeps that sweep off a full scan.
 * sandbox_grants counts sandboxes per client address over the last hour in the database, so the
 * limit holds across instances; the address is kept only as a hash with the day's salt, and rows
 * older than an hour are deleted by the sweep.
 */
export function createSandboxes(dialect: SqlDialect) {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('agents').addColumn('expires_at', 'bigint').execute();
      await db.schema.alterTable('api_keys').addColumn('expires_at', 'bigint').execute();
      await db.schema.createIndex('agents_expires_at_idx').on('agents').column('expires_at').execute();
      await db.schema
        .createTable('sandbox_grants')
        .addColumn('id', pg ? 'bigint' : 'integer', autoId(dialect))
        .addColumn('address_hash', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('sandbox_grants_address_idx')
        .on('sandbox_grants')
        .columns(['address_hash', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('sandbox_grants').execute();
      await db.schema.dropIndex('agents_expires_at_idx').execute();
      await db.schema.alterTable('api_keys').dropColumn('expires_at').execute();
      await db.schema.alterTable('agents').dropColumn('expires_at').execute();
    },
  };
}
