/**
 * The check an uploaded white paper streams through on its way into the bucket: a PDF (by its
 * signature), within the size limit, and without active content (pdf-active-content.ts).
 */
import {Transform} from 'node:stream';
import {hasPdfSignature, pdfSignature} from '../../../src/lib/staff/whitePapers';
import {pdfActiveContent} from './pdf-active-content';

export class UploadRefusal extends Error {
  constructor(
    readonly code: 'notPdf' | 'fileTooLarge' | 'pdfActiveContent',
    readonly detail?: string,
  ) {
    super(code);
  }
}

/**
 * Passes the bytes on, refusing a stream that is not a PDF, grows past the size limit or
 * carries active content. The whole file is kept for that last check, made when it has all
 * arrived (at most the size limit); refusing then still leaves no file in the bucket.
 */
export function pdfUploadCheck(maxBytes: number): Transform {
  const chunks: Buffer[] = [];
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) return done(new UploadRefusal('fileTooLarge'));
      chunks.push(chunk);
      // The signature is checked once, as soon as its bytes are in.
      const firstFull = seen >= pdfSignature.length && seen - chunk.length < pdfSignature.length;
      if (firstFull && !hasPdfSignature(Buffer.concat(chunks))) return done(new UploadRefusal('notPdf'));
      done(null, chunk);
    },
    flush(done) {
      const pdf = Buffer.concat(chunks);
      if (!hasPdfSignature(pdf)) return done(new UploadRefusal('notPdf'));
      const active = pdfActiveContent(pdf);
      done(active ? new UploadRefusal('pdfActiveContent', active) : null);
    },
  });
}
