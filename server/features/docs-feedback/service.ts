/**
 * Docs feedback without HTTP (issue 13 §3): a reader's vote on a docs page, checked and stored
 * under the day's visitor hash, and the staff report of a period (votes per page beside the
 * pages' pageviews, the latest comments, the questions the agent could not answer). routes.ts
 * only translates these to and from HTTP.
 */
import type {Kysely} from 'kysely';
import {helpfulnessPageLimit, type DocsFeedbackVote, type DocsHelpfulnessReport} from '../../../src/lib/docsFeedback';
import {localeOfPath} from '../../../src/lib/traffic/pageview';
import type {DayRange} from '../../../src/lib/traffic/report';
import type {Database} from '../../platform/database/schema';
import {unansweredByPage} from '../api';
import {dailyFigures, topCounts} from '../traffic';
import {commentCount, latestComments, recordDocsFeedback, votesByPage} from './queries';

/** Who votes: a bot is answered like everyone else and not stored; the visitor hash is asked only when needed. */
export type Voter = {isBot: boolean; visitor(): Promise<string>};

/** Why a vote was turned down: the text of a 400 badRequest. */
export type VoteRefusal = {ok: false; error: string};

/**
 * Stores (or updates) the voter's vote of today on the page, its comment trimmed; a vote whose
 * locale is not its page's is refused, a bot's is not stored.
 */
export async function castVote(
  db: Kysely<Database>,
  vote: DocsFeedbackVote,
  voter: Voter,
): Promise<{ok: true; stored: boolean} | VoteRefusal> {
  const locale = localeOfPath(vote.page);
  if (locale !== vote.locale) return {ok: false, error: `locale must be ${locale} for ${vote.page}`};
  if (voter.isBot) return {ok: true, stored: false};
  await recordDocsFeedback(db, {...vote, comment: vote.comment?.trim()}, await voter.visitor());
  return {ok: true, stored: true};
}

/**
 * The report of the days `range.from`..`range.to` (a checked range): per page (both locales
 * together) yes, no, share, comments and pageviews, most votes first; totals over every page;
 * the latest comments; and the questions the site's agent could not answer, by page.
 */
export async function helpfulnessReport(
  db: Kysely<Database>,
  range: DayRange,
  options: {now?: number; rollups?: boolean} = {},
): Promise<DocsHelpfulnessReport> {
  const [counted, comments, commented, figures, unanswered] = await Promise.all([
    votesByPage(db, range),
    latestComments(db, range),
    commentCount(db, range),
    dailyFigures(db, range, options),
    unansweredByPage(db, range),
  ]);
  const pageviews = new Map(topCounts(figures, 'page').map((count) => [count.value, count.pageviews]));
  const pages = counted
    .map(({page, votes, yes, comments}) => ({page, yes, no: votes - yes, share: yes / votes, comments, pageviews: pageviews.get(page) ?? 0}))
    .sort((a, b) => b.yes + b.no - (a.yes + a.no) || a.page.localeCompare(b.page));
  const yes = pages.reduce((sum, page) => sum + page.yes, 0);
  const no = pages.reduce((sum, page) => sum + page.no, 0);
  return {
    ...range,
    totals: {yes, no, share: yes + no ? yes / (yes + no) : null},
    pages: pages.slice(0, helpfulnessPageLimit),
    comments,
    commentCount: commented,
    unanswered,
  };
}
