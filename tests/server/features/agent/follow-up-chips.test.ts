/** Suggested follow-ups read as questions a reader would ask next, in both languages (issue 19 §3). */
import {followUpQuestion} from '../../../../server/features/agent/answer-text';
import {engineWith, testPassage} from './fixture';

describe('followUpQuestion', () => {
  it.each([
    ['en', 'Can I upgrade or downgrade my plan?', 'Can I upgrade or downgrade my plan?'],
    ['en', 'Step 2: Place it in the head of your page', 'How do I place it in the head of my page?'],
    ['en', 'Connect your CRM', 'How do I connect my CRM?'],
    ['en', 'Get a conversation', 'How do I get a conversation?'],
    ['en', 'Choose Your Plan', 'How do I choose my plan?'],
    ['en', '3. Create your knowledge base', 'How do I create my knowledge base?'],
    ['en', 'Customise it (optional)', 'How do I customise it?'],
    ['en', 'How to apply', 'How do I apply?'],
    ['en', 'Frequently Asked Questions', 'What can you tell me about frequently asked questions?'],
    ['en', 'Client libraries', 'What can you tell me about client libraries?'],
    ['en', 'Keystone Components (Manufacturing)', 'What can you tell me about Keystone Components (Manufacturing)?'],
    ['en', 'Business', 'What can you tell me about Business?'],
    ['es', '¿Puedo cambiar a un plan superior o inferior?', '¿Puedo cambiar a un plan superior o inferior?'],
    ['es', 'Elija su plan', '¿Cómo puedo elegir mi plan?'],
    ['es', 'Paso 4: pruébelo', '¿Cómo puedo probarlo?'],
    ['es', 'Mida y ajuste', '¿Cómo puedo medir y ajustar?'],
    ['es', 'Obtener una conversación', '¿Cómo puedo obtener una conversación?'],
    ['es', 'Preguntas frecuentes', '¿Qué puede decirme sobre preguntas frecuentes?'],
  ] as const)('%s "%s" -> %s', (lang, heading, question) => expect(followUpQuestion(lang, heading)).toBe(question));

  // A task verb that is as often the first noun of a compound: two words, the second plural.
  it.each([
    ['Use cases', 'What can you tell me about use cases?'],
    ['Rate limits', 'What can you tell me about rate limits?'],
    ['Use a sandbox', 'How do I use a sandbox?'],
    ['List conversations', 'How do I list conversations?'],
    ['Calculate Your ROI', 'How do I calculate my ROI?'],
    ['Go live', 'How do I go live?'],
    ['Make Your Business Smarter with AI', 'How do I make my business smarter with AI?'],
  ] as const)('en "%s" -> %s', (heading, question) => expect(followUpQuestion('en', heading)).toBe(question));

  it.each([
    ['Calcule su ROI', '¿Cómo puedo calcular mi ROI?'],
    ['Póngalo en marcha y mejore', '¿Cómo puedo ponerlo en marcha y mejorar?'],
    ['Haga que su documentación responda', '¿Cómo puedo hacer que mi documentación responda?'],
    ['Cómo funciona', '¿Cómo funciona?'],
    ['Qué evitar', '¿Qué evitar?'],
    ['Qué guardamos en su navegador', '¿Qué guardan en mi navegador?'],
    ['Cuánto tiempo los conservamos', '¿Cuánto tiempo los conservan?'],
    ['Reúna y después recorte', '¿Cómo puedo reunir y después recortar?'],
  ] as const)('es "%s" -> %s', (heading, question) => expect(followUpQuestion('es', heading)).toBe(question));

  it('makes no question of a status code', () => {
    expect(followUpQuestion('en', '200 OK')).toBeUndefined();
  });

  it.each([
    ['en', 'Your data, your rules'],
    ['es', 'Sus datos, sus reglas'],
  ] as const)('makes no question of a slogan (%s "%s")', (lang, heading) => expect(followUpQuestion(lang, heading)).toBeUndefined());

  it.each([
    ['en', 'Harper & Lane Advisors (Professional Services)', 'What can you tell me about Harper & Lane Advisors (Professional Services)?'],
    ['en', 'Tell the customer what happens next', 'How do I tell the customer what happens next?'],
  ] as const)('%s "%s" -> %s', (lang, heading, question) => expect(followUpQuestion(lang, heading)).toBe(question));

  it('writes a one-word heading in lower case when its page does', () => {
    const lowerCase = (word: string) => word === 'errors';
    expect(followUpQuestion('en', 'Errors', lowerCase)).toBe('What can you tell me about errors?');
    expect(followUpQuestion('en', 'Business', lowerCase)).toBe('What can you tell me about Business?');
  });

  it('writes a one-word heading in lower case when its page writes its singular so ("each signature")', () => {
    const lowerCase = (word: string) => word === 'signature' || word === 'firma';
    expect(followUpQuestion('en', 'Signatures', lowerCase)).toBe('What can you tell me about signatures?');
    expect(followUpQuestion('es', 'Firmas', lowerCase)).toBe('¿Qué puede decirme sobre firmas?');
  });

  it.each([
    ['en', 'How AI agents help in Retail', 'What can you tell me about how AI agents help in Retail?'],
    ['en', 'Why AI scheduling works', 'What can you tell me about why AI scheduling works?'],
  ] as const)('lowers a question word that starts a heading: %s "%s" -> %s', (lang, heading, question) => expect(followUpQuestion(lang, heading)).toBe(question));
});

describe('the follow-ups of an answer', () => {
  const engine = engineWith([
    testPassage('/docs/api#keys', 'API', 'Keys', 'Every request needs an API key.'),
    testPassage('/docs/api#errors', 'API', 'Errors', 'Failed attempts return errors with a code.', {order: 1}),
    testPassage('/docs/api#business', 'API', 'Business', 'On Business you may invite 20 users; other business rules apply.', {order: 2}),
  ]);

  it('leave out a heading many pages share: it names a part of each page, not a topic', async () => {
    const shared = engineWith([
      testPassage('/docs/keys', 'Keys', 'Create a key', 'Create an API key in the dashboard.'),
      testPassage('/docs/keys#errors', 'Keys', 'Errors', 'A wrong value returns an error.', {order: 1}),
      testPassage('/docs/keys#rotate', 'Keys', 'Rotate credentials', 'Rotate them every year.', {order: 2}),
      ...['/docs/a', '/docs/b'].map((page) => testPassage(`${page}#errors`, 'Other', 'Errors', 'Errors have codes.')),
    ]);
    const answer = await shared.ask({agentId: 'agt_t', query: 'create an api key', locale: 'en'});
    expect(answer.sources[0].url).toBe('/docs/keys');
    expect(answer.suggestedFollowUps).toEqual(['How do I rotate credentials?']);
  });

  it('name a common word in lower case and a name as it is written', async () => {
    const answer = await engine.ask({agentId: 'agt_t', query: 'does a request need a key', locale: 'en'});
    expect(answer.sources[0].url).toBe('/docs/api#keys');
    expect(answer.suggestedFollowUps).toEqual(['What can you tell me about errors?', 'What can you tell me about Business?']);
  });
});
