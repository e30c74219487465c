/**
 * The partners page's six questions (SPEC §2 "Partners page"), with the statements and figures
 * the spec requires in the answers.
 */
import {translate} from '@docusaurus/Translate';
import type {FaqItem} from '@site/src/data/industryContent/types';
import {partnerFigures} from './partnerPrograms';
import {localFigure} from './siteFigures';

export type PartnerFaq = FaqItem & {
  /** Stable key: React lists and the question's anchor (#partner-faq-{id}). */
  id: string;
};

export const partnerFaqs: readonly PartnerFaq[] = [
  {
    id: 'review-time',
    question: translate({
      id: 'partners.faq.reviewTime.question',
      message: 'How long does it take to review my application?',
    }),
    answer: translate(
      {
        id: 'partners.faq.reviewTime.answer',
        message:
          'Our partnership team reviews every application and responds within {days} business days, either with an invitation to a short call or with the reasons we cannot accept it yet.',
      },
      {days: localFigure(partnerFigures.reviewBusinessDays)},
    ),
  },
  {
    id: 'onboarding',
    question: translate({
      id: 'partners.faq.onboarding.question',
      message: 'How long does onboarding take?',
    }),
    answer: translate(
      {
        id: 'partners.faq.onboarding.answer',
        message:
          'Onboarding usually takes {weeks} weeks: we set up your partner account, walk you through the product and the program terms, and give you the materials you need to start.',
      },
      {weeks: localFigure(partnerFigures.onboardingWeeks)},
    ),
  },
  {
    id: 'cost',
    question: translate({
      id: 'partners.faq.cost.question',
      message: 'Does it cost anything to become a partner?',
    }),
    answer: translate({
      id: 'partners.faq.cost.answer',
      message:
        'The referral and affiliate programs have no upfront cost. The technology and reseller programs may include certification or training fees, which we explain in full before you sign anything.',
    }),
  },
  {
    id: 'referral-commission',
    question: translate({
      id: 'partners.faq.referralCommission.question',
      message: 'How much do referral partners earn?',
    }),
    answer: translate(
      {
        id: 'partners.faq.referralCommission.answer',
        message:
          'Referral commission is typically {commission} of the first-year contract value of each customer you refer, depending on the plan they choose.',
      },
      {commission: localFigure(partnerFigures.referralCommission)},
    ),
  },
  {
    id: 'affiliate-commission',
    question: translate({
      id: 'partners.faq.affiliateCommission.question',
      message: 'How do affiliate commissions work?',
    }),
    answer: translate(
      {
        id: 'partners.faq.affiliateCommission.answer',
        message:
          'Affiliates earn {commission} on initial sales made through their links, plus renewal commissions for as long as those customers keep their subscription.',
      },
      {commission: localFigure(partnerFigures.affiliateCommission)},
    ),
  },
  {
    id: 'multiple-programs',
    question: translate({
      id: 'partners.faq.multiplePrograms.question',
      message: 'Can I join more than one program?',
    }),
    answer: translate({
      id: 'partners.faq.multiplePrograms.answer',
      message:
        'Yes. Partners may join multiple programs, for example referring customers while building an integration. Choose the program that fits best in your application and tell us about the others in your message.',
    }),
  },
];
