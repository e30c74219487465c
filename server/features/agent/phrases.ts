/**
 * Phrases of the thesaurus (src/data/agentPhrases in agentSynonyms.ts): several words of a visitor's
 * that our pages say in one ("go live": "launch"). Single-word synonyms are terms of the index; a
 * phrase is found in the question's run of words, each word compared by its stem.
 */
import {agentPhrases} from '../../../src/data/agentSynonyms';
import {plainWord, type IndexLanguage, type Tokenizer} from './languages';

/** A phrase as the question must have it (one key per word) and the words it is read as. */
export type Phrase = {keys: string[]; phrase: string; readAs: string};

/** A word as phrases compare it: its term, or itself when it has none (a stop word: "on", "de"). */
function keyOf(tokenizer: Tokenizer, word: string): string {
  const plain = plainWord(word);
  const terms = tokenizer.tokenize(plain);
  return terms.length ? terms.join(' ') : plain;
}

/** The language's phrases, longest first, so "cancel at any time" is read before a shorter one inside it. */
export function phrasesOf(lang: IndexLanguage, tokenizer: Tokenizer): Phrase[] {
  return Object.entries(agentPhrases[lang])
    .map(([phrase, readAs]) => ({keys: phrase.split(/[^\p{L}\p{N}]+/u).map((word) => keyOf(tokenizer, word)), phrase, readAs}))
    .sort((a, b) => b.keys.length - a.keys.length);
}

/**
 * The question with each phrase read as its word ("can it hand over to a person" -> "can it
 * handover to a person"), in one pass from the left: a phrase's word is never read again.
 */
export function readPhrases(phrases: Phrase[], tokenizer: Tokenizer, query: string): string {
  const words = [...query.matchAll(/[\p{L}\p{N}]+/gu)];
  const keys = words.map(([word]) => keyOf(tokenizer, word));
  let read = '';
  let from = 0;
  for (let i = 0; i < words.length; ) {
    const phrase = phrases.find(({keys: own}) => own.every((key, j) => keys[i + j] === key));
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
