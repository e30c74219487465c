import {Migrator, type Kysely, type MigrationResult} from 'kysely';
import type {SqlDialect} from './connection';
import {migrationProvider} from './migrations';
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
 * Brings the schema up to date. Kysely's Migrator takes a lock table first, so several
 * instances starting together on PostgreSQL run each migration once.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: SqlDialect,
): Promise<MigrationResult[]> {
  const migrator = new Migrator({db, provider: migrationProvider(dialect)});
  const {error, results = []} = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new MigrationFailedError(failed?.migrationName, {cause: error});
  }
  return results;
}
