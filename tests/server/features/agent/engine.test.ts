import {answerText} from '../../../../server/features/agent/answer-text';
import {askedAlternatives, questionSentences, RetrievalEngine} from '../../../../server/features/agent/engine';
import {siteAgentId} from '../../../../server/features/agent/knowledge-files';
import {plainSentences} from '../../../../server/features/agent/markdown';
import type {AskEvent, AskInput, KnowledgeDocument} from '../../../../server/features/agent/types';
import type {Answer} from '../../../../src/lib/knowledge/types';
import {engineWith, fixtureEngine, fixturePassages, passageAt, testPassage} from './fixture';

const engine = fixtureEngine();

function ask(query: string, locale = 'en', extra: Partial<AskInput> = {}): Promise<Answer> {
  return engine.ask({agentId: siteAgentId, query, locale, ...extra});
}

const urls = (answer: Answer) => answer.sources.map((s) => s.url);

describe('ranking', () => {
  it.each([
    ['How do I add the chat widget to my website?', '/documentation/integration#website'],
    ['Where do I paste the snippet?', '/documentation/integration#step-2-place-it-in-the-head-of-your-page'],
    ['How much does the Business plan cost?', '/pricing#business'],
    ['Is my data encrypted at rest?', '/documentation/security#data-protection'],
    ['Are you GDPR compliant?', '/documentation/security#gdpr-compliance'],
    ['What is the difference between public and private keys?', '/documentation/api-reference#api-key-types'],
    ['How are webhook deliveries signed?', '/documentation/integration#webhooks'],
  ])('%s -> %s first', async (query, url) => {
    const answer = await ask(query);
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe(url);
  });

  it('ranks a title match above a body mention (title > heading > body)', async () => {
    const boosted = new RetrievalEngine();
    const doc = (id: string, title: string, content: string): KnowledgeDocument => ({
      id, agentId: 'agt_boost', title, content, url: `/${id}`, locale: 'en', tags: [],
    });
    boosted.upsertDocument(doc('body', 'Account basics', 'Something about the onboarding checklist in the body text here.'));
    boosted.upsertDocument(doc('heading', 'Account setup', '## Onboarding checklist\nSomething short here.'));
    boosted.upsertDocument(doc('title', 'Onboarding checklist', 'Something short here.'));
    const answer = await boosted.ask({agentId: 'agt_boost', query: 'onboarding checklist', locale: 'en'});
    expect(answer.sources[0].url).toBe('/title');
  });
});

describe('stemming', () => {
  it("finds 'integration' when asked about 'integrating'", async () => {
    const answer = await ask('integrating our CRM');
    expect(answer.sources[0].url).toBe('/documentation/integration#crm');
  });

  it('stems Spanish too: "integrar" finds "integración"', async () => {
    const answer = await ask('¿Cómo integrar el CRM?', 'es');
    expect(answer.sources[0].url).toBe('/es/documentation/integration#crm');
  });
});

describe('locale choice', () => {
  it('answers a Spanish reader from the Spanish pages, in Spanish', async () => {
    const answer = await ask('¿Cuánto cuesta el plan Pro?', 'es');
    expect(answer.sources[0].url).toBe('/es/pricing#pro');
    expect(answer.response).toMatch(/^El plan Pro cuesta/);
    expect(answer.suggestedFollowUps.every((q) => q.startsWith('¿Qué puede decirme sobre'))).toBe(true);
  });

  it('understands a regional tag (es-MX)', async () => {
    expect(urls(await ask('¿Cuánto cuesta el plan Pro?', 'es-MX'))[0]).toBe('/es/pricing#pro');
  });

  it('falls back to English when the locale has no passages', async () => {
    const answer = await ask('Is my data encrypted at rest?', 'fr');
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe('/documentation/security#data-protection');
  });

  it("falls back to English when the reader's locale has no passage that covers the question", async () => {
    const english = new RetrievalEngine();
    english.upsertDocument({
      id: 'kd_1', agentId: 'agt_en', title: 'Returns policy', locale: 'en', tags: [], url: 'https://shop.example/returns',
      content: 'Customers may return any product within 30 days for a full refund.',
    });
    const answer = await english.ask({agentId: 'agt_en', query: 'refund policy', locale: 'es'});
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe('https://shop.example/returns');
  });

  it('does not answer an English reader from Spanish pages', async () => {
    const answer = await ask('interacciones al día plan Pro');
    expect(urls(answer).some((url) => url.startsWith('/es/'))).toBe(false);
  });
});

describe('a message of several sentences', () => {
  it('is answered from its question when the whole message covers too little', async () => {
    const message = 'Our team migrated the storefront twice this quarter and the designers rebuilt every template. How do I add the chat widget to my website?';
    expect(urls(await ask(message))[0]).toBe('/documentation/integration#website');
  });

  it('is answered from a question a page covers in full when the whole is covered only in part', async () => {
    const careers = engineWith([
      testPassage('/careers#open-roles', 'Careers', 'Open roles', 'We are hiring engineers: apply with your CV.'),
      testPassage('/docs/security#front-end', 'Security', 'Front-end code', 'Never put a private key in front-end code: front-end apps use a public key.', {order: 1}),
    ]);
    const answer = await careers.ask({agentId: 'agt_t', query: 'are you hiring? i write front-end code', locale: 'en'});
    expect(answer.sources[0].url).toBe('/careers#open-roles');
  });

  it('is out of scope when any sentence names what no page has', async () => {
    expect((await ask('We compared you with Tidio last week. How do I add the chat widget to my website?')).uncertain).toBe(true);
  });

  it.each([
    ['How much is Pro?', []],
    ['We use Node.js here. Is there a client? Thanks!', ['Is there a client?', 'We use Node.js here.', 'Thanks!']],
  ])('%j is read as %j', (message, sentences) => expect(questionSentences(message)).toEqual(sentences));
});

describe('a question that offers two alternatives', () => {
  it.each([
    ['en', 'is there a sandbox or must I pay first', ['is there a sandbox']],
    ['es', '¿hay versión de prueba o hay que pagar?', ['¿hay versión de prueba', 'hay que pagar?']],
    ['en', 'is there a sandbox, no card needed?', ['is there a sandbox']],
    ['en', 'pro or business', []],
    ['en', 'How much is Pro?', []],
  ] as const)('%s %j: the alternatives that ask whether we have something are %j', (lang, message, alternatives) =>
    expect(askedAlternatives(lang, message)).toEqual(alternatives),
  );

  it('is answered from the alternative that asks whether we have it, when the whole covers too little', async () => {
    const pricing = engineWith([
      testPassage('/pricing#trial', 'Pricing', 'Free trial', 'Start a free trial from the pricing page: 14 days, every feature.'),
      testPassage('/docs/keys#rotate', 'API keys', 'Rotation', 'Rotate a key from the dashboard at any time.', {order: 1}),
    ]);
    const answer = await pricing.ask({agentId: 'agt_t', query: 'is there a free trial or must I enter my card number first and wait for approval', locale: 'en'});
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe('/pricing#trial');
  });
});

describe('docs versions', () => {
  it('answers from the latest released version by default', async () => {
    const answer = await ask('How do I create a knowledge base?');
    expect(answer.sources[0].url).toBe('/documentation/getting-started#create-knowledge-base');
  });

  it.each(['current', 'next'])('answers from the unreleased docs when asked for version %s', async (version) => {
    const answer = await ask('How do I create a knowledge base?', 'en', {version});
    expect(answer.sources[0].url).toBe('/documentation/next/getting-started#create-knowledge-base');
  });

  it('never mixes versions in one answer, but still cites pages without a version', async () => {
    const answer = await ask('Which plans include the knowledge base?', 'en', {version: 'current'});
    expect(urls(answer).some((url) => url.startsWith('/documentation/getting-started'))).toBe(false);
  });

  it('treats an unknown version as the default one', async () => {
    const answer = await ask('How do I create a knowledge base?', 'en', {version: '9.9'});
    expect(answer.sources[0].url).toBe('/documentation/getting-started#create-knowledge-base');
  });
});

describe('follow-ups', () => {
  it('come from the neighbouring headings of the cited page, as questions', async () => {
    const answer = await ask('Where do I paste the snippet?');
    expect(answer.suggestedFollowUps).toEqual([
      'How do I connect my CRM?',
      // "Add the chat widget to your website" is cited (the integration page covers "paste the snippet").
      'How do I call the API from my own systems?',
    ]);
  });

  it('never suggest the section that was cited', async () => {
    const answer = await ask('How much does the Business plan cost?');
    expect(answer.suggestedFollowUps).not.toContain('What can you tell me about Business?');
    expect(answer.suggestedFollowUps).toContain('What can you tell me about Enterprise?');
  });
});

describe('off-topic questions', () => {
  it.each([
    ['What is the capital of France?', 'en'],
    ['How do I bake a chocolate cake?', 'en'],
    ['Who won the football world cup in 2010?', 'en'],
    ['Recommend a good science fiction novel', 'en'],
    ['¿Cuál es la capital de Francia?', 'es'],
    ['¿Qué tiempo hará mañana en Madrid?', 'es'],
    ['', 'en'],
    ['the and of', 'en'],
  ])('%j is answered uncertainly, offering a handoff in the locale', async (query, locale) => {
    const answer = await ask(query, locale);
    expect(answer).toEqual({
      response: answerText[locale as 'en' | 'es'].notCovered,
      sources: [],
      suggestedFollowUps: [],
      uncertain: true,
    });
  });

  it('an agent without knowledge answers uncertainly', async () => {
    const answer = await engine.ask({agentId: 'agt_empty', query: 'How much does the Pro plan cost?', locale: 'en'});
    expect(answer.uncertain).toBe(true);
  });
});

describe('citations', () => {
  const questions: [string, string][] = [
    ['How do I add the chat widget to my website?', 'en'],
    ['How do I create a knowledge base?', 'en'],
    ['Which CRMs can I connect and how?', 'en'],
    ['What plans are there and what do they cost?', 'en'],
    ['How do I test my agent before customers see it?', 'en'],
    ['¿Cómo añado el widget de chat a mi sitio web?', 'es'],
    ['¿Cifran ustedes los datos?', 'es'],
  ];

  it.each(questions)('every sentence of the answer to %j is quoted from the source it cites', async (query, locale) => {
    const answer = await ask(query, locale);
    expect(answer.uncertain).toBe(false);
    const sentences = answer.response.split(/(?<=\s\[\d+\])\s+/);
    expect(sentences.join(' ')).toBe(answer.response);
    for (const sentence of sentences) {
      const match = /^(.*) \[(\d+)\]$/.exec(sentence);
      expect(match).not.toBeNull();
      const source = answer.sources[Number(match![2]) - 1];
      expect(source).toBeDefined();
      expect(plainSentences(passageAt(source.url).text)).toContain(match![1]);
    }
    // Every listed source is cited at least once.
    answer.sources.forEach((_, i) => expect(answer.response).toContain(`[${i + 1}]`));
  });

  it('sources carry the title, the anchor URL and a snippet of the passage', async () => {
    const answer = await ask('Are you GDPR compliant?');
    expect(answer.sources[0]).toEqual({
      title: 'Security and compliance › GDPR compliance',
      url: '/documentation/security#gdpr-compliance',
      snippet: expect.stringMatching(/^We act as your data processor under the GDPR/),
    });
  });
});

describe('askStream', () => {
  async function collect(input: AskInput): Promise<AskEvent[]> {
    const events: AskEvent[] = [];
    for await (const event of engine.askStream(input)) events.push(event);
    return events;
  }

  it('yields one delta per cited sentence, then done with the answer ask() gives', async () => {
    const input = {agentId: siteAgentId, query: 'How do I create a knowledge base?', locale: 'en'};
    const events = await collect(input);
    const done = events.at(-1)!;
    expect(done.type).toBe('done');
    const answer = (done as {answer: Answer}).answer;
    expect(answer).toEqual(await engine.ask(input));
    const deltas = events.slice(0, -1).map((e) => (e as {text: string}).text);
    expect(deltas.join('')).toBe(answer.response);
    expect(deltas).toHaveLength(answer.response.match(/\[\d+\]/g)!.length);
    expect(deltas.every((d) => /\[\d+\]\s*$/.test(d))).toBe(true);
  });

  it('streams the not-covered answer as one delta', async () => {
    const events = await collect({agentId: siteAgentId, query: 'How do I bake a chocolate cake?', locale: 'es'});
    expect(events).toEqual([
      {type: 'delta', text: answerText.es.notCovered},
      {type: 'done', answer: expect.objectContaining({uncertain: true, response: answerText.es.notCovered})},
    ]);
  });
});

describe('fixture', () => {
  it('holds about thirty passages in each of English and Spanish with unique ids', () => {
    expect(fixturePassages.filter((p) => p.locale === 'en').length).toBeGreaterThanOrEqual(20);
    expect(fixturePassages.filter((p) => p.locale === 'es').length).toBeGreaterThanOrEqual(15);
    expect(new Set(fixturePassages.map((p) => p.id)).size).toBe(fixturePassages.length);
  });
});

describe('conversation history', () => {
  it('answers a follow-up that only makes sense with the previous question', async () => {
    const query = 'And how long does that take?';
    expect((await ask(query)).uncertain).toBe(true);
    const answer = await ask(query, 'en', {
      history: [
        {role: 'user', content: 'How do I create my knowledge base?'},
        {role: 'assistant', content: 'Open Knowledge in the dashboard and create a knowledge base. [1]'},
      ],
    });
    expect(answer.sources[0].url).toBe('/documentation/getting-started#create-knowledge-base');
  });

  it('still says so when the question is off-topic whatever came before', async () => {
    const answer = await ask('How do I bake a chocolate cake?', 'en', {
      history: [{role: 'user', content: 'How much does the Pro plan cost?'}],
    });
    expect(answer.uncertain).toBe(true);
  });
});

describe('a question in English words from a Spanish reader', () => {
  it('is answered from the Spanish twin of the English section that covers it', async () => {
    // "price" is no Spanish word: only the English pages cover the question, and /es/pricing#pro is
    // the same section in Spanish.
    const answer = await ask('Pro plan price', 'es');
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe('/es/pricing#pro');
    expect(answer.response).toMatch(/^El plan Pro cuesta 49 \$ al mes e incluye hasta 1\.000 interacciones al día para un usuario\. \[1\]/);
    expect(answer.sources.every((source) => source.url.startsWith('/es/'))).toBe(true);
  });

  it('keeps the English section when the Spanish pages have no twin of it', async () => {
    const answer = await ask('webhook deliveries signed', 'es');
    expect(answer.sources[0].url).toBe('/documentation/integration#webhooks');
  });
});
