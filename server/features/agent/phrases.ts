/**
 * Phrases of the thesaurus (src/data/agentPhrases in agentSynonyms.ts): several words of a visitor's
 * that our pages say in one ("go live": "launch"). Single-word synonyms are terms of the index; a
 * phrase is found in the question's run of words, each word compared by its stem.
 */
import {agentPhrases} from '../../../src/data/agentSynonyms';
import {isArticle, plainWord, singularOf, type IndexLanguage, type Tokenizer} from './languages';

/** A phrase as the question must have it (one key per word) and the words it is read as. */
export type Phrase = {keys: string[]; phrase: string; readAs: string};

/** At most this many words may stand inside a phrase. */
const maxGap = 2;

/**
 * The only words that may stand inside a phrase of two words: articles and possessives
 * (`isArticle`), and these pronouns and demonstratives ("cancel our plan", "hand it over",
 * "cancelar la suscripción"). Any other word would make any "go" and any "live" one phrase ("we go
 * there live").
 */
const fillerWords: Record<IndexLanguage, Set<string>> = {
  en: new Set(['their', 'its', 'this', 'that', 'it', 'them', 'him', 'her', 'me', 'us']),
  es: new Set(['tu', 'tus', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'lo', 'le', 'este', 'esta']),
};
const isFiller = (lang: IndexLanguage, word: string) => isArticle(lang, word) || fillerWords[lang].has(word);

/** A word as phrases compare it: its term, or itself when it has none (a stop word: "on", "de"). */
function keyOf(tokenizer: Tokenizer, word: string): string {
  const plain = plainWord(word);
  const terms = tokenizer.tokenize(plain);
  return terms.length ? terms.join(' ') : plain;
}

/**
 * The language's phrases, longest first, so "cancel at any time" is read before a shorter one
 * inside it. A phrase of one word is that word as written (or its plural): by its stem, Spanish
 * "accesible" would be "acceso" too.
 */
export function phrasesOf(lang: IndexLanguage, tokenizer: Tokenizer): Phrase[] {
  return Object.entries(agentPhrases[lang])
    .map(([phrase, readAs]) => {
      const words = phrase.split(/[^\p{L}\p{N}]+/u);
      return {keys: words.length === 1 ? [plainWord(phrase)] : words.map((word) => keyOf(tokenizer, word)), phrase, readAs};
    })
    .sort((a, b) => b.keys.length - a.keys.length);
}

/**
 * The question with each phrase read as its word ("can it hand over to a person" -> "can it
 * handover to a person"), in one pass from the left: a phrase's word is never read again.
 */
export function readPhrases(lang: IndexLanguage, phrases: Phrase[], tokenizer: Tokenizer, query: string): string {
  const words = [...query.matchAll(/[\p{L}\p{N}]+/gu)];
  const keys = words.map(([word]) => keyOf(tokenizer, word));
  const plain = words.map(([word]) => plainWord(word));
  const inRow = (own: string[], at: number) => own.every((key, j) => keys[at + j] === key);
  // How many words stand between a phrase's verb and the rest of it ("cancel my plan at any
  // time" for "cancel at any time"), or undefined when the phrase is not at i; a phrase of two
  // words only by fillers (`isFiller`).
  const gapAt = ({keys: own}: Phrase, i: number): number | undefined => {
    if (own.length === 1) return [plain[i], singularOf(plain[i] ?? '')].includes(own[0]) ? 0 : undefined;
    if (keys[i] !== own[0]) return undefined;
    for (let gap = 0; gap <= maxGap; gap += 1) {
      if (own.length === 2 && gap > 0 && !isFiller(lang, plain[i + gap] ?? '')) return undefined;
      if (inRow(own.slice(1), i + 1 + gap)) return gap;
    }
    return undefined;
  };
  /** The first phrase at i, with the words inside it. */
  const phraseAt = (i: number): {phrase: Phrase; gap: number} | undefined => {
    for (const phrase of phrases) {
      const gap = gapAt(phrase, i);
      if (gap !== undefined) return {phrase, gap};
    }
    return undefined;
  };
  let read = '';
  let from = 0;
  for (let i = 0; i < words.length; ) {
    const found = phraseAt(i);
    if (!found) {
      i += 1;
      continue;
    }
    const {phrase, gap} = found;
    const last = words[i + gap + phrase.keys.length - 1];
    // The words between are kept: they may be what the question is about.
    const between = gap ? ` ${query.slice(words[i + 1].index, words[i + gap].index + words[i + gap][0].length)}` : '';
    read += `${query.slice(from, words[i].index)}${phrase.readAs}${between}`;
    from = last.index + last[0].length;
    i += gap + phrase.keys.length;
  }
  return read + query.slice(from);
}
