/**
 * A heading's inline Markdown as plain text, as mdast's toString reads it for the heading's
 * slug: code spans keep their content, inline links and images their text (a reference link
 * stays as written: its definition is elsewhere in the document), emphasis and HTML tags go,
 * escapes and entities resolve. Every pattern stops at the next delimiter of its kind, so a long
 * hostile heading costs time in proportion to its length.
 */

const entities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

/** A numeric entity's character; one that names none is the replacement character, as CommonMark says. */
function codePoint(value: number): string {
  return value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '\ufffd';
}

/**
 * Code spans (a run of backticks up to the next run of the same length) through `keep`, found in
 * one pass over the runs rather than by a pattern that would rescan the text from every run.
 */
function keepCodeSpans(markdown: string, keep: (value: string) => string): string {
  const runs = [...markdown.matchAll(/`+/g)].map((run) => ({at: run.index, length: run[0].length}));
  let out = '';
  let from = 0;
  let next = 0;
  /** For each run length, the index of the first run of that length not yet passed. */
  const sameLength = new Map<number, number>();
  const following = (open: number) => {
    let at = Math.max(sameLength.get(runs[open].length) ?? 0, open + 1);
    while (at < runs.length && runs[at].length !== runs[open].length) at += 1;
    sameLength.set(runs[open].length, at);
    return at < runs.length ? at : -1;
  };
  while (next < runs.length) {
    const close = following(next);
    if (close === -1) {
      next += 1;
      continue;
    }
    const open = runs[next];
    const code = markdown.slice(open.at + open.length, runs[close].at);
    // One blank each side is padding when both are there and the code is not all blanks.
    const padded = /^ [\s\S]*[^ ][\s\S]* $/.test(code);
    out += markdown.slice(from, open.at) + keep(padded ? code.slice(1, -1) : code);
    from = runs[close].at + runs[close].length;
    next = close + 1;
  }
  return out + markdown.slice(from);
}

/** Emphasis with `marker` ('**', '*', '__', '~~'...) as a pattern whose $2 is its text; inner markers of the same kind stay. */
function emphasis(marker: string, wordInside = false): RegExp {
  const char = marker[0];
  const body = `([^${char}\\s](?:[^${char}]*[^${char}\\s])?)`;
  const edge = marker.replace(/\*/g, '\\*');
  // An underscore inside a word (snake_case) is no emphasis.
  return wordInside
    ? new RegExp(`(^|[^\\p{L}\\p{N}_])${edge}${body}${edge}(?![\\p{L}\\p{N}_])`, 'gu')
    : new RegExp(`()${edge}${body}${edge}`, 'gu');
}

const emphases = [emphasis('**'), emphasis('__', true), emphasis('*'), emphasis('_', true), emphasis('~~'), emphasis('~')];

export function inlineText(markdown: string): string {
  if (!/[`\\<[*_~&]/.test(markdown)) return markdown.trim();
  // Code spans and escaped characters are text as they are: kept aside while the rest is unwrapped.
  const kept: string[] = [];
  const keep = (value: string) => `\u0000${kept.push(value) - 1}\u0000`;
  let text = keepCodeSpans(markdown, keep)
    .replace(/\\([!-/:-@[-`{-~])/g, (_, char: string) => keep(char))
    .replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*|[^\s<>@]+@[^\s<>]+)>/g, (_, url: string) => keep(url))
    .replace(/<\/?[A-Za-z][^<>]*>|<!--[^<>]*-->/g, '')
    .replace(/!?\[([^[\]]*)\]\([^()]*\)/g, '$1');
  for (const pattern of emphases) text = text.replace(pattern, '$1$2');
  return text
    .replace(/&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([A-Za-z]+));/g, (entity, decimal?: string, hex?: string, name?: string) =>
      decimal || hex ? codePoint(parseInt(decimal ?? hex!, decimal ? 10 : 16)) : (entities[name!] ?? entity),
    )
    .replace(/\u0000(\d+)\u0000/g, function restore(_, at: string): string {
      return kept[Number(at)].replace(/\u0000(\d+)\u0000/g, restore);
    })
    .trim();
}
