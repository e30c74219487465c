/**
 * Text from the OpenAPI document made safe for MDX: outside inline code, `{`, `}` and `<` would
 * start an expression or a tag, so they are escaped; in a table cell `|` and line breaks too.
 */

/** Escapes MDX's special characters in `text`, leaving `inline code` as it is. */
export function mdxText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[{}<]/g, (char) => `\\${char}`)))
    .join('');
}

/** A table cell: escaped text on one line, with `|` escaped (inside code too, as GFM wants). */
export function cell(text: string): string {
  return mdxText(text).replace(/\|/g, '\\|').replace(/\s*\n+\s*/g, ' ');
}

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A fenced code block whose fence is longer than any backtick run in `code`. */
export function codeBlock(language: string, code: string, title?: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}${title ? ` title="${title}"` : ''}\n${code}\n${fence}`;
}

/** The first sentence of `text` (for a page's meta description), at most `max` characters. */
export function firstSentence(text: string, max = 160): string {
  const plain = text.replace(/`/g, '').replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  // Keep the last word only when the cut falls right after it.
  const whole = /\s/.test(sentence[max - 1]) ? cut : cut.replace(/\s+\S*$/, '');
  return `${whole.trimEnd()}…`;
}

/** A heading with a fixed anchor (the same in every locale, so links survive translation). */
export function section(title: string, id: string, level = 2): string {
  return `${'#'.repeat(level)} ${title} {/* #${id} */}`;
}
