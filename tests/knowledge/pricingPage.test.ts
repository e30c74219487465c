/** The pricing page's knowledge (issue 19 §3): each plan, add-on and question is a section with the anchor of its card or item. */
import * as pricing from '@site/src/lib/pricing';
import {pagePassages} from '@site/src/lib/knowledge/passages';
import {pricingPage} from '@site/src/plugins/agentKnowledge/pages/pricing';
import {writerContext} from './writerContext';

const plan = (id: string, title: string, price: number | null, seatPrice: number | null, users: number | null) => ({
  id,
  title,
  price,
  priceSubtext: price === null ? 'Priced for your organization' : `${pricing.formatUsd(price * 12)} billed annually`,
  seatPrice,
  includedUsers: users,
  knowledgeStorageTb: users === null ? null : 5,
  interactionsPerDay: price === null ? null : price * 10,
  description: `The ${title} description.`,
});

const modules: Record<string, unknown> = {
  '@site/src/data/plans': {
    planList: [plan('pro', 'Pro', 100, 10, 1), plan('business', 'Business', 200, 20, 3), plan('enterprise', 'Enterprise', null, null, null)],
    planFeatures: [{id: 'crm', label: 'CRM lead creation', from: 'business'}],
  },
  '@site/src/data/addOns': {
    addOns: [
      {id: 'crm', name: 'CRM', description: 'Contacts and deals.', price: 19, unit: 'month'},
      {id: 'ai-custom-coach', name: 'AI Custom Coach', description: 'A coach.', price: 179, unit: 'seatMonth'},
    ],
  },
  '@site/src/data/pricingFaqs': {pricingFaqs: [{id: 'seats', question: 'How do seats work?', answer: 'Seats are per user.'}]},
  '@site/src/lib/pricing': pricing,
  '@site/src/data/numberLocale': {numberLocale: 'en-US'},
  '@site/src/config/site': {externalLinks: {demoScheduler: 'https://demo.example'}},
};

const context = writerContext(modules);

const passages = () => {
  const [page] = pricingPage(context);
  return pagePassages({...page, locale: 'en', version: null});
};
const at = (url: string) => passages().find((passage) => passage.url === url);

describe('the pricing page as knowledge', () => {
  test("each plan is a section at its card's anchor, its figures in sentences that name it", () => {
    expect(at('/pricing#pro')?.text).toContain(
      'Pro costs $100 per month ($1,200 billed annually). Each extra seat on Pro costs $10 per month. Pro includes 1 user.',
    );
    const business = at('/pricing#business')?.text;
    expect(business).toContain('Business includes 3 users. Business includes 5 TB of knowledge storage.');
    expect(business).toContain('Business allows up to 2,000 AI interactions per day.');
    expect(business).toContain('- CRM lead creation');
    expect(at('/pricing#enterprise')?.text).toContain('Enterprise is priced by quote (Priced for your organization).');
  });

  test('the plans say what every one of them requires, and each plan what it builds on, as their cards do', () => {
    expect(at('/pricing#plans-title')?.text).toContain('All plans require an annual commitment. Prices are in US dollars.');
    expect(at('/pricing#pro')?.text).not.toContain('Everything in');
    expect(at('/pricing#business')?.text).toContain('Everything in Pro, plus:\n\n- CRM lead creation');
    expect(at('/pricing#enterprise')?.text).toContain('Everything in Business, plus:');
  });

  test('the closing call for the undecided offers the demo', () => {
    const call = passages().find((passage) => passage.heading === 'Not Sure Which Plan Fits?');
    expect(call?.text).toContain('Book a demo and we will show you the agent working on your own content');
    expect(call?.text).toContain('[Book a Demo](https://demo.example)');
  });

  test("each add-on is a section at its card's anchor, with its price in a sentence", () => {
    expect(at('/pricing#add-on-crm')?.text).toBe('The CRM add-on costs $19 per month.\n\nContacts and deals.');
    expect(at('/pricing#add-on-ai-custom-coach')?.text).toContain('The AI Custom Coach add-on costs $179 per seat per month.');
  });

  test('each question of the FAQ has the anchor of its item in the FAQ section', () => {
    expect(at('/pricing#frequently-asked-questions-seats')).toMatchObject({heading: 'How do seats work?', text: 'Seats are per user.'});
  });

  test('the white paper offer is its section, with what the paper is and how to get it', () => {
    const offer = at('/pricing#white-paper');
    expect(offer?.heading).toBe('AI vs. Human Support Agents: A Benchmark Study');
    expect(offer?.text).toMatch(/^Free white paper: See how AI agents and human teams compare/);
    expect(offer?.text).toContain('open the form in this section (Get the White Paper)');
  });
});
