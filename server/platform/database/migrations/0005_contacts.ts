import {sql, type Kysely} from 'kysely';

/**
 * Users (issue 11 §2): each notification in the outbox names the submission it announces
 * (table and id, filled by writeSubmission), so the Users page shows a submission's mail state
 * and an erasure deletes the mail with the record. Rows written before this have no link.
 * People are merged by lowercased e-mail: expression indexes keep those lookups off full scans.
 */
const personTables = ['leads', 'white_paper_requests', 'partner_applications'] as const;

export function createContacts() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('outbox').addColumn('source_table', 'text').execute();
      await db.schema.alterTable('outbox').addColumn('source_id', 'integer').execute();
      await db.schema.createIndex('outbox_source_idx').on('outbox').columns(['source_table', 'source_id']).execute();
      for (const table of personTables) {
        await db.schema.createIndex(`${table}_email_key_idx`).on(table).expression(sql`lower(email)`).execute();
      }
    },

    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of personTables) await db.schema.dropIndex(`${table}_email_key_idx`).execute();
      await db.schema.dropIndex('outbox_source_idx').execute();
      await db.schema.alterTable('outbox').dropColumn('source_id').execute();
      await db.schema.alterTable('outbox').dropColumn('source_table').execute();
    },
  };
}
