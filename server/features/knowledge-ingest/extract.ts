/**
 * Bytes of one file or page to Markdown, by kind. PDF pages become "## Page N" sections (the
 * page an answer cites); DOCX and HTML keep their own headings. Runs in the extraction worker
 * (run-extraction.ts), never on the server's main thread.
 */
import {checkMagic, type SourceKind} from './file-kinds';
import {htmlToMarkdown} from './html-to-markdown';
import {maxExtractedBytes, maxPdfPages} from './limits';
import {IngestRefusal} from './messages';
import {decodeText, escapePlainText} from './plain-text';
import {checkZipSizes} from './zip-check';

export type ExtractJob = {kind: SourceKind; data: Uint8Array; locale: string | null; page: boolean};
export type Extracted = {title: string; markdown: string; pages: number | null};

export const pageHeading = (locale: string | null, page: number) => `${locale === 'es' ? 'Página' : 'Page'} ${page}`;

async function pdfToMarkdown(data: Uint8Array, locale: string | null): Promise<Extracted> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document;
  try {
    document = await pdfjs.getDocument({data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0})
      .promise;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'PasswordException') throw new IngestRefusal('encryptedFile', 'password required');
    throw new IngestRefusal('unreadableFile', `${name}: ${(error as Error).message}`);
  }
  try {
    if (document.numPages > maxPdfPages) throw new IngestRefusal('tooComplex', `${document.numPages} pages`);
    const info = ((await document.getMetadata().catch(() => null))?.info ?? {}) as {Title?: unknown};
    const parts: string[] = [];
    let size = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      page.cleanup();
      const body = escapePlainText(text);
      if (!body) continue;
      size += Buffer.byteLength(body);
      if (size > maxExtractedBytes) throw new IngestRefusal('tooMuchText');
      parts.push(`## ${pageHeading(locale, number)}\n\n${body}`);
    }
    return {title: typeof info.Title === 'string' ? info.Title.trim() : '', markdown: parts.join('\n\n'), pages: document.numPages};
  } finally {
    await document.destroy();
  }
}

async function docxToMarkdown(data: Uint8Array): Promise<Extracted> {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  checkZipSizes(buffer);
  const {default: mammoth} = await import('mammoth');
  let html: string;
  try {
    html = (await mammoth.convertToHtml({buffer})).value;
  } catch (error) {
    throw new IngestRefusal('unreadableFile', (error as Error).message);
  }
  const {markdown} = await htmlToMarkdown(html, {page: false});
  return {title: '', markdown, pages: null};
}

export async function extract({kind, data, locale, page}: ExtractJob): Promise<Extracted> {
  checkMagic(kind, data);
  let extracted: Extracted;
  if (kind === 'pdf') extracted = await pdfToMarkdown(data, locale);
  else if (kind === 'docx') extracted = await docxToMarkdown(data);
  else {
    const text = decodeText(data);
    if (kind === 'html') extracted = {...(await htmlToMarkdown(text, {page})), pages: null};
    else if (kind === 'markdown') extracted = {title: /^#\s+(.+)$/m.exec(text)?.[1]?.trim() ?? '', markdown: text.trim(), pages: null};
    else extracted = {title: '', markdown: escapePlainText(text), pages: null};
  }
  if (Buffer.byteLength(extracted.markdown) > maxExtractedBytes) throw new IngestRefusal('tooMuchText');
  if (!/[\p{L}\p{N}]/u.test(extracted.markdown)) throw new IngestRefusal('noText');
  return extracted;
}
