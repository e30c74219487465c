/** Which sentences answer (issue 19 §2): figures for questions that ask for one, table cells with pipes, page context. */
import {composeAnswer, figureTieBreak, pageShare, queryTerms, rankHits, restates} from '../../../../server/features/agent/composer';
import {asksForFigure} from '../../../../server/features/agent/languages';
import {plainSentences} from '../../../../server/features/agent/markdown';
import type {Passage} from '../../../../src/lib/knowledge/types';
import {engineWith, testPassage} from './fixture';

const passage = (url: string, pageTitle: string, heading: string, text: string, order = 0) => testPassage(url, pageTitle, heading, text, {order});

describe('asksForFigure', () => {
  it.each([
    ['en', 'how long do webhook signatures stay valid', true],
    ['en', 'public key rate limit', true],
    ['en', 'minimum age to use the site', true],
    ['en', 'how do I install the widget', false],
    ['es', '¿Cuánto cuesta Business al año?', true],
    ['es', 'como instalo el chat', false],
  ] as const)('%s "%s" -> %s', (lang, query, expected) => expect(asksForFigure(lang, query)).toBe(expected));
});

describe('table cells', () => {
  it.each([
    ['| Field | Type |\n| --- | --- |\n| `next` | string \\| null |', 'next: string | null.'],
    ['| Header | Holds |\n| --- | --- |\n| `a` | one \\| two |', 'a: one | two.'],
  ])('%j -> %s', (markdown, sentence) => expect(plainSentences(markdown)).toEqual([sentence]));
});

describe('sentence choice', () => {
  const engine = engineWith([
    passage(
      '/api#signatures',
      'API reference',
      'Signatures',
      'Every webhook signature is valid for a short while. Take t and v1 from the signature header. ' +
        'Compute the signature with your secret. Compare the signature in constant time. Refuse a request more than 5 minutes old.',
    ),
  ]);

  it.each([
    ['how long is a webhook signature valid', true],
    ['webhook signature', false],
  ])('"%s" quotes the sentence with a figure: %s', async (query, figure) => {
    const answer = await engine.ask({agentId: 'agt_t', query, locale: 'en'});
    expect(answer.uncertain).toBe(false);
    expect(answer.response.includes('5 minutes')).toBe(figure);
  });
});

describe('page context in coverage', () => {
  it(`counts ${pageShare} of what the rest of the page covers`, () => {
    const engine = engineWith([
      passage('/docs/integration', 'Integration guide', '', 'Install the widget with one snippet.', 0),
      passage('/docs/integration#wordpress', 'Integration guide', 'WordPress', 'Paste it in your theme header.', 1),
    ]);
    const knowledge = engine.knowledgeOf('agt_t');
    const terms = queryTerms(knowledge, 'en', 'install on wordpress');
    const [wordpress] = knowledge.pageOf({url: '/docs/integration'} as Passage).slice(1);
    const [hit] = rankHits(knowledge, 'en', terms, [{passage: wordpress, score: 1}]);
    const own = knowledge.idf('en', 'wordpress') / (knowledge.idf('en', 'wordpress') + knowledge.idf('en', 'instal'));
    expect(hit.coverage).toBeCloseTo(own + (1 - own) * pageShare);
    expect(composeAnswer(knowledge, [hit], terms, 'en', 'en').answer.uncertain).toBe(false);
  });
});

describe('a fact stated once (issue 19 §3)', () => {
  it('does not quote the same figure again from a further page', async () => {
    const engine = engineWith([
      passage('/pricing#team', 'Pricing', 'Team plan', 'The Team plan costs $120 a month, billed yearly.'),
      passage('/docs/plans#team', 'Plans', 'Team plan', 'Team plan: $120 a month for the Team plan.'),
      passage('/faq#team', 'FAQ', 'Team plan price', 'The Team plan price is $120 a month; seats cost $15 each on the Team plan.'),
    ]);
    const answer = await engine.ask({agentId: 'agt_t', query: 'team plan price a month', locale: 'en'});
    expect(answer.response).not.toContain('Team plan: $120 a month for the Team plan.');
    // A sentence that adds a figure is still quoted.
    expect(answer.response).toContain('seats cost $15');
  });
});

describe('restates', () => {
  const terms = new Set(['knowledg', 'upload']);
  it('reads no figure in a word: the 1 of "/v1/knowledge" said before is not this sentence', () => {
    expect(restates('POST /v1/knowledge uploads files.', terms, {figures: new Set(['1']), terms: new Set()})).toBe(false);
    expect(restates('Up to 10 files per upload.', terms, {figures: new Set(['10']), terms: new Set()})).toBe(true);
  });
});

describe('sentences that say different things', () => {
  it('does not quote three sentences of one template when another says more', async () => {
    const engine = engineWith([
      passage(
        '/docs/integration#crm',
        'Integration',
        'Connect your CRM',
        'In the dashboard, open Integrations > CRM > Alpha and click Connect. In the dashboard, open Integrations > CRM > Beta and click Connect. ' +
          'In the dashboard, open Integrations > CRM > Gamma and click Connect. We integrate with Alpha, Beta, Gamma, Delta and Epsilon CRM systems.',
      ),
    ]);
    const answer = await engine.ask({agentId: 'agt_t', query: 'which CRM do you integrate with', locale: 'en'});
    expect(answer.response).toContain('Epsilon');
  });
});

describe('the sentence that completes the one that matched', () => {
  it('quotes the next sentence of the best passage when it shares no word with the question', async () => {
    const engine = engineWith([
      passage(
        '/docs/start#trial',
        'Getting started',
        'Trial',
        'You can call the service from this page before you register. A trial key makes a throwaway agent that is deleted after 24 hours.',
      ),
    ]);
    const answer = await engine.ask({agentId: 'agt_t', query: 'call the service before I register', locale: 'en'});
    expect(answer.response).toBe(
      'You can call the service from this page before you register. [1] A trial key makes a throwaway agent that is deleted after 24 hours. [1]',
    );
  });
});

describe('the passage read on', () => {
  it('quotes the sentences after the last one chosen, up to the best passage\'s three', async () => {
    const engine = engineWith([
      passage(
        '/cases#dental',
        'Case studies',
        'A dental practice',
        'Challenge: clinics missed calls after hours. Solution: the agent books the next free slot. Results: 40% more bookings. Plan: Pro.',
      ),
    ]);
    const answer = await engine.ask({agentId: 'agt_t', query: 'does it work for clinics', locale: 'en'});
    expect(answer.response).toBe('Challenge: clinics missed calls after hours. [1] Solution: the agent books the next free slot. [1] Results: 40% more bookings. [1]');
  });
});

describe('an FAQ answer (issue 19 §3: the sentence that answers, readable alone)', () => {
  const faq = [
    ['Who can see my conversations?', 'The users of your workspace, by their roles.'],
    ['Can I export my knowledge?', 'Yes, as Markdown from the dashboard.'],
    ['Do you offer a trial?', 'Yes, for 14 days without a card.'],
    ['Can I change my plan later?', 'Yes, at any time from the billing page.'],
    ['Where is my data kept?', 'In our cloud infrastructure, encrypted with AES-256 at rest. Ask us for the hosting regions.'],
  ]
    .map(([question, answer]) => `**${question}**\n\n${answer}`)
    .join('\n\n');
  const engine = engineWith([passage('/security#faq', 'Security', 'Security FAQ', faq)]);

  it('is chosen by the words of its question, and quoted after it', async () => {
    const answer = await engine.ask({agentId: 'agt_t', query: 'security: where are my conversations kept?', locale: 'en'});
    expect(answer.response).toContain('Where is my data kept? In our cloud infrastructure, encrypted with AES-256 at rest. [1]');
  });

  it.each([
    ['**Can I report an issue?**\n\nYes, please do. Write to us.', ['Can I report an issue? Yes, please do.', 'Write to us.']],
    ['**Load first**\n\nOpening hours.', ['Opening hours.']],
  ])('%j reads as %j', (markdown, sentences) => expect(plainSentences(markdown)).toEqual(sentences));
});

describe('sentences that read on from each other (issue 19 §3)', () => {
  it('quotes, among equally good sentences, the step next to the matching one before the opening ones', async () => {
    const engine = engineWith([
      passage(
        '/docs/start#recipes',
        'Getting started',
        'Recipes',
        'Recipes keep menus. Recipes list allergens. Sign in as a chef first. Open Recipes in the dashboard. ' +
          'Import recipe files (PDF or CSV) into a folder. Wait until each file shows Ready.',
      ),
    ]);
    const answer = await engine.ask({agentId: 'agt_t', query: 'how do I import recipes', locale: 'en'});
    expect(answer.response).toBe('Recipes list allergens. [1] Open Recipes in the dashboard. [1] Import recipe files (PDF or CSV) into a folder. [1]');
  });
});

describe('a figure between sentences that share as much (issue 19 §3)', () => {
  it(`quotes the one that states a figure (by ${figureTieBreak}) when the question asks for none`, () => {
    const engine = engineWith([
      passage('/industry/bakeries', 'Bakeries', '', 'Bakeries answer questions about cakes all day.'),
      passage(
        '/industry/bakeries#overview',
        'Bakeries',
        'Overview',
        'Bakery customers leave when an order question goes unanswered. An agent answers on every product page. Bakeries see up to 30% more orders with an agent.',
        1,
      ),
    ]);
    const knowledge = engine.knowledgeOf('agt_t');
    const terms = queryTerms(knowledge, 'en', 'help for bakeries');
    const hit = (id: string, rank: number) => ({passage: knowledge.passage(id)!, score: 1, coverage: 1, rank});
    const {answer} = composeAnswer(knowledge, [hit('/industry/bakeries', 1), hit('/industry/bakeries#overview', 0.9)], terms, 'en', 'en');
    expect(answer.response).toBe('Bakeries answer questions about cakes all day. [1] Bakeries see up to 30% more orders with an agent. [2]');
  });
});

describe('a run-in heading (issue 19 §3: no debris)', () => {
  it("is not quoted as a sentence; its words choose its paragraph's first sentence", async () => {
    const engine = engineWith([
      passage(
        '/api#tokens',
        'API reference',
        'Tokens',
        'Tokens authenticate every call. Create them in the console.\n\n**Token quotas.** Each may send 60 calls a minute. Beyond it, wait for the next minute.',
      ),
    ]);
    const answer = await engine.ask({agentId: 'agt_t', query: 'token quotas', locale: 'en'});
    expect(answer.response).not.toContain('Token quotas.');
    expect(answer.response).toContain('Each may send 60 calls a minute. [1]');
  });
});
