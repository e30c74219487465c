/**
 * Writes a form submission and what belongs with it (its outbox message, a newsletter
 * subscription) as ONE transaction: committed together or not at all, so a stored record
 * always has its notification waiting even if the process dies right after the commit.
 *
 * The record functions (features/forms/queries.ts, features/mail/outbox.ts) only describe rows; this module
 * is the one place that turns descriptions into statements, with one branch per dialect:
 *
 * - SQLite: better-sqlite3 is synchronous and the database has one connection, so a unit runs
 *   as one synchronous BEGIN IMMEDIATE ... COMMIT on the raw handle, with prepared statements
 *   cached per shape, and units arriving together share one commit (SqliteSubmissionWriter).
 *   Through Kysely the same work took five awaited round trips (begin, insert, insert, commit,
 *   each re-preparing its SQL) while holding the only connection, and every lead paid for its
 *   own commit and its share of the checkpoint's fsync: that was most of the lead endpoint's
 *   cost (bench/api-load). The unit still takes Kysely's connection first, so it never runs
 *   inside (or between the statements of) a Kysely transaction on the same connection.
 * - PostgreSQL: a Kysely transaction per submission, as before (the pool gives each its own
 *   connection, and the server does its own group commit).
 */
import type SQLite from 'better-sqlite3';
import type {Insertable, Kysely} from 'kysely';
import {sqliteHandleOf} from './connection';
import type {Database} from './schema';

export type TableName = keyof Database;

/** One row to insert; with `uniqueBy`, a row clashing on that column is skipped, not an error. */
export type RecordInsert<T extends TableName = TableName> = T extends TableName
  ? {
      table: T;
      values: Insertable<Database[T]>;
      uniqueBy?: keyof Database[T] & string;
    }
  : never;

/**
 * A submission: `record` is stored once per its unique key; `whenCreated` rows are written only
 * if it was new, so a retried submission changes nothing (and sends no second e-mail).
 */
export type SubmissionWrite = {
  record: RecordInsert;
  whenCreated: RecordInsert[];
};

/** Builds a row description with the table's own column types checked. */
export function row<T extends TableName>(
  table: T,
  values: Insertable<Database[T]>,
  uniqueBy?: keyof Database[T] & string,
): RecordInsert<T> {
  return {table, values, uniqueBy} as RecordInsert<T>;
}

/** Inserts one row through Kysely (a Kysely instance or a transaction). */
export async function insertRow(db: Kysely<Database>, insert: RecordInsert): Promise<{created: boolean}> {
  // Kysely's types cannot follow a table chosen at run time; `row()` checked the values.
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  let query = loose.insertInto(insert.table).values(insert.values as Record<string, unknown>);
  const uniqueBy = insert.uniqueBy;
  if (uniqueBy) query = query.onConflict((conflict) => conflict.column(uniqueBy).doNothing());
  const result = await query.executeTakeFirst();
  return {created: Number(result.numInsertedOrUpdatedRows ?? 0) > 0};
}

/** Writes a submission in one transaction; `created` is false when its key was already stored. */
export async function writeSubmission(db: Kysely<Database>, write: SubmissionWrite): Promise<{created: boolean}> {
  const sqlite = sqliteHandleOf(db);
  if (sqlite) return sqliteWriterFor(db, sqlite).write(write);
  return db.transaction().execute(async (trx) => {
    const stored = await insertRecordReturningId(trx, write.record);
    if (stored.id !== undefined) {
      for (const extra of write.whenCreated) await insertRow(trx, linkedToRecord(extra, write.record.table, stored.id));
    }
    return {created: stored.created};
  });
}

/** The submission's own row, with the id its notification is linked to (PostgreSQL path). */
async function insertRecordReturningId(
  db: Kysely<Database>,
  insert: RecordInsert,
): Promise<{created: boolean; id?: number}> {
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  let query = loose.insertInto(insert.table).values(insert.values as Record<string, unknown>);
  const uniqueBy = insert.uniqueBy;
  if (uniqueBy) query = query.onConflict((conflict) => conflict.column(uniqueBy).doNothing());
  // A skipped (already stored) row returns nothing.
  const stored = await query.returning('id').executeTakeFirst();
  return stored ? {created: true, id: Number(stored.id)} : {created: false};
}

/**
 * An outbox row names the submission it announces, so the Users page can show the mail's state
 * and an erasure can delete it with the record. Other rows are written as described.
 */
export function linkedToRecord(extra: RecordInsert, table: TableName, id: number): RecordInsert {
  if (extra.table !== 'outbox') return extra;
  return {...extra, values: {...extra.values, source_table: table, source_id: id}};
}

/**
 * Whether the stored row holding `insert`'s unique key has the same values as `insert`, apart
 * from `ignored` columns: a retried submission matches, a reused key with new answers does not.
 */
export async function storedRowMatches(
  db: Kysely<Database>,
  insert: RecordInsert,
  ignored: readonly string[] = [],
): Promise<boolean> {
  const uniqueBy = insert.uniqueBy;
  const values = insert.values as Record<string, unknown>;
  if (!uniqueBy) return false;
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const stored = await loose
    .selectFrom(insert.table)
    .selectAll()
    .where(uniqueBy, '=', values[uniqueBy])
    .executeTakeFirst();
  if (!stored) return false;
  // Drivers differ in how they return numbers and flags; compare what was written as text.
  const same = (a: unknown, b: unknown) => String(bindable(a) ?? '') === String(bindable(b) ?? '');
  return Object.keys(values).every((column) => ignored.includes(column) || same(values[column], stored[column]));
}

type PendingWrite = {
  write: SubmissionWrite;
  resolve(result: {created: boolean}): void;
  reject(error: unknown): void;
};

/**
 * Group commit for SQLite. Every commit writes each page it touched (table, indexes,
 * sqlite_sequence) to the WAL in full, and the periodic checkpoint must fsync all of it, so
 * the disk cost is per commit far more than per row. Submissions that arrive in the same turn
 * of the event loop are therefore written by one BEGIN IMMEDIATE ... COMMIT, each inside its
 * own savepoint: a submission that fails is rolled back alone (record and notification
 * together) and only its request fails; the others commit. No request is answered before the
 * commit that holds its rows, so an answered submission survives the process dying.
 */
class SqliteSubmissionWriter {
  private queue: PendingWrite[] = [];
  private flushScheduled = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly sqlite: SQLite.Database,
  ) {}

  write(write: SubmissionWrite): Promise<{created: boolean}> {
    return new Promise((resolve, reject) => {
      this.queue.push({write, resolve, reject});
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        // After the I/O phase: every request parsed in this turn is in the queue by then.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    let batch: PendingWrite[] = [];
    try {
      // Holding Kysely's (only) connection keeps the batch from running inside, or between the
      // statements of, a Kysely transaction; the work itself is synchronous.
      await this.db.connection().execute(async () => {
        batch = this.queue;
        this.queue = [];
        this.flushScheduled = false;
        commitBatch(this.sqlite, batch);
      });
    } catch (error) {
      // The connection could not be had (database closed): nothing of the batch was written.
      for (const pending of batch.length ? batch : this.queue.splice(0)) pending.reject(error);
      this.flushScheduled = false;
    }
  }
}

const sqliteWriters = new WeakMap<Kysely<Database>, SqliteSubmissionWriter>();

function sqliteWriterFor(db: Kysely<Database>, sqlite: SQLite.Database): SqliteSubmissionWriter {
  let writer = sqliteWriters.get(db);
  if (!writer) {
    writer = new SqliteSubmissionWriter(db, sqlite);
    sqliteWriters.set(db, writer);
  }
  return writer;
}

type Outcome = {ok: true; value: {created: boolean}} | {ok: false; error: unknown};

/** Runs the batch in one transaction and settles each request only after the commit. */
function commitBatch(sqlite: SQLite.Database, batch: PendingWrite[]): void {
  let outcomes: Outcome[];
  try {
    outcomes = statementsFor(sqlite).batchUnit.immediate(batch);
  } catch (error) {
    // The commit (or the transaction as a whole) failed: none of the batch is stored.
    for (const pending of batch) pending.reject(error);
    return;
  }
  batch.forEach((pending, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) pending.resolve(outcome.value);
    else pending.reject(outcome.error);
  });
}

type SqliteStatements = {
  /** The submissions of one turn in one transaction, each in its own savepoint. */
  batchUnit: SQLite.Transaction<(batch: PendingWrite[]) => Outcome[]>;
};

const sqliteStatements = new WeakMap<SQLite.Database, SqliteStatements>();

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** better-sqlite3 binds numbers, bigints, text, buffers and null; booleans become 0/1. */
function bindable(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

function statementsFor(sqlite: SQLite.Database): SqliteStatements {
  const cached = sqliteStatements.get(sqlite);
  if (cached) return cached;

  const statements = new Map<string, SQLite.Statement>();
  /** The new row's id, or undefined when a unique-key clash skipped it. */
  function run(insert: RecordInsert): number | undefined {
    const values = insert.values as Record<string, unknown>;
    const columns = Object.keys(values);
    // Same table, same columns, same conflict rule: same SQL, prepared once.
    const key = `${insert.table}|${columns.join(',')}|${insert.uniqueBy ?? ''}`;
    let statement = statements.get(key);
    if (!statement) {
      const conflict = insert.uniqueBy ? ` on conflict (${quoteIdentifier(insert.uniqueBy)}) do nothing` : '';
      statement = sqlite.prepare(
        `insert into ${quoteIdentifier(insert.table)} (${columns.map(quoteIdentifier).join(', ')}) ` +
          `values (${columns.map(() => '?').join(', ')})${conflict}`,
      );
      statements.set(key, statement);
    }
    const result = statement.run(columns.map((column) => bindable(values[column])));
    return result.changes > 0 ? Number(result.lastInsertRowid) : undefined;
  }

  // One submission as a savepoint inside the batch's transaction: a throw rolls back only it.
  // IMMEDIATE (commitBatch uses .immediate) takes the write lock up front: another process
  // writing the same file makes the batch wait (busy_timeout) at BEGIN rather than fail halfway.
  const unit = sqlite.transaction((write: SubmissionWrite) => {
    const id = run(write.record);
    if (id !== undefined) for (const extra of write.whenCreated) run(linkedToRecord(extra, write.record.table, id));
    return {created: id !== undefined};
  });
  const batchUnit = sqlite.transaction((batch: PendingWrite[]) =>
    batch.map((pending): Outcome => {
      try {
        return {ok: true, value: unit(pending.write)};
      } catch (error) {
        // Some errors (disk full, I/O) make SQLite roll back the whole transaction: the rows
        // already "written" in this batch are gone, so the batch must fail as a whole rather
        // than let the rest run outside a transaction.
        if (!sqlite.inTransaction) throw error;
        return {ok: false, error};
      }
    }),
  );
  const entry: SqliteStatements = {batchUnit};
  sqliteStatements.set(sqlite, entry);
  return entry;
}
