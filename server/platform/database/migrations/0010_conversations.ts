import type {Kysely} from 'kysely';

/**
 * Conversations of the on-site agent and their messages (SPEC §3 "Conversation data", "Message
 * data"; issue 11 Chat Logs, filled by the agent API of issue 12). Ids are text ('conv_...',
 * 'msg_...') because the API hands them out. A message's role 'user' is inbound, anything else
 * outbound; an outbound message keeps the sources it cited (JSON) and whether the agent said it
 * was unsure. Times are epoch milliseconds.
 */
export function createConversations() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('conversations')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('agent_id', 'text', (col) => col.notNull())
        .addColumn('user_id', 'text')
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('visitor_email', 'text')
        .addColumn('visitor_name', 'text')
        .addColumn('visitor_company', 'text')
        .addColumn('visitor_phone', 'text')
        .addColumn('handed_off_at', 'bigint')
        // 'up' | 'down' | null: the visitor's rating of the conversation.
        .addColumn('rating', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('conversations_created_at_idx').on('conversations').column('created_at').execute();
      await db.schema
        .createTable('messages')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('conversation_id', 'text', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('sources', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('uncertain', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('messages_conversation_idx')
        .on('messages')
        .columns(['conversation_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('messages').execute();
      await db.schema.dropTable('conversations').execute();
    },
  };
}
