import {CitationFilter} from '../../../../server/features/agent/citations';
import {fixturePassages} from './fixture';

const passages = fixturePassages.slice(0, 3);

function filtered(...pieces: string[]): {deltas: string[]; response: string; urls: string[]} {
  const filter = new CitationFilter(passages);
  const deltas = [...pieces.flatMap((piece) => filter.push(piece)), ...filter.end()];
  const answer = filter.answer([]);
  return {deltas, response: answer.response, urls: answer.sources.map((s) => s.url)};
}

describe('CitationFilter', () => {
  it('gives every sentence of a cited chunk its marker, and takes the first valid number of a list', () => {
    const result = filtered('Sign in first. Then invite your team. [2, 1] Pick a plan. [9][3]');
    expect(result.response).toBe('Sign in first. [1] Then invite your team. [1] Pick a plan. [2]');
    expect(result.urls).toEqual([passages[1].url, passages[2].url]);
    expect(result.deltas.join('')).toBe(result.response);
  });

  it('drops sentences without a valid marker and text after the last marker', () => {
    expect(filtered('Hello there! Pick a plan. [0] Sign in. [1] Anything else?').response).toBe('Sign in. [1]');
  });

  it('waits for the end of a marker that arrives in pieces', () => {
    const filter = new CitationFilter(passages);
    expect(filter.push('Sign in. [')).toEqual([]);
    expect(filter.push('1]')).toEqual([]);
    expect(filter.push(' Next')).toEqual(['Sign in. [1]']);
  });

  it('cites nothing for an answer without markers', () => {
    const filter = new CitationFilter(passages);
    filter.push('I do not know.');
    expect(filter.end()).toEqual([]);
    expect(filter.hasCitedSentences).toBe(false);
  });
});
