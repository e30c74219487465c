/** Words that ask how big, fast or soon (issue 19 §2): our pages answer them with the figure, not the word. */
import {createLanguageTokenizer, magnitudeWords} from '../../../../server/features/agent/languages';
import {engineWith, testPassage} from './fixture';

const passage = (url: string, pageTitle: string, heading: string, text: string, locale = 'en') => testPassage(url, pageTitle, heading, text, {locale});

describe('magnitude words', () => {
  it.each(Object.entries(magnitudeWords))('%s: each one word with a stem of its own', (lang, words) => {
    const tokenizer = createLanguageTokenizer(lang as 'en' | 'es');
    const stems = words.map((word) => tokenizer.tokenize(word));
    expect(stems.every((terms) => terms.length === 1)).toBe(true);
    expect(new Set(stems.flat()).size).toBe(words.length);
  });

  const engine = engineWith([
    passage('/docs/knowledge#formats', 'Knowledge base', 'Document formats', 'A knowledge document is Markdown or plain text, in English or Spanish.'),
    passage('/docs/knowledge#limits', 'Knowledge base', 'Document limits', 'A knowledge document holds up to 1 MB of text.'),
    passage('/team#max', 'Team', 'Our people', 'Max answers the phone fast at our office.'),
    passage('/partners#review', 'Partners', 'Applications', 'We review every partner application within 2 business days.'),
    passage('/partners#apply', 'Partners', 'How to apply', 'Send the partner application form with your company details.'),
  ]);

  it.each([
    ['max size of a knowledge document', '/docs/knowledge#limits', '1 MB'],
    ['how fast do you review partner applications', '/partners#review', '2 business days'],
    // The cheapest of something is its lowest figure.
    ['cheapest document', '/docs/knowledge#limits', '1 MB'],
    // A size is a figure too.
    ['size of a knowledge document', '/docs/knowledge#limits', '1 MB'],
  ])('"%s" is answered by the section that states the figure', async (query, url, figure) => {
    const answer = await engine.ask({agentId: 'agt_t', query, locale: 'en'});
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe(url);
    expect(answer.response).toContain(figure);
  });

  it.each([
    ['Lena writes the newsletter for our customers.', true],
    ['Lena writes the newsletter for our customers, 2 pages at most.', false],
  ])('"maximum length of the newsletter" from "%s": uncertain %s', async (text, uncertain) => {
    const newsletter = engineWith([passage('/blog#newsletter', 'Blog', 'Newsletter', text), passage('/blog#team', 'Blog', 'Team', 'We keep the length of our replies short.')]);
    const answer = await newsletter.ask({agentId: 'agt_t', query: 'maximum length of the newsletter', locale: 'en'});
    expect(answer.uncertain).toBe(uncertain);
  });

  // Spanish magnitude words: "tamaño" is a size, found by a figure too.
  it.each([
    ['tamaño de un archivo', 'Un documento es Markdown o texto sin formato, en inglés o en español.', 'Cada archivo admite hasta 10 MB.', '10 MB'],
    ['tamaño máximo de un documento', 'Un documento es Markdown o texto plano.', 'El tamaño de un documento es como mucho 1 MB de texto.', '1 MB'],
  ])('"%s" is answered by the section that states the figure', async (query, formats, limits, figure) => {
    const spanish = engineWith(
      [
        passage('/es/docs/conocimiento#formatos', 'Base de conocimiento', 'Formatos', formats, 'es'),
        passage('/es/docs/conocimiento#limites', 'Base de conocimiento', 'Límites', limits, 'es'),
      ],
      'es',
    );
    const answer = await spanish.ask({agentId: 'agt_t', query, locale: 'es'});
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe('/es/docs/conocimiento#limites');
    expect(answer.response).toContain(figure);
  });
});
