/** What a file or fetched page is, by its name (or content type) and its first bytes. */
import {IngestRefusal} from './messages';

export type SourceKind = 'pdf' | 'docx' | 'markdown' | 'html' | 'text';

const byExtension: Record<string, SourceKind> = {
  pdf: 'pdf',
  docx: 'docx',
  md: 'markdown',
  markdown: 'markdown',
  mdx: 'markdown',
  html: 'html',
  htm: 'html',
  txt: 'text',
  text: 'text',
};

const byMediaType: Record<string, SourceKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/markdown': 'markdown',
  'text/x-markdown': 'markdown',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/plain': 'text',
};

/** The kind a file name says; the content is checked against it later (magicMatches, the worker). */
export function kindOfFileName(name: string): SourceKind {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const kind = byExtension[extension];
  if (!kind) throw new IngestRefusal('unsupportedFileType', `.${extension} files are not read`);
  return kind;
}

/** The kind a Content-Type header says, or undefined (XML is a sitemap's, decided elsewhere). */
export function kindOfMediaType(header: string | undefined): SourceKind | undefined {
  const essence = (header ?? '').split(';')[0].trim().toLowerCase();
  return byMediaType[essence];
}

/** PDF and DOCX (a zip) announce themselves in their first bytes; a file that does not is not one. */
export function checkMagic(kind: SourceKind, data: Uint8Array): void {
  const head = Buffer.from(data.buffer, data.byteOffset, Math.min(data.byteLength, 1024));
  if (kind === 'pdf' && !head.includes('%PDF-')) throw new IngestRefusal('unreadableFile', 'no %PDF- header');
  if (kind === 'docx' && !head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    throw new IngestRefusal('unreadableFile', 'not a zip archive');
  }
}
