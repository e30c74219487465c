/**
 * Plans a question asks for that we cannot have (issue 19 §3 "a question about a plan that does
 * not exist says so"): a free one, or one at a price none of ours has ("a plan for $10"). The
 * typed plan facts list every plan with its price, so a free white paper or "10 minutes" on a blog
 * post does not make such a plan exist.
 */
import type {KnowledgeFact} from '../../../src/lib/knowledge/types';
import {answerText} from './answer-text';
import type {AgentKnowledge} from './knowledge-index';
import {asksForFreePlan, offerKindOf, type IndexLanguage} from './languages';

/** A money amount as visitors write it: "$10", "10 dollars", "10 €", "49 dólares", "US$ 99". */
const amounts = /(?:US\$|\$|€|£)\s?(\d[\d.,]*)|(\d[\d.,]*)\s?(?:US\$|\$|€|£|usd\b|eur\b|dollars?\b|d[oó]lares\b|euros?\b)/iu;

/** The whole units of a price as written, without thousands separators ("$3,588" -> "3588"). */
function unitsOf(amount: string): string {
  return /^\d+/u.exec(amount.replace(/[.,\u00a0\u202f](?=\d{3}(?!\d))/g, ''))?.[0] ?? amount;
}

/** The number of the amount a question names with a plan ("a plan for $10" -> "10"), or undefined. */
export function askedPlanPrice(query: string): string | undefined {
  if (offerKindOf(query) !== 'plan') return undefined;
  const match = amounts.exec(query);
  const amount = match?.[1] ?? match?.[2];
  return amount ? unitsOf(amount) : undefined;
}

function states(fact: KnowledgeFact, units: string): boolean {
  return Object.values(fact.statements).some((statement) => [...(statement ?? '').matchAll(/\d[\d.,\u00a0\u202f]*/g)].some(([figure]) => unitsOf(figure) === units));
}

/** Whether some passage says a plan costs that much ("Plans start from $99/month"): then the passages answer. */
function passageStatesPlanPrice(knowledge: AgentKnowledge, lang: IndexLanguage, units: string): boolean {
  const near = new RegExp(`\\bplan(?:es|s)?\\b[^.\\n]{0,60}(?<![\\d.,])${units}(?![\\d])|(?<![\\d.,])${units}(?![\\d])[^.\\n]{0,60}\\bplan(?:es|s)?\\b`, 'iu');
  return knowledge.search(lang, units, undefined, 50).some(({passage}) => near.test(passage.text.replace(/(\d)[.,\u00a0\u202f](?=\d{3}(?!\d))/g, '$1')));
}

/**
 * What to say to a question for a plan none of ours can be, when the typed facts list every plan:
 * a free one when every plan has a price, or one at a price that no plan states and no page
 * gives a plan. Undefined when the question asks for no such plan.
 */
export function noSuchPlan(knowledge: AgentKnowledge, lang: IndexLanguage, query: string): string | undefined {
  const plans = (knowledge.facts.get(lang) ?? []).filter((fact) => fact.kind === 'plan');
  if (plans.length === 0) return undefined;
  const text = answerText[lang];
  const list = new Intl.ListFormat(lang, {type: 'conjunction'}).format(plans.map((plan) => plan.name));
  if (asksForFreePlan(lang, query)) {
    const free = (fact: KnowledgeFact) => /\b(?:free|gratis|gratuit[oa])\b|(?<![\d.,])0(?![\d.,])/iu.test(fact.statements.price ?? '');
    return plans.some(free) ? undefined : `${text.noFreePlan(list)} ${text.offerHandoff}`;
  }
  const price = askedPlanPrice(query);
  if (!price || plans.some((plan) => states(plan, price)) || passageStatesPlanPrice(knowledge, lang, price)) return undefined;
  const amount = amounts.exec(query)?.[0].trim() ?? price;
  return `${text.noPlanAtPrice(amount, list)} ${text.offerHandoff}`;
}
