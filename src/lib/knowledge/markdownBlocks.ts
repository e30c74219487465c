/**
 * Markdown text to blocks, line by line, as far as cutting at headings needs: which lines are
 * top-level headings (ATX and setext), which are headings inside a block quote or list item (not
 * cut at, but counted for anchors as the page counts them), and which only look like one (in
 * fenced or indented code, HTML blocks, front matter). One pass, linear in the text, where a full
 * parse of a 2 MB document takes seconds and most of the server's heap.
 */
import {inlineText} from './inlineText';
import {
  atxHeading,
  blockQuote,
  fenceClosed,
  fenceOpened,
  frontMatterLength,
  htmlBlockEnd,
  indentOf,
  interrupts,
  listMarker,
  setextUnderline,
  thematicBreak,
  withoutClosingHashes,
  type Fence,
} from './markdownLines';

export type MarkdownBlock = {
  /** The block's source lines. */
  lines: string[];
  /** The heading these lines make, its text plain as the page shows it; nested: inside a block quote or list item. */
  heading?: {depth: number; text: string; nested: boolean};
};

/** A block quote (column Infinity: only its '>' lines and lazy ones are in it) or a list item (its content's column). */
type Container = {
  column: number;
  /** Its last line left a paragraph open, which the next line may continue without markers. */
  lazy: boolean;
  fence: Fence | null;
};

const containerMarkers = /^(?: {0,3}>[ \t]?| {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]+|$))+/;

/** A container line without its markers or its content's indentation. */
function innerText(line: string, column: number): string {
  const unmarked = line.replace(containerMarkers, '');
  if (unmarked !== line) return unmarked;
  let at = 0;
  while (at < column && line[at] === ' ') at += 1;
  return line.slice(at);
}

function atxBlock(line: string, match: RegExpExecArray, nested: boolean): MarkdownBlock {
  return {lines: [line], heading: {depth: match[1].length, text: inlineText(withoutClosingHashes((match[2] ?? '').trim())), nested}};
}

/** Where a list item's content starts: after its marker and up to four spaces (one when more). */
function itemContentColumn(item: RegExpExecArray): number {
  const [, lead, marker, , spaces] = item;
  const gap = spaces.length === 0 || spaces.length > 4 ? 1 : spaces.length;
  return lead.length + marker.length + gap;
}

/**
 * A line of an open container: the block it makes there, or null when the line is not in the
 * container (which is then over).
 */
function containerBlock(container: Container, line: string, indent: number, afterBlank: boolean): MarkdownBlock | null {
  const item = thematicBreak.test(line) ? null : listMarker.exec(line);
  const marked = item !== null || blockQuote.test(line);
  if (indent < container.column && !marked) {
    // Code in a container never continues lazily; a paragraph does, until a line that starts a block.
    if (container.fence || afterBlank || !container.lazy || interrupts(line)) return null;
    // A lone tag there is HTML inside the container to micromark, and HTML has no lazy lines.
    if (htmlBlockEnd(line, false)) container.lazy = false;
    return {lines: [line]};
  }
  if (indent < container.column) {
    container.column = item ? itemContentColumn(item) : Infinity;
    container.fence = null;
  }
  const inner = innerText(line, container.column);
  if (container.fence) {
    if (fenceClosed(inner, container.fence)) container.fence = null;
    return {lines: [line]};
  }
  container.fence = fenceOpened(inner);
  const heading = container.fence ? null : atxHeading.exec(inner);
  container.lazy = !container.fence && !heading && inner.trim() !== '' && !interrupts(inner) && !setextUnderline.test(inner);
  return heading ? atxBlock(line, heading, true) : {lines: [line]};
}

export function markdownBlocks(markdown: string): MarkdownBlock[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MarkdownBlock[] = [];
  let fence: Fence | null = null;
  /** Inside an HTML block: the pattern its last line holds, or 'blank'. */
  let html: RegExp | 'blank' | null = null;
  let container: Container | null = null;
  /** Index in blocks of the top-level paragraph's first line, which a setext underline makes a heading. */
  let paragraph: number | null = null;
  let previousBlank = true;
  /** The previous line was indented code, after which (as after a paragraph) micromark starts fewer lists. */
  let afterCode = false;

  for (const line of lines.slice(frontMatterLength(lines))) {
    const blank = line.trim() === '';
    const afterBlank = previousBlank;
    previousBlank = blank;
    const codeBefore = afterCode;
    afterCode = false;
    const content = () => blocks.push({lines: [line]});
    if (fence) {
      if (fenceClosed(line, fence)) fence = null;
      content();
      continue;
    }
    if (html) {
      if (html === 'blank' ? blank : html.test(line)) html = null;
      content();
      continue;
    }
    if (blank) {
      paragraph = null;
      content();
      continue;
    }
    const indent = indentOf(line);
    if (container) {
      const block = containerBlock(container, line, indent, afterBlank);
      if (block) {
        blocks.push(block);
        continue;
      }
      container = null;
    }
    if (paragraph === null && indent >= 4) {
      afterCode = true;
      content();
      continue;
    }
    fence = fenceOpened(line);
    const htmlEnd = fence ? null : htmlBlockEnd(line, paragraph !== null);
    if (fence || htmlEnd) {
      html = htmlEnd === 'closed' ? null : htmlEnd;
      paragraph = null;
      content();
      continue;
    }
    const atx = atxHeading.exec(line);
    if (atx) {
      blocks.push(atxBlock(line, atx, false));
      paragraph = null;
      continue;
    }
    const underline = setextUnderline.exec(line);
    if (underline && paragraph !== null) {
      const own = blocks.splice(paragraph).flatMap((block) => block.lines);
      const text = inlineText(own.map((ownLine) => ownLine.trim()).join('\n'));
      blocks.push({lines: [...own, line], heading: {depth: underline[1][0] === '=' ? 1 : 2, text, nested: false}});
      paragraph = null;
      continue;
    }
    if (thematicBreak.test(line)) {
      paragraph = null;
      content();
      continue;
    }
    const item = listMarker.exec(line);
    // An ordered list interrupts a paragraph (or code) only from 1, and no list item does with nothing in it.
    const interrupting = paragraph !== null || codeBefore;
    const startsList = item && (!interrupting || ((!item[3] || item[3] === '1') && line.slice(item[0].length).trim() !== ''));
    if (blockQuote.test(line) || startsList) {
      container = {column: item ? itemContentColumn(item) : Infinity, lazy: false, fence: null};
      paragraph = null;
      // The container's first line is read as any of its lines: it may open a fence or be a heading.
      blocks.push(containerBlock(container, line, indent, afterBlank)!);
      continue;
    }
    paragraph ??= blocks.length;
    content();
  }
  return blocks;
}
