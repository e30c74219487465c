import type {Kysely} from 'kysely';

/**
 * Which white paper the public forms offer (issue 11 §2): one row, chosen by staff on
 * /admin-whitepaper. No row means the product's own paper (src/lib/forms/whitePaper.ts).
 */
export function createWhitePaperOffer() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('white_paper_offer')
        // Always 1: the table holds one choice, and the key makes a second row impossible.
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('file', 'text', (col) => col.notNull())
        .addColumn('chosen_at', 'bigint', (col) => col.notNull())
        .addColumn('chosen_by', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('white_paper_offer').execute();
    },
  };
}
