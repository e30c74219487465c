/** Ranking details calibrated on bench/agent, each on a tiny knowledge of its own. */
import {composeAnswer, isErrorTable, isTableOfContents, queryTerms, rankHits, tableOfContentsPenalty, type AskedFor, type RankedHit} from '../../../../server/features/agent/composer';
import {RetrievalEngine} from '../../../../server/features/agent/engine';
import {asksAboutError} from '../../../../server/features/agent/languages';
import type {Passage} from '../../../../src/lib/knowledge/types';
import {engineWith, testPassage} from './fixture';

const passage = testPassage;

const ask = (engine: RetrievalEngine, query: string, locale = 'en') => engine.ask({agentId: 'agt_t', query, locale});

/** The engine's passages at these URLs as ranked hits: [url, rank, coverage, score], coverage and score 1 unless given. */
function hitsAt(engine: RetrievalEngine, ranks: [url: string, rank: number, coverage?: number, score?: number][]): RankedHit[] {
  const knowledge = engine.knowledgeOf('agt_t');
  return ranks.map(([url, rank, coverage = 1, score = 1]) => {
    const found = knowledge.pageOf({url} as Passage).find((candidate) => candidate.url === url);
    if (!found) throw new Error(`no passage at ${url}`);
    return {passage: found, score, coverage, rank};
  });
}

/** The answer composed from the engine's passages at these URLs, ranked as given (`hitsAt`), for an English question. */
function composedAt(engine: RetrievalEngine, query: string, ranks: Parameters<typeof hitsAt>[1], asked: AskedFor = {}) {
  const knowledge = engine.knowledgeOf('agt_t');
  return composeAnswer(knowledge, hitsAt(engine, ranks), queryTerms(knowledge, 'en', query), 'en', 'en', asked).answer;
}

describe('ranking', () => {
  it('splits words joined by hyphens, so "primary color" finds data-primary-color', async () => {
    const engine = engineWith([
      passage('/docs/widget#customise', 'Widget', 'Customise it', '| Attribute | Values |\n| --- | --- |\n| `data-primary-color` | A hex colour such as `#4f46e5` |'),
      passage('/docs/other', 'Other', 'Colours of the dashboard', 'The dashboard has a dark mode.'),
    ]);
    const answer = await ask(engine, 'How do I change the primary color of the widget?');
    expect(answer.sources[0].url).toBe('/docs/widget#customise');
    // The table row is quoted as a statement, the attribute's name as written.
    expect(answer.response).toBe('data-primary-color: A hex colour such as #4f46e5. [1]');
  });

  it('puts a section whose FAQ entry asks the question before a sibling that only shares its words', async () => {
    const engine = engineWith([
      passage('/docs/security#notes', 'Security', 'Notes', 'Your data is stored in the cloud and encrypted at rest.'),
      passage('/docs/security#faq', 'Security', 'FAQ', '**Where is my data stored?**\n\nIn the cloud, encrypted at rest.', {order: 1}),
    ]);
    const answer = await ask(engine, 'where do you store my data');
    expect(answer.sources[0].url).toBe('/docs/security#faq');
  });

  it('searches the words of a heading anchor too ("What we offer" is #benefits)', async () => {
    const engine = engineWith([
      passage('/careers#benefits', 'Careers', 'What we offer', 'Competitive salary and equity in the company.'),
      passage('/blog/roi#inputs', 'ROI', 'The inputs', 'The salary of a support employee is one of the inputs.'),
    ]);
    expect((await ask(engine, 'What benefits do you offer?')).sources[0].url).toBe('/careers#benefits');
  });

  it('prefers the documentation over a blog post that covers the question as well', async () => {
    const engine = engineWith([
      passage('/blog/notes#test', 'Field notes', 'Test your agent', 'Test your agent with real questions before launch.'),
      passage('/documentation/getting-started#test', 'Getting started', 'Test your agent', 'Test your agent with real questions before launch.', {version: '1.0'}),
    ]);
    expect((await ask(engine, 'How should I test my agent before launch?')).sources[0].url).toBe('/documentation/getting-started#test');
  });

  it('weighs words by rarity: one unknown subject word makes the answer uncertain', async () => {
    const engine = engineWith([
      passage('/a', 'Agents', '', 'Your agent answers questions from your knowledge base.'),
      passage('/b', 'Agents and keys', '', 'Your agent uses a key to answer questions.'),
      passage('/c', 'Agents in retail', '', 'A retail agent answers questions about delivery.'),
    ]);
    expect((await ask(engine, 'How does the agent answer questions?')).uncertain).toBe(false);
    expect((await ask(engine, 'Can the agent answer questions about paella?')).uncertain).toBe(true);
  });

  it('matches Spanish words whose stems differ only at the end ("autentican" / "autenticación")', async () => {
    const engine = engineWith(
      [passage('/es/api#auth', 'API', 'Autenticación', 'Todas las solicitudes a la API necesitan una clave.', {locale: 'es'})],
      'es',
    );
    const answer = await ask(engine, '¿Cómo se autentican las solicitudes a la API?', 'es');
    expect(answer.uncertain).toBe(false);
    expect(answer.response).toBe('Todas las solicitudes a la API necesitan una clave. [1]');
  });

  it('never quotes a question from an FAQ as the answer', async () => {
    const engine = engineWith([
      passage('/security#faq', 'Security', 'Security FAQ', '**Where is my data stored?**\n\nIn our cloud infrastructure, encrypted at rest.'),
    ]);
    // The answer is quoted after its question, never the question alone.
    expect((await ask(engine, 'Where is my data stored?')).response).toBe('Where is my data stored? In our cloud infrastructure, encrypted at rest. [1]');
  });
});

describe('page context', () => {
  it('ranks a section higher when the rest of its page covers the rest of the question', () => {
    const engine = engineWith([
      passage('/careers#open-roles', 'Careers', 'Open roles', 'Senior Full-Stack Engineer, remote.', {order: 1}),
      passage('/careers#apply', 'Careers', 'How to apply', 'Our recruiting team replies within a week.', {order: 2}),
      passage('/industry/manufacturing#teams', 'Manufacturing', 'Teams', 'Engineer answers for the shop floor.'),
    ]);
    const knowledge = engine.knowledgeOf('agt_t');
    const [careers, , manufacturing] = knowledge.pageOf({url: '/careers'} as Passage)
      .concat(knowledge.pageOf({url: '/industry/manufacturing'} as Passage));
    const terms = queryTerms(knowledge, 'en', 'Are you recruiting engineers?');
    // Same section coverage and BM25 score: the page that also mentions recruiting wins.
    const ranked = rankHits(knowledge, 'en', terms, [
      {passage: manufacturing, score: 1},
      {passage: careers, score: 1},
    ]);
    expect(ranked.map((hit) => hit.passage.url)).toEqual(['/careers#open-roles', '/industry/manufacturing#teams']);
    // The page's share counts in the coverage too (pageShare of what the section lacks).
    expect(ranked[0].coverage).toBeGreaterThan(ranked[1].coverage);
  });

  it('answers from a passage that covers the question even when another ranks first', () => {
    const engine = engineWith([
      passage('/solutions/widget', 'Widget', '', 'The widget for every site.'),
      passage('/documentation/integration#shopify', 'Integration', 'Shopify', 'To install it on Shopify, paste the snippet into theme.liquid.'),
    ]);
    const answer = composedAt(engine, 'How do I install the widget on Shopify?', [
      ['/solutions/widget', 0.9, 0.2, 9],
      ['/documentation/integration#shopify', 0.7, 0.8],
    ]);
    expect(answer.uncertain).toBe(false);
    expect(answer.sources.map((s) => s.url)).toEqual(['/documentation/integration#shopify']);
  });

  it('cites the near sections of other pages before a second section of a page already cited; one level with the best comes fourth', () => {
    const engine = engineWith([
      passage('/industry/media', 'Media', '', 'Subscribers cancel their plan in the same chat.'),
      passage('/industry/media#faq', 'Media', 'FAQ', 'A subscriber who wants to cancel a plan can always do so.', {order: 1}),
      passage('/pricing#commitment', 'Pricing', 'Commitment', 'Every plan requires an annual commitment; you cancel the plan at its end.'),
      passage('/terms#plans', 'Terms', 'Plans', 'You may cancel a plan for the end of its term.'),
      passage('/blog/churn', 'Churn', '', 'Customers who cancel a plan tell you why.'),
    ]);
    const answerWith = (sectionRank: number) =>
      composedAt(engine, 'how do I cancel my plan', [
        ['/industry/media', 1],
        ['/industry/media#faq', sectionRank],
        ['/pricing#commitment', 0.95],
        ['/terms#plans', 0.9],
        ['/blog/churn', 0.85],
      ]);
    // Level with the best (0.98 of its rank or more): fourth, before a fourth page.
    expect(answerWith(0.98).sources.map((s) => s.url)).toEqual(['/industry/media', '/pricing#commitment', '/terms#plans', '/industry/media#faq']);
    expect(answerWith(0.98).response).toContain('annual commitment');
    // Further down: after every near page.
    expect(answerWith(0.97).sources.map((s) => s.url)).toEqual(['/industry/media', '/pricing#commitment', '/terms#plans', '/blog/churn']);
  });

  it('starts with the next section near, not an error table, unless the question asks about an error', () => {
    const engine = engineWith([
      passage('/api/handoff#errors', 'Request handoff', 'Errors', '| Status | Code | Description |\n| --- | --- | --- |\n| 404 Not Found | `notFound` | No such conversation for this agent |\n| 409 Conflict | `conflict` | The conversation was already handed over |'),
      passage('/blog/handoff', 'Handing over', '', 'The agent hands a conversation over to a person when it cannot answer.'),
    ]);
    const ranks: Parameters<typeof hitsAt>[1] = [
      ['/api/handoff#errors', 1],
      ['/blog/handoff', 0.9],
    ];
    const sources = (aboutError: boolean) =>
      composedAt(engine, 'when does the agent hand a conversation over', ranks, {aboutError}).sources.map((s) => s.url);
    expect(sources(false)).toEqual(['/blog/handoff', '/api/handoff#errors']);
    expect(sources(true)).toEqual(['/api/handoff#errors', '/blog/handoff']);
  });

  it.each([
    ['| Status | Code |\n| --- | --- |\n| 404 Not Found | `notFound` |', true],
    ['Errors use HTTP statuses.\n\n| Status | Meaning |\n| --- | --- |\n| 400 | A field is wrong |\n| 429 | Too many requests |', true],
    ['| Field | Type |\n| --- | --- |\n| 404 | `string` |\n| name | `string` |', false],
    ['The API answers 404 when nothing matches.', false],
  ])('an error table: %j -> %s', (text, expected) => {
    expect(isErrorTable(passage('/api/x#errors', 'X', 'Errors', text))).toBe(expected);
  });

  it.each([
    ['en', 'what happens when my key is revoked', true],
    ['en', 'what does a 409 mean', true],
    ['en', 'why was my key rejected', true],
    ['en', 'how do I hand a conversation over', false],
    ['es', '¿qué pasa si supero el límite?', true],
    ['es', '¿qué significa el código 404?', true],
    ['es', '¿cómo paso la conversación a una persona?', false],
  ] as const)('%s "%s" asks about an error: %s', (lang, query, expected) => expect(asksAboutError(lang, query)).toBe(expected));
});

describe('quoting', () => {
  it('never quotes a bare "Yes." whose question it leaves out', async () => {
    const engine = engineWith([
      passage('/faq#employees', 'FAQ', 'Can our own employees use the agent too?', 'Yes. Many manufacturers give shop-floor teams their own assistant.'),
    ]);
    expect((await ask(engine, 'Can our employees use it?')).response).toBe(
      'Many manufacturers give shop-floor teams their own assistant. [1]',
    );
  });

  it('quotes a sentence found on two pages once, citing the better page', async () => {
    const engine = engineWith([
      passage('/documentation/security#retention', 'Security', 'Data retention', 'Chat data is kept for 24 hours.', {version: '1.0'}),
      passage('/privacy-policy#retention', 'Privacy policy', 'Data retention', 'Chat data is kept for 24 hours.'),
    ]);
    const answer = await ask(engine, 'How long is chat data kept?');
    expect(answer.response).toBe('Chat data is kept for 24 hours. [1]');
    expect(answer.sources.map((s) => s.url)).toEqual(['/documentation/security#retention']);
  });
});

describe('a table of contents', () => {
  it('ranks lower than a section that covers the question as well', () => {
    const toc = passage('/docs', 'Guides', '', '- [Widget](/docs/widget): Add the chat widget.\n- [CRM](/docs/crm): Connect your CRM.\n- [Export](/docs/export): Export chats.');
    const section = passage('/docs/export', 'Guides', '', 'Widget: add the chat widget. CRM: connect your CRM. Export: export chats.', {order: 1});
    const engine = engineWith([toc, section]);
    const knowledge = engine.knowledgeOf('agt_t');
    const terms = queryTerms(knowledge, 'en', 'export chats');
    const [first, second] = rankHits(knowledge, 'en', terms, [
      {passage: toc, score: 1},
      {passage: section, score: 1},
    ]);
    expect(first.passage.url).toBe('/docs/export');
    expect(first.rank - second.rank).toBeCloseTo(tableOfContentsPenalty);
  });

  it('is not cited beside the page it summarises, and answers when nothing else does', async () => {
    const toc = passage('/docs', 'Guides', '', '- [Remove a file](/docs/files): Removes a file from the library.\n- [CRM](/docs/crm): Connect your CRM.\n- [Export](/docs/export): Export chats.');
    const files = passage('/docs/files', 'Guides', 'Remove a file', 'Removes a file; answers stop citing it at once.', {order: 1});
    const withPage = await ask(engineWith([toc, files]), 'remove a file');
    expect(withPage.sources.map((source) => source.url)).toEqual(['/docs/files']);
    const alone = await ask(engineWith([toc]), 'remove a file');
    expect(alone.sources.map((source) => source.url)).toEqual(['/docs']);
  });

  it('is recognised by its linked list items', () => {
    expect(isTableOfContents(passage('/docs', 'Documentation', '', '- [A](/a): one\n- [B](/b): two\n- [C](/c): three'))).toBe(true);
    expect(isTableOfContents(passage('/docs/a', 'A', 'A', 'See [B](/b) and [C](/c) and [D](/d).'))).toBe(false);
  });
});
