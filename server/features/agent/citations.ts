/**
 * Holds a language model to the rule every answer follows: each sentence ends with " [n]", n
 * naming one of the passages it was given. Works on a stream: text goes in as it arrives, cited
 * sentences come out as soon as their marker is complete, renumbered in order of first citation
 * so the sources list holds only what is cited. Sentences that cite nothing valid are dropped.
 */
import type {Answer} from '../../../src/lib/knowledge/types';
import {toSource} from './composer';
import type {IndexedPassage} from './knowledge-index';

/** Text up to a run of markers ("[2]", "[1][3]", "[1, 3]") followed by a blank or the end. */
const marker = String.raw`\[\s*\d+(?:\s*,\s*\d+)*\s*\]`;
const citedChunk = new RegExp(String.raw`^([\s\S]*?)\s*(${marker}(?:\s*${marker})*)(?=\s|$)`);
const sentenceEnd = /(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'`¿¡(])/u;

export class CitationFilter {
  private buffer = '';
  /** Passage index (0-based, as given to the model) -> source number (1-based, in the answer). */
  private readonly numbers = new Map<number, number>();
  private readonly sentences: string[] = [];

  constructor(private readonly passages: IndexedPassage[]) {}

  /** Adds model output; returns the cited sentences it completed (deltas to stream, with their separating blank). */
  push(text: string): string[] {
    this.buffer += text;
    const out: string[] = [];
    for (;;) {
      const match = citedChunk.exec(this.buffer);
      // Wait for what follows a marker at the very end: it may be the start of another marker.
      if (!match || match[0].length === this.buffer.length) break;
      this.buffer = this.buffer.slice(match[0].length);
      out.push(...this.accept(match[1], match[2]));
    }
    return out;
  }

  /** The model has finished: a complete marker at the end counts, text after the last marker does not. */
  end(): string[] {
    const match = citedChunk.exec(this.buffer);
    this.buffer = '';
    return match ? this.accept(match[1], match[2]) : [];
  }

  private accept(text: string, markers: string): string[] {
    const cited = (markers.match(/\d+/g) ?? []).map(Number).find((n) => n >= 1 && n <= this.passages.length);
    const body = text.replace(/\s+/g, ' ').trim();
    if (cited === undefined || !/\p{L}/u.test(body)) return [];
    let number = this.numbers.get(cited - 1);
    if (number === undefined) {
      number = this.numbers.size + 1;
      this.numbers.set(cited - 1, number);
    }
    return body
      .split(sentenceEnd)
      .map((sentence) => sentence.trim())
      .filter((sentence) => /\p{L}/u.test(sentence))
      .map((sentence) => {
        const delta = `${this.sentences.length ? ' ' : ''}${sentence} [${number}]`;
        this.sentences.push(`${sentence} [${number}]`);
        return delta;
      });
  }

  get hasCitedSentences(): boolean {
    return this.sentences.length > 0;
  }

  /** The answer made of the cited sentences; follow-ups come from the retrieval answer. */
  answer(suggestedFollowUps: string[]): Answer {
    const sources = [...this.numbers.entries()].sort((a, b) => a[1] - b[1]).map(([index]) => toSource(this.passages[index]));
    return {response: this.sentences.join(' '), sources, suggestedFollowUps, uncertain: false};
  }
}
