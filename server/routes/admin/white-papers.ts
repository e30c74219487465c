/**
 * White paper management (issue 11 §2, SPEC §5 and §8): the papers in the white-papers bucket,
 * the one multipart route of the staff API (upload), the choice of the paper the public forms
 * offer, and delete. Uploads stream into storage through a check of size, PDF signature and
 * active content (server/storage/pdf-active-content.ts); a refused upload leaves no file (the store writes to a temporary name and removes it on error).
 */
import {pipeline, Transform} from 'node:stream';
import multipart from '@fastify/multipart';
import type {FastifyPluginAsync} from 'fastify';
import {whitePaperBucket} from '../../../src/lib/forms/whitePaper';
import {
  hasPdfSignature,
  pdfMimeType,
  pdfSignature,
  storedWhitePaperName,
  whitePaperMaxBytes,
  whitePaperOfferSchema,
  type WhitePaperView,
} from '../../../src/lib/staff/whitePapers';
import {parseStaffInput} from '../../../src/lib/staff/credentials';
import {writeAudit} from '../../db/audit-log';
import {downloadCounts, offeredPaperFile, offeredWhitePaper, offerWhitePaper, whitePaperOffer} from '../../db/white-papers';
import {pdfActiveContent} from '../../storage/pdf-active-content';
import {isSafeObjectName, ObjectExistsError, type StoredObject} from '../../storage/types';
import {refuse} from './refuse';
import {sessionOf} from './session';

class UploadRefusal extends Error {
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
function pdfUploadCheck(maxBytes: number): Transform {
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

const nameParams = {
  type: 'object',
  properties: {name: {type: 'string', minLength: 1, maxLength: 200}},
  required: ['name'],
} as const;

function view(object: StoredObject, downloads: Map<string, number>, offered: string): WhitePaperView {
  return {
    name: object.key,
    size: object.size,
    uploadedAt: object.updatedAt.getTime(),
    downloads: downloads.get(object.key) ?? 0,
    offered: object.key === offered,
  };
}

const whitePaperRoutes: FastifyPluginAsync = async (app) => {
  // Only in this scope: every other staff route takes JSON. One file per request; the size
  // limit is enforced while streaming (one byte over it is enough to know).
  await app.register(multipart, {
    // The name as sent, path and all: a name with a path in it is refused, not quietly cut down.
    preservePath: true,
    limits: {fileSize: whitePaperMaxBytes + 1, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 20},
  });

  app.get('/white-papers', {config: {staffPermission: 'whitePapers:read'}}, async () => {
    const [objects, downloads, offer] = await Promise.all([
      app.storage.list(whitePaperBucket),
      downloadCounts(app.db),
      whitePaperOffer(app.db),
    ]);
    const offered = offeredPaperFile(offer);
    // offer is null until staff choose a paper: the forms then show the site's own copy.
    return {papers: objects.map((object) => view(object, downloads, offered)), offered, offer: offer ?? null};
  });

  app.post('/white-papers', {config: {staffPermission: 'whitePapers:write'}}, async (request, reply) => {
    const session = sessionOf(request);
    if (!request.isMultipart()) return refuse(reply, 415, 'multipartRequired');
    // A body that is not valid multipart (no boundary, cut off) is the client's fault, not ours.
    const file = await request.file().catch(() => null);
    if (file === null) return refuse(reply, 400, 'malformedUpload');
    if (!file) return refuse(reply, 400, 'noFile');

    const stored = storedWhitePaperName(file.filename);
    if (!stored.ok || file.mimetype !== pdfMimeType) {
      file.file.resume();
      return refuse(reply, 400, stored.ok ? 'notPdf' : stored.code);
    }
    const name = stored.name;
    if (await app.storage.stat(whitePaperBucket, name)) {
      file.file.resume();
      return refuse(reply, 409, 'fileExists');
    }

    let object: StoredObject;
    try {
      const checked = pipeline(file.file, pdfUploadCheck(whitePaperMaxBytes), () => {});
      object = await app.storage.put(whitePaperBucket, name, checked, {overwrite: false});
    } catch (error) {
      file.file.resume();
      if (error instanceof ObjectExistsError) return refuse(reply, 409, 'fileExists');
      if (error instanceof UploadRefusal) {
        if (error.detail) request.log.warn({file: name, found: error.detail}, 'white paper refused: active content');
        return refuse(reply, error.code === 'fileTooLarge' ? 413 : 400, error.code);
      }
      if (file.file.errored) return refuse(reply, 400, 'malformedUpload');
      throw error;
    }
    await writeAudit(app.db, {actor: session.email, action: 'white_paper_uploaded', target: name, ip: request.ip});
    request.log.info({file: name, size: object.size}, 'white paper uploaded');
    const offered = await offeredWhitePaper(app.db);
    return reply.code(201).send({paper: view(object, new Map(), offered)});
  });

  // Offering a paper, or changing what the forms say of the one offered: the body is checked
  // with the staff card's own rule (src/lib/staff/whitePapers.ts).
  app.post('/white-papers/offered', {config: {staffPermission: 'whitePapers:write'}, bodyLimit: 8192}, async (request, reply) => {
    const session = sessionOf(request);
    const parsed = parseStaffInput(whitePaperOfferSchema, request.body);
    if (!parsed.ok) return refuse(reply, 400, parsed.code, parsed.field || undefined);
    const offer = parsed.value;
    if (!isSafeObjectName(offer.name) || !(await app.storage.stat(whitePaperBucket, offer.name))) {
      return refuse(reply, 404, 'paperNotFound', 'name');
    }
    const edited = (await whitePaperOffer(app.db))?.name === offer.name;
    await offerWhitePaper(app.db, offer, session.email);
    await writeAudit(app.db, {
      actor: session.email,
      action: edited ? 'white_paper_offer_edited' : 'white_paper_offered',
      target: offer.name,
      ip: request.ip,
    });
    return {offered: offer.name, offer};
  });

  app.delete<{Params: {name: string}}>('/white-papers/:name', {config: {staffPermission: 'whitePapers:write'}, schema: {params: nameParams}}, async (request, reply) => {
    const session = sessionOf(request);
    const {name} = request.params;
    if (!isSafeObjectName(name)) return refuse(reply, 404, 'paperNotFound');
    // The forms would answer with a missing file: another paper must be offered first.
    if (name === (await offeredWhitePaper(app.db))) return refuse(reply, 409, 'paperOffered');
    if (!(await app.storage.delete(whitePaperBucket, name))) return refuse(reply, 404, 'paperNotFound');
    await writeAudit(app.db, {actor: session.email, action: 'white_paper_deleted', target: name, ip: request.ip});
    return reply.code(204).send();
  });
};

export default whitePaperRoutes;
