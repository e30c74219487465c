/** The typed facts of the knowledge build (issue 19 §3): each plan, add-on, library and contact channel with its sentences and section. */
import * as pricing from '@site/src/lib/pricing';
import {knowledgeFacts} from '@site/src/plugins/agentKnowledge/facts';
import {writerContext} from './writerContext';

const modules: Record<string, unknown> = {
  '@site/src/data/plans': {
    planList: [
      {id: 'business', title: 'Business', price: 449, priceSubtext: '$5,388 billed annually', seatPrice: 69, includedUsers: 1, knowledgeStorageTb: 5, interactionsPerDay: 5000},
      {id: 'enterprise', title: 'Enterprise', price: null, priceSubtext: 'Priced for your organization', seatPrice: null, includedUsers: null, knowledgeStorageTb: null, interactionsPerDay: null},
    ],
  },
  '@site/src/data/addOns': {addOns: [{id: 'ai-custom-coach', name: 'AI Custom Coach', description: 'A coach.', price: 179, unit: 'seatMonth'}]},
  '@site/src/components/Docs/ClientLibraries/libraries': {
    clientLibraries: [{id: 'python', language: 'Python', version: 'v0.9.4', runtime: 'Python 3.7+', install: 'pip install agentworks'}],
  },
  '@site/src/config/site': {
    company: {legalName: 'AgentWorks, Inc.'},
    contact: {
      postalAddress: {street: '100 Market Street', locality: 'San Francisco', region: 'CA', postalCode: '94105', country: 'US'},
      phone: {display: '+1 (555) 010-0199'},
      salesPhone: {display: '+1 (555) 010-0188'},
      supportEmail: 'support@agentworks.example',
      salesEmail: 'sales@agentworks.example',
    },
  },
  '@site/src/lib/pricing': pricing,
};

const contextIn = (numberLocale: string, localePath: (path: string) => string) =>
  writerContext({...modules, '@site/src/data/numberLocale': {numberLocale}}, localePath);

const facts = knowledgeFacts(contextIn('en-US', (path) => path));
const named = (name: string) => facts.find((fact) => fact.name === name);

describe('the facts of the knowledge build', () => {
  test("a plan states each figure it has in a sentence, at its card's anchor", () => {
    expect(named('Business')).toEqual({
      kind: 'plan',
      name: 'Business',
      url: '/pricing#business',
      statements: {
        price: 'Business costs $449 per month ($5,388 billed annually).',
        seat: 'Each extra seat on Business costs $69 per month.',
        users: 'Business includes 1 user.',
        storage: 'Business includes 5 TB of knowledge storage.',
        interactions: 'Business allows up to 5,000 AI interactions per day.',
      },
    });
    // Priced by quote: no seat, user or limit figures to state.
    expect(named('Enterprise')?.statements).toEqual({price: 'Enterprise is priced by quote (Priced for your organization).'});
  });

  test('an add-on, a client library and the contact channels, each at its section', () => {
    expect(named('AI Custom Coach')).toMatchObject({url: '/pricing#add-on-ai-custom-coach', statements: {price: 'The AI Custom Coach add-on costs $179 per seat per month.'}});
    expect(named('Python')).toMatchObject({
      kind: 'library',
      url: '/documentation/api-reference#client_libraries',
      statements: {version: 'The Python client library is at version v0.9.4.', runtime: 'The Python client library needs Python 3.7+.'},
    });
    expect(named('Sales')?.statements.phone).toBe('Call our sales team at +1 (555) 010-0188.');
    expect(named('Customer support')?.statements.email).toBe('Write to customer support at support@agentworks.example.');
    expect(named('Office')?.statements.address).toBe('Our office is AgentWorks, Inc., 100 Market Street, San Francisco, CA 94105, US.');
  });

  test("in the locale's number format and paths", () => {
    const spanish = knowledgeFacts(contextIn('es-ES', (path) => `/es${path}`)).find((fact) => fact.name === 'Business');
    expect(spanish?.url).toBe('/es/pricing#business');
    expect(spanish?.statements.interactions).toBe('Business allows up to 5000 AI interactions per day.');
    expect(spanish?.statements.seat).toMatch(/69\s+US\$/u);
  });
});
