#!/usr/bin/env node
/**
 * API load benchmark: starts the real server (node server/main.ts) on 127.0.0.1 with a fresh
 * SQLite file, then runs autocannon against a trivial route of the same server (GET /healthz,
 * a `select 1`) and against the lead endpoint (POST /functions/v1/send-notification: shared
 * validation + one transaction writing the lead and its outbox row; on SQLite, leads arriving
 * together share one commit, see server/db/records.ts). Prints both throughputs,
 * p99 latencies and their ratio, and checks that every accepted lead was stored exactly once.
 *
 * Target: the lead endpoint keeps at least 25% of the trivial route's throughput, with zero
 * errors. The per-IP rate limit would stop a load test after RATE_LIMIT_MAX requests, so this
 * run raises it through configuration (RATE_LIMIT_MAX) and says so.
 *
 *   node bench/api-load [--duration 10] [--connections 10]
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const duration = option('duration', 10);
const connections = option('connections', 10);
const benchRateLimit = '1000000000';
const targetRatio = 0.25;
const benchLogLevel = 'warn';

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(dir, port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SQLITE_FILE: path.join(dir, 'site.db'),
      STORAGE_DIR: path.join(dir, 'storage'),
      LOG_LEVEL: benchLogLevel,
      RATE_LIMIT_MAX: benchRateLimit,
      SMTP_URL: '',
      DATABASE_URL: '',
    },
  });
  for (let i = 0; i < 200; i += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({duration, connections, ...opts}, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

let sequence = 0;
function leadBody() {
  sequence += 1;
  return JSON.stringify({
    firstName: 'Bench',
    lastName: `Lead ${sequence}`,
    email: `bench${sequence}@example.com`,
    phone: '555-123-4567',
    position: 'CTO',
    companyName: 'Load Test Inc',
    companySize: '31-100',
    interests: ['Sales Assistance'],
    aiUseCase: 'Planning for next quarter',
    csrfToken: `bench-${process.pid}-${sequence}`,
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-load-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
console.log(`api-load: real server on ${url}, SQLite ${path.join(dir, 'site.db')}`);
console.log(`api-load: RATE_LIMIT_MAX raised to ${benchRateLimit} for this run (the default per-IP limit would answer 429)`);
console.log(`api-load: server LOG_LEVEL=${benchLogLevel} (Fastify's two info lines per request are not part of the measure)`);
console.log(`api-load: ${duration} s per route, ${connections} connections\n`);
const server = await startServer(dir, port);

try {
  const trivial = await run({url: `${url}/healthz`});
  const lead = await run({
    url: `${url}/functions/v1/send-notification`,
    method: 'POST',
    headers: {'content-type': 'application/json'},
    requests: [{method: 'POST', setupRequest: (request) => ({...request, body: leadBody()})}],
  });

  const db = new Database(path.join(dir, 'site.db'), {readonly: true});
  const stored = db.prepare('select count(*) as n, count(distinct csrf_token) as distinctTokens from leads').get();
  const outbox = db.prepare('select count(*) as n from outbox').get();
  db.close();

  const row = (name, r) =>
    `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   ` +
    `2xx ${r['2xx']}   non-2xx ${r.non2xx}   errors ${r.errors}   timeouts ${r.timeouts}`;
  console.log(row('GET /healthz (trivial)', trivial));
  console.log(row('POST /functions/v1/send-notification', lead));
  const ratio = lead.requests.average / trivial.requests.average;
  console.log(`\nthroughput ratio lead/trivial: ${(ratio * 100).toFixed(1)}% (target >= ${targetRatio * 100}%)`);
  console.log(`p99 latency ratio lead/trivial: ${(lead.latency.p99 / Math.max(1, trivial.latency.p99)).toFixed(2)}x`);
  // Requests still in flight when autocannon stops are committed but not counted as answered:
  // at most one per connection.
  const inFlight = stored.n - lead['2xx'];
  console.log(
    `accepted leads: ${lead['2xx']}, stored: ${stored.n} (distinct tokens ${stored.distinctTokens}, ` +
      `${inFlight} committed while the run stopped), outbox rows: ${outbox.n}`,
  );

  const problems = [];
  if (ratio < targetRatio) problems.push(`throughput ratio ${(ratio * 100).toFixed(1)}% is under ${targetRatio * 100}%`);
  if (lead.errors || lead.non2xx || lead.timeouts || trivial.errors || trivial.non2xx) problems.push('errors or non-2xx answers');
  if (inFlight < 0 || inFlight > connections || stored.distinctTokens !== stored.n) {
    problems.push('accepted leads and stored leads differ');
  }
  if (outbox.n !== stored.n) problems.push('a stored lead without its outbox row');
  console.log(problems.length ? `\nMISSED: ${problems.join('; ')}` : '\nOK: target met, every accepted lead stored exactly once with its notification');
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dir, {recursive: true, force: true});
}
