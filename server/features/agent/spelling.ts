/**
 * Typo tolerance against the index's own vocabulary: a question word that no passage has
 * ("pricng", "complient", "wiht") would weigh most of all in the coverage check and sink the
 * question, so it is read as the most frequent word of our passages within a small edit distance
 * ("pricing", "compliant", "with"). Words the index knows, numbers and short words are left alone.
 */

/** Damerau-Levenshtein distance (adjacent transpositions count as one edit), or max + 1 once it exceeds max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/** How many edits a word of this length may need: none under 4 letters, one up to 7, two beyond. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * In a short word, only a missing letter ("pricng", "instal") or two swapped ones ("wiht") are
 * read as typos: a changed or extra letter makes another word ("slack" is not "stack", "iphone"
 * not "phone"), and names we do not have must stay unknown.
 */
function likelyTypo(word: string, candidate: string): boolean {
  return candidate.length === word.length + 1 || sameLetters(word, candidate);
}

/** Whether two words have the same letters in another order ("wiht", "with"). */
function sameLetters(word: string, candidate: string): boolean {
  return candidate.length === word.length && [...word].sort().join('') === [...candidate].sort().join('');
}

/**
 * Two letters changed in place make another word ("passport" is not "password"); a long word's two
 * edits are missing, extra or swapped letters.
 */
function twoChangedLetters(word: string, candidate: string): boolean {
  return candidate.length === word.length && !sameLetters(word, candidate);
}

/**
 * Typists rarely miss a word's first letter, so a correction keeps it, or only swaps it with the
 * second ("ebst"): "verificacion", a word our pages happen not to use, is not "certificacion".
 */
function sameStart(word: string, candidate: string): boolean {
  return word[0] === candidate[0] || (word[0] === candidate[1] && word[1] === candidate[0]);
}

/**
 * The vocabulary's word closest to `word` (fewest edits, then most frequent), or undefined when
 * none is within the allowed edits. `words` maps each word of the passages to its frequency.
 */
export function closestWord(word: string, words: ReadonlyMap<string, number>): string | undefined {
  const max = allowedEdits(word.length);
  if (max === 0 || /\d/.test(word)) return undefined;
  let best: {word: string; distance: number; count: number} | undefined;
  for (const [candidate, count] of words) {
    if (Math.abs(candidate.length - word.length) > max || candidate.length < 3 || !sameStart(word, candidate)) continue;
    const distance = editDistance(word, candidate, max);
    if (distance > max || (max === 1 && !likelyTypo(word, candidate)) || (distance === 2 && twoChangedLetters(word, candidate))) continue;
    if (!best || distance < best.distance || (distance === best.distance && count > best.count)) {
      best = {word: candidate, distance, count};
    }
  }
  return best?.word;
}

/**
 * Two words our passages write side by side, typed as one ("addon" for "add-on", "checkout" is
 * left alone when the vocabulary has it): the split whose pair is commonest. `pairs` counts the
 * passages' adjacent words ("add on"): two words that merely exist apart are not a compound
 * ("goles" is not "go les", "Messi" not "mes si").
 */
export function splitCompound(word: string, pairs: ReadonlyMap<string, number>): string | undefined {
  if (word.length < 5 || /\d/.test(word)) return undefined;
  let best: {split: string; count: number} | undefined;
  for (let at = 2; at <= word.length - 2; at += 1) {
    const split = `${word.slice(0, at)} ${word.slice(at)}`;
    const count = pairs.get(split) ?? 0;
    if (count > 0 && (!best || count > best.count)) best = {split, count};
  }
  return best?.split;
}

/** The adjacent word pairs of a text ("add on" in "add-on"), lower case and without accents, as splitCompound reads them. */
export function wordPairsOf(words: readonly string[]): Set<string> {
  const pairs = new Set<string>();
  for (let i = 1; i < words.length; i += 1) pairs.add(`${words[i - 1]} ${words[i]}`);
  return pairs;
}
