/**
 * Finds active content in a PDF (issue 21 §6): the names that make a reader run script, act on
 * opening or on events, launch programs, or carry embedded files or media. A white paper is a
 * document to read; none of these belong in one, and we serve papers publicly.
 *
 * How (in the manner of Didier Stevens' pdfid): every name token of the file is read with its
 * #xx escapes decoded (/J#61vaScript is /JavaScript), and Flate-compressed object streams
 * (/Type /ObjStm, where PDF 1.5+ may keep dictionaries) are inflated and read the same way.
 * The scan reads raw bytes rather than parsing the object graph, so it cannot be led around by
 * strings or a fake stream; in exchange a compressed image or font may, rarely, contain bytes
 * that spell one of the names: the short ones (/AA, /JS) count only when followed by a value
 * they could really take. Not covered: object streams under filters other than Flate (refused
 * as unreadable instead), and encrypted PDFs, whose strings and streams we cannot read.
 */
import {inflateSync} from 'node:zlib';

const activeNames = new Set(['JavaScript', 'JS', 'OpenAction', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia']);

/** Names short enough to turn up by chance in binary data: they need a value after them. */
const needsValue = new Set(['AA', 'JS']);

/** A name token: / then regular characters (not PDF whitespace or delimiters). */
const namePattern = /\/([^\s\0()<>[\]{}/%]*)/g;
/** What /AA (a dictionary) or /JS (a string or stream) may be followed by: <<, <hex>, (text) or "n g R". */
const valueAfter = /^(?:[\s\0]|%[^\r\n]*[\r\n])*(?:<|\(|\d+[\s\0]+\d+[\s\0]+R)/;
/** Inflated object streams larger than this are refused: real ones hold some objects, not megabytes. */
const maxObjectStreamBytes = 16 * 1024 * 1024;

const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The first active name in PDF syntax `text` (latin1), or undefined. */
function activeNameIn(text: string): string | undefined {
  for (const match of text.matchAll(namePattern)) {
    const name = decodeName(match[1]);
    if (!activeNames.has(name)) continue;
    if (needsValue.has(name) && !valueAfter.test(text.slice(match.index + match[0].length, match.index + match[0].length + 200))) continue;
    return `/${name}`;
  }
  return undefined;
}

function namesIn(text: string): Set<string> {
  return new Set([...text.matchAll(namePattern)].map((match) => decodeName(match[1])));
}

/** Each object stream's dictionary and raw bytes. */
function* objectStreams(pdf: Buffer, text: string): Generator<{names: Set<string>; body: Buffer}> {
  for (const match of text.matchAll(/stream\r?\n/g)) {
    if (text.startsWith('end', match.index - 3)) continue;
    const dictionary = text.slice(text.lastIndexOf('obj', match.index) + 3, match.index);
    const names = namesIn(dictionary);
    if (!names.has('ObjStm')) continue;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    yield {names, body: pdf.subarray(start, end < 0 ? pdf.length : end)};
  }
}

/**
 * The active name a PDF carries (e.g. "/JavaScript"), "unreadable object stream" when part of
 * it cannot be checked, or undefined when it is a plain document.
 */
export function pdfActiveContent(pdf: Buffer): string | undefined {
  const text = pdf.toString('latin1');
  const found = activeNameIn(text);
  if (found) return found;
  for (const stream of objectStreams(pdf, text)) {
    const filters = [...stream.names].filter((name) => name.endsWith('Decode'));
    if (filters.length !== 1 || filters[0] !== 'FlateDecode') return 'unreadable object stream';
    let inflated: Buffer;
    try {
      inflated = inflateSync(stream.body, {maxOutputLength: maxObjectStreamBytes});
    } catch {
      return 'unreadable object stream';
    }
    const inside = activeNameIn(inflated.toString('latin1'));
    if (inside) return inside;
  }
  return undefined;
}
