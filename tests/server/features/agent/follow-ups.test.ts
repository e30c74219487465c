/** Follow-ups that say they continue the previous question (issue 19 §2). */
import {continuesQuestion} from '../../../../server/features/agent/languages';
import type {RetrievalEngine} from '../../../../server/features/agent/engine';
import {engineWith, testPassage} from './fixture';

const passage = testPassage;

/** Asks `query` in a conversation whose previous turn was `previous`, answered with `answered`. */
function askAfter(engine: RetrievalEngine, previous: string, answered: string, query: string, locale = 'en') {
  return engine.ask({
    agentId: 'agt_t',
    query,
    locale,
    history: [
      {role: 'user', content: previous},
      {role: 'assistant', content: answered},
    ],
  });
}

describe('continuesQuestion', () => {
  it.each([
    ['en', 'and salesforce?', true],
    ['en', 'what about the EU?', true],
    ['en', 'how about Go', true],
    ['en', 'android app?', false],
    ['es', '¿y la de Ruby?', true],
    ['es', 'qué hay de Go', true],
    ['es', 'yoga', false],
    ['en', 'for the business plan?', true],
    ['en', 'which permissions does that need?', true],
    ['en', 'which permissions does a scoped key need to read conversations?', false],
    ['es', '¿para empresas grandes?', true],
    ['es', '¿qué permisos necesita eso?', true],
    ['es', 'como esta configurado el widget', false],
    // What a reader says before going on does not hide that they go on.
    ['en', 'ok, what about Go?', true],
    ['en', 'great thanks. and for the business plan?', true],
    ['es', 'vale, ¿y la de Ruby?', true],
    ['es', 'Perfecto. ¿Y para empresas?', true],
    ['en', 'ok, how do I install the widget on my site?', false],
    ['es', '¿cuánto vale?', false],
  ] as const)('%s "%s" -> %s', (lang, query, expected) => expect(continuesQuestion(lang, query)).toBe(expected));
});

describe('a continuation is read with the previous question, and answered in its own words', () => {
  const engine = engineWith([
    passage(
      '/docs/api#libraries',
      'API reference',
      'Client libraries',
      '| Library | Version | Install |\n| --- | --- | --- |\n| Node.js | v1.2.0 | npm install sdk |\n' +
        '| Python | v2.0.1 | pip install sdk |\n| PHP | v1.0.2 | composer require sdk |',
    ),
    passage('/blog/php', 'Blog', 'PHP tips', 'PHP is a popular language for websites.'),
  ]);

  it.each([
    ['Is there a Node client library?', 'and php?', 'PHP: version v1.0.2, install composer require sdk.'],
    ['Is there a Node client library?', 'ok, thanks! what about php', 'PHP: version v1.0.2, install composer require sdk.'],
    ['Is there a Node client library?', 'what about python', 'Python: version v2.0.1, install pip install sdk.'],
  ])('"%s" then "%s" quotes %s', async (previous, query, sentence) => {
    const answer = await askAfter(engine, previous, 'Node.js: version v1.2.0, install npm install sdk. [1]', query);
    expect(answer.sources[0].url).toBe('/docs/api#libraries');
    expect(answer.response.startsWith(sentence)).toBe(true);
  });
});

describe('a follow-up that points back at the previous question', () => {
  const engine = engineWith([
    passage('/docs/api#keys', 'API reference', 'Scoped keys', 'A scoped key has only the permissions you choose.'),
    passage('/docs/api#list', 'API reference', 'List conversations', 'Listing conversations needs the conversations:read permission.', {order: 1}),
    passage('/docs/api#knowledge', 'API reference', 'Add knowledge', 'Adding knowledge needs the knowledge:write permission.', {order: 2}),
  ]);

  it('is read with it', async () => {
    const answer = await askAfter(
      engine,
      'How do I list conversations?',
      'Listing conversations needs the conversations:read permission. [1]',
      'which permission does that need?',
    );
    expect(answer.sources[0].url).toBe('/docs/api#list');
    expect(answer.response).toContain('conversations:read');
  });
});

describe('a follow-up about another item of the same kind', () => {
  // Read with the previous question, the section about the first item covers as much of it.
  const engine = engineWith([
    passage('/pricing#gold', 'Pricing', 'Gold plan', 'Gold costs $10 per month, with exports and audit logs.'),
    passage('/pricing#silver', 'Pricing', 'Silver', 'Silver costs $5 per month.', {order: 1}),
  ]);

  it.each(['and Silver?', 'what about silver'])('"%s" is answered by that item\'s own section first', async (query) => {
    const answer = await askAfter(engine, 'What does the Gold plan cost per month?', 'Gold costs $10 per month. [1]', query);
    expect(answer.sources[0].url).toBe('/pricing#silver');
  });
});

describe('a follow-up that asks for a figure and names at most one thing', () => {
  const engine = engineWith([
    passage('/plans#gold', 'Plans', 'Gold', 'Gold includes exports and audit logs. Gold is $10 per month.'),
    passage('/blog/costs', 'Blog', 'Support costs', 'Support costs fall by 30% with an agent.', {order: 1}),
  ]);

  it('asks it of what the conversation is about', async () => {
    const answer = await askAfter(engine, 'What does the Gold plan include?', 'Gold includes exports. [1]', 'how much does it cost?');
    expect(answer.sources[0].url).toBe('/plans#gold');
    expect(answer.response).toContain('$10 per month');
  });

  it('is asked alone without a conversation', async () => {
    const answer = await engine.ask({agentId: 'agt_t', query: 'how much does it cost?', locale: 'en'});
    expect(answer.sources[0].url).toBe('/blog/costs');
  });

  it('in Spanish too', async () => {
    const spanish = engineWith(
      [
        testPassage('/es/plans#oro', 'Planes', 'Oro', 'Oro incluye exportaciones. Oro son 10 US$ al mes.', {locale: 'es'}),
        testPassage('/es/blog/costes', 'Blog', 'Costes', 'El soporte cuesta un 30 % menos con un agente.', {locale: 'es', order: 1}),
      ],
      'es',
    );
    const answer = await askAfter(spanish, '¿Qué incluye el plan Oro?', 'Oro incluye exportaciones. [1]', '¿cuánto cuesta?', 'es');
    expect(answer.sources[0].url).toBe('/es/plans#oro');
  });
});
