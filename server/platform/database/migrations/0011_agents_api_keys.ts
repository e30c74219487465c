import type {Kysely} from 'kysely';

/**
 * Agents (tenants) and their API keys (issue 12 §2). Everything the /v1 API stores belongs to an
 * agent; the site's own agent ('agt_site') is created at start (server/features/agent/agents.ts). A key is kept
 * only as its SHA-256 (keys are 32 random bytes, so a fast hash is enough) with the first 12
 * characters shown to staff; permissions and origins are JSON lists as text, like the form tables.
 * api_key_usage counts requests per key and minute in the database, so a key's rate limit holds
 * across every instance behind a load balancer.
 */
export function createAgentsAndApiKeys() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('agents')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('agent_id', 'text', (col) => col.notNull().references('agents.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        // 'public' | 'private' | 'scoped'
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('prefix', 'text', (col) => col.notNull())
        .addColumn('secret_hash', 'text', (col) => col.notNull().unique())
        .addColumn('permissions', 'text', (col) => col.notNull())
        .addColumn('origins', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('rate_limit', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('last_used_at', 'bigint')
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('api_keys_agent_idx').on('api_keys').column('agent_id').execute();
      await db.schema
        .createTable('api_key_usage')
        .addColumn('key_id', 'text', (col) => col.notNull())
        // Epoch ms of the minute the requests fall in.
        .addColumn('window_start', 'bigint', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('api_key_usage_pk', ['key_id', 'window_start'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('api_key_usage').execute();
      await db.schema.dropTable('api_keys').execute();
      await db.schema.dropTable('agents').execute();
    },
  };
}
