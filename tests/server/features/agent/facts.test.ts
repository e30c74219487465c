/**
 * Structured facts (issue 19 §3): a plan's price, an add-on's price, a library's version and the
 * contact details come from the typed data, in a sentence written for the question, in the
 * reader's number format, citing the section that shows them.
 */
import {RetrievalEngine} from '../../../../server/features/agent/engine';
import {answerFromFacts} from '../../../../server/features/agent/facts';
import {lastFigureClause} from '../../../../server/features/agent/languages';
import type {KnowledgeFact, Passage} from '../../../../src/lib/knowledge/types';
import {testPassage} from './fixture';

const englishPassages: Passage[] = [
  testPassage('/pricing#pro', 'Pricing', 'Pro', 'For small teams. Pro costs $299 per month ($3,588 billed annually). Pro includes 1 user and 5 TB of knowledge storage.'),
  testPassage('/pricing#business', 'Pricing', 'Business', 'For growing teams. Business costs $449 per month ($5,388 billed annually).', {order: 1}),
  testPassage('/pricing#add-on-crm', 'Pricing', 'CRM', 'The CRM add-on costs $19 per month. Turn conversations into contacts and deals.', {order: 2}),
  testPassage('/pricing#add-on-ai-custom-coach', 'Pricing', 'AI Custom Coach', 'The AI Custom Coach add-on costs $179 per seat per month.', {order: 3}),
  testPassage('/documentation/api-reference#client_libraries', 'API reference', 'Client libraries', '| Python | v0.9.4 | Python 3.7+ | `pip install agentworks` |'),
  testPassage('/contact#contact-channels-title', 'Contact Us', 'Other ways to reach us', '- Sales: +1 (555) 010-0188, <sales@agentworks.example>'),
  testPassage('/docs/languages', 'Languages', 'Translation', 'The agent answers in the visitor\'s language: no translation add-on or extra price.'),
  testPassage('/integrations#salesforce', 'Integrations', 'Salesforce', 'Connect Salesforce from Integrations > CRM: every lead arrives as a Salesforce lead.'),
];

const englishFacts: KnowledgeFact[] = [
  {
    kind: 'plan',
    name: 'Pro',
    url: '/pricing#pro',
    statements: {
      price: 'Pro costs $299 per month ($3,588 billed annually).',
      seat: 'Each extra seat on Pro costs $49 per month.',
      users: 'Pro includes 1 user.',
      storage: 'Pro includes 5 TB of knowledge storage.',
    },
  },
  {
    kind: 'plan',
    name: 'Business',
    url: '/pricing#business',
    statements: {price: 'Business costs $449 per month ($5,388 billed annually).', seat: 'Each extra seat on Business costs $69 per month.'},
  },
  {kind: 'addOn', name: 'CRM', url: '/pricing#add-on-crm', statements: {price: 'The CRM add-on costs $19 per month.'}},
  {kind: 'addOn', name: 'AI Custom Coach', url: '/pricing#add-on-ai-custom-coach', statements: {price: 'The AI Custom Coach add-on costs $179 per seat per month.'}},
  {
    kind: 'library',
    name: 'Python',
    url: '/documentation/api-reference#client_libraries',
    statements: {version: 'The Python client library is at version v0.9.4.', runtime: 'The Python client library needs Python 3.7+.'},
  },
  {kind: 'contact', name: 'Office', url: '/contact#contact-channels-title', statements: {address: 'Our office is AgentWorks, Inc., 100 Market Street, San Francisco.'}},
  {kind: 'contact', name: 'Sales', url: '/contact#contact-channels-title', statements: {phone: 'Call our sales team at +1 (555) 010-0188.'}},
];

const spanishPassages: Passage[] = [
  testPassage('/es/pricing#business', 'Precios', 'Business', 'Business cuesta 449 US$ al mes (5388 US$ facturados anualmente).', {locale: 'es'}),
  testPassage('/es/documentation/api-reference#client_libraries', 'Referencia de la API', 'Librerías cliente', '| Python | v0.9.4 | Python 3.7+ |', {locale: 'es', order: 2}),
  testPassage('/es/contact#channels', 'Contacto', 'Otras formas de contactarnos', '- Atención al cliente: <support@agentworks.example>', {locale: 'es', order: 1}),
];
const spanishFacts: KnowledgeFact[] = [
  {
    kind: 'plan',
    name: 'Business',
    url: '/es/pricing#business',
    statements: {price: 'Business cuesta 449 US$ al mes (5388 US$ facturados anualmente).', seat: 'Cada puesto adicional en Business cuesta 69 US$ al mes.'},
  },
  {
    kind: 'library',
    name: 'Python',
    url: '/es/documentation/api-reference#client_libraries',
    statements: {version: 'La librería cliente de Python está en la versión v0.9.4.', runtime: 'La librería cliente de Python necesita Python 3.7+.'},
  },
  {kind: 'contact', name: 'Atención al cliente', url: '/es/contact#channels', statements: {email: 'Escriba a atención al cliente a support@agentworks.example.'}},
  {kind: 'contact', name: 'Oficina', url: '/es/contact#channels', statements: {address: 'Nuestra oficina es AgentWorks, Inc., 100 Market Street, San Francisco.'}},
];

const engine = new RetrievalEngine();
engine.loadKnowledgeFile('agt_t', {locale: 'en', defaultVersion: '1.0', passages: englishPassages, facts: englishFacts});
engine.loadKnowledgeFile('agt_t', {locale: 'es', defaultVersion: '1.0', passages: spanishPassages, facts: spanishFacts});

const ask = (query: string, locale = 'en', previous?: string) =>
  engine.ask({agentId: 'agt_t', query, locale, history: previous ? [{role: 'user', content: previous}, {role: 'assistant', content: '...'}] : undefined});

describe('answers from the typed facts', () => {
  it.each([
    ['the monthly fee of business', 'en', 'Business costs $449 per month ($5,388 billed annually). [1] Each extra seat on Business costs $69 per month. [1]', '/pricing#business'],
    ['¿Cuánto cuesta Business?', 'es', 'Business cuesta 449 US$ al mes (5388 US$ facturados anualmente). [1] Cada puesto adicional en Business cuesta 69 US$ al mes. [1]', '/es/pricing#business'],
    ['coach price', 'en', 'The AI Custom Coach add-on costs $179 per seat per month. [1]', '/pricing#add-on-ai-custom-coach'],
    ['which python version does the sdk need', 'en', 'The Python client library is at version v0.9.4. [1] The Python client library needs Python 3.7+. [1]', '/documentation/api-reference#client_libraries'],
    // "soporte" is a synonym of the thesaurus (src/data/agentSynonyms.ts) for the channel's "atención".
    // Typed without its accent, "librería" stems otherwise: the framing word is known in both forms.
    [
      'que version tiene la libreria de python',
      'es',
      'La librería cliente de Python está en la versión v0.9.4. [1] La librería cliente de Python necesita Python 3.7+. [1]',
      '/es/documentation/api-reference#client_libraries',
    ],
    ['el email de soporte', 'es', 'Escriba a atención al cliente a support@agentworks.example. [1]', '/es/contact#channels'],
    ['where are your headquarters', 'en', 'Our office is AgentWorks, Inc., 100 Market Street, San Francisco. [1]', '/contact#contact-channels-title'],
    ['¿dónde se encuentran?', 'es', 'Nuestra oficina es AgentWorks, Inc., 100 Market Street, San Francisco. [1]', '/es/contact#channels'],
    // "The company" a visitor asks the site's agent about is ours.
    ['where is the company based', 'en', 'Our office is AgentWorks, Inc., 100 Market Street, San Francisco. [1]', '/contact#contact-channels-title'],
    // What only a plan has, asked of nothing named, is asked of our plans; "how much" is no price then.
    ['how much storage comes with it', 'en', 'Pro includes 5 TB of knowledge storage. [1]', '/pricing#pro'],
    // The office has no phone: the channels that have one answer for it.
    ['office phone number', 'en', 'Call our sales team at +1 (555) 010-0188. [1]', '/contact#contact-channels-title'],
    ['¿dónde tiene la oficina la empresa?', 'es', 'Nuestra oficina es AgentWorks, Inc., 100 Market Street, San Francisco. [1]', '/es/contact#channels'],
    // Whom the number is for is framing: "a phone to talk to", "un teléfono para hablar con".
    ['a phone number to talk to sales', 'en', 'Call our sales team at +1 (555) 010-0188. [1]', '/contact#contact-channels-title'],
  ])('%j (%s) is answered with the fact, citing its section', async (query, locale, response, url) => {
    const answer = await ask(query, locale);
    expect(answer.response).toBe(response);
    expect(answer.sources.map((source) => source.url)).toEqual([url]);
    expect(answer.uncertain).toBe(false);
  });

  it('quotes each fact a question names, each citing its own section', async () => {
    const answer = await ask('pro vs business price');
    expect(answer.sources.map((source) => source.url)).toEqual(['/pricing#pro', '/pricing#business']);
    expect(answer.response).toContain('$299 per month ($3,588 billed annually). [1]');
    expect(answer.response).toContain('$449 per month ($5,388 billed annually). [2]');
  });

  it.each([
    ["what's the difference between pro and business?"],
    ['pro or business'],
    ['compare the Pro and Business plans'],
  ])('compares the plans %j names by what sets them apart', async (query) => {
    const answer = await ask(query);
    expect(answer.sources.map((source) => source.url)).toEqual(['/pricing#pro', '/pricing#business']);
    expect(answer.response).toContain('Pro costs $299 per month ($3,588 billed annually). [1]');
    expect(answer.response).toContain('Business costs $449 per month ($5,388 billed annually). [2]');
  });

  it.each([
    ['how much is the cheapest plan', 'en', ['/pricing#pro', '/pricing#business'], 'Pro costs $299 per month ($3,588 billed annually). [1] Each extra seat on Pro costs $49 per month. [1] Business costs $449'],
    ['how much are the add-ons?', 'en', ['/pricing#add-on-crm', '/pricing#add-on-ai-custom-coach'], 'The CRM add-on costs $19 per month. [1] The AI Custom Coach add-on costs $179 per seat per month. [2]'],
    ['precio de los planes', 'es', ['/es/pricing#business'], 'Business cuesta 449 US$ al mes (5388 US$ facturados anualmente). [1]'],
    // A price asked of nothing named is our plans' price.
    ['can I pay yearly?', 'en', ['/pricing#pro', '/pricing#business'], 'Pro costs $299 per month ($3,588 billed annually). [1]'],
    ['extra seat price', 'en', ['/pricing#pro', '/pricing#business'], 'Each extra seat on Pro costs $49 per month. [1]'],
  ])('asks %j of every fact of the kind it names (%s)', async (query, locale, urls, start) => {
    const answer = await ask(query, locale);
    expect(answer.sources.map((source) => source.url)).toEqual(urls);
    expect(answer.response.startsWith(start)).toBe(true);
  });

  it.each([
    ['which add-ons do you sell?', 'en', ['/pricing#add-on-crm', '/pricing#add-on-ai-custom-coach'], 'The CRM add-on costs $19 per month. [1] The AI Custom Coach add-on costs $179 per seat per month. [2]'],
    ['¿qué librerías tienen?', 'es', ['/es/documentation/api-reference#client_libraries'], 'La librería cliente de Python está en la versión v0.9.4. [1] La librería cliente de Python necesita Python 3.7+. [1]'],
  ])('lists each fact of the kind %j asks which of, by what sets them apart (%s)', async (query, locale, urls, response) => {
    const answer = await ask(query, locale);
    expect(answer.sources.map((source) => source.url)).toEqual(urls);
    expect(answer.response).toBe(response);
  });

  it.each(['tell me about your plans', 'plans and add-ons prices'])('leaves %j to the passages: nothing asked of the plans, or two kinds', (query) => {
    expect(answerFromFacts(engine.knowledgeOf('agt_t'), 'en', query)).toBeUndefined();
  });

  it('leaves a question that names two plans without comparing them to the passages', () => {
    expect(answerFromFacts(engine.knowledgeOf('agt_t'), 'en', 'pro and business')).toBeUndefined();
  });

  it.each([
    ['how many users are included?', 'pro plan price', 'Pro includes 1 user. [1]'],
    ['and the coach one?', 'How much is the CRM add-on?', 'The AI Custom Coach add-on costs $179 per seat per month. [1]'],
  ])('reads %j with the previous question %j', async (query, previous, response) => {
    expect((await ask(query, 'en', previous)).response).toBe(response);
  });

  it.each([
    ['how much is the business plan', true],
    ['how much is the business plan with the salesforce connector', false],
    ['tell me about the python sdk', false],
  ])('answers %j from the facts: %s (a word no fact accounts for, or nothing asked of it, is for the passages)', (query, fromFacts) => {
    expect(answerFromFacts(engine.knowledgeOf('agt_t'), 'en', query) !== undefined).toBe(fromFacts);
  });

  // Whether we have a library is answered by what it is: its version and runtime.
  it.each([
    ['is there a python sdk?', 'en', undefined, 'The Python client library is at version v0.9.4. [1] The Python client library needs Python 3.7+. [1]'],
    ['¿Tienen una librería de Python?', 'es', undefined, 'La librería cliente de Python está en la versión v0.9.4. [1] La librería cliente de Python necesita Python 3.7+. [1]'],
    ['and python?', 'en', 'do you have a Ruby library?', 'The Python client library is at version v0.9.4. [1] The Python client library needs Python 3.7+. [1]'],
  ])('answers whether we have it: %j (%s, after %j)', async (query, locale, previous, response) => {
    expect((await ask(query, locale, previous)).response).toBe(response);
  });

  it.each([
    ['how do I authenticate?', 'is there a python sdk?'],
    ['do you have a Pro plan?', undefined],
  ])('leaves %j (after %j) to the passages: another subject, or a plan, which its price alone does not describe', (query, previous) => {
    expect(answerFromFacts(engine.knowledgeOf('agt_t'), 'en', query, previous)).toBeUndefined();
  });

  it.each([
    ['how much is the Platinum plan', 'en', 'We have no plan called "Platinum": our plans are Pro and Business.'],
    ['price of the Voice Cloning add-on', 'en', 'We have no add-on called "Voice Cloning": our add-ons are CRM and AI Custom Coach.'],
    ['is there a Kotlin SDK', 'en', 'We have no client library for "Kotlin": our client libraries are for Python.'],
  ])('says that %j does not exist and names the ones that do', async (query, locale, said) => {
    const answer = await ask(query, locale);
    expect(answer.uncertain).toBe(true);
    expect(answer.sources).toEqual([]);
    expect(answer.response).toBe(`${said} Our sales team can help you directly: would you like me to put you in touch with them?`);
  });

  it('says an add-on we do not sell does not exist, though a page mentions the word', async () => {
    const answer = await ask('how much is the translation add-on');
    expect(answer.uncertain).toBe(true);
    expect(answer.response).toMatch(/^We have no add-on called "translation": our add-ons are CRM and AI Custom Coach\. /u);
  });

  // A free white paper or a free trial is no free plan.
  it.each([
    ['is there a free plan?', 'en', 'None of our plans is free: our plans are Pro and Business.'],
    ['how much is the free tier', 'en', 'None of our plans is free: our plans are Pro and Business.'],
    ['¿tienen un plan gratuito?', 'es', 'Ninguno de nuestros planes es gratuito: nuestros planes son Business.'],
  ])('says that %j does not exist when every plan has a price', async (query, locale, said) => {
    const answer = await ask(query, locale);
    expect(answer.uncertain).toBe(true);
    expect(answer.sources).toEqual([]);
    expect(answer.response.startsWith(`${said} `)).toBe(true);
  });

  // A price none of our plans has is no plan of ours, though a blog says "10 minutes".
  it.each([
    ['is there a plan for one person for $10?', 'en', 'None of our plans costs $10: our plans are Pro and Business.'],
    ['do you have a plan for 20 dollars', 'en', 'None of our plans costs 20 dollars: our plans are Pro and Business.'],
    ['¿hay un plan de 10 euros al mes?', 'es', 'Ninguno de nuestros planes cuesta 10 euros: nuestros planes son Business.'],
  ])('says that %j does not exist when no plan costs that much', async (query, locale, said) => {
    const answer = await ask(query, locale);
    expect(answer.uncertain).toBe(true);
    expect(answer.response.startsWith(`${said} `)).toBe(true);
  });

  // A price a plan states, monthly, yearly or per seat, in either locale's way of writing it.
  it.each([
    ['is the pro plan $299?', 'en'],
    ['is the business plan $5,388 a year', 'en'],
    ['a plan with seats at $49', 'en'],
    ['¿el plan business cuesta 449 dólares?', 'es'],
  ])('does not deny a plan at a price one of ours states: %j', async (query, locale) => {
    expect((await ask(query, locale)).response).not.toMatch(/^(?:None of our plans|Ninguno de nuestros planes)/u);
  });

  it('leaves a plan price to the passages when a page gives a plan that price', async () => {
    const withClaim = new RetrievalEngine();
    withClaim.loadKnowledgeFile('agt_c', {locale: 'en', defaultVersion: '1.0', passages: [testPassage('/landing#faq', 'Landing', 'Price', 'Plans start from $99/month.')], facts: englishFacts});
    const answer = await withClaim.ask({agentId: 'agt_c', query: 'is there a $99 plan?', locale: 'en'});
    expect(answer.response).not.toMatch(/^None of our plans/u);
    expect(answer.sources[0]?.url).toBe('/landing#faq');
  });

  it('leaves a free plan to the passages when one plan is free', async () => {
    const withFree = new RetrievalEngine();
    const free: KnowledgeFact = {kind: 'plan', name: 'Starter', url: '/pricing#starter', statements: {price: 'Starter is free.'}};
    withFree.loadKnowledgeFile('agt_f', {locale: 'en', defaultVersion: '1.0', passages: [testPassage('/pricing#starter', 'Pricing', 'Starter', 'The Starter plan is free for one user, forever.')], facts: [...englishFacts, free]});
    const answer = await withFree.ask({agentId: 'agt_f', query: 'is there a free plan?', locale: 'en'});
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe('/pricing#starter');
  });

  it('says so in the reader\'s language, with their way of listing', async () => {
    const answer = await ask('¿Cuánto cuesta el plan Oro?', 'es');
    expect(answer.response).toMatch(/^No tenemos ningún plan llamado «Oro»: nuestros planes son Business\. /u);
  });
});

describe('a message that says who the visitor is and ends by asking a price', () => {
  it.each([
    ['We bake bread in two small shops. People ask about gluten all day, and roughly how much would that be for us?', 'en', 'Business costs $449 per month'],
    ['tengo una panadería con dos tiendas y me preguntan todo el día por el gluten. cuánto me saldría', 'es', 'Business cuesta 449 US$ al mes'],
  ])('%j (%s) is answered with the plans\' prices', async (query, locale, price) => {
    const answer = await ask(query, locale);
    expect(answer.response).toContain(price);
    expect(answer.uncertain).toBe(false);
  });

  it.each([
    ['en', 'We bake bread. Could your agent take orders, and roughly how much would that be for us?', 'roughly how much would that be for us?'],
    ['es', 'tengo una panadería y me preguntan por el gluten. cuánto me saldría', 'cuánto me saldría'],
    // One clause is the message itself; a last clause that asks no figure is not one.
    ['en', 'how much would that be for us?', undefined],
    ['en', 'We bake bread. What would the agent say about gluten, and could it take orders?', undefined],
  ] as const)('%s %j: its last clause asking a figure is %j', (lang, message, clause) => {
    expect(lastFigureClause(lang, message)).toBe(clause);
  });
});

describe('a problem with the visitor\'s own account or a charge', () => {
  // The Spanish facts already have customer support; the English ones, sales.
  const customerSupport: KnowledgeFact = {
    kind: 'contact',
    name: 'Customer support',
    url: '/contact#contact-channels-title',
    statements: {email: 'Write to customer support at support@agentworks.example.', phone: 'Call customer support at +1 (555) 010-0199.'},
  };
  const spanishSales: KnowledgeFact = {kind: 'contact', name: 'Ventas', url: '/es/contact#channels', statements: {email: 'Escriba a nuestro equipo de ventas a sales@agentworks.example.'}};
  const withSupport = new RetrievalEngine();
  withSupport.loadKnowledgeFile('agt_s', {locale: 'en', defaultVersion: '1.0', passages: englishPassages, facts: [...englishFacts, customerSupport]});
  withSupport.loadKnowledgeFile('agt_s', {locale: 'es', defaultVersion: '1.0', passages: spanishPassages, facts: [...spanishFacts, spanishSales]});
  const askSupport = (query: string, locale = 'en') => withSupport.ask({agentId: 'agt_s', query, locale});

  it.each([
    ['they billed us twice for October and nobody answers', 'en'],
    ["I can't sign in since Tuesday", 'en'],
    ['forgot my password for the dashboard', 'en'],
    ['nos han cobrado el plan Business dos meses seguidos', 'es'],
    ['no me deja entrar al panel', 'es'],
    // A thing of the account and what went wrong with it, anywhere in the message.
    ['our last invoice has the wrong address on it', 'en'],
    ['la factura de octubre vino duplicada', 'es'],
    // The visitor's own invoices are in their account, which support has.
    ['where can I download my invoices', 'en'],
    ['¿dónde veo mis facturas?', 'es'],
  ])('%j (%s) is answered with customer support\'s details: no page can solve it', async (query, locale) => {
    const answer = await askSupport(query, locale);
    expect(answer.response).toContain('support@agentworks.example');
    expect(answer.sources[0].url).toBe(locale === 'es' ? '/es/contact#channels' : '/contact#contact-channels-title');
    expect(answer.uncertain).toBe(false);
  });

  it.each([
    ['I would like to speak with someone today', 'en', ['+1 (555) 010-0188', 'support@agentworks.example']],
    ['necesito hablar con una persona, por favor', 'es', ['sales@agentworks.example', 'support@agentworks.example']],
  ])('%j (%s), asking for a person, is answered with the sales and support channels', async (query, locale, details) => {
    const answer = await askSupport(query, locale);
    for (const detail of details) expect(answer.response).toContain(detail);
    expect(answer.uncertain).toBe(false);
  });

  it.each([
    ['can the agent help shoppers who are locked out of their accounts?', 'en'],
    ['can my customers talk to a person at night?', 'en'],
    ['how much is business', 'en'],
  ])('%j is not a problem told: it asks about the product', async (query, locale) => {
    expect((await askSupport(query, locale)).response).not.toContain('support@agentworks.example');
  });
});
