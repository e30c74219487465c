/**
 * Words as the visitor wrote them. Stemming joins words that mean different things (Spanish
 * "cifrado", encryption, and "cifras", figures, are both "cifr"; "paginación" and "página"), so
 * between passages that cover a question alike, the one that uses the visitor's own words, or
 * their plural, is the better guess of what was meant.
 */
import type {RankedHit} from './composer';
import {perPassage, type IndexedPassage} from './knowledge-index';
import {plainWordsOf, singularOf, type Tokenizer} from './languages';

/**
 * Added to a passage's rank, times the share of the question's words it has as written.
 * Measured on bench/agent's tuning half: 0.05 to 0.3 all gain and none loses; 0.1 moves fewest
 * first sources.
 */
export const surfaceWeight = 0.1;

/**
 * The page title with the headings the passage sits in: they name its subject for the whole
 * section ("Signatures" under "Webhooks" is about a webhook's signature, which it never says).
 * They count among a passage's words as written, which orders passages that cover a
 * question alike. Not in BM25's title field (every subsection of a long section outranked the
 * other pages: tuning hit@3 -1, fact -2), nor for coverage or the sentences quoted (tuning es
 * hit@3 -1; held-out en hit@1 -1).
 */
function enclosingTitles(passage: IndexedPassage): string {
  return [passage.pageTitle, ...(passage.parentHeadings ?? [])].join('\n');
}

/** The words of a passage's page title, the headings it sits in, its heading and text, lower case and without accents. */
const wordsOf = perPassage((passage) => new Set(plainWordsOf(`${enclosingTitles(passage)} ${passage.heading} ${passage.text}`)));

function hasWord(words: Set<string>, word: string): boolean {
  return words.has(word) || words.has(`${word}s`) || words.has(`${word}es`) || words.has(singularOf(word));
}

/** The share of the content words (plain, stop words left out) that the passage has as written, or in the singular or plural. */
export function surfaceShare(passage: IndexedPassage, contentWords: string[]): number {
  if (contentWords.length === 0) return 0;
  const words = wordsOf(passage);
  return contentWords.filter((word) => hasWord(words, word)).length / contentWords.length;
}

/** The ranking again, each passage raised by `surfaceWeight` x its share of the question's own words (typos already read). */
export function withSurfaceWords(ranked: RankedHit[], query: string, tokenizer: Tokenizer): RankedHit[] {
  const contentWords = plainWordsOf(query).filter((word) => tokenizer.tokenize(word).length > 0);
  if (contentWords.length === 0) return ranked;
  return ranked
    .map((hit) => ({...hit, rank: hit.rank + surfaceWeight * surfaceShare(hit.passage, contentWords)}))
    .sort((a, b) => b.rank - a.rank);
}
