/**
 * Builds the real app against a throwaway SQLite file (and, optionally, a site build folder)
 * for `inject` tests, and removes it all again. Reads the database file the way the browser
 * tests do: a separate connection on the file, not the app's own.
 */
import {execFile, execFileSync} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type {FastifyInstance} from 'fastify';
import {sql} from 'kysely';
import {buildApp, type BuildOptions} from '../../server/app';
import {loadConfig} from '../../server/platform/config';
import {sqliteHandleOf} from '../../server/platform/database/connection';
import type {Resolver} from '../../server/platform/outgoing-request';
import type {Database as Tables, LeadRow} from '../../server/platform/database/schema';
import {maintenanceUrl, postgresTemplateName} from './postgres-template';

export type LogLine = {level: number; msg?: string; reqId?: string; err?: {message?: string; stack?: string}};

export type TestServer = {
  app: FastifyInstance;
  dir: string;
  dbFile: string;
  buildDir: string;
  storageDir: string;
  logs: LogLine[];
  leads(): LeadRow[];
  /** Every row of a table, in insertion order (ordered by its first column, the id where it has one). */
  rows<T = Record<string, unknown>>(table: string): T[];
  /** Runs SQL on the app's database from outside the app (e.g. a trigger that makes a write fail). */
  exec(statement: string): void;
  /** Makes the app's own database refuse writes while reads still work (a read-only file or replica). */
  makeDatabaseReadOnly(): Promise<void>;
  close(): Promise<void>;
};

export type TestServerOptions = {
  /** A site build to serve; by default a folder that does not exist. */
  buildDir?: string;
  /** Capture log lines at this level and above (default: nothing is logged). */
  logLevel?: string;
  /** More environment, e.g. SMTP_URL or a low RATE_LIMIT_MAX. */
  env?: Record<string, string>;
  /** Resolves the host names of webhook URLs; by default every name is unknown (no real DNS in tests). */
  resolveHost?: Resolver;
  /** Sees every route as the app adds it. */
  onRoute?: BuildOptions['onRoute'];
};

/** No test reaches real DNS: a name resolves only where a test says so. */
const noDns: Resolver = async (hostname) => {
  throw new Error(`${hostname}: tests resolve no real names`);
};

/** Tests make many requests from one address; the rate-limit tests lower this again. */
export const testRateLimitMax = '100000';

/**
 * With DATABASE_URL set (scripts/test-postgres.sh), every test server gets its own throwaway
 * PostgreSQL database, copied from a migrated template (tests/server/postgres-template.ts) and
 * dropped on close, so test files can run in parallel. Rows are read through psql so `rows()` stays synchronous, like the SQLite reads.
 */
export const postgresBaseUrl = process.env.DATABASE_URL?.trim() || undefined;

/** psql without the user's settings, bare rows out, stopping at the first error. */
const psqlArgs = (url: string, query: string) => [url, '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-c', query];

function psql(url: string, query: string): string {
  return execFileSync('psql', psqlArgs(url, query), {encoding: 'utf8'});
}

function postgresDatabaseName(url: string): string {
  return new URL(url).pathname.slice(1);
}

function copyTemplate(base: string): Promise<string> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const create = `create database ${name} template ${postgresTemplateName(base)}`;
  return new Promise((resolve, reject) => {
    execFile('psql', psqlArgs(maintenanceUrl(base), create), (error) =>
      error ? reject(error) : resolve(name),
    );
  });
}

function dropDatabase(base: string, name: string) {
  // Not waited for: the next test need not wait for this one's database to go.
  execFile('psql', psqlArgs(maintenanceUrl(base), `drop database if exists ${name} with (force)`), () => {});
}

/** A database copied ahead while the current test runs: the next test server need not wait the
 * quarter second PostgreSQL takes to copy one. */
let copiedAhead: Promise<string> | undefined;

if (typeof jest === 'object') {
  // Building a server (and signing staff in) takes well under a second, but several seconds on a
  // loaded machine; a hook that starts a server shared by a block does it all at once.
  jest.setTimeout(30_000);
}

if (postgresBaseUrl && typeof afterAll === 'function') {
  // Registered in the test file that loads this helper: its database copied ahead goes with it.
  afterAll(async () => {
    const ahead = copiedAhead;
    copiedAhead = undefined;
    const name = await ahead?.catch(() => undefined);
    if (name) dropDatabase(postgresBaseUrl, name);
  });
}

async function createPostgresDatabase(base: string): Promise<{url: string; drop(): void}> {
  const taken = copiedAhead ?? copyTemplate(base);
  copiedAhead = copyTemplate(base);
  copiedAhead.catch(() => {}); // a failure is reported by the test that takes it
  const name = await taken;
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {url: url.toString(), drop: () => dropDatabase(base, name)};
}

function readRows<T>(dbFile: string, table: string, postgresUrl?: string): T[] {
  if (postgresUrl) {
    const json = psql(postgresUrl, `select coalesce(json_agg(t), '[]') from (select * from ${table} order by 1) t`);
    return JSON.parse(json.trim()) as T[];
  }
  const db = new Database(dbFile, {readonly: true});
  try {
    return db.prepare(`select * from ${table} order by 1`).all() as T[];
  } finally {
    db.close();
  }
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-test-'));
  // Inside the temp folder but not yet created: the app must create it on first run.
  const dbFile = path.join(dir, 'data', 'site.db');
  const buildDir = options.buildDir ?? path.join(dir, 'no-build');
  const storageDir = path.join(dir, 'data', 'storage');
  // A second server on another's database (options.env.DATABASE_URL) needs no copy of its own.
  const sharedUrl = postgresBaseUrl ? options.env?.DATABASE_URL : undefined;
  const postgres = !postgresBaseUrl ? undefined : sharedUrl ? {url: sharedUrl, drop() {}} : await createPostgresDatabase(postgresBaseUrl);
  const config = loadConfig({
    ...(postgres ? {DATABASE_URL: postgres.url} : {}),
    SQLITE_FILE: dbFile,
    BUILD_DIR: buildDir,
    STORAGE_DIR: storageDir,
    LOG_LEVEL: options.logLevel ?? 'silent',
    RATE_LIMIT_MAX: testRateLimitMax,
    KNOWLEDGE_IMPORTS_PER_MINUTE: testRateLimitMax,
    // The site widget's key file is created at start: never in the repository's data/ folder.
    SITE_WIDGET_KEY_FILE: path.join(dir, 'data', 'site-widget-key'),
    // Likewise the key that encrypts authenticator-app secrets.
    FACTOR_KEY_FILE: path.join(dir, 'data', 'factor-key'),
    ...options.env,
  });
  const logs: LogLine[] = [];
  const app = await buildApp(config, {
    logStream: {write: (line) => void logs.push(JSON.parse(line) as LogLine)},
    resolveHost: options.resolveHost ?? noDns,
    onRoute: options.onRoute,
  });
  await app.ready();

  return {
    app,
    dir,
    dbFile,
    buildDir,
    storageDir,
    logs,
    leads: () => readRows<LeadRow>(dbFile, 'leads', postgres?.url),
    rows: <T,>(table: string) => readRows<T>(dbFile, table, postgres?.url),
    exec(statement) {
      if (postgres) {
        psql(postgres.url, statement);
        return;
      }
      const db = new Database(dbFile);
      try {
        db.exec(statement);
      } finally {
        db.close();
      }
    },
    async makeDatabaseReadOnly() {
      if (postgres) {
        // New sessions start read-only; the pool's open sessions are ended so it reconnects.
        const name = postgresDatabaseName(postgres.url);
        psql(maintenanceUrl(postgresBaseUrl!), `alter database ${name} set default_transaction_read_only = on`);
        psql(maintenanceUrl(postgresBaseUrl!), `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
        // Let the pool see its sessions end (psql blocked the event loop) before the next query.
        await new Promise((resolve) => setTimeout(resolve, 300));
        return;
      }
      // SQLite's own read-only switch: every write fails with SQLITE_READONLY, reads work.
      sqliteHandleOf(app.db)!.pragma('query_only = ON');
    },
    async close() {
      await app.close();
      postgres?.drop();
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}

/**
 * Every row of a table in insertion order, like `server.rows`, but read through the app's own
 * connection: on PostgreSQL this spares the tenth of a second a psql process takes (bigint
 * columns come as strings there), for tests that compare a table before and after.
 */
export async function tableRows<T = Record<string, unknown>>(server: TestServer, table: keyof Tables): Promise<T[]> {
  const {rows} = await sql<T>`select * from ${sql.table(table)} order by 1`.execute(server.app.db);
  return rows;
}

/** How many rows a table has, through the app's own connection (see `tableRows`). */
export async function countRows(server: TestServer, table: keyof Tables): Promise<number> {
  const {rows} = await sql<{n: number | string}>`select count(*) as n from ${sql.table(table)}`.execute(server.app.db);
  return Number(rows[0].n);
}

/** A text of at least `bytes` bytes, so precompression has something worth compressing. */
export function filler(label: string, bytes = 4096): string {
  return Array.from({length: Math.ceil(bytes / 40)}, (_, i) => `${label} line ${i}`).join('\n');
}

export type FixtureBuild = {dir: string; files: Record<string, string>};

/**
 * A tiny site laid out like Docusaurus's `trailingSlash: false` output: pages as `name.html`,
 * locale homes as `<locale>/index.html`, per-locale 404 pages, hashed bundles under assets/.
 */
export function makeFixtureBuild(parent: string): FixtureBuild {
  const dir = path.join(parent, 'build');
  const files: Record<string, string> = {
    'index.html': `<!doctype html><title>Home</title>${filler('home page')}`,
    'pricing.html': `<!doctype html><title>Pricing</title>${filler('pricing page')}`,
    'documentation.html': `<!doctype html><title>Docs</title>${filler('docs page')}`,
    'documentation/intro.html': `<!doctype html><title>Intro</title>${filler('intro page')}`,
    '404.html': `<!doctype html><title>Page not found</title>${filler('Oops! Page not found')}`,
    'es/index.html': `<!doctype html><title>Inicio</title>${filler('página de inicio')}`,
    'es/pricing.html': `<!doctype html><title>Precios</title>${filler('página de precios')}`,
    'es/404.html': `<!doctype html><title>Página no encontrada</title>${filler('¡Vaya! Página no encontrada')}`,
    'assets/js/main.1a2b3c4d.js': `console.log(1);\n${filler('// bundle')}`,
    'es/assets/js/main.5e6f7a8b.js': `console.log(2);\n${filler('// paquete')}`,
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.env': 'SECRET=do-not-serve',
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), content);
  }
  // Beside the build, where a path traversal would have to reach.
  fs.writeFileSync(path.join(parent, 'secret.txt'), 'outside the web root');
  return {dir, files};
}

/** A lead that passes every rule; each call gets its own csrfToken. */
let tokenCounter = 0;
export function validLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  tokenCounter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '555-123-4567',
    position: 'CTO',
    companyName: 'Analytical Engines',
    companySize: '31-100',
    interests: ['Sales Assistance', 'Data Analysis and Insights'],
    aiUseCase: 'Planning for next quarter',
    csrfToken: `test-${process.pid}-${tokenCounter}-abcdef`,
    ...overrides,
  };
}
