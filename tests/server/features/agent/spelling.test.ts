/** Typo tolerance against the index's vocabulary, and stop words caught after stemming (issue 19 §2). */
import {createLanguageTokenizer} from '../../../../server/features/agent/languages';
import {closestWord, editDistance} from '../../../../server/features/agent/spelling';
import {engineWith, testPassage} from './fixture';

const passage = testPassage;

describe('editDistance', () => {
  it.each([
    ['pricng', 'pricing', 1],
    ['wiht', 'with', 1],
    ['complient', 'compliant', 1],
    ['commision', 'commission', 1],
    ['slack', 'stack', 1],
    ['abc', 'xyz', 2],
  ])('%s -> %s is %i (capped at max + 1)', (a, b, distance) => {
    expect(editDistance(a, b, 1)).toBe(distance);
  });
});

describe('closestWord', () => {
  const words = new Map([
    ['pricing', 12],
    ['with', 90],
    ['compliant', 3],
    ['stack', 4],
    ['phone', 5],
    ['install', 6],
    ['referral', 2],
    ['certificacion', 7],
    ['password', 9],
  ]);
  it.each([
    ['pricng', 'pricing'],
    ['wiht', 'with'],
    ['complient', 'compliant'],
    ['referal', 'referral'],
    ['instal', 'install'],
    // A changed or extra letter in a short word is another word, not a typo.
    ['slack', undefined],
    ['iphone', undefined],
    // Typists keep a word's first letter: a word we lack is not the one that differs there.
    ['verificacion', undefined],
    ['rpicing', 'pricing'],
    // Nor is a long word with two letters changed in place: that is another word.
    ['passport', undefined],
    ['passwrod', 'password'],
    // Short words and numbers are never corrected.
    ['wit', undefined],
    ['2024', undefined],
  ])('%s -> %s', (word, expected) => {
    expect(closestWord(word, words)).toBe(expected);
  });
});

describe('stop words after stemming', () => {
  it.each([
    ['en', 'whats the price', ['price']],
    ['en', 'hows it priced', ['price']],
    ['es', 'mis datos estan seguros', ['dat', 'segur']],
    ['en', 'upgrade thru the year pls', ['upgrad', 'year']],
    ['en', 'wats the seat price, wut about tax', ['seat', 'price', 'tax']],
    ['en', 'tax stuff', ['tax']],
    // Words that frame a question ("what happens if", "via", "¿qué pasa si") say nothing of its subject.
    ['en', 'what happens if the invoice is late', ['invoic', 'late']],
    ['en', 'export chats via csv', ['export', 'chat', 'csv']],
    ['es', 'qué pasa si la factura llega tarde', ['factur', 'lleg', 'tard']],
    // Accented question words typed without their accent, greetings and thanks.
    ['es', 'cuanto cuesta la factura', ['cuest', 'factur']],
    ['es', 'como y donde pago la factura', ['pag', 'factur']],
    ['es', 'hola, nuestra factura, gracias', ['factur']],
    // "Own" says nothing of what is owned, in either language.
    ['en', 'my own invoice', ['invoic']],
    ['es', 'mi propia factura', ['factur']],
    ['en', 'hi! where is the invoice? thanks', ['invoic']],
    ['es', '¿podemos pagar la factura? ¿debemos firmar?', ['pag', 'factur', 'firm']],
    ['en', "okay, doesn't the invoice show vat? you're sure?", ['invoic', 'show', 'vat', 'sure']],
    // The same typed without the apostrophe, as on a phone.
    ['en', 'doesnt the invoice show vat? youre sure? thats odd', ['invoic', 'show', 'vat', 'sure', 'odd']],
    ['es', 'me gustaría saber si hay alguna manera de pagar', ['pag']],
    // Texting: "q" is "que", "xq" "porque", "tb" "también"; "oye" and "buenas" greet.
    ['es', 'oye q factura pago xq tb la firmo', ['factur', 'pag', 'firm']],
    ['es', 'buenas, k plan', ['plan']],
    // How friends are addressed in Mexico, Spain and Argentina.
    ['es', 'wey, la factura', ['factur']],
    ['es', 'tío, che, qué plan', ['plan']],
    // Spain's vosotros, as the ustedes forms already are; a conditional of tener as tienen.
    ['es', '¿tenéis o podéis hacer descuentos?', ['descuent']],
    ['es', 'me interesaría saber qué tendría que pagar', ['pag']],
    ['es', 'un contrato que podamos firmar', ['contrat', 'firm']],
    // "¿Sirve para...?" asks whether it is good for something; "doy" is a form of "dar".
    ['es', '¿sirve para una tienda?', ['tiend']],
    ['es', '¿qué hacen con la factura? uso tarjeta', ['factur', 'tarjet']],
    ['es', '¿qué trae el plan?', ['plan']],
    // Prepositions and conjunctions name nothing either.
    ['en', 'pay the invoice without a card, within a week, whether or not approved', ['pai', 'invoic', 'card', 'week', 'approv']],
    ['en', 'the invoice again, because it is due now', ['invoic', 'due']],
    ['es', 'hasta hoy no he sido capaz de pagar la factura', ['capaz', 'pag', 'factur']],
    ['es', '¿pagan otras empresas otros precios?', ['pag', 'empres', 'prec']],
    // "demás", "cada", "mismo", "según", "todavía"... point, count or compare; they name nothing.
    ['es', '¿todavía tienen los mismos precios según el plan, como los demás, cada mes?', ['prec', 'plan', 'mes']],
    // ...and "demás" ("demas") is dropped as a word, not by its stem, which is "demo"'s.
    ['es', '¿y los demas planes?', ['plan']],
    ['es', 'pedir una demo', ['ped', 'dem']],
    ['es', 'antes o despues de la factura', ['factur']],
    // "Today" and "now" say when, not what: "the price of X today" is about X.
    ['es', 'precio de la factura hoy, ahora', ['prec', 'factur']],
    ['en', 'invoice price today', ['invoic', 'price']],
    // "Where do I find X" asks where X is: the verb names nothing we have.
    ['en', 'where do i find the invoice', ['invoic']],
    ['es', '¿dónde encuentro la factura?', ['factur']],
    // "Use" frames a question in Spanish as in English: "¿puedo usar X?" asks about X.
    ['en', 'can i use the invoice', ['invoic']],
    // "uses" too, whose stem is "us" (of "contact us").
    ['en', 'who uses the invoice', ['invoic']],
    ['es', '¿puedo usar la factura?', ['factur']],
    ['es', '¿se utiliza la factura usando la API?', ['factur', 'api']],
    // "Ir" frames too: "¿los datos van cifrados?" asks whether data is encrypted, not about "van" in "van directamente".
    ['es', '¿la factura va cifrada?', ['factur', 'cifr']],
    ['es', '¿las facturas van por correo?', ['factur', 'corre']],
  ] as const)('%s "%s" -> %j', (lang, query, terms) => {
    expect(createLanguageTokenizer(lang).tokenize(query)).toEqual(terms);
  });
});

describe('a typo no longer sinks a question', () => {
  const engine = engineWith([
    passage('/pricing#enterprise', 'Pricing', 'Enterprise', 'Enterprise pricing is custom, with a dedicated account manager.'),
    passage('/security#gdpr', 'Security', 'GDPR', 'We are GDPR compliant and sign a data processing agreement.'),
    passage('/integrations', 'Integrations', 'Tech stack', 'Connect your CRM and your tech stack through the API.'),
  ]);
  const ask = (query: string) => engine.ask({agentId: 'agt_t', query, locale: 'en'});

  it.each([
    ['enterprise pricng', '/pricing#enterprise'],
    ['gdpr complient?', '/security#gdpr'],
  ])('"%s" is answered by %s', async (query, url) => {
    const answer = await ask(query);
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe(url);
  });

  it('leaves a name the passages do not have unknown ("Slack" is not "stack")', async () => {
    expect((await ask('Does it integrate with Slack?')).uncertain).toBe(true);
  });
});

describe('a plural the stemmer keeps whole', () => {
  const engine = engineWith([
    {...passage('/es/seguridad', 'Seguridad', 'Cifrado', 'Cada chat se cifra con AES-256.'), locale: 'es'},
    {...passage('/es/precios', 'Precios', 'Planes', 'Los planes incluyen un usuario.'), locale: 'es'},
  ]);
  const knowledge = engine.knowledgeOf('agt_t');

  it.each([
    // Snowball's Spanish stemmer keeps "chats" whole, so it never met "chat".
    ['¿los chats están cifrados?', '¿los chat están cifrados?'],
    // A plural the stemmer reads already, a word we have and a word we do not have are left as typed.
    ['planes', 'planes'],
    ['usuarios', 'usuarios'],
    ['tickets', 'tickets'],
  ])('"%s" is read as "%s"', (query, read) => {
    expect(knowledge.correctSpelling('es', query)).toBe(read);
  });

  it('answers a question in the plural from the passage in the singular', async () => {
    const answer = await engine.ask({agentId: 'agt_t', query: '¿los chats están cifrados?', locale: 'es'});
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe('/es/seguridad');
  });
});

describe('a word of the language is no typo', () => {
  const engine = engineWith([
    {...passage('/es/precios', 'Precios', 'Planes', 'Está claro: Pro cuesta 299 US$ al mes.'), locale: 'es'},
    passage('/docs/a', 'Docs', 'Pricing', 'Our pricing is simple.'),
  ]);
  const knowledge = engine.knowledgeOf('agt_t');

  it.each([
    // "caro" (dear) is one letter from our "claro" (clear), but a word the visitor meant.
    ['es', '¿cuál es el plan más caro?', '¿cuál es el plan más caro?'],
    // A typo of ours that is no word of the language is still read as ours.
    ['es', 'precioss', 'precios'],
    ['en', 'pricng', 'pricing'],
  ] as const)('%s "%s" is read as "%s"', (lang, query, read) => {
    expect(knowledge.correctSpelling(lang, query)).toBe(read);
  });
});

describe('corrected questions are kept until the vocabulary changes', () => {
  it('reads a word again once a passage has it', () => {
    const engine = engineWith([passage('/docs/a', 'Docs', 'Pricing', 'Our pricing is simple.')]);
    const knowledge = engine.knowledgeOf('agt_t');
    expect(knowledge.correctSpelling('en', 'pricng')).toBe('pricing');
    knowledge.add(passage('/docs/b', 'Docs', 'Pricng', 'Pricng is a made-up word.'));
    expect(knowledge.correctSpelling('en', 'pricng')).toBe('pricng');
  });
});
