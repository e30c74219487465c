/** The word lists that tell an ordinary word from a name typed in lower case (issue 19 §1, out of scope). */
import {isDictionaryWord} from '../../../../server/features/agent/dictionary';

describe('isDictionaryWord', () => {
  it.each([
    ['en', 'transcripts', true],
    ['en', 'Tablets', true],
    ['en', 'netflix', false],
    ['es', 'películas', true],
    // Accents typed or not.
    ['es', 'peliculas', true],
    ['es', 'contratando', true],
    ['es', 'whatsapp', false],
    ['en', '', false],
  ] as const)('%s %j -> %s', (lang, word, expected) => expect(isDictionaryWord(lang, word)).toBe(expected));
});
