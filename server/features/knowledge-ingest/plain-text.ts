/** Text that came from outside Markdown (PDF pages, .txt files) made safe to store as Markdown. */
import {IngestRefusal} from './messages';

/** UTF-8 text, or a refusal when the bytes are binary (NUL bytes, invalid UTF-8). */
export function decodeText(data: Uint8Array): string {
  if (data.includes(0)) throw new IngestRefusal('notText', 'NUL byte');
  let text: string;
  try {
    text = new TextDecoder('utf-8', {fatal: true}).decode(data);
  } catch {
    throw new IngestRefusal('notText', 'not UTF-8');
  }
  // Control characters other than tab, newlines and form feed mean binary data too.
  const controls = text.match(/[\u0001-\u0008\u000e-\u001f\u007f]/g)?.length ?? 0;
  if (controls > Math.max(8, text.length / 1000)) throw new IngestRefusal('notText', 'control characters');
  return text.replace(/^\uFEFF/, '');
}

/**
 * Lines that Markdown would read as a heading or a code fence are escaped, so the only
 * headings are the ones we add (a PDF's pages) and a "# 5" in a price list stays text.
 */
export function escapePlainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/^(\s*)(#|```|~~~)/, '$1\\$2'))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
