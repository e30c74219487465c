/**
 * Knowledge imports as a job type of the server's leased job queue (platform/job-queue.ts;
 * issue 23 §2): a large upload, or a file or address whose caller asked for `Prefer:
 * respond-async`, is answered 202 at once and read here, by whichever instance claims it. The
 * uploaded files wait in object storage (every instance reads the same), a web address is
 * fetched through the outgoing-request guard, and each source read is recorded as it is done
 * (sources_done, the documents so far), which GET /v1/knowledge/imports/{id} shows. A job that
 * crashed its instance is taken again after its lease and resumes after the sources already
 * recorded, so nothing is added twice. A refusal (nothing readable, an address refused) ends
 * the job at once with its code; anything else is retried like a mail.
 */
import type {FastifyBaseLogger} from 'fastify';
import type {Kysely} from 'kysely';
import type {SqlDialect} from '../../platform/database/connection';
import {importExists, importStore, recordProgress, type ImportDetail, type ImportFile, type KnowledgeImport} from './queries';
import type {Database} from '../../platform/database/schema';
import {JobQueue, type JobType, type QueuePolicy} from '../../platform/job-queue';
import type {OutgoingGuard} from '../../platform/outgoing-request';
import type {ObjectStorage} from '../../platform/storage/types';
import {fetchSources} from './fetch-site';
import type {SourceKind} from './file-kinds';
import {ingestSources, type IngestResult, type SaveDocument, type Source} from './ingest';
import {crawlDeadlineMs, requestExtractionMs} from './limits';
import {IngestRefusal, type IngestRefusalCode} from './messages';

/** Where uploaded files wait for their job. */
export const importBucket = 'knowledge-imports';

/** Long enough for a whole crawl and extraction, so no second instance takes a job under way. */
export const importLeaseMs = crawlDeadlineMs + requestExtractionMs + 60_000;
/** Attempts at most: an import that fails three times for no stated reason will not succeed. */
export const importMaxAttempts = 3;

export type ImportContext = {
  db: Kysely<Database>;
  dialect: SqlDialect;
  storage: ObjectStorage;
  outgoing: Pick<OutgoingGuard, 'check' | 'get'>;
  /** Stores and indexes one document for the agent (the route's own saver). */
  saver: (agentId: string, locale: string | null, tags: string[]) => SaveDocument;
};

async function readObject(storage: ObjectStorage, key: string): Promise<Buffer> {
  const found = await storage.get(importBucket, key);
  if (!found) throw new Error(`uploaded file ${key} is missing from storage`);
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function deleteImportFiles(storage: ObjectStorage, files: readonly ImportFile[]): Promise<void> {
  await Promise.all(files.map((file) => storage.delete(importBucket, file.object).catch(() => false)));
}

/** The job's sources, and what was skipped before reading (pages a crawl could not fetch). */
async function sourcesOf(job: KnowledgeImport, context: ImportContext): Promise<{sources: Source[]; skipped: IngestResult['skipped']}> {
  if (job.kind === 'files') {
    const sources: Source[] = [];
    for (const file of job.files) {
      sources.push({name: file.name, kind: file.kind as SourceKind, data: await readObject(context.storage, file.object), sourceUrl: null});
    }
    return {sources, skipped: []};
  }
  const fetched = await fetchSources(context.outgoing, job.url ?? '');
  return {sources: fetched.sources.map((page) => ({name: page.url, kind: page.kind, data: page.data, sourceUrl: page.url})), skipped: fetched.skipped};
}

function importJobs(context: ImportContext, claimer: () => string, maxAttempts: number): JobType<KnowledgeImport, ImportDetail> {
  return {
    name: 'knowledge imports',
    words: {jobs: 'imports', attempt: 'import', attempts: 'imports'},
    logKey: 'importId',
    store: importStore(context.db, context.dialect),
    async attempt(job) {
      let finished = false;
      try {
        const {sources, skipped} = await sourcesOf(job, context);
        // Resumed after a crash: the sources recorded are not read again.
        const before = job.result;
        const fresh = job.sourcesDone === 0;
        const merged = (read: IngestResult) => ({
          documents: [...before.documents, ...read.documents],
          skipped: [...before.skipped, ...(fresh ? skipped : []), ...read.skipped],
        });
        const record = (read: IngestResult) =>
          recordProgress(context.db, job.id, claimer(), {
            sourcesTotal: sources.length,
            sourcesDone: job.sourcesDone + read.documents.length + read.skipped.length,
            result: merged(read),
          });
        const read = await ingestSources(sources.slice(job.sourcesDone), {
          locale: job.locale,
          save: context.saver(job.agentId, job.locale, job.tags),
          progress: record,
        });
        await record(read);
        finished = true;
        const all = merged(read);
        // Nothing could be read: the first refusal is the outcome, as the 201 path answers.
        if (all.documents.length === 0) {
          const code = all.skipped[0]?.code ?? 'noText';
          return {ok: false, final: true, error: new IngestRefusal(code as IngestRefusalCode), detail: {errorCode: code}};
        }
        return {ok: true, detail: {}};
      } catch (error) {
        if (!(error instanceof IngestRefusal)) {
          // Its agent was deleted meanwhile (Delete now, the sweep): nothing is left to retry for.
          if (!(await importExists(context.db, job.id))) {
            finished = true;
            return {ok: false, final: true, error};
          }
          throw error;
        }
        finished = true;
        return {ok: false, final: true, error, detail: {errorCode: error.code}};
      } finally {
        if (finished || job.attempts >= maxAttempts) await deleteImportFiles(context.storage, job.files);
      }
    },
    logDone(log, job) {
      log.info({importId: job.id}, 'knowledge import done');
    },
    logFailed(log, job, {attempt, final, retryInMs, error}) {
      const refused = error instanceof IngestRefusal;
      log[refused ? 'info' : 'warn'](
        {importId: job.id, attempt, final, retryInMs, ...(refused ? {code: error.code} : {err: error})},
        final ? 'knowledge import ended without documents' : 'knowledge import failed: will retry',
      );
    },
  };
}

/** The queue of knowledge imports, one per server instance (features/api/knowledge-imports.ts). */
export class ImportQueue extends JobQueue<KnowledgeImport, ImportDetail> {
  constructor(context: ImportContext, policy: QueuePolicy, log: FastifyBaseLogger) {
    const own = {...policy, concurrency: 1, leaseMs: Math.max(policy.leaseMs, importLeaseMs), maxAttempts: Math.min(policy.maxAttempts, importMaxAttempts)};
    // The queue's own id names the claim its progress writes must hold; it exists once the queue does.
    const claimer = {id: ''};
    super(importJobs(context, () => claimer.id, own.maxAttempts), own, log, requestExtractionMs);
    claimer.id = this.id;
  }
}
