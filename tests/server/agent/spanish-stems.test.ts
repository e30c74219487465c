/** Spanish stems short enough to join unrelated words are read by the word's own form (issue 19 §2). */
import {createLanguageTokenizer, spanishStem} from '../../../server/agent/languages';
import {engineWith, testPassage} from './fixture';

describe('spanishStem', () => {
  it.each([
    // Snowball gives "libr", "part", "pag", "hor": nouns keep their own form, less number and -o/-a.
    ['libro', 'libr'],
    ['libros', 'libr'],
    ['libre', 'libre'],
    ['parte', 'parte'],
    ['partes', 'parte'],
    ['pago', 'pag'],
    ['page', 'page'],
    ['hora', 'hor'],
    ['horas', 'hor'],
    ['meses', 'mes'],
    ['mes', 'mes'],
    // Endings only verbs have keep Snowball's stem, so a verb's forms still meet.
    ['borrar', 'borr'],
    ['borro', 'borr'],
    ['borra', 'borr'],
    ['borrado', 'borr'],
    ['pasan', 'pas'],
    // Longer stems are Snowball's, without a final i.
    ['cambiar', 'camb'],
    ['cambio', 'camb'],
    ['facturas', 'factur'],
    // Typed without accents, as typed with them.
    ['información', 'inform'],
    ['informacion', 'inform'],
    ['tecnología', 'tecnolog'],
    ['tecnologia', 'tecnolog'],
  ])('%s -> %s', (word, stem) => expect(spanishStem(word)).toBe(stem));

  it('is the Spanish tokenizer\'s stemmer ("a partir de" frames, it names nothing)', () => {
    expect(createLanguageTokenizer('es').tokenize('a partir de los libros y las horas')).toEqual(['libr', 'hor']);
  });
});

describe('Spanish questions and short stems', () => {
  const passage = (url: string, heading: string, text: string) => testPassage(url, 'Guía', heading, text, {locale: 'es'});
  const engine = engineWith(
    [
      passage('/es/guia#widget', 'El widget', 'Puede cambiar la posición del widget en cualquier parte de la página, con total libertad: el código es libre.'),
      passage('/es/guia#ajustes', 'Ajustes', 'La configuración del widget se guarda al momento.'),
      passage('/es/guia#borrar', 'Borrar documentos', 'Para borrar un documento, la API borra su contenido del índice al momento.'),
    ],
    'es',
  );
  const ask = (query: string) => engine.ask({agentId: 'agt_t', query, locale: 'es'});

  it('does not answer a question about a match or a book from a page about parts and free code', async () => {
    expect((await ask('¿a qué hora juegan el partido?')).uncertain).toBe(true);
    expect((await ask('¿qué libro del widget recomiendan?')).uncertain).toBe(true);
  });

  it('finds a word typed without its accent', async () => {
    const answer = await ask('configuracion del widget');
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe('/es/guia#ajustes');
  });

  it("still joins a verb's forms", async () => {
    const answer = await ask('¿cómo borro un documento?');
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe('/es/guia#borrar');
  });
});
