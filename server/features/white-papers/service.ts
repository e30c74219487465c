/**
 * White papers without HTTP (issue 11 §2, SPEC §5 and §8): the papers in the white-papers bucket
 * with their download counts, an upload checked on its way in (upload-check.ts), the choice of
 * the paper the public forms offer, and delete, each change audit-logged. routes.ts only
 * translates these to and from HTTP; the forms read the offer through index.ts.
 */
import {pipeline, type Readable} from 'node:stream';
import type {Kysely} from 'kysely';
import {whitePaperBucket} from '../../../src/lib/forms/whitePaper';
import type {StaffErrorCode} from '../../../src/lib/staff/messages';
import {
  pdfMimeType,
  storedWhitePaperName,
  whitePaperMaxBytes,
  type WhitePaperOfferView,
  type WhitePaperView,
} from '../../../src/lib/staff/whitePapers';
import {writeAudit} from '../../platform/audit-log';
import type {Database} from '../../platform/database/schema';
import {isSafeObjectName, ObjectExistsError, type ObjectStorage, type StoredObject} from '../../platform/storage/types';
import {downloadCounts, offeredPaperFile, offeredWhitePaper, offerWhitePaper, whitePaperOffer} from './queries';
import {pdfUploadCheck, UploadRefusal} from './upload-check';
import type {StaffActor} from '../staff';

/** What the service needs of the app: the database and the object storage. */
export type WhitePaperDeps = {db: Kysely<Database>; storage: ObjectStorage};

/** The staff member acting, for the audit log. */
export type Actor = StaffActor;

/**
 * Why staff's request was turned down: the status and code the staff API answers with, and for
 * a paper with active content the file and what was found in it (for the log, not the answer).
 */
export type Refusal = {
  ok: false;
  status: 400 | 404 | 409 | 413;
  code: StaffErrorCode;
  field?: string;
  activeContent?: {file: string; found: string};
};

const refused = (status: Refusal['status'], code: StaffErrorCode, field?: string): Refusal => ({ok: false, status, code, field});

function view(object: StoredObject, downloads: Map<string, number>, offered: string): WhitePaperView {
  return {
    name: object.key,
    size: object.size,
    uploadedAt: object.updatedAt.getTime(),
    downloads: downloads.get(object.key) ?? 0,
    offered: object.key === offered,
  };
}

/**
 * Every paper in the bucket with its downloads, the one the forms offer, and staff's offer
 * (null until they choose a paper: the forms then show the site's own copy).
 */
export async function listPapers({db, storage}: WhitePaperDeps): Promise<{papers: WhitePaperView[]; offered: string; offer: WhitePaperOfferView | null}> {
  const [objects, downloads, offer] = await Promise.all([storage.list(whitePaperBucket), downloadCounts(db), whitePaperOffer(db)]);
  const offered = offeredPaperFile(offer);
  return {papers: objects.map((object) => view(object, downloads, offered)), offered, offer: offer ?? null};
}

/** One uploaded file as it arrives: the name and type the browser gave, and its bytes. */
export type Upload = {filename: string; mimetype: string; file: Readable};

/**
 * Stores an uploaded PDF under a safe name of its own, never over another paper. The bytes
 * stream through the upload check; a refused upload leaves no file (the store writes to a
 * temporary name and removes it on error), and what is left of the request is drained.
 */
export async function uploadPaper(
  {db, storage}: WhitePaperDeps,
  {filename, mimetype, file}: Upload,
  actor: Actor,
): Promise<{ok: true; paper: WhitePaperView} | Refusal> {
  const stored = storedWhitePaperName(filename);
  if (!stored.ok || mimetype !== pdfMimeType) {
    file.resume();
    return refused(400, stored.ok ? 'notPdf' : stored.code);
  }
  const name = stored.name;
  if (await storage.stat(whitePaperBucket, name)) {
    file.resume();
    return refused(409, 'fileExists');
  }

  let object: StoredObject;
  try {
    const checked = pipeline(file, pdfUploadCheck(whitePaperMaxBytes), () => {});
    object = await storage.put(whitePaperBucket, name, checked, {overwrite: false});
  } catch (error) {
    file.resume();
    if (error instanceof ObjectExistsError) return refused(409, 'fileExists');
    if (error instanceof UploadRefusal) {
      const refusal = refused(error.code === 'fileTooLarge' ? 413 : 400, error.code);
      return error.detail ? {...refusal, activeContent: {file: name, found: error.detail}} : refusal;
    }
    if (file.errored) return refused(400, 'malformedUpload');
    throw error;
  }
  await writeAudit(db, {actor: actor.email, action: 'white_paper_uploaded', target: name, ip: actor.ip});
  return {ok: true, paper: view(object, new Map(), await offeredWhitePaper(db))};
}

/** Offers a paper of the bucket to the forms, or changes what the forms say of the one offered. */
export async function offerPaper({db, storage}: WhitePaperDeps, offer: WhitePaperOfferView, actor: Actor): Promise<{ok: true} | Refusal> {
  if (!isSafeObjectName(offer.name) || !(await storage.stat(whitePaperBucket, offer.name))) return refused(404, 'paperNotFound', 'name');
  const edited = (await whitePaperOffer(db))?.name === offer.name;
  await offerWhitePaper(db, offer, actor.email);
  await writeAudit(db, {
    actor: actor.email,
    action: edited ? 'white_paper_offer_edited' : 'white_paper_offered',
    target: offer.name,
    ip: actor.ip,
  });
  return {ok: true};
}

/** Deletes a paper from the bucket, unless the forms offer it (another paper must be offered first). */
export async function deletePaper({db, storage}: WhitePaperDeps, name: string, actor: Actor): Promise<{ok: true} | Refusal> {
  if (!isSafeObjectName(name)) return refused(404, 'paperNotFound');
  // The forms would answer with a missing file.
  if (name === (await offeredWhitePaper(db))) return refused(409, 'paperOffered');
  if (!(await storage.delete(whitePaperBucket, name))) return refused(404, 'paperNotFound');
  await writeAudit(db, {actor: actor.email, action: 'white_paper_deleted', target: name, ip: actor.ip});
  return {ok: true};
}
