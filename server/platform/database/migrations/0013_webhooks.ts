import type {Kysely} from 'kysely';

/**
 * Webhooks (issue 12 §2): the endpoints an agent's events go to, and one delivery row per event
 * and endpoint, sent by the webhook relay (server/features/webhooks/relay.ts) the way the mail outbox is:
 * claimed with a lease (claimed_by, claim_expires_at) so several instances send each once,
 * retried with backoff until sent or failed. The secret is kept in clear because signing needs
 * it; staff see it once, at creation. Deleting an endpoint sets disabled_at: its log stays.
 * Times are epoch milliseconds; payload is the exact JSON body sent (signed per attempt).
 */
export function createWebhooks() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('webhook_endpoints')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('agent_id', 'text', (col) => col.notNull())
        .addColumn('url', 'text', (col) => col.notNull())
        // JSON array of event types.
        .addColumn('events', 'text', (col) => col.notNull())
        .addColumn('secret', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('disabled_at', 'bigint')
        .execute();
      await db.schema.createIndex('webhook_endpoints_agent_idx').on('webhook_endpoints').column('agent_id').execute();
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('endpoint_id', 'text', (col) => col.notNull().references('webhook_endpoints.id').onDelete('cascade'))
        .addColumn('event_type', 'text', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
        .addColumn('claimed_by', 'text')
        .addColumn('claim_expires_at', 'bigint')
        .addColumn('last_status', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('delivered_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_due_idx')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_endpoint_idx')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('webhook_deliveries').execute();
      await db.schema.dropTable('webhook_endpoints').execute();
    },
  };
}
