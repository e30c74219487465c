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

/** The better-sqlite3 handle behind each SQLite Kysely instance (see records.ts for why). */
const sqliteHandles = new WeakMap<Kysely<Database>, SQLite.Database>();

/** The raw SQLite handle under `db`, or undefined on PostgreSQL (or for a transaction object). */
export function sqliteHandleOf(db: Kysely<Database>): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.kind === 'postgres') {
    const pool = new Pool({connectionString: config.url, max: 10});
    // An idle connection closed by the server (restart, failover, admin) must not crash the
    // process: the pool drops it and opens a new one for the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
    // ...and so must one closed while checked out between queries (the background relays hold
    // connections at any moment): its query fails, and the pool drops it when it comes back.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    });
    return {db: new Kysely<Database>({dialect: new PostgresDialect({pool})}), dialect: 'postgres'};
  }

  if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), {recursive: true});
  const sqlite = new SQLite(config.file);
  // WAL lets readers (tests, a staff shell) look at the file while the server writes; the busy
  // timeout makes a second process wait for a lock instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL still survives a crashed or killed process (committed transactions are
  // in the log file); it skips the fsync per commit, which would otherwise cap the forms at a
  // few hundred submissions per second. Only a power loss could drop the very last commits.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({dialect: new SqliteDialect({database: sqlite})});
  sqliteHandles.set(db, sqlite);
  return {db, dialect: 'sqlite'};
}
