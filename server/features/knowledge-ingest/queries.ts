/**
 * Knowledge imports run as jobs (issue 23 §2; migration 0026): the row that answers GET
 * /v1/knowledge/imports/{id}, and the job queue's store of them (platform/job-queue.ts claims
 * due rows through it, like the outbox's). Progress is written by the instance holding the
 * claim only, so one whose lease ran out can no longer overwrite another's.
 */
import {randomBytes} from 'node:crypto';
import type {Kysely} from 'kysely';
import type {JobStore} from '../../platform/job-queue';
import {LeasedTable, type LeasedTableSpec} from '../../platform/leased-table';
import type {SqlDialect} from '../../platform/database/connection';
import type {Database, KnowledgeImportRow} from '../../platform/database/schema';

/** An uploaded file waiting for its job: its name, what it is read as, and where it is kept. */
export type ImportFile = {name: string; kind: string; object: string};

/** What the 201 answer would have held, so far: the documents made and the sources skipped. */
export type ImportResult = {
  documents: {id: string; title: string; source: string; kind: string; sourceUrl: string | null; createdAt: number; sections: {heading: string; anchor: string; page: number | null}[]}[];
  skipped: {source: string; code: string}[];
};

export type KnowledgeImport = {
  id: string;
  agentId: string;
  kind: 'files' | 'url';
  url: string | null;
  files: ImportFile[];
  locale: string | null;
  tags: string[];
  status: 'queued' | 'running' | 'done' | 'failed';
  sourcesTotal: number;
  sourcesDone: number;
  result: ImportResult;
  errorCode: string | null;
  attempts: number;
  createdAt: number;
  finishedAt: number | null;
};

export const importIdPattern = '^imp_[A-Za-z0-9_-]{16}$';

export function newImportId(): string {
  return `imp_${randomBytes(12).toString('base64url')}`;
}

function statusOf(row: KnowledgeImportRow, now: number): KnowledgeImport['status'] {
  if (row.status === 'sent') return 'done';
  if (row.status === 'failed') return 'failed';
  return row.locked_until !== null && Number(row.locked_until) > now ? 'running' : 'queued';
}

function toImport(row: KnowledgeImportRow, now = Date.now()): KnowledgeImport {
  return {
    id: row.id,
    agentId: row.agent_id,
    kind: row.kind,
    url: row.url,
    files: JSON.parse(row.files) as ImportFile[],
    locale: row.locale,
    tags: JSON.parse(row.tags) as string[],
    status: statusOf(row, now),
    sourcesTotal: Number(row.sources_total),
    sourcesDone: Number(row.sources_done),
    result: JSON.parse(row.result) as ImportResult,
    errorCode: row.error_code,
    attempts: Number(row.attempts),
    createdAt: Number(row.created_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
  };
}

export type NewImport = Pick<KnowledgeImport, 'id' | 'agentId' | 'kind' | 'url' | 'files' | 'locale' | 'tags' | 'sourcesTotal'> & {
  /** Refused on arrival (a file of a type we do not read): in the answer like the others. */
  skipped: ImportResult['skipped'];
};

export async function createImport(db: Kysely<Database>, job: NewImport, now = Date.now()): Promise<void> {
  await db
    .insertInto('knowledge_imports')
    .values({
      id: job.id,
      agent_id: job.agentId,
      kind: job.kind,
      url: job.url,
      files: JSON.stringify(job.files),
      locale: job.locale,
      tags: JSON.stringify(job.tags),
      sources_total: job.sourcesTotal,
      result: JSON.stringify({documents: [], skipped: job.skipped} satisfies ImportResult),
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}

/** The agent's import, or undefined (another agent's is as unknown as none). */
export async function getImport(db: Kysely<Database>, agentId: string, id: string, now = Date.now()): Promise<KnowledgeImport | undefined> {
  const row = await db.selectFrom('knowledge_imports').selectAll().where('id', '=', id).where('agent_id', '=', agentId).executeTakeFirst();
  return row && toImport(row, now);
}

/** The uploaded files still waiting in storage for the agents' imports (to delete with the agents). */
export async function importFilesOf(db: Kysely<Database>, agentIds: readonly string[]): Promise<ImportFile[]> {
  if (agentIds.length === 0) return [];
  const rows = await db.selectFrom('knowledge_imports').select('files').where('agent_id', 'in', agentIds).where('status', '=', 'pending').execute();
  return rows.flatMap((row) => JSON.parse(row.files) as ImportFile[]);
}

export async function importExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom('knowledge_imports').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The job's progress, written only while `claimer` holds it. */
export async function recordProgress(
  db: Kysely<Database>,
  id: string,
  claimer: string,
  progress: {sourcesTotal: number; sourcesDone: number; result: ImportResult},
): Promise<void> {
  await db
    .updateTable('knowledge_imports')
    .set({sources_total: progress.sourcesTotal, sources_done: progress.sourcesDone, result: JSON.stringify(progress.result)})
    .where('id', '=', id)
    .where('locked_by', '=', claimer)
    .execute();
}

/** What a job type records with an outcome: the refusal that ended it, if one did. */
export type ImportDetail = {errorCode?: string};

const importsTable: LeasedTableSpec = {
  table: 'knowledge_imports',
  claimedBy: 'locked_by',
  claimExpiresAt: 'locked_until',
  doneAt: 'finished_at',
  errorLength: 1000,
  order: ['created_at', 'id'],
};

export function importStore(db: Kysely<Database>, dialect: SqlDialect): JobStore<KnowledgeImport, ImportDetail> {
  const table = new LeasedTable<KnowledgeImportRow, Database>(db, dialect, importsTable);
  return {
    async claim(claimer, options) {
      return (await table.claim(claimer, options)).map((row) => toImport(row)).sort((a, b) => a.createdAt - b.createdAt);
    },
    markDone: (job, claimer) => table.markDone(job.id, claimer),
    markFailed: (job, claimer, {detail, ...failure}) =>
      table.markFailed(job.id, claimer, {
        ...failure,
        extra: {error_code: detail?.errorCode ?? (failure.final ? 'internalError' : null), ...(failure.final ? {finished_at: Date.now()} : {})},
      }),
    release: (ids, claimer) => table.release(ids, claimer),
  };
}
