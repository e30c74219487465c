import type {AddOn} from '../../../data/addOns';
import type {Plan, PlanFeature} from '../../../data/plans';
import type {PricingFaq} from '../../../data/pricingFaqs';
import {bullets, faq, heading, paragraph, table, toNodes} from './markdown';
import type {PageWriter} from './types';

type PlansModule = {planList: readonly Plan[]; planFeatures: readonly PlanFeature[]};
type PricingLib = {formatUsd: (amount: number, locale: string) => string; formatCount: (value: number, locale: string) => string};

/** /pricing: the plans with their prices and features, the add-ons and the pricing FAQs. */
export const pricingPage: PageWriter = ({translate: t, load, localePath}) => {
  const {planList, planFeatures} = load<PlansModule>('@site/src/data/plans');
  const {addOns} = load<{addOns: readonly AddOn[]}>('@site/src/data/addOns');
  const {pricingFaqs} = load<{pricingFaqs: readonly PricingFaq[]}>('@site/src/data/pricingFaqs');
  const {formatUsd, formatCount} = load<PricingLib>('@site/src/lib/pricing');
  // Prices and counts as the locale's pages write them (src/data/numberLocale.ts).
  const {numberLocale} = load<{numberLocale: string}>('@site/src/data/numberLocale');
  const usd = (amount: number) => formatUsd(amount, numberLocale);
  const byQuote = t({id: 'knowledge.pricing.byQuote', message: 'By quote'});

  const planSection = (plan: Plan) => {
    const price =
      plan.price === null
        ? byQuote
        : t({id: 'knowledge.pricing.perMonth', message: '{amount} per month'}, {amount: usd(plan.price)});
    const facts = [
      `${price} (${plan.priceSubtext})`,
      plan.seatPrice !== null &&
        t({id: 'knowledge.pricing.seat', message: 'Extra seats: {amount} per seat per month'}, {amount: usd(plan.seatPrice)}),
      plan.includedUsers !== null &&
        t({id: 'knowledge.pricing.users', message: 'Users included: {count}'}, {count: String(plan.includedUsers)}),
      plan.knowledgeStorageTb !== null &&
        t({id: 'knowledge.pricing.storage', message: 'Knowledge storage: {count} TB'}, {count: String(plan.knowledgeStorageTb)}),
      plan.interactionsPerDay !== null &&
        t({id: 'knowledge.pricing.interactions', message: 'AI interactions per day: {count}'}, {
          count: formatCount(plan.interactionsPerDay, numberLocale),
        }),
    ].filter((fact): fact is string => typeof fact === 'string');
    const features = planFeatures.filter((feature) => feature.from === plan.id).map((feature) => feature.label);
    return [
      heading(3, plan.title),
      paragraph(plan.description),
      bullets([...facts, ...features]),
    ].join('\n\n');
  };

  return [
    {
      title: t({id: 'pricing.meta.title', message: 'Pricing: AI Agent Plans for Every Business'}),
      summary: t({
        id: 'pricing.meta.description',
        message:
          'AI agent plans from {price}/month: Pro, Business (most popular) and Enterprise. Compare seats, interaction limits, features and add-ons, and read how billing works.',
      }, {price: usd(planList[0].price ?? 0)}),
      url: localePath('/pricing'),
      body: toNodes([
        paragraph(
          t({
            id: 'pricing.hero.lead',
            message:
              'AI agents that answer from your own knowledge, around the clock. Pick the plan that fits your team today and add seats or add-ons as you grow.',
          }),
        ),
        heading(2, t({id: 'pricing.plans.title', message: 'Choose Your Plan'}), 'plans-title'),
        paragraph(t({id: 'pricing.plans.intro', message: 'Every plan includes an AI agent trained on your own knowledge, working 24/7.'})),
        ...planList.map(planSection),
        heading(2, t({id: 'pricing.addOns.title', message: 'Add-ons'}), 'add-ons'),
        paragraph(
          t({
            id: 'pricing.addOns.intro',
            message: 'Extend any plan with the tools your team needs. Add them when you sign up or at any time later.',
          }),
        ),
        table(
          [
            t({id: 'knowledge.pricing.addOn', message: 'Add-on'}),
            t({id: 'knowledge.pricing.price', message: 'Price'}),
            t({id: 'knowledge.pricing.description', message: 'Description'}),
          ],
          addOns.map((addOn) => [
            addOn.name,
            addOn.unit === 'month'
              ? t({id: 'knowledge.pricing.perMonth', message: '{amount} per month'}, {amount: usd(addOn.price)})
              : t({id: 'knowledge.pricing.perSeatMonth', message: '{amount} per seat per month'}, {amount: usd(addOn.price)}),
            addOn.description,
          ]),
        ),
        heading(2, t({id: 'pricing.faq.title', message: 'Frequently Asked Questions'}), 'frequently-asked-questions'),
        faq(pricingFaqs),
      ]),
    },
  ];
};
