/**
 * Docs page votes (issue 13 §3, migration 0014): one row per visitor, page and UTC day, updated
 * by a later vote of the same day, and what the staff report of a period reads of them.
 * Portable SQL (SQLite and PostgreSQL): the upsert's target is the unique (day, visitor, page).
 */
import {sql, type Kysely} from 'kysely';
import type {DocsFeedbackComment, DocsFeedbackVote} from '../../../src/lib/docsFeedback';
import {latestCommentLimit} from '../../../src/lib/docsFeedback';
import type {DayRange} from '../../../src/lib/traffic/report';
import type {Database} from '../../platform/database/schema';
import {pageExpression, utcDay} from '../traffic';

/** Stores a visitor's vote on a page for today, or updates today's; a comment is added to it. */
export async function recordDocsFeedback(
  db: Kysely<Database>,
  {page, version, locale, helpful, comment}: DocsFeedbackVote,
  visitor: string,
  now = Date.now(),
): Promise<void> {
  const vote = {version, locale, helpful: helpful ? 1 : 0, updated_at: now};
  await db
    .insertInto('docs_feedback')
    .values({...vote, day: utcDay(now), page, visitor, comment: comment ?? null, created_at: now})
    .onConflict((conflict) =>
      // Changing one's mind without a comment keeps the comment already given.
      conflict.columns(['day', 'visitor', 'page']).doUpdateSet(comment === undefined ? vote : {...vote, comment}),
    )
    .execute();
}

const inRange = (db: Kysely<Database>, range: DayRange) =>
  db.selectFrom('docs_feedback').where('day', '>=', range.from).where('day', '<=', range.to);

const withComment = (db: Kysely<Database>, range: DayRange) => inRange(db, range).where('comment', 'is not', null);

/** A page's votes of a period (both locales together): how many, how many said yes, how many commented. */
export type PageVotes = {page: string; votes: number; yes: number; comments: number};

/** The votes of the days `range.from`..`range.to`, per page without its locale. */
export async function votesByPage(db: Kysely<Database>, range: DayRange): Promise<PageVotes[]> {
  const rows = await inRange(db, range)
    .select([
      pageExpression.as('page'),
      sql<number | string>`count(*)`.as('votes'),
      sql<number | string>`sum(helpful)`.as('yes'),
      sql<number | string>`count(comment)`.as('comments'),
    ])
    .groupBy(sql`1`)
    .execute();
  return rows.map((row) => ({page: row.page, votes: Number(row.votes), yes: Number(row.yes), comments: Number(row.comments)}));
}

/** The period's latest comments, newest first (at most the report's limit). */
export async function latestComments(db: Kysely<Database>, range: DayRange): Promise<DocsFeedbackComment[]> {
  const rows = await withComment(db, range)
    .select(['id', 'updated_at', 'page', 'locale', 'version', 'helpful', 'comment'])
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(latestCommentLimit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: Number(row.updated_at),
    page: row.page,
    locale: row.locale,
    version: row.version,
    helpful: Number(row.helpful) === 1,
    comment: row.comment ?? '',
  }));
}

/** How many votes of the period carry a comment. */
export async function commentCount(db: Kysely<Database>, range: DayRange): Promise<number> {
  const row = await withComment(db, range).select(sql<number | string>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
