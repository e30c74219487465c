/**
 * The PostgreSQL database every test server's database is copied from (tests/server/helper.ts):
 * DATABASE_URL's database name with `_template`, migrated once per run by
 * scripts/test-postgres.sh (`node --import tsx tests/server/postgres-template.ts`), so no test
 * server runs every migration again. Only the helper knows its name, so no test writes to it,
 * and PostgreSQL copies it only while nobody is connected.
 */
import {Client} from 'pg';
import {openDatabase} from '../../server/platform/database/connection';
import {migrateToLatest} from '../../server/platform/database/migrate';

export function postgresTemplateName(base: string): string {
  return `${new URL(base).pathname.slice(1)}_template`;
}

/** Creating, copying and dropping databases happens from the server's maintenance database. */
export function maintenanceUrl(base: string): string {
  const url = new URL(base);
  url.pathname = '/postgres';
  return url.toString();
}

async function createTemplate(base: string) {
  const name = postgresTemplateName(base);
  const client = new Client({connectionString: maintenanceUrl(base)});
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  const {db, dialect} = openDatabase({kind: 'postgres', url: url.toString()});
  try {
    await migrateToLatest(db, dialect);
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  createTemplate(process.env.DATABASE_URL ?? '').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
