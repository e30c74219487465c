import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import {startTestServer, validLead} from './helper';

// These read the SQLite file itself (write-ahead log, reopening by file name).
const sqliteOnly = process.env.DATABASE_URL ? describe.skip : describe;

sqliteOnly('closing the app', () => {
  test('app.close() closes the database: later queries fail and the file is released', async () => {
    const server = await startTestServer();
    const {app, dbFile, dir} = server;
    await app.inject({method: 'POST', url: '/functions/v1/send-notification', payload: validLead()});

    await app.close();

    await expect(app.db.selectFrom('leads').selectAll().execute()).rejects.toThrow(/destroyed/);
    // SQLite removes the write-ahead log when the last connection closes cleanly, after
    // checkpointing it into the database file itself.
    expect(fs.existsSync(`${dbFile}-wal`)).toBe(false);
    const db = new Database(dbFile, {readonly: true});
    expect(db.prepare('select count(*) as n from leads').get()).toEqual({n: 1});
    db.close();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  test('re-opening an existing database keeps its leads (migrations run once)', async () => {
    const first = await startTestServer();
    await first.app.inject({method: 'POST', url: '/functions/v1/send-notification', payload: validLead()});
    await first.app.close();

    const {buildApp} = await import('../../server/app');
    const {loadConfig} = await import('../../server/platform/config');
    const again = await buildApp(
      loadConfig({SQLITE_FILE: first.dbFile, STORAGE_DIR: first.storageDir, LOG_LEVEL: 'silent'}),
    );
    const rows = await again.db.selectFrom('leads').select('email').execute();
    expect(rows).toEqual([{email: 'ada@example.com'}]);
    await again.close();
    fs.rmSync(first.dir, {recursive: true, force: true});
  });
});

test('closing lets an in-flight request finish, refuses new ones, then closes the database', async () => {
  const {buildApp} = await import('../../server/app');
  const {loadConfig} = await import('../../server/platform/config');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drain-test-'));
  const app = await buildApp(
    loadConfig({SQLITE_FILE: path.join(dir, 'site.db'), STORAGE_DIR: path.join(dir, 'storage'), LOG_LEVEL: 'silent'}),
  );
  let releaseSlow = () => {};
  let markEntered = () => {};
  const entered = new Promise<void>((resolve) => (markEntered = resolve));
  app.get('/slow-for-test', async () => {
    markEntered();
    await new Promise<void>((resolve) => (releaseSlow = resolve));
    // Still inside the request: the database must not be closed under it.
    await app.db.selectFrom('leads').select('id').execute();
    return {done: true};
  });
  await app.listen({host: '127.0.0.1', port: 0});
  const base = `http://127.0.0.1:${(app.server.address() as {port: number}).port}`;

  const inFlight = fetch(`${base}/slow-for-test`);
  await entered;
  const closed = app.close();
  while (app.server.listening) await new Promise((resolve) => setTimeout(resolve, 10));
  await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  releaseSlow();

  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({done: true});
  await closed;
  await expect(app.db.selectFrom('leads').selectAll().execute()).rejects.toThrow(/destroyed/);
  fs.rmSync(dir, {recursive: true, force: true});
  // Real sockets: generous on a busy machine.
}, 30_000);

describe('server/main.ts as a process', () => {
  const root = path.resolve(__dirname, '../..');

  function startMain(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const listening = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
      child.stdout.on('data', () => {
        const match = output.match(/site and API at (http:\/\/localhost:\d+)/);
        if (match) {
          clearTimeout(timer);
          resolve(match[1].replace('localhost', '127.0.0.1'));
        }
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`server exited early:\n${output}`));
      });
    });
    return {child, listening, exited, output: () => output};
  }

  test('listens, answers, and on SIGTERM closes the database and exits 0', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-'));
    const server = startMain({
      SQLITE_FILE: path.join(dir, 'site.db'),
      STORAGE_DIR: path.join(dir, 'storage'),
      BUILD_DIR: path.join(dir, 'none'),
    });
    try {
      const base = await server.listening;
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);

      server.child.kill('SIGTERM');

      expect(await server.exited).toBe(0);
      expect(server.output()).toMatch(/database closed/);
      expect(server.output()).toMatch(/closed cleanly/);
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }, 30_000);

  test('refuses to start on a bad setting, naming it, with exit code 1', async () => {
    const server = startMain({PORT: 'eighty'});
    server.listening.catch(() => undefined);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT must be a whole number');
  }, 30_000);
});
