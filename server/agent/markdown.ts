/**
 * Just enough Markdown handling for answers: cut a document into sections at its headings, and
 * turn a passage's Markdown into plain sentences that an answer can quote word for word.
 */

export type Section = {heading: string; anchor: string; body: string; order: number};

/** GitHub-style anchor of a heading: lowercased, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-');
}

/** Splits at ATX headings (outside fenced code); text before the first heading is section 0 with heading ''. */
export function splitAtHeadings(markdown: string): Section[] {
  const sections: Section[] = [];
  let heading = '';
  let lines: string[] = [];
  let inFence = false;
  const flush = () => {
    const body = lines.join('\n').trim();
    if (body || heading) {
      sections.push({heading, anchor: headingAnchor(heading), body, order: sections.length});
    }
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = inFence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (match) {
      flush();
      heading = match[1].trim();
      lines = [];
    } else {
      lines.push(line);
    }
  }
  flush();
  return sections;
}

/** Markdown to readable text: code blocks, tables and HTML dropped, links and emphasis unwrapped. */
export function markdownToPlainBlocks(markdown: string): string[] {
  const withoutCode = markdown.replace(/(^|\n)\s*(```|~~~)[\s\S]*?(\n\s*\2[^\n]*|$)/g, '\n\n');
  const blocks: string[] = [];
  for (const block of withoutCode.split(/\n\s*\n/)) {
    const lines = block
      .split('\n')
      .filter((line) => !/^\s*\|/.test(line) && !/^\s*(<[^>]+>\s*)+$/.test(line) && !/^\s*#{1,6}\s/.test(line))
      .map((line) => line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '\u2022').replace(/^\s*>\s?/, ''));
    // List items are separate statements; other lines of a paragraph belong together.
    const parts: string[] = [];
    for (const line of lines) {
      if (line.startsWith('\u2022') || parts.length === 0) parts.push(line.replace(/^\u2022/, ''));
      else parts[parts.length - 1] += ` ${line}`;
    }
    for (const part of parts) {
      const text = inlinePlain(part);
      if (text) blocks.push(text);
    }
  }
  return blocks;
}

function inlinePlain(text: string): string {
  // Code spans are quoted as they are (they may hold tags like </head>), the rest is unwrapped.
  const spans: string[] = [];
  const protectedText = text.replace(/`([^`]+)`/g, (_, code: string) => `\u0000${spans.push(code) - 1}\u0000`);
  return protectedText
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .replace(/\u0000(\d+)\u0000/g, (_, at: string) => spans[Number(at)])
    .trim();
}

/** Sentence ends: . ! ? followed by a blank and an upper-case letter, digit, quote or opening ¿ ¡. */
const sentenceEnd = /(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'`¿¡(])/u;

/** The passage as quotable sentences, each ending in terminal punctuation. */
export function plainSentences(markdown: string): string[] {
  const sentences: string[] = [];
  for (const block of markdownToPlainBlocks(markdown)) {
    for (const raw of block.split(sentenceEnd)) {
      const sentence = raw.trim().replace(/:$/, '.');
      if (sentence.length < 3 || !/\p{L}/u.test(sentence)) continue;
      sentences.push(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
    }
  }
  return sentences;
}
