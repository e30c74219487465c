import type {ColumnDefinitionBuilder, CreateTableBuilder} from 'kysely';
import type {SqlDialect} from '../connection';

/**
 * The job queue's columns (platform/leased-table.ts), with the claim named as the outbox names it:
 * for `.$call(lockedJobColumns)` on a new table of jobs. A migration that has shipped keeps its own
 * copy (0002's outbox): changing this must not change what an old migration creates.
 */
export function lockedJobColumns<T extends string>(table: CreateTableBuilder<T>) {
  return (
    table
      // pending -> sent, or failed after the last attempt.
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
      // A relay's claim: who holds the row and until when (a crashed relay's claim expires).
      .addColumn('locked_by', 'text')
      .addColumn('locked_until', 'bigint')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
  );
}

/** An auto-numbered primary key, as each dialect spells it. */
export function autoId(dialect: SqlDialect) {
  return (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}
