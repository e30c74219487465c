/**
 * The pricing page's questions (SPEC §3 "FAQ item"), stating the billing rules of SPEC §9: annual
 * commitment, seat prices, daily interaction limits, immediate prorated upgrades, downgrades at the
 * next billing cycle, Enterprise by quote, add-on prices. Also the page's FAQPage structured data.
 */
import {translate} from '@docusaurus/Translate';
import {annualTotal, formatCount, formatUsd} from '@site/src/lib/pricing';
import {addOns} from './addOns';
import {numberLocale} from './numberLocale';
import {plans} from './plans';

export type PricingFaq = {
  /** Stable key, for React lists and tests. */
  id: string;
  question: string;
  answer: string;
};

// Prices and limits come from the plan and add-on data, written the way the page's language
// writes numbers: the answers cannot drift from the cards, and Spanish reads "299 US$" throughout.
const price = (amount: number | null) => formatUsd(amount ?? 0, numberLocale);
const count = (value: number | null) => formatCount(value ?? 0, numberLocale);
const addOnPrice = (id: string) => price(addOns.find((addOn) => addOn.id === id)?.price ?? null);

export const pricingFaqs: readonly PricingFaq[] = [
  {
    id: 'annual-commitment',
    question: translate({id: 'pricing.faq.annualCommitment.question', message: 'Is an annual commitment required?'}),
    answer: translate({
      id: 'pricing.faq.annualCommitment.answer',
      message:
        'Yes. Every plan requires an annual commitment. Pro is {proPrice}/month ({proAnnual} billed annually) and Business is {businessPrice}/month ({businessAnnual} billed annually). Enterprise terms are set out in your quote.',
    }, {
      proPrice: price(plans.pro.price),
      proAnnual: price(annualTotal(plans.pro.price ?? 0)),
      businessPrice: price(plans.business.price),
      businessAnnual: price(annualTotal(plans.business.price ?? 0)),
    }),
  },
  {
    id: 'change-plan',
    question: translate({id: 'pricing.faq.changePlan.question', message: 'Can I upgrade or downgrade my plan?'}),
    answer: translate({
      id: 'pricing.faq.changePlan.answer',
      message:
        'Yes. Upgrades take effect immediately and are billed on a prorated basis for the rest of your term. Downgrades take effect at the start of your next billing cycle.',
    }),
  },
  {
    id: 'seats',
    question: translate({id: 'pricing.faq.seats.question', message: 'How does seat pricing work?'}),
    answer: translate({
      id: 'pricing.faq.seats.answer',
      message:
        'Pro and Business include one user and 5 TB of knowledge storage. Each additional seat is {proSeat} per seat/month on Pro and {businessSeat} per seat/month on Business. Enterprise seats are part of your quote.',
    }, {proSeat: price(plans.pro.seatPrice), businessSeat: price(plans.business.seatPrice)}),
  },
  {
    id: 'interaction-limits',
    question: translate({id: 'pricing.faq.interactionLimits.question', message: 'How many AI interactions are included?'}),
    answer: translate({
      id: 'pricing.faq.interactionLimits.answer',
      message:
        'Pro includes up to {proInteractions} interactions per day and Business up to {businessInteractions} per day. Enterprise limits are custom and set to match your volume. If you regularly need more, you can upgrade at any time.',
    }, {proInteractions: count(plans.pro.interactionsPerDay), businessInteractions: count(plans.business.interactionsPerDay)}),
  },
  {
    id: 'enterprise',
    question: translate({id: 'pricing.faq.enterprise.question', message: 'How is Enterprise priced?'}),
    answer: translate({
      id: 'pricing.faq.enterprise.answer',
      message:
        'Enterprise is priced by quote. Book a demo or call our sales team, and we will size seats, storage and interaction limits to your organization.',
    }),
  },
  {
    id: 'add-ons',
    question: translate({id: 'pricing.faq.addOns.question', message: 'Can I add features to my plan?'}),
    answer: translate({
      id: 'pricing.faq.addOns.answer',
      message:
        'Yes. Add-ons are available on any plan: CRM {crm}/month, AI Invoicing {aiInvoicing}/month, AI Custom Coach {aiCustomCoach} per seat/month, AI Custom App {aiCustomApp} per seat/month and IVR Business Phone {ivrBusinessPhone}/month.',
    }, {
      crm: addOnPrice('crm'),
      aiInvoicing: addOnPrice('ai-invoicing'),
      aiCustomCoach: addOnPrice('ai-custom-coach'),
      aiCustomApp: addOnPrice('ai-custom-app'),
      ivrBusinessPhone: addOnPrice('ivr-business-phone'),
    }),
  },
];
