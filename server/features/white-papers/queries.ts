/**
 * White paper facts the bucket does not hold (migrations 0006, 0021): which paper the public
 * forms offer and what they say of it, and how often each paper was asked for through them (one
 * white_paper_requests row per answered request).
 */
import type {Kysely} from 'kysely';
import {whitePaperFile} from '../../../src/lib/forms/whitePaper';
import type {WhitePaperOfferView} from '../../../src/lib/staff/whitePapers';
import type {Database} from '../../platform/database/schema';

const offerRow = 1;

/** Staff's offer: the paper, with its title and description; undefined until they choose one. */
export async function whitePaperOffer(db: Kysely<Database>): Promise<WhitePaperOfferView | undefined> {
  const row = await db
    .selectFrom('white_paper_offer')
    .select(['file', 'title', 'description'])
    .where('id', '=', offerRow)
    .executeTakeFirst();
  return row && {name: row.file, title: row.title, description: row.description};
}

/** The paper the forms offer: staff's choice, or the product's own paper until they choose. */
export function offeredPaperFile(offer: WhitePaperOfferView | undefined): string {
  return offer?.name ?? whitePaperFile;
}

export async function offeredWhitePaper(db: Kysely<Database>): Promise<string> {
  return offeredPaperFile(await whitePaperOffer(db));
}

export async function offerWhitePaper(db: Kysely<Database>, offer: WhitePaperOfferView, chosenBy: string, now = Date.now()) {
  const values = {file: offer.name, title: offer.title, description: offer.description, chosen_at: now, chosen_by: chosenBy};
  await db
    .insertInto('white_paper_offer')
    .values({id: offerRow, ...values})
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

/** Requests answered per paper, by file name. */
export async function downloadCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('white_paper_requests')
    .select(({fn}) => ['file_path', fn.countAll().as('count')])
    .groupBy('file_path')
    .execute();
  return new Map(rows.map((row) => [row.file_path, Number(row.count)]));
}
