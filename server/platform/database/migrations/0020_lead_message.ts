import type {Kysely} from 'kysely';

/**
 * The lead form's optional message (issue 20): the ROI calculator's call to action carries its
 * estimate into it, and the visitor may write anything else there. Null on older leads.
 */
export function createLeadMessage() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('leads').addColumn('message', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('leads').dropColumn('message').execute();
    },
  };
}
