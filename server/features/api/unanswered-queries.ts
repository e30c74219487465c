/**
 * The questions the site's agent could not answer in a period, grouped by the page they were
 * asked from (issue 13 §3): where the docs and pages fall short. An answer marked uncertain is
 * paired with the visitor's question just before it in its conversation; the page is the one
 * the widget sent with that question (migration 0016). Only the site's own agent counts:
 * sandboxes and customers' agents answer from other knowledge.
 */
import type {Kysely} from 'kysely';
import type {UnansweredPage} from '../../../src/lib/docsFeedback';
import {unansweredPageLimit, unansweredQuestionLimit} from '../../../src/lib/docsFeedback';
import type {DayRange} from '../../../src/lib/traffic/report';
import {siteAgentId} from '../agent';
import type {Database} from '../../platform/database/schema';
import {pageExpression} from '../traffic';

/** Uncertain answers looked at per report: the latest ones, enough for a month of a busy site. */
const answerLimit = 2000;
const dayMs = 86_400_000;

export async function unansweredByPage(db: Kysely<Database>, range: DayRange): Promise<UnansweredPage[]> {
  const start = Date.parse(`${range.from}T00:00:00Z`);
  const end = Date.parse(`${range.to}T00:00:00Z`) + dayMs;
  const answers = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .select(['messages.conversation_id as conversationId', 'messages.created_at as at'])
    .where('conversations.agent_id', '=', siteAgentId)
    .where('messages.role', '=', 'assistant')
    .where('messages.uncertain', '=', 1)
    .where('messages.created_at', '>=', start)
    .where('messages.created_at', '<', end)
    .orderBy('messages.created_at', 'desc')
    .limit(answerLimit)
    .execute();
  if (answers.length === 0) return [];
  const conversationIds = [...new Set(answers.map((answer) => answer.conversationId))];
  const questions = await db
    .selectFrom('messages')
    // The page whatever its language, as the traffic report counts pages ('/es/pricing' -> '/pricing').
    .select(['conversation_id as conversationId', 'content', 'page as path', pageExpression.as('page'), 'created_at as at'])
    .where('conversation_id', 'in', conversationIds)
    .where('role', '=', 'user')
    .orderBy('created_at', 'desc')
    .execute();
  const questionsOf = new Map<string, typeof questions>();
  for (const question of questions) {
    const list = questionsOf.get(question.conversationId);
    if (list) list.push(question);
    else questionsOf.set(question.conversationId, [question]);
  }

  const pages = new Map<string, UnansweredPage>();
  for (const answer of answers) {
    // The visitor's question just before the answer: the newest of its conversation not after it.
    const question = questionsOf.get(answer.conversationId)?.find((q) => Number(q.at) <= Number(answer.at));
    if (!question?.path) continue;
    const entry = pages.get(question.page) ?? {page: question.page, count: 0, questions: []};
    entry.count += 1;
    if (entry.questions.length < unansweredQuestionLimit) entry.questions.push({text: question.content, at: Number(question.at), path: question.path});
    pages.set(question.page, entry);
  }
  return [...pages.values()].sort((a, b) => b.count - a.count || a.page.localeCompare(b.page)).slice(0, unansweredPageLimit);
}
