/**
 * SPEC §3 "Case study card": company, industry, challenge, solution, results list, plan.
 *
 * ILLUSTRATIVE SAMPLE DATA. The spec's case studies are placeholders; the companies below are
 * invented composites, not customers, and the page says so. Their figures stay within the
 * industry claims of SPEC §2 so no story promises more than the industry pages do. Replace them
 * with real, approved stories when the business has them.
 */
import {translate} from '@docusaurus/Translate';
import type {IndustryId} from '@site/src/config/ids';
import type {PlanId} from '@site/src/data/plans';

export type CaseStudy = {
  /** Stable key (kebab-case of the company). */
  id: string;
  /** A made-up company name; the same in every locale. */
  company: string;
  industry: IndustryId;
  challenge: string;
  solution: string;
  /** Two to four measurable outcomes. */
  results: readonly string[];
  plan: PlanId;
};

export const caseStudies: readonly CaseStudy[] = [
  {
    id: 'lakeside-family-clinic',
    company: 'Lakeside Family Clinic',
    industry: 'healthcare',
    challenge: translate({
      id: 'caseStudies.lakeside.challenge',
      message: 'Front-desk staff spent most of the morning on the phone booking and moving appointments, and missed appointments left gaps in the schedule.',
    }),
    solution: translate({
      id: 'caseStudies.lakeside.solution',
      message: 'An AI agent on the website and patient portal books, confirms and reschedules visits, sends reminders and answers questions about opening hours and insurance.',
    }),
    results: [
      translate({id: 'caseStudies.lakeside.result1', message: '35% fewer no-shows'}),
      translate({id: 'caseStudies.lakeside.result2', message: '80% of routine inquiries handled by the agent'}),
      translate({id: 'caseStudies.lakeside.result3', message: 'Return on investment within 5 months'}),
    ],
    plan: 'business',
  },
  {
    id: 'brightpath-dental',
    company: 'BrightPath Dental',
    industry: 'healthcare',
    challenge: translate({
      id: 'caseStudies.brightpath.challenge',
      message: 'Patients calling after hours reached voicemail, and many booked with another practice before anyone called back.',
    }),
    solution: translate({
      id: 'caseStudies.brightpath.solution',
      message: 'The agent answers around the clock, offers the next free slots and hands urgent cases to the on-call dentist.',
    }),
    results: [
      translate({id: 'caseStudies.brightpath.result1', message: 'New-patient bookings answered 24/7'}),
      translate({id: 'caseStudies.brightpath.result2', message: 'Phone wait times down 85%'}),
    ],
    plan: 'pro',
  },
  {
    id: 'northwind-outfitters',
    company: 'Northwind Outfitters',
    industry: 'retail',
    challenge: translate({
      id: 'caseStudies.northwind.challenge',
      message: 'Seasonal peaks tripled questions about sizes, stock and store pickup, and shoppers left while waiting for an answer.',
    }),
    solution: translate({
      id: 'caseStudies.northwind.solution',
      message: 'An AI shopping assistant checks stock across stores, recommends sizes and products, and answers in the shopper\'s language.',
    }),
    results: [
      translate({id: 'caseStudies.northwind.result1', message: 'Conversion up 28% on assisted visits'}),
      translate({id: 'caseStudies.northwind.result2', message: 'Wait times down 85% during peak season'}),
      translate({id: 'caseStudies.northwind.result3', message: 'Live in 3 weeks'}),
    ],
    plan: 'business',
  },
  {
    id: 'stackpoint-software',
    company: 'StackPoint Software',
    industry: 'technology',
    challenge: translate({
      id: 'caseStudies.stackpoint.challenge',
      message: 'A fast-growing SaaS product outgrew its support team: the same setup questions filled the queue and new customers waited days to get started.',
    }),
    solution: translate({
      id: 'caseStudies.stackpoint.solution',
      message: 'Agents in the product and the help center answer from the documentation, guide onboarding step by step and open tickets with full context when engineers are needed.',
    }),
    results: [
      translate({id: 'caseStudies.stackpoint.result1', message: '80% of tickets resolved without an engineer'}),
      translate({id: 'caseStudies.stackpoint.result2', message: 'First answers in seconds instead of hours'}),
      translate({id: 'caseStudies.stackpoint.result3', message: 'Live in 4 weeks'}),
    ],
    plan: 'enterprise',
  },
  {
    id: 'keystone-components',
    company: 'Keystone Components',
    industry: 'manufacturing',
    challenge: translate({
      id: 'caseStudies.keystone.challenge',
      message: 'Distributors in many countries called for order status, lead times and spec sheets, taking engineers away from production.',
    }),
    solution: translate({
      id: 'caseStudies.keystone.solution',
      message: 'An agent connected to the order system answers status and lead-time questions and finds the right technical document in the distributor\'s language.',
    }),
    results: [
      translate({id: 'caseStudies.keystone.result1', message: 'Support in more than 20 languages'}),
      translate({id: 'caseStudies.keystone.result2', message: 'Return on investment within 6 months'}),
      translate({id: 'caseStudies.keystone.result3', message: 'Live in 5 weeks'}),
    ],
    plan: 'enterprise',
  },
  {
    id: 'harborline-media',
    company: 'Harborline Media',
    industry: 'media',
    challenge: translate({
      id: 'caseStudies.harborline.challenge',
      message: 'Subscription questions about billing, access and cancellations took most of the support budget.',
    }),
    solution: translate({
      id: 'caseStudies.harborline.solution',
      message: 'The agent manages subscription changes, fixes access problems and recommends content, in the reader\'s own language.',
    }),
    results: [
      translate({id: 'caseStudies.harborline.result1', message: 'Subscription support costs down 60%'}),
      translate({id: 'caseStudies.harborline.result2', message: 'Readers served in more than 30 languages'}),
    ],
    plan: 'business',
  },
  {
    id: 'meridian-payroll',
    company: 'Meridian Payroll Services',
    industry: 'business-services',
    challenge: translate({
      id: 'caseStudies.meridian.challenge',
      message: 'Client questions about payroll dates, forms and deadlines arrived by email and phone all day, and answers were inconsistent.',
    }),
    solution: translate({
      id: 'caseStudies.meridian.solution',
      message: 'An agent trained on the firm\'s procedures answers clients instantly and passes anything account-specific to the right specialist.',
    }),
    results: [
      translate({id: 'caseStudies.meridian.result1', message: '85% of questions resolved by the agent'}),
      translate({id: 'caseStudies.meridian.result2', message: 'Live in 2 weeks'}),
    ],
    plan: 'pro',
  },
  {
    id: 'bloom-basket',
    company: 'Bloom & Basket',
    industry: 'ecommerce',
    challenge: translate({
      id: 'caseStudies.bloomBasket.challenge',
      message: 'Shoppers abandoned carts over delivery questions, and the small team could not answer chats in the evening when most orders happen.',
    }),
    solution: translate({
      id: 'caseStudies.bloomBasket.solution',
      message: 'The agent answers delivery and product questions at checkout, suggests matching add-ons and tracks orders.',
    }),
    results: [
      translate({id: 'caseStudies.bloomBasket.result1', message: '25% less cart abandonment'}),
      translate({id: 'caseStudies.bloomBasket.result2', message: '20% higher average order value'}),
      translate({id: 'caseStudies.bloomBasket.result3', message: 'Live in 10 days'}),
    ],
    plan: 'pro',
  },
  {
    id: 'harper-lane-advisors',
    company: 'Harper & Lane Advisors',
    industry: 'professional-services',
    challenge: translate({
      id: 'caseStudies.harperLane.challenge',
      message: 'During tax season the firm\'s advisors spent hours a day answering the same questions about documents and deadlines.',
    }),
    solution: translate({
      id: 'caseStudies.harperLane.solution',
      message: 'An agent collects client documents, explains what is needed for each filing and books consultations with the right advisor.',
    }),
    results: [
      translate({id: 'caseStudies.harperLane.result1', message: '70% of routine client questions answered by the agent'}),
      translate({id: 'caseStudies.harperLane.result2', message: 'Consultations booked around the clock'}),
    ],
    plan: 'business',
  },
];
