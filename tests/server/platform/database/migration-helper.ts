/**
 * For a migration that changes rows already stored: migrates a fresh SQLite database up to
 * `before`, lets the test write rows as they were then, migrates to the latest and hands the
 * database to the test's checks. The database and its folder are removed afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Migrator, type Kysely} from 'kysely';
import {loadConfig} from '../../../../server/platform/config';
import {openDatabase} from '../../../../server/platform/database/connection';
import {migrationProvider, type MigrationOptions} from '../../../../server/platform/database/migrations';
import type {Database} from '../../../../server/platform/database/schema';

export async function migrateAcross(
  before: string,
  seed: (db: Kysely<Database>) => Promise<unknown>,
  check: (db: Kysely<Database>) => Promise<void>,
  options: MigrationOptions = {},
): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-'));
  const {db, dialect} = openDatabase(loadConfig({SQLITE_FILE: path.join(dir, 'site.db')}).database);
  try {
    const migrator = new Migrator({db, provider: migrationProvider(dialect, options)});
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    await seed(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await check(db);
  } finally {
    await db.destroy();
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
