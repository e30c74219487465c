import type {ColumnDefinitionBuilder} from 'kysely';
import type {SqlDialect} from '../connection';

/** An auto-numbered primary key, as each dialect spells it. */
export function autoId(dialect: SqlDialect) {
  return (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}
