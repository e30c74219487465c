/**
 * The pricing page's questions (SPEC §3 "FAQ item"), stating the billing rules of SPEC §9: annual
 * commitment, seat prices, daily interaction limits, immediate prorated upgrades, downgrades at the
 * next billing cycle, Enterprise by quote, add-on prices. Also the page's FAQPage structured data.
 */
import {translate} from '@docusaurus/Translate';

export type PricingFaq = {
  /** Stable key, for React lists and tests. */
  id: string;
  question: string;
  answer: string;
};

export const pricingFaqs: readonly PricingFaq[] = [
  {
    id: 'annual-commitment',
    question: translate({id: 'pricing.faq.annualCommitment.question', message: 'Is an annual commitment required?'}),
    answer: translate({
      id: 'pricing.faq.annualCommitment.answer',
      message:
        'Yes. Every plan requires an annual commitment. Pro is $299/month ($3,588 billed annually) and Business is $449/month ($5,388 billed annually). Enterprise terms are set out in your quote.',
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
        'Pro and Business include one user and 5 TB of knowledge storage. Each additional seat is $49 per seat/month on Pro and $69 per seat/month on Business. Enterprise seats are part of your quote.',
    }),
  },
  {
    id: 'interaction-limits',
    question: translate({id: 'pricing.faq.interactionLimits.question', message: 'How many AI interactions are included?'}),
    answer: translate({
      id: 'pricing.faq.interactionLimits.answer',
      message:
        'Pro includes up to 1,000 interactions per day and Business up to 5,000 per day. Enterprise limits are custom and set to match your volume. If you regularly need more, you can upgrade at any time.',
    }),
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
        'Yes. Add-ons are available on any plan: CRM $19/month, AI Invoicing $9/month, AI Custom Coach $179 per seat/month, AI Custom App $249 per seat/month and IVR Business Phone $19/month.',
    }),
  },
];
