/** Words as the visitor wrote them (server/features/agent/surface.ts): stems join words that mean different things. */
import {surfaceShare} from '../../../../server/features/agent/surface';
import {engineWith, testPassage} from './fixture';

const spanish = (url: string, pageTitle: string, text: string) => testPassage(url, pageTitle, '', text, {locale: 'es'});

describe('the visitor\'s own words', () => {
  it('answers "cifrado" (encryption) from the page that says it, not from one about "cifras" (figures), which stems alike', async () => {
    const engine = engineWith(
      [
        spanish('/es/best-practices#contenido', 'Buenas prácticas', 'Escriba cifras y plazos exactos.'),
        spanish('/es/security#data', 'Seguridad', 'Las conversaciones se guardan con cifrado AES-256 en reposo y TLS en tránsito.'),
      ],
      'es',
    );
    const answer = await engine.ask({agentId: 'agt_t', query: 'cifrado', locale: 'es'});
    expect(answer.sources[0].url).toBe('/es/security#data');
    expect(answer.response).toContain('AES-256');
  });

  it.each([
    ['the word as written, accents aside', ['paginacion'], 'La paginación usa starting_after.', 1],
    ['a plural in -s', ['cifra'], 'Escriba cifras exactas.', 1],
    ['a plural in -es', ['conversacion'], 'Las conversaciones se guardan cifradas.', 1],
    ['a singular for a plural', ['reminders'], 'A reminder goes out the day before.', 1],
    ['only a word of the same stem', ['cifrado'], 'Escriba cifras exactas.', 0],
    ['one word of two', ['cifrado', 'transito'], 'Cifrado en reposo.', 0.5],
    ['no words', [], 'Cifrado en reposo.', 0],
  ])('counts %s', (_case, words, text, share) => {
    expect(surfaceShare(spanish(`/t/${words.join('-')}`, 'T', text), words)).toBe(share);
  });
});
