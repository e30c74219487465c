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

  // Irregular participles are their verb: "puesta en marcha" is what "lo ponen en marcha" does.
  it.each([
    ['puesta', 'poner'],
    ['puestas', 'poner'],
    ['resuelto', 'resolver'],
    ['resueltas', 'resolver'],
    ['devuelta', 'devolver'],
    ['escritos', 'escribir'],
  ])('%s stems as %s', (participle, verb) => expect(spanishStem(participle)).toBe(spanishStem(verb)));

  // "puesto" is mostly a job ("puestos abiertos"), not "poner".
  it.each(['puesto', 'puestos'])('%s stays apart from poner', (word) => expect(spanishStem(word)).not.toBe(spanishStem('poner')));
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

  it('reads "puesta en marcha" as putting in motion, not as a job', async () => {
    const answer = await engineWith(
      [
        passage('/es/empleo#puestos', 'Puestos abiertos', 'Buscamos un puesto de ingeniero de marcha rápida.'),
        passage('/es/guia#inicio', 'Primeros pasos', 'La mayoría de los equipos lo ponen en marcha en dos días.'),
      ],
      'es',
    ).ask({agentId: 'agt_t', query: '¿cómo es la puesta en marcha?', locale: 'es'});
    expect(answer.sources[0].url).toBe('/es/guia#inicio');
  });

  it("still joins a verb's forms", async () => {
    const answer = await ask('¿cómo borro un documento?');
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe('/es/guia#borrar');
  });
});
