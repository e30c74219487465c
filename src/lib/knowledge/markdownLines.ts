/**
 * What one line of Markdown starts, by CommonMark's block rules (as the build's parser, micromark,
 * applies them): the patterns the line reader (markdownBlocks.ts) tells headings from their
 * look-alikes with.
 */

export const atxHeading = /^ {0,3}(#{1,6})(?:[ \t]+(.*))?$/;
export const setextUnderline = /^ {0,3}(=+|-+)[ \t]*$/;
export const thematicBreak = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
export const blockQuote = /^ {0,3}>/;
export const listMarker = /^( {0,3})([-+*]|(\d{1,9})[.)])([ \t]+|$)/;

export type Fence = {marker: string; length: number};

export function fenceOpened(line: string): Fence | null {
  const run = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/.exec(line)?.[1];
  return run ? {marker: run[0], length: run.length} : null;
}

export function fenceClosed(line: string, fence: Fence): boolean {
  const run = /^ {0,3}(`+|~+)[ \t]*$/.exec(line)?.[1];
  return run !== undefined && run[0] === fence.marker && run.length >= fence.length;
}

/** HTML blocks that end at a line holding their closing text (CommonMark types 1 to 5). */
const closedHtml: [start: RegExp, end: RegExp][] = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];
/** A block-level tag starts an HTML block that ends at a blank line, even right after a paragraph (type 6)... */
const tagStart = /^ {0,3}<\/?([A-Za-z][A-Za-z0-9-]*)(?:[\s/>]|$)/;
const blockTags = new Set(
  'address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div dl dt fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link main menu menuitem nav noframes ol optgroup option p param search section summary table tbody td tfoot th thead title tr track ul'.split(
    ' ',
  ),
);
/** ...and so does a line of one whole tag of another name, but not right after a paragraph (type 7). */
const loneTag = /^ {0,3}<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>[ \t]*$/;

/**
 * The HTML block a line starts: what ends it (a pattern its last line holds, or 'blank' for the
 * blank line after it), 'closed' when it ends on this line, or null when the line starts none.
 */
export function htmlBlockEnd(line: string, afterParagraph: boolean): RegExp | 'blank' | 'closed' | null {
  if (!/^ {0,3}</.test(line)) return null;
  for (const [start, end] of closedHtml) {
    const match = start.exec(line);
    if (match) return end.test(line.slice(match[0].length)) ? 'closed' : end;
  }
  const tag = tagStart.exec(line);
  if (tag && blockTags.has(tag[1].toLowerCase())) return 'blank';
  return !afterParagraph && loneTag.test(line) ? 'blank' : null;
}

/** A line that starts a block even right after a paragraph's line (so it is never that paragraph's lazy continuation). */
export function interrupts(line: string): boolean {
  return atxHeading.test(line) || fenceOpened(line) !== null || thematicBreak.test(line) || htmlBlockEnd(line, true) !== null;
}

/** Column of the first non-blank character (tabs to the next multiple of 4). */
export function indentOf(line: string): number {
  let column = 0;
  for (const char of line) {
    if (char === ' ') column += 1;
    else if (char === '\t') column += 4 - (column % 4);
    else break;
  }
  return column;
}

/** Lines of a YAML (---) or TOML (+++) front matter at the very start: no content, no headings. */
export function frontMatterLength(lines: string[]): number {
  const fence = /^(-{3}|\+{3})[ \t]*$/.exec(lines[0] ?? '')?.[1];
  if (!fence) return 0;
  const close = lines.findIndex((line, at) => at > 0 && line.trimEnd() === fence);
  return close > 0 ? close + 1 : 0;
}

/** `## Title ##` -> `Title`: a closing run of #s after a blank goes (`C#` keeps its #). Read by hand: a regex backtracks over long runs. */
export function withoutClosingHashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end -= 1;
  return end === 0 || text[end - 1] === ' ' || text[end - 1] === '\t' ? text.slice(0, end).trimEnd() : text;
}
