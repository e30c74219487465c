/** Spanish words typed without their accents stem as typed with them (issue 19 §2). */
import {spanishStem} from '../../../../server/features/agent/languages';
import {engineWith, testPassage} from './fixture';

describe('spanishStem', () => {
  it.each([
    ['borrar', 'borr'],
    ['borro', 'borr'],
    ['cambiar', 'camb'],
    ['facturas', 'factur'],
    // Typed without accents, as typed with them.
    ['información', 'inform'],
    ['informacion', 'inform'],
    ['tecnología', 'tecnolog'],
    ['tecnologia', 'tecnolog'],
  ])('%s -> %s', (word, stem) => expect(spanishStem(word)).toBe(stem));
});

describe('Spanish questions typed without accents', () => {
  const passage = (url: string, heading: string, text: string) => testPassage(url, 'Guía', heading, text, {locale: 'es'});
  const engine = engineWith(
    [
      passage('/es/guia#ajustes', 'Ajustes', 'La configuración del widget se guarda al momento.'),
      passage('/es/guia#borrar', 'Borrar documentos', 'Para borrar un documento, la API borra su contenido del índice al momento.'),
    ],
    'es',
  );
  const ask = (query: string) => engine.ask({agentId: 'agt_t', query, locale: 'es'});

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
