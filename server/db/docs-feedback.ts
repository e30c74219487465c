/**
 * Docs page votes (issue 13 §3, migration 0014): one row per visitor, page and UTC day, updated
 * by a later vote of the same day, and the staff report of a period beside the pages' traffic.
 * Portable SQL (SQLite and PostgreSQL): the upsert's target is the unique (day, visitor, page).
 */
import {sql, type Kysely} from 'kysely';
import type {DocsFeedbackVote, DocsHelpfulnessReport} from '../../src/lib/docsFeedback';
import {helpfulnessPageLimit, latestCommentLimit} from '../../src/lib/docsFeedback';
import type {DayRange} from '../../src/lib/traffic/report';
import type {Database} from './schema';
import {utcDay} from './pageviews';
import {dailyFigures, pageExpression, topCounts} from './traffic-report';

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

type Counted = {page: string; votes: number | string; yes: number | string; comments: number | string};

/** The votes of the days `from`..`to` per page (both locales together), with the pages' pageviews. */
export async function docsHelpfulness(
  db: Kysely<Database>,
  range: DayRange,
  options: {now?: number; rollups?: boolean} = {},
): Promise<Omit<DocsHelpfulnessReport, 'unanswered'>> {
  const inRange = db.selectFrom('docs_feedback').where('day', '>=', range.from).where('day', '<=', range.to);
  const withComment = inRange.where('comment', 'is not', null);
  const [counted, latest, commentTotal, figures] = await Promise.all([
    inRange
      .select([
        pageExpression.as('page'),
        sql<number>`count(*)`.as('votes'),
        sql<number>`sum(helpful)`.as('yes'),
        sql<number>`count(comment)`.as('comments'),
      ])
      .groupBy(sql`1`)
      .execute() as Promise<Counted[]>,
    withComment
      .select(['id', 'updated_at', 'page', 'locale', 'version', 'helpful', 'comment'])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(latestCommentLimit)
      .execute(),
    withComment.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
    dailyFigures(db, range, options),
  ]);
  const pageviews = new Map(topCounts(figures, 'page').map((count) => [count.value, count.pageviews]));
  const pages = counted
    .map((row) => {
      const votes = Number(row.votes);
      const yes = Number(row.yes);
      return {page: row.page, yes, no: votes - yes, share: yes / votes, comments: Number(row.comments), pageviews: pageviews.get(row.page) ?? 0};
    })
    .sort((a, b) => b.yes + b.no - (a.yes + a.no) || a.page.localeCompare(b.page));
  const yes = pages.reduce((sum, page) => sum + page.yes, 0);
  const no = pages.reduce((sum, page) => sum + page.no, 0);
  return {
    ...range,
    totals: {yes, no, share: yes + no ? yes / (yes + no) : null},
    pages: pages.slice(0, helpfulnessPageLimit),
    comments: latest.map((row) => ({
      id: Number(row.id),
      at: Number(row.updated_at),
      page: row.page,
      locale: row.locale,
      version: row.version,
      helpful: Number(row.helpful) === 1,
      comment: row.comment ?? '',
    })),
    commentCount: Number(commentTotal.count),
  };
}
