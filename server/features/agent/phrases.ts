/**
 * Phrases of the thesaurus (src/data/agentPhrases in agentSynonyms.ts): several words of a visitor's
 * that our pages say in one ("go live": "launch"). Single-word synonyms are terms of the index; a
 * phrase is found in the question's run of words, each word compared by its stem.
 */
import {agentPhrases} from '../../../src/data/agentSynonyms';
import {plainWord, singularOf, type IndexLanguage, type Tokenizer} from './languages';

/** A phrase as the question must have it (one key per word) and the words it is read as. */
export type Phrase = {keys: string[]; phrase: string; readAs: string};

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
export function readPhrases(phrases: Phrase[], tokenizer: Tokenizer, query: string): string {
  const words = [...query.matchAll(/[\p{L}\p{N}]+/gu)];
  const keys = words.map(([word]) => keyOf(tokenizer, word));
  const plain = words.map(([word]) => plainWord(word));
  const matches = ({keys: own}: Phrase, i: number) =>
    own.length === 1 ? [plain[i], singularOf(plain[i] ?? '')].includes(own[0]) : own.every((key, j) => keys[i + j] === key);
  let read = '';
  let from = 0;
  for (let i = 0; i < words.length; ) {
    const phrase = phrases.find((candidate) => matches(candidate, i));
    if (!phrase) {
      i += 1;
      continue;
    }
    const last = words[i + phrase.keys.length - 1];
    read += `${query.slice(from, words[i].index)}${phrase.readAs}`;
    from = last.index + last[0].length;
    i += phrase.keys.length;
  }
  return read + query.slice(from);
}
