import {Migrator, sql, DEFAULT_MIGRATION_TABLE, type Kysely, type MigrationResult} from 'kysely';
import type {SqlDialect} from './connection';
import {migrationProvider, type MigrationOptions} from './migrations';
import type {Database} from './schema';

export class MigrationFailedError extends Error {
  constructor(
    readonly migrationName: string | undefined,
    options: {cause: unknown},
  ) {
    super(`Database migration ${migrationName ?? '(unknown)'} failed`, options);
    this.name = 'MigrationFailedError';
  }
}

/**
 * The names of the migrations the database has recorded, or undefined before the first run
 * (no table yet).
 */
async function recordedMigrations(db: Kysely<Database>): Promise<string[] | undefined> {
  try {
    const {rows} = await sql<{name: string}>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    return rows.map((row) => row.name);
  } catch {
    return undefined;
  }
}

/**
 * Brings the schema up to date. Kysely's Migrator takes a lock table first, so several
 * instances starting together on PostgreSQL run each migration once.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: SqlDialect,
  options: MigrationOptions = {},
): Promise<MigrationResult[]> {
  const provider = migrationProvider(dialect, options);
  // Up to date (every start but the first after a release): one query instead of the
  // Migrator's catalogue introspection and lock, a tenth of a second per start on PostgreSQL.
  // Anything else, a newer database included, goes to the Migrator, which knows what to do.
  const recorded = await recordedMigrations(db);
  const known = Object.keys(await provider.getMigrations());
  if (recorded && recorded.length === known.length && known.every((name) => recorded.includes(name))) return [];
  const migrator = new Migrator({db, provider});
  const {error, results = []} = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new MigrationFailedError(failed?.migrationName, {cause: error});
  }
  return results;
}
