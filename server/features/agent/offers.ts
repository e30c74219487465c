/**
 * Plans a question asks for that we cannot have (issue 19 §3 "a question about a plan that does
 * not exist says so"): a free one, or one at a price none of ours has ("a plan for $10"). The
 * typed plan facts list every plan with its price, so a free white paper or "10 minutes" on a blog
 * post does not make such a plan exist.
 */
import type {KnowledgeFact} from '../../../src/lib/knowledge/types';
import {answerText, listed} from './answer-text';
import type {AgentKnowledge} from './knowledge-index';
import {asksForFreePlan, offerKindOf, type IndexLanguage} from './languages';

/** A money amount as visitors write it: "$10", "10 dollars", "10 €", "49 dólares", "US$ 99". */
const amounts = /(?:US\$|\$|€|£)\s?(\d[\d.,]*)|(\d[\d.,]*)\s?(?:US\$|\$|€|£|usd\b|eur\b|dollars?\b|d[oó]lares\b|euros?\b)/iu;

/** The whole units of a price as written, without thousands separators ("$3,588" -> "3588"). */
function unitsOf(amount: string): string {
  return /^\d+/u.exec(amount.replace(/[.,\u00a0\u202f](?=\d{3}(?!\d))/g, ''))?.[0] ?? amount;
}

/** The amount a question names with a plan ("a plan for $10"): as typed, and its whole units ("10"). */
export function askedPlanPrice(query: string): {written: string; units: string} | undefined {
  if (offerKindOf(query) !== 'plan') return undefined;
  const match = amounts.exec(query);
  const amount = match?.[1] ?? match?.[2];
  return match && amount ? {written: match[0].trim(), units: unitsOf(amount)} : undefined;
}

function states(fact: KnowledgeFact, units: string): boolean {
  return Object.values(fact.statements).some((statement) => [...(statement ?? '').matchAll(/\d[\d.,\u00a0\u202f]*/g)].some(([figure]) => unitsOf(figure) === units));
}

/** Whether some passage says a plan costs that much ("Plans start from $99/month"): then the passages answer. */
function passageStatesPlanPrice(knowledge: AgentKnowledge, lang: IndexLanguage, units: string): boolean {
  const near = new RegExp(`\\bplan(?:es|s)?\\b[^.\\n]{0,60}(?<![\\d.,])${units}(?![\\d])|(?<![\\d.,])${units}(?![\\d])[^.\\n]{0,60}\\bplan(?:es|s)?\\b`, 'iu');
  return knowledge.search(lang, units, undefined, 50).some(({passage}) => near.test(passage.text.replace(/(\d)[.,\u00a0\u202f](?=\d{3}(?!\d))/g, '$1')));
}

const isFree = (plan: KnowledgeFact) => /\b(?:free|gratis|gratuit[oa])\b|(?<![\d.,])0(?![\d.,])/iu.test(plan.statements.price ?? '');

/**
 * What to say to a question for a plan none of ours can be, when the typed facts list every plan:
 * a free one when every plan has a price, or one at a price that no plan states and no page
 * gives a plan. Undefined when the question asks for no such plan (what nearly every question
 * does, so that is found out first).
 */
export function noSuchPlan(knowledge: AgentKnowledge, lang: IndexLanguage, query: string): string | undefined {
  const free = asksForFreePlan(lang, query);
  const price = free ? undefined : askedPlanPrice(query);
  if (!free && !price) return undefined;
  const plans = knowledge.factsOf(lang, 'plan');
  if (plans.length === 0) return undefined;
  const text = answerText[lang];
  const ours = listed(lang, plans.map((plan) => plan.name));
  if (free) return plans.some(isFree) ? undefined : `${text.noFreePlan(ours)} ${text.offerHandoff}`;
  if (!price || plans.some((plan) => states(plan, price.units)) || passageStatesPlanPrice(knowledge, lang, price.units)) return undefined;
  return `${text.noPlanAtPrice(price.written, ours)} ${text.offerHandoff}`;
}
