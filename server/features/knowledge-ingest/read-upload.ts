/**
 * The files of a multipart/form-data upload (@fastify/multipart, registered on the route's
 * scope with the limits below): each part with a file name becomes a Source; a field `locale`
 * is read too. A file of an unsupported kind is reported and skipped, the others are kept; a
 * file over 10 MB, more than 5 files, or a broken body refuses the whole request.
 */
import path from 'node:path';
import type {FastifyRequest} from 'fastify';
import {kindOfFileName} from './file-kinds';
import type {Source} from './ingest';
import {maxFileBytes, maxFilesPerRequest} from './limits';
import {IngestRefusal, type IngestRefusalCode} from './messages';

/** @fastify/multipart's limits for this route. */
export const uploadLimits = {fileSize: maxFileBytes, files: maxFilesPerRequest, fields: 5, parts: maxFilesPerRequest + 5, fieldSize: 1024, headerPairs: 20};

export type Upload = {sources: Source[]; skipped: {source: string; code: IngestRefusalCode}[]; locale: string | undefined};

const byErrorCode: Record<string, IngestRefusalCode> = {
  FST_REQ_FILE_TOO_LARGE: 'fileTooLarge',
  FST_FILES_LIMIT: 'tooManyFiles',
};

function fileName(raw: string | undefined): string {
  // A path in the name (C:\Users\...\report.pdf) is cut to the name itself.
  const name = path.posix.basename((raw ?? '').replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return name.slice(-200) || 'upload';
}

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  const upload: Upload = {sources: [], skipped: [], locale: undefined};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'locale' && typeof part.value === 'string') upload.locale = part.value;
        continue;
      }
      const name = fileName(part.filename);
      let kind;
      try {
        kind = kindOfFileName(name);
      } catch (error) {
        part.file.resume();
        if (!(error instanceof IngestRefusal)) throw error;
        upload.skipped.push({source: name, code: error.code});
        continue;
      }
      const data = await part.toBuffer();
      upload.sources.push({name, kind, data, sourceUrl: null});
    }
  } catch (error) {
    if (error instanceof IngestRefusal) throw error;
    const code = byErrorCode[(error as {code?: string}).code ?? ''] ?? 'malformedUpload';
    throw new IngestRefusal(code, (error as Error).message);
  }
  if (upload.sources.length === 0 && upload.skipped.length === 0) throw new IngestRefusal('noFile');
  return upload;
}
