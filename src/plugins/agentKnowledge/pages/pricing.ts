import type {AddOn} from '../../../data/addOns';
import type {Plan, PlanFeature} from '../../../data/plans';
import type {PricingFaq} from '../../../data/pricingFaqs';
import {addOnPriceStatement, planStatements} from '../facts';
import {bullets, faq, heading, link, paragraph, toNodes, whitePaperOffer} from './markdown';
import type {PageWriter} from './types';

type PlansModule = {planList: readonly Plan[]; planFeatures: readonly PlanFeature[]};
type PricingLib = {formatUsd: (amount: number, locale: string) => string};
type SiteModule = typeof import('../../../config/site');

/** /pricing: the plans with their prices and features, the add-ons, the pricing FAQs and whom to ask. */
export const pricingPage: PageWriter = (context) => {
  const {translate: t, load, localePath} = context;
  const {planList, planFeatures} = load<PlansModule>('@site/src/data/plans');
  const {addOns} = load<{addOns: readonly AddOn[]}>('@site/src/data/addOns');
  const {pricingFaqs} = load<{pricingFaqs: readonly PricingFaq[]}>('@site/src/data/pricingFaqs');
  const {formatUsd} = load<PricingLib>('@site/src/lib/pricing');
  const {externalLinks} = load<SiteModule>('@site/src/config/site');
  // Prices and counts as the locale's pages write them (src/data/numberLocale.ts).
  const {numberLocale} = load<{numberLocale: string}>('@site/src/data/numberLocale');
  const usd = (amount: number) => formatUsd(amount, numberLocale);

  /**
   * A plan as sentences that name it ("Business costs $449 per month ($5,388 billed annually).",
   * "Each extra seat on Business costs $69 per month."): each one answers a question alone, and
   * the section has the anchor of the plan's card (/pricing#business).
   */
  const planSection = (plan: Plan, index: number) => {
    const {price, seat, users, storage, interactions} = planStatements(context, plan);
    const facts = [price, seat, users, storage, interactions].filter((fact): fact is string => typeof fact === 'string');
    const features = planFeatures.filter((feature) => feature.from === plan.id).map((feature) => feature.label);
    // As the card says it: a plan has the features of the one before it, plus its own.
    const basis = planList[index - 1];
    const inherits = basis && paragraph(t({id: 'pricing.plan.everythingIn', message: 'Everything in {plan}, plus:'}, {plan: basis.title}));
    return [heading(3, plan.title, plan.id), paragraph(plan.description), paragraph(facts.join(' ')), inherits, bullets(features)]
      .filter(Boolean)
      .join('\n\n');
  };

  /** An add-on as its own section, anchored as its card (/pricing#add-on-crm), its price in a sentence that names it. */
  const addOnSection = (addOn: AddOn) =>
    [heading(3, addOn.name, `add-on-${addOn.id}`), paragraph(addOnPriceStatement(context, addOn)), paragraph(addOn.description)].join('\n\n');

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
        paragraph(t({id: 'pricing.plans.note', message: 'All plans require an annual commitment. Prices are in US dollars.'})),
        ...planList.map(planSection),
        heading(2, t({id: 'pricing.addOns.title', message: 'Add-ons'}), 'add-ons'),
        paragraph(
          t({
            id: 'pricing.addOns.intro',
            message: 'Extend any plan with the tools your team needs. Add them when you sign up or at any time later.',
          }),
        ),
        ...addOns.map(addOnSection),
        whitePaperOffer(t),
        heading(2, t({id: 'pricing.faq.title', message: 'Frequently Asked Questions'}), 'frequently-asked-questions'),
        faq(pricingFaqs, 'frequently-asked-questions'),
        heading(2, t({id: 'pricing.cta.title', message: 'Not Sure Which Plan Fits?'})),
        paragraph(
          t({
            id: 'pricing.cta.description',
            message: 'Book a demo and we will show you the agent working on your own content, or call our sales team.',
          }),
        ),
        link(t({id: 'pricing.cta.demo', message: 'Book a Demo'}), externalLinks.demoScheduler),
      ]),
    },
  ];
};
