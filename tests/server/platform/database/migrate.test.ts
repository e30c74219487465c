/**
 * Bringing the schema up to date (server/platform/database/migrate.ts): every migration on a new database,
 * nothing on one already up to date (the one-query path each start takes), and a database that
 * recorded a migration this code does not know still refused, as Kysely's Migrator refuses it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Migrator, sql} from 'kysely';
import {openDatabase} from '../../../../server/platform/database/connection';
import {migrateToLatest} from '../../../../server/platform/database/migrate';
import {migrationProvider, migrationsFor} from '../../../../server/platform/database/migrations';

const dirs: string[] = [];
function newDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
  dirs.push(dir);
  return openDatabase({kind: 'sqlite', file: path.join(dir, 'site.db')});
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

const everyMigration = Object.keys(migrationsFor('sqlite'));

test('a new database gets every migration, in order, and a second start applies none', async () => {
  const {db, dialect} = newDatabase();
  try {
    expect((await migrateToLatest(db, dialect)).map((result) => result.migrationName)).toEqual(everyMigration);
    expect(await migrateToLatest(db, dialect)).toEqual([]);
    const {rows} = await sql<{name: string}>`select name from kysely_migration order by name`.execute(db);
    expect(rows.map((row) => row.name)).toEqual(everyMigration);
  } finally {
    await db.destroy();
  }
});

test('a database one migration behind gets just that one', async () => {
  const {db, dialect} = newDatabase();
  try {
    await migrateToLatest(db, dialect);
    const last = everyMigration.at(-1)!;
    // Undo the last migration as its down step would, so the schema matches the record.
    await new Migrator({db, provider: migrationProvider(dialect)}).migrateDown();
    expect((await migrateToLatest(db, dialect)).map((result) => result.migrationName)).toEqual([last]);
  } finally {
    await db.destroy();
  }
});

test('a database that recorded a migration this code does not know is refused', async () => {
  const {db, dialect} = newDatabase();
  try {
    await migrateToLatest(db, dialect);
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_release', '2026-11-27T00:00:00.000Z')`.execute(db);
    await expect(migrateToLatest(db, dialect)).rejects.toThrow(/corrupted migrations|9999_from_a_newer_release|migration/i);
  } finally {
    await db.destroy();
  }
});
