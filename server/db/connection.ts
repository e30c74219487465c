/**
 * Opens the database the configuration names: an SQLite file (created with its folder on first
 * run) or PostgreSQL through a connection pool. Everything above this file speaks Kysely and
 * does not care which one it got.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {Kysely, PostgresDialect, SqliteDialect} from 'kysely';
import {Pool} from 'pg';
import type {DatabaseConfig} from '../config';
import type {Database} from './schema';

export type SqlDialect = DatabaseConfig['kind'];

export type DatabaseHandle = {db: Kysely<Database>; dialect: SqlDialect};

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.kind === 'postgres') {
    const pool = new Pool({connectionString: config.url, max: 10});
    return {db: new Kysely<Database>({dialect: new PostgresDialect({pool})}), dialect: 'postgres'};
  }

  if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), {recursive: true});
  const sqlite = new SQLite(config.file);
  // WAL lets readers (tests, a staff shell) look at the file while the server writes; the busy
  // timeout makes a second process wait for a lock instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return {db: new Kysely<Database>({dialect: new SqliteDialect({database: sqlite})}), dialect: 'sqlite'};
}
