#!/usr/bin/env node
/**
 * API load benchmark: starts the real server (node server/main.ts) on 127.0.0.1 with a fresh
 * SQLite file, at the production log level (info: two JSON lines per request, written to a
 * real file), then runs autocannon against a trivial route of the same server (GET /healthz,
 * a `select 1`, which like any health probe logs only problems) and against the lead endpoint (POST /functions/v1/send-notification: shared
 * validation + one transaction writing the lead and its outbox row; on SQLite, leads arriving
 * together share one commit, see server/platform/database/records.ts). Prints both throughputs, latencies
 * and their ratio, checks that every accepted lead was stored exactly once, and says what the
 * figures leave out.
 *
 * Then the pageview beacon (POST /api/beacon with an ordinary browser's user agent: validation,
 * the visitor hash and one insert per pageview), which every public page calls.
 *
 * Targets: the lead endpoint keeps at least 25% of the trivial route's throughput, the beacon at
 * least 50% (issue 11 §4), both with zero errors. The per-IP rate limit would stop a load test after RATE_LIMIT_MAX requests, so this
 * run raises it through configuration (RATE_LIMIT_MAX) and says so.
 *
 *   node bench/api-load [--duration 10] [--connections 50]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import {benchServerEnv, freePort, numberOption, startServer} from '../options.mjs';

const duration = numberOption('duration', 10);
const connections = numberOption('connections', 50);
const benchRateLimit = '1000000000';
const targetRatio = 0.25;
const beaconTargetRatio = 0.5;
const browserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
let pageSequence = 0;
function beaconBody() {
  pageSequence += 1;
  return JSON.stringify({path: `/documentation/page-${pageSequence % 100}`, referrer: 'https://www.google.com/', locale: 'en', screen: 'desktop'});
}
// What production runs with (server/platform/config.ts default), not silenced for the measure.
const benchLogLevel = 'info';

function startBenchServer(dir, port, logFile) {
  return startServer(
    benchServerEnv(dir, port, {
      LOG_LEVEL: benchLogLevel,
      RATE_LIMIT_MAX: benchRateLimit,
      BEACON_RATE_LIMIT_MAX: benchRateLimit,
    }),
    // The log goes where a process manager would put it: a file, written as the server runs.
    logFile,
  );
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
console.log(`api-load: RATE_LIMIT_MAX and BEACON_RATE_LIMIT_MAX raised to ${benchRateLimit} for this run (the default per-IP limits would answer 429)`);
const logFile = path.join(dir, 'server.log');
console.log(`api-load: server LOG_LEVEL=${benchLogLevel} (production default), JSON log lines written to ${logFile}`);
console.log(`api-load: ${duration} s per route, ${connections} connections, on ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
const server = await startBenchServer(dir, port, logFile);

try {
  const trivial = await run({url: `${url}/healthz`});
  const lead = await run({
    url: `${url}/functions/v1/send-notification`,
    method: 'POST',
    headers: {'content-type': 'application/json'},
    requests: [{method: 'POST', setupRequest: (request) => ({...request, body: leadBody()})}],
  });

  const beacon = await run({
    url: `${url}/api/beacon`,
    method: 'POST',
    headers: {'content-type': 'application/json', 'user-agent': browserAgent},
    requests: [{method: 'POST', setupRequest: (request) => ({...request, body: beaconBody()})}],
  });

  // The server writes pageviews in batches: stop it (a graceful close writes the queue) first.
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));

  const db = new Database(path.join(dir, 'site.db'), {readonly: true});
  const stored = db.prepare('select count(*) as n, count(distinct csrf_token) as distinctTokens from leads').get();
  const outbox = db.prepare('select count(*) as n from outbox').get();
  const pageviews = db.prepare('select count(*) as n from pageviews').get();
  db.close();

  const row = (name, r) =>
    `${name.padEnd(38)} ${r.requests.average.toFixed(0).padStart(6)} req/s   ` +
    `p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   ` +
    `2xx ${r['2xx']}   non-2xx ${r.non2xx}   errors ${r.errors}   timeouts ${r.timeouts}`;
  console.log(row('GET /healthz (trivial, not logged)', trivial));
  console.log(row('POST /functions/v1/send-notification', lead));
  console.log(row('POST /api/beacon (pageview)', beacon));
  const ratio = lead.requests.average / trivial.requests.average;
  const beaconRatio = beacon.requests.average / trivial.requests.average;
  console.log(`\nthroughput ratio lead/trivial: ${(ratio * 100).toFixed(1)}% (target >= ${targetRatio * 100}%)`);
  console.log(`throughput ratio beacon/trivial: ${(beaconRatio * 100).toFixed(1)}% (target >= ${beaconTargetRatio * 100}%)`);
  console.log(`p99 latency ratio lead/trivial: ${(lead.latency.p99 / Math.max(1, trivial.latency.p99)).toFixed(2)}x`);
  // Requests still in flight when autocannon stops are committed but not counted as answered:
  // at most one per connection.
  const inFlight = stored.n - lead['2xx'];
  console.log(
    `accepted leads: ${lead['2xx']}, stored: ${stored.n} (distinct tokens ${stored.distinctTokens}, ` +
      `${inFlight} committed while the run stopped), outbox rows: ${outbox.n}`,
  );

  console.log(`accepted pageviews: ${beacon['2xx']}, stored: ${pageviews.n}`);

  const problems = [];
  if (ratio < targetRatio) problems.push(`throughput ratio ${(ratio * 100).toFixed(1)}% is under ${targetRatio * 100}%`);
  if (beaconRatio < beaconTargetRatio) problems.push(`beacon ratio ${(beaconRatio * 100).toFixed(1)}% is under ${beaconTargetRatio * 100}%`);
  if (beacon.errors || beacon.non2xx || beacon.timeouts) problems.push('beacon errors or non-2xx answers');
  if (pageviews.n < beacon['2xx'] || pageviews.n > beacon['2xx'] + connections) problems.push('accepted and stored pageviews differ');
  if (lead.errors || lead.non2xx || lead.timeouts || trivial.errors || trivial.non2xx) problems.push('errors or non-2xx answers');
  if (inFlight < 0 || inFlight > connections || stored.distinctTokens !== stored.n) {
    problems.push('accepted leads and stored leads differ');
  }
  if (outbox.n !== stored.n) problems.push('a stored lead without its outbox row');

  const logLines = fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean).length;
  console.log(`log: ${logLines} lines, ${(fs.statSync(logFile).size / 1024 / 1024).toFixed(1)} MB written during the run (pageviews are not logged one by one)`);
  if (logLines < lead['2xx']) problems.push('the server did not log its requests: the run was not at the production log level');

  console.log(
    '\nNot measured: TLS and a reverse proxy in front; network latency (client and server share ' +
      'loopback and the same cores, so the client takes CPU from the server); PostgreSQL (this run ' +
      'is SQLite); sending mail (SMTP_URL unset: notifications wait in the outbox); the rate ' +
      'limits (raised); several instances; pages and static files (see bench/lighthouse); the ' +
      'beacon from real browsers (sendBeacon after load) and the dashboard queries (see bench/traffic-dashboard).',
  );
  console.log(problems.length ? `\nMISSED: ${problems.join('; ')}` : '\nOK: targets met, every accepted lead stored exactly once with its notification, every accepted pageview stored');
} finally {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(dir, {recursive: true, force: true});
}
