/**
 * Builds the real app against a throwaway SQLite file (and, optionally, a site build folder)
 * for `inject` tests, and removes it all again. Reads the database file the way the browser
 * tests do: a separate connection on the file, not the app's own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type {FastifyInstance} from 'fastify';
import {buildApp} from '../../server/app';
import {loadConfig} from '../../server/config';
import type {LeadRow} from '../../server/db/schema';

export type LogLine = {level: number; msg?: string; reqId?: string; err?: {message?: string; stack?: string}};

export type TestServer = {
  app: FastifyInstance;
  dir: string;
  dbFile: string;
  buildDir: string;
  storageDir: string;
  logs: LogLine[];
  leads(): LeadRow[];
  /** Every row of a table, in insertion order. */
  rows<T = Record<string, unknown>>(table: string): T[];
  close(): Promise<void>;
};

export type TestServerOptions = {
  /** A site build to serve; by default a folder that does not exist. */
  buildDir?: string;
  /** Capture log lines at this level and above (default: nothing is logged). */
  logLevel?: string;
  /** More environment, e.g. SMTP_URL or a low RATE_LIMIT_MAX. */
  env?: Record<string, string>;
};

/** Tests make many requests from one address; the rate-limit tests lower this again. */
export const testRateLimitMax = '100000';

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-test-'));
  // Inside the temp folder but not yet created: the app must create it on first run.
  const dbFile = path.join(dir, 'data', 'site.db');
  const buildDir = options.buildDir ?? path.join(dir, 'no-build');
  const storageDir = path.join(dir, 'data', 'storage');
  const config = loadConfig({
    SQLITE_FILE: dbFile,
    BUILD_DIR: buildDir,
    STORAGE_DIR: storageDir,
    LOG_LEVEL: options.logLevel ?? 'silent',
    RATE_LIMIT_MAX: testRateLimitMax,
    ...options.env,
  });
  const logs: LogLine[] = [];
  const app = await buildApp(config, {
    logStream: {write: (line) => void logs.push(JSON.parse(line) as LogLine)},
  });
  await app.ready();

  return {
    app,
    dir,
    dbFile,
    buildDir,
    storageDir,
    logs,
    leads() {
      return this.rows<LeadRow>('leads');
    },
    rows<T>(table: string): T[] {
      const db = new Database(dbFile, {readonly: true});
      try {
        return db.prepare(`select * from ${table} order by id`).all() as T[];
      } finally {
        db.close();
      }
    },
    async close() {
      await app.close();
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
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
