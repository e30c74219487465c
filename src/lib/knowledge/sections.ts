// Every project that compiles this file (site, plugins, server, tests) needs the slugger's types with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./githubSlugger.d.ts" />
/**
 * Documents cut into sections at their headings, by one rule for the knowledge build (a page's
 * Markdown tree) and the server (the text of a document a customer uploads or imports): a section
 * begins at each heading, the text before the first heading is a section with heading '', an
 * empty one is dropped; a heading's anchor is the id Docusaurus gives it, since that is what a
 * citation links to.
 */
import GithubSlugger from 'github-slugger';
import {markdownBlocks} from './markdownBlocks';

export type Section = {
  /** Plain text of the heading, as the page shows it; '' for the text before the first heading. */
  heading: string;
  /** The heading's id on the page; null for the text before the first heading (or a heading the page gives no id). */
  anchor: string | null;
  /** Markdown of the section, without its heading. */
  body: string;
  /** Position among the document's sections (0 = first). */
  order: number;
  /**
   * The headings of the sections it sits in, outermost first: an H3 "Signatures" under the H2
   * "Webhooks" has ['Webhooks']. A subsection's own words often leave out what its parent names.
   */
  parents: string[];
};

/** A heading as the cut sees it. */
export type HeadingMark = {depth: number; text: string; anchor: string | null};

/**
 * Docusaurus's heading ids (@docusaurus/mdx-loader's headings plugin): the github-slugger slug of
 * the heading's text, a repeated heading numbered "-1", "-2" over the whole document. One per document.
 */
export function headingSlugger(): (text: string) => string {
  const slugger = new GithubSlugger();
  return (text) => slugger.slug(text);
}

// Blanks before it are trimmed by hand: a leading \s* would rescan a long run of blanks from each of them.
const explicitId = /\{#([\w-]+)\}$/;

/** A heading's explicit id (`## Title {#id}`), which replaces its slug, and its text without it. */
export function explicitHeadingId(text: string): {text: string; id: string} | null {
  const match = explicitId.exec(text);
  return match ? {text: text.slice(0, match.index).trimEnd(), id: match[1]} : null;
}

/**
 * The cut itself, over any list of blocks: each heading of one of `depths` opens a section (other
 * headings stay in the body), `bodyOf` writes a section's blocks as its Markdown.
 */
export function cutAtHeadings<Block>(
  blocks: readonly Block[],
  headingOf: (block: Block) => HeadingMark | null,
  {depths, bodyOf}: {depths?: ReadonlySet<number>; bodyOf: (blocks: Block[]) => string},
): Section[] {
  const parts: {heading: HeadingMark | null; parents: string[]; blocks: Block[]}[] = [{heading: null, parents: [], blocks: []}];
  // The open headings, outermost first: a heading closes those of its own depth or deeper.
  const open: HeadingMark[] = [];
  for (const block of blocks) {
    const heading = headingOf(block);
    if (heading && (!depths || depths.has(heading.depth))) {
      while (open.length && open.at(-1)!.depth >= heading.depth) open.pop();
      parts.push({heading, parents: open.map(({text}) => text), blocks: []});
      open.push(heading);
    } else parts.at(-1)!.blocks.push(block);
  }
  return parts
    .map(({heading, parents, blocks: own}) => ({heading: heading?.text ?? '', anchor: heading?.anchor ?? null, body: bodyOf(own), parents}))
    .filter((section) => section.heading || section.body)
    .map((section, order) => ({...section, order}));
}

/**
 * A Markdown document's sections, cut at every heading level. The document is read line by line
 * (markdownBlocks), never parsed whole: an uploaded document may be megabytes long.
 */
export function markdownSections(markdown: string): Section[] {
  const slug = headingSlugger();
  const blocks = markdownBlocks(markdown).map((block) => {
    if (!block.heading) return {block, heading: null};
    const explicit = explicitHeadingId(block.heading.text);
    const text = explicit?.text ?? block.heading.text;
    const anchor = explicit?.id ?? slug(text);
    // A heading in a block quote or list item counts for the anchors after it, but cuts nothing.
    return {block, heading: block.heading.nested ? null : {depth: block.heading.depth, text, anchor}};
  });
  return cutAtHeadings(blocks, ({heading}) => heading, {
    bodyOf: (own) => own.flatMap(({block}) => block.lines).join('\n').trim(),
  });
}
