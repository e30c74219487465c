/**
 * The SQL of the job queue (job-queue.ts), written once for any table of jobs that has the
 * queue's columns: id, status ('pending' | 'sent' | 'failed'), attempts, next_attempt_at and
 * last_error, plus a claim (who holds it, until when) and the time of success under names the
 * table chooses. Every write that settles a job names the claimer, so an instance whose lease
 * ran out (and whose job another instance took) can no longer overwrite the other's outcome.
 */
import {sql, type Kysely, type RawBuilder} from 'kysely';
import type {SqlDialect} from './database/connection';

export type LeasedTableSpec = Readonly<{
  table: string;
  /** The claim's columns: the claimer's id and the lease's end (epoch ms). */
  claimedBy: string;
  claimExpiresAt: string;
  /** Set to the time of the successful attempt. */
  doneAt: string;
  /** How many characters of an error are kept in last_error. */
  errorLength: number;
  /** Due jobs are taken in this order (columns of the table). */
  order: readonly string[];
  /** A further condition a due job must meet, about the row named `due` (e.g. its endpoint still active). */
  claimable?: RawBuilder<unknown>;
}>;

export type JobId = string | number;

/** Columns of the table that a job type sets with an outcome (its own bookkeeping, e.g. an HTTP status). */
export type ExtraColumns = Readonly<Record<string, string | number | null>>;

function assignments(values: ExtraColumns): RawBuilder<unknown> {
  return sql.join(Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
}

/** `Row` is the table's row, `DB` the database it lives in. */
export class LeasedTable<Row, DB> {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: SqlDialect,
    private readonly spec: LeasedTableSpec,
  ) {}

  /**
   * Leases up to `limit` due jobs to `claimer` until `now + leaseMs`, in one statement, and
   * returns their rows, in no set order (PostgreSQL's RETURNING keeps none). A due job is pending, its next attempt has come, and nobody holds a
   * lease on it: a claimer that dies loses its jobs when the lease runs out. On PostgreSQL,
   * FOR UPDATE SKIP LOCKED lets concurrent claimers take disjoint rows without waiting on each
   * other; SQLite runs one writer at a time, so the statement alone is enough. The attempt is
   * counted at claim time, so a job that crashes its claimer every time still ends up failed.
   */
  async claim(claimer: string, {limit, leaseMs, now = Date.now()}: {limit: number; leaseMs: number; now?: number}): Promise<Row[]> {
    const {table, claimedBy, claimExpiresAt, order, claimable} = this.spec;
    const expires = sql.ref(`due.${claimExpiresAt}`);
    const lock = this.dialect === 'postgres' ? sql`for update skip locked` : sql``;
    const result = await sql<Row>`
      update ${sql.table(table)}
      set ${sql.ref(claimedBy)} = ${claimer}, ${sql.ref(claimExpiresAt)} = ${now + leaseMs}, attempts = attempts + 1
      where id in (
        select due.id from ${sql.table(table)} as due
        where due.status = 'pending' and due.next_attempt_at <= ${now}
          and (${expires} is null or ${expires} < ${now})
          ${claimable ? sql`and ${claimable}` : sql``}
        order by ${sql.join(order.map((column) => sql.ref(`due.${column}`)))}
        limit ${limit}
        ${lock}
      )
      returning *`.execute(this.db);
    return result.rows;
  }

  /** The attempt succeeded. */
  async markDone(id: JobId, claimer: string, extra: ExtraColumns = {}, now = Date.now()): Promise<void> {
    await this.settle(id, claimer, {status: 'sent', [this.spec.doneAt]: now, last_error: null, ...extra});
  }

  /** The attempt failed: due again after `retryInMs`, or failed for good. */
  async markFailed(
    id: JobId,
    claimer: string,
    {error, retryInMs, final, extra = {}, now = Date.now()}: {error: string; retryInMs: number; final: boolean; extra?: ExtraColumns; now?: number},
  ): Promise<void> {
    await this.settle(id, claimer, {
      status: final ? 'failed' : 'pending',
      next_attempt_at: now + retryInMs,
      last_error: error.slice(0, this.spec.errorLength),
      ...extra,
    });
  }

  /**
   * Hands jobs this claimer leased but never attempted back at once (a claimer that stops), so
   * another takes them now instead of after the lease. The attempt counted at claim time is
   * taken back: nothing was attempted.
   */
  async release(ids: readonly JobId[], claimer: string): Promise<void> {
    if (ids.length === 0) return;
    const {table, claimedBy, claimExpiresAt} = this.spec;
    await sql`
      update ${sql.table(table)}
      set ${sql.ref(claimedBy)} = null, ${sql.ref(claimExpiresAt)} = null, attempts = attempts - 1
      where id in (${sql.join(ids)}) and ${sql.ref(claimedBy)} = ${claimer} and status = 'pending'`.execute(this.db);
  }

  /** Records an outcome and ends the claim, if `claimer` still holds it. */
  private async settle(id: JobId, claimer: string, values: ExtraColumns): Promise<void> {
    const {table, claimedBy, claimExpiresAt} = this.spec;
    await sql`
      update ${sql.table(table)}
      set ${assignments({...values, [claimedBy]: null, [claimExpiresAt]: null})}
      where id = ${id} and ${sql.ref(claimedBy)} = ${claimer}`.execute(this.db);
  }
}
