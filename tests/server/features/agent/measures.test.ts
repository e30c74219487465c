/** The figure in the asked unit (issue 19 §3: the sentence with the asked-for figure): "max size" is answered by "1 MB". */
import {createLanguageTokenizer, type IndexLanguage} from '../../../../server/features/agent/languages';
import {askedUnits} from '../../../../server/features/agent/measures';
import {engineWith, testPassage} from './fixture';

describe('askedUnits', () => {
  it.each([
    ['en', 'max size of a knowledge document', ['2 MB'], ['20 items', '200 characters']],
    ['en', 'max length of a question', ['2,000 characters'], ['2 MB', '20 items']],
    ['en', 'what is the webhook timeout', ['10 seconds', '24 hours'], ['2 MB', '200 characters']],
    ['es', '¿cuál es el tamaño máximo de un archivo?', ['10 MB'], ['5 archivos']],
    ['es', '¿cuánto tiempo tiene mi servidor para responder?', ['10 segundos'], ['10 intentos']],
    // "How long", "cuánto dura": a duration.
    ['en', 'how long are chats stored', ['24 hours', '10 seconds'], ['2 MB', '200 characters']],
    ['es', '¿cuánto dura una sesión del panel?', ['30 minutos'], ['10 MB', '200 caracteres']],
    ['en', 'how do I install the widget', [], ['2 MB', '24 hours', '200 characters']],
    // A unit's own name after "a", "per", "por" is a rate's, not a duration asked for.
    ['en', 'how many requests a minute can a key send', [], ['5 minutes', '10 seconds']],
    ['es', '¿cuántas solicitudes por minuto admite una clave?', [], ['5 minutos']],
    // "Where" in the product: a menu path.
    ['en', 'where do I find my API key', ['Settings > API keys'], ['24 hours', 'settings and keys']],
    ['es', '¿dónde encuentro mi clave?', ['Configuración > Claves de API'], ['10 segundos']],
    ['es', 'donde encuentro mi clave', ['Configuración > Claves de API'], []],
    // Getting something is done somewhere in the product too.
    ['en', 'how do I get an API key', ['Settings > API keys'], ['24 hours']],
    ['es', '¿cómo consigo una clave?', ['Configuración > Claves de API'], ['10 segundos']],
    // What one gets, or how much of it, is no place: what comes back, how many seats.
    ['en', 'what does a client get in return when it goes over its quota', [], ['Settings > API keys']],
    ['en', 'how many tokens do we get on Business', [], ['Settings > API keys']],
    ['es', '¿qué obtengo al pasar de plan?', [], ['Configuración > Claves de API']],
    // Where, though it asks what: a place.
    ['en', 'where do I see what was asked', ['Analytics > Conversations'], []],
  ] as const)('%s "%s" is answered by %j, not %j', (lang, query, answering, other) => {
    const tokenizer = createLanguageTokenizer(lang as IndexLanguage);
    const units = askedUnits(tokenizer, lang, query);
    const inUnit = (figure: string) => units.some(({unit}) => unit.test(`up to ${figure}`));
    expect(answering.filter(inUnit)).toEqual(answering);
    expect(other.filter(inUnit)).toEqual([]);
  });
});

describe('the sentence quoted for a magnitude', () => {
  const fields = '| Field | Type | Description |\n| --- | --- | --- |\n';
  // Every row states a figure and all but one say "document": the unit tells which answers.
  const engine = engineWith([
    testPassage(
      '/api/knowledge#body',
      'Add knowledge',
      'Body',
      `${fields}| \`tags\` | string[] | Labels of the document. (at most 20 items) |\n| \`files\` | file | Files of the document. (at most 5 files) |\n` +
        '| `pages` | string | Pages of the document read. (at most 25 pages) |\n| `content` | string | Markdown text, up to 1 MB. |\n' +
        "| `title` | string | The document's title. (1 to 200 characters) |",
    ),
  ]);

  it.each([
    ['max size of a knowledge document', 'content (type string): Markdown text, up to 1 MB. [1]'],
    ['max length of a knowledge document', "title (type string): The document's title; 1 to 200 characters. [1]"],
  ])('"%s" quotes %s', async (query, sentence) => {
    const answer = await engine.ask({agentId: 'agt_t', query, locale: 'en'});
    expect(answer.response).toContain(sentence);
  });
});

describe("a figure in the asked unit shares the question's words", () => {
  // "Quickly" is found by any figure: the retention sentence's "24 hours" shares no other word.
  const engine = engineWith([
    testPassage(
      '/about#principles',
      'About us',
      'Principles',
      'Chat data is kept for no more than 24 hours. Shops go live on any website. Live chat works on every shop page. ' +
        'Shops see sales go up once they go live. People stay in the loop.',
    ),
  ]);

  it('quotes the sentences about going live, not the retention period', async () => {
    const answer = await engine.ask({agentId: 'agt_t', query: 'how quickly can a shop go live', locale: 'en'});
    expect(answer.response).toContain('Shops go live on any website. [1]');
    expect(answer.response).not.toContain('24 hours');
  });
});
