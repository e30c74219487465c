import {sql, type Kysely} from 'kysely';

/**
 * The title and description the public forms show for the offered paper (issue 20 §2): staff
 * set both when they offer a paper. A paper offered before this migration keeps being offered,
 * titled by its file name and described by the site's own copy of the benchmark study (SPEC §3),
 * the text the forms showed until now. The text is written out here, not imported, so this
 * migration does the same thing however that copy changes later.
 */
const earlierDescription =
  'Twelve weeks, eight companies and 186,400 real customer conversations: see how AI agents and experienced support teams compare on resolution rate, speed, accuracy, cost and satisfaction.';

export function createWhitePaperOfferText() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // Not null with an empty default so both dialects can add the columns to a table with a row.
      await db.schema.alterTable('white_paper_offer').addColumn('title', 'text', (col) => col.notNull().defaultTo('')).execute();
      await db.schema
        .alterTable('white_paper_offer')
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await sql`update white_paper_offer set title = file, description = ${earlierDescription}`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('white_paper_offer').dropColumn('description').execute();
      await db.schema.alterTable('white_paper_offer').dropColumn('title').execute();
    },
  };
}
