/**
 * The words of English and Spanish at large (npm `word-list`, 274,000 English words;
 * `an-array-of-spanish-words`, 636,000 Spanish forms), installed with the other dependencies and
 * never fetched: what tells a visitor's ordinary word we do not use ("transcripts", "películas")
 * from a name typed in lower case ("whatsapp", "netflix"), which no page of ours mentions.
 * Each list is kept as one sorted string and its offsets (about 13 MB for both, not the 74 MB of
 * two Sets), read when first asked for.
 */
import fs from 'node:fs';
import path from 'node:path';
import {plainWord, type IndexLanguage} from './languages';

/** A sorted list of words searched by halves. */
class SortedWords {
  private readonly text: string;
  private readonly starts: Int32Array;

  constructor(words: string[]) {
    const sorted = [...new Set(words.map(plainWord))].sort();
    this.text = sorted.join('\n');
    this.starts = new Int32Array(sorted.length + 1);
    let at = 0;
    sorted.forEach((word, i) => {
      this.starts[i] = at;
      at += word.length + 1;
    });
    this.starts[sorted.length] = at;
  }

  has(word: string): boolean {
    let low = 0;
    let high = this.starts.length - 2;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const found = this.text.slice(this.starts[middle], this.starts[middle + 1] - 1);
      if (found === word) return true;
      if (found < word) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }
}

const loaders: Record<IndexLanguage, () => string[]> = {
  en: () => fs.readFileSync(path.join(path.dirname(require.resolve('word-list')), 'words.txt'), 'utf8').split('\n'),
  // Read, not required: require would keep the 636,000 strings of the array in its cache.
  es: () => JSON.parse(fs.readFileSync(require.resolve('an-array-of-spanish-words'), 'utf8')) as string[],
};

const lists = new Map<IndexLanguage, SortedWords>();

function listOf(lang: IndexLanguage): SortedWords {
  let list = lists.get(lang);
  if (!list) {
    list = new SortedWords(loaders[lang]());
    lists.set(lang, list);
  }
  return list;
}

/** Reads both lists now (about half a second), so the first visitor who types a word we lack does not wait for them. */
export function loadDictionaries(): void {
  for (const lang of Object.keys(loaders) as IndexLanguage[]) listOf(lang);
}

/** Whether the language has the word (lower case, accents ignored): "películas" and "peliculas" both are. */
export function isDictionaryWord(lang: IndexLanguage, word: string): boolean {
  return listOf(lang).has(plainWord(word));
}
