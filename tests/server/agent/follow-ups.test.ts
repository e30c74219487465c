/** Follow-ups that say they continue the previous question (issue 19 §2). */
import {continuesQuestion} from '../../../server/agent/languages';
import {engineWith, testPassage} from './fixture';

const passage = testPassage;

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
    ['Is there a Node client library?', 'what about python', 'Python: version v2.0.1, install pip install sdk.'],
  ])('"%s" then "%s" quotes %s', async (previous, query, sentence) => {
    const answer = await engine.ask({
      agentId: 'agt_t',
      query,
      locale: 'en',
      history: [
        {role: 'user', content: previous},
        {role: 'assistant', content: 'Node.js: version v1.2.0, install npm install sdk. [1]'},
      ],
    });
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
    const answer = await engine.ask({
      agentId: 'agt_t',
      query: 'which permission does that need?',
      locale: 'en',
      history: [
        {role: 'user', content: 'How do I list conversations?'},
        {role: 'assistant', content: 'Listing conversations needs the conversations:read permission. [1]'},
      ],
    });
    expect(answer.sources[0].url).toBe('/docs/api#list');
    expect(answer.response).toContain('conversations:read');
  });
});
