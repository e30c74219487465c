#!/usr/bin/env node
/**
 * Traffic dashboard benchmark (issue 11 §4): fills a fresh SQLite file with 1,000,000 pageviews
 * spread over the last 90 days (a long tail of pages, most visits without a referrer, a few
 * searches and social sites, visitors reading 1-6 pages, busier working hours and weekdays),
 * then asks the real route, GET /api/admin/traffic, for the last 30 days through the app built
 * with production settings (NODE_ENV=production, the server's SQLite pragmas, a real staff
 * session checked by the guard). Prints:
 * - the raw count (the query module reading the pageviews of 30 days, no rollups), median of 5;
 * - the first request, which rolls up the 29 finished days of the range once (migration 0009);
 * - the request as staff see it afterwards (rollups + today counted live), median of 5.
 * Target: under 300 ms for the last one. Not measured: PostgreSQL, HTTP over a socket (inject
 * skips the network stack; JSON serialisation and the session check are included), concurrent
 * writes by the beacon while the dashboard reads, a cold page cache after a restart.
 *
 *   node bench/traffic-dashboard [--rows 1000000] [--days 90] [--range 30] [--runs 5]
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {performance} from 'node:perf_hooks';
import Database from 'better-sqlite3';
import {numberOption, repoRoot} from '../options.mjs';

const totalRows = numberOption('rows', 1_000_000);
const spreadDays = numberOption('days', 90);
const rangeDays = numberOption('range', 30);
const runs = numberOption('runs', 5);
const targetMs = 300;
const dayMs = 86_400_000;

// The server is TypeScript: run this file again with tsx's loader, as `npm start` runs the server.
if (!process.env.TRAFFIC_BENCH_TSX) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {...process.env, TRAFFIC_BENCH_TSX: '1'},
  });
  process.exit(child.status ?? 1);
}

process.env.NODE_ENV = 'production';
const load = (file) => import(path.join(repoRoot, file));
const [{buildApp}, {loadConfig}, {createAccount}, {trafficReport}, {totpCodeAt}] = await Promise.all([
  load('server/app.ts'),
  load('server/platform/config.ts'),
  load('server/features/staff/accounts.ts'),
  load('server/features/traffic/service.ts'),
  load('server/features/staff/totp.ts'),
]);

/** Deterministic randomness (mulberry32), so every run fills the same rows. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(11);
/** Picks from [value, weight] pairs. */
function weighted(pairs) {
  const total = pairs.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let roll = rand() * total;
    for (const [value, weight] of pairs) if ((roll -= weight) < 0) return value;
    return pairs.at(-1)[0];
  };
}

const sitePages = [
  '/', '/landing', '/pricing', '/partners', '/case-studies', '/solutions', '/contact', '/about-us', '/blog',
  '/documentation/getting-started', '/documentation/integration', '/documentation/api-reference',
  '/industry/healthcare', '/industry/retail', '/industry/technology', '/industry/manufacturing', '/industry/media',
  '/industry/business-services', '/industry/ecommerce', '/industry/professional-services',
  '/use-cases/customer-support', '/use-cases/documentation', '/use-cases/process-automation', '/use-cases/scheduling',
  ...Array.from({length: 40}, (_, i) => `/blog/post-${i + 1}`),
  ...Array.from({length: 30}, (_, i) => `/documentation/guide-${i + 1}`),
];
// Zipf-like: the home page is read far more than the 90th blog post.
const page = weighted(sitePages.map((p, i) => [p, 1 / (i + 1)]));
const referrer = weighted([[null, 55], ['google.com', 25], ['bing.com', 4], ['duckduckgo.com', 3], ['linkedin.com', 5], ['t.co', 3], ['news.ycombinator.com', 2], ['github.com', 3]]);
const utm = weighted([[null, 90], ['newsletter', 5], ['linkedin', 3], ['partner-webinar', 2]]);
const screen = weighted([['desktop', 50], ['mobile', 42], ['tablet', 8]]);
const pagesPerVisit = weighted([[1, 45], [2, 20], [3, 15], [4, 10], [5, 6], [6, 4]]);
const hourWeight = (hour) => (hour >= 8 && hour <= 18 ? 3 : hour >= 6 && hour <= 22 ? 1.5 : 0.5);

function fill(file, now) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const insert = db.prepare(
    'insert into pageviews (at, page, referrer_host, utm_source, locale, screen, visitor) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const firstDay = Math.floor(now / dayMs) - spreadDays + 1;
  // Weekdays busier than weekends; today only up to now.
  const dayWeights = Array.from({length: spreadDays}, (_, i) => {
    const start = (firstDay + i) * dayMs;
    const weekday = new Date(start).getUTCDay();
    const share = Math.min(1, Math.max(0, (now - start) / dayMs));
    return (weekday === 0 || weekday === 6 ? 0.6 : 1) * share;
  });
  const weightSum = dayWeights.reduce((a, b) => a + b, 0);
  let written = 0;
  const write = db.transaction((rows) => rows.forEach((row) => insert.run(row)));
  for (let i = 0; i < spreadDays && written < totalRows; i++) {
    const dayStart = (firstDay + i) * dayMs;
    const quota = i === spreadDays - 1 ? totalRows - written : Math.round((totalRows * dayWeights[i]) / weightSum);
    const latest = Math.min(dayStart + dayMs - 1, now - 1);
    const rows = [];
    while (rows.length < quota) {
      const visitor = Math.floor(rand() * 2 ** 52).toString(16).padStart(13, '0') + Math.floor(rand() * 2 ** 52).toString(16);
      let at;
      do {
        const hour = Math.floor(rand() * 24);
        at = dayStart + hour * 3_600_000 + Math.floor(rand() * 3_600_000);
      } while (rand() * 3 > hourWeight(new Date(at).getUTCHours()) || at > latest);
      const locale = rand() < 0.2 ? 'es' : 'en';
      const from = referrer();
      const source = utm();
      const device = screen();
      const visit = pagesPerVisit();
      for (let n = 0; n < visit && rows.length < quota; n++) {
        const path = page();
        const localPath = locale === 'es' ? (path === '/' ? '/es' : `/es${path}`) : path;
        rows.push([Math.min(at + n * 45_000, latest), localPath, n === 0 ? from : null, n === 0 ? source : null, locale, device, visitor]);
      }
    }
    write(rows);
    written += rows.length;
  }
  // Some form submissions, so the conversion counts have rows to count.
  const lead = db.prepare(
    "insert into leads (first_name, last_name, email, phone, position, company_name, company_size, interests, ai_use_case, csrf_token, created_at) values ('A', 'B', ?, '555', 'CTO', 'C', '1-30', '[]', 'x', ?, ?)",
  );
  const newsletter = db.prepare("insert into newsletter_subscriptions (email, first_name, last_name, company_name, source, created_at) values (?, '', '', '', 'footer', ?)");
  db.transaction(() => {
    for (let i = 0; i < 3000; i++) {
      const created = new Date(now - Math.floor(rand() * spreadDays * dayMs)).toISOString();
      lead.run(`lead${i}@example.com`, `bench-${i}`, created);
      newsletter.run(`reader${i}@example.com`, created);
    }
  })();
  db.pragma('optimize');
  db.close();
  return written;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function time(fn) {
  const start = performance.now();
  const result = await fn();
  return {ms: performance.now() - start, result};
}
const ms = (value) => `${value.toFixed(1)} ms`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-traffic-'));
const file = path.join(dir, 'site.db');
try {
  const config = loadConfig({
    SQLITE_FILE: file,
    FACTOR_KEY_FILE: path.join(dir, 'factor-key'),
    STORAGE_DIR: path.join(dir, 'storage'),
    BUILD_DIR: path.join(dir, 'no-build'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const app = await buildApp(config);
  await app.ready();
  const now = Date.now();
  const filled = await time(() => fill(file, now));
  console.log(`filled ${filled.result.toLocaleString('en')} pageviews over ${spreadDays} days in ${ms(filled.ms)} (${(fs.statSync(file).size / 1e6).toFixed(0)} MB)`);

  const to = new Date(now).toISOString().slice(0, 10);
  const from = new Date(now - (rangeDays - 1) * dayMs).toISOString().slice(0, 10);
  const inRange = new Database(file, {readonly: true}).prepare('select count(*) as n from pageviews where at >= ?').get(Date.parse(`${from}T00:00:00Z`)).n;
  console.log(`range ${from} .. ${to} (${rangeDays} days, UTC): ${inRange.toLocaleString('en')} pageviews`);

  const raw = [];
  for (let i = 0; i < runs; i++) raw.push((await time(() => trafficReport(app.db, {from, to}, {rollups: false}))).ms);

  const created = await createAccount(app.db, {email: 'bench@example.com', password: 'bench correct horse battery'}, 'viewer');
  if (!created.ok) throw new Error(created.code);
  const loggedIn = await app.inject({method: 'POST', url: '/api/admin/login', payload: {email: 'bench@example.com', password: 'bench correct horse battery'}});
  const cookie = [loggedIn.headers['set-cookie']].flat().find((line) => /session=/.test(line)).split(';')[0];
  // Every staff session proves a second factor first (issue 21 §1): the new account enrols an app.
  const enrolment = await app.inject({method: 'POST', url: '/api/admin/factors/totp', headers: {cookie}});
  const {secret} = enrolment.json();
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/admin/factors/totp/confirm',
    headers: {cookie},
    payload: {code: totpCodeAt(secret, Date.now())},
  });
  if (confirmed.statusCode !== 200) throw new Error(`second factor not enrolled: ${confirmed.statusCode} ${confirmed.body}`);
  const request = () => app.inject({method: 'GET', url: `/api/admin/traffic?from=${from}&to=${to}`, headers: {cookie}});

  const first = await time(request);
  if (first.result.statusCode !== 200) throw new Error(`the route answered ${first.result.statusCode}: ${first.result.body}`);
  const warm = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const measured = await time(request);
    warm.push(measured.ms);
    last = measured.result.json();
  }
  await app.close();

  console.log(`\nraw count, query module without rollups (median of ${runs}): ${ms(median(raw))}  [${raw.map(ms).join(', ')}]`);
  console.log(`first request through the route (rolls up ${rangeDays - 1} finished days): ${ms(first.ms)}`);
  console.log(`request through the route with rollups (median of ${runs}): ${ms(median(warm))}  [${warm.map(ms).join(', ')}]`);
  console.log(`  answered: ${last.totals.visitors.toLocaleString('en')} visitors, ${last.totals.pageviews.toLocaleString('en')} pageviews, ${last.pages.length} top pages, ${last.conversions.length} conversions`);
  const met = median(warm) < targetMs;
  console.log(`\ntarget: under ${targetMs} ms for ${rangeDays} days at ${totalRows.toLocaleString('en')} pageviews: ${met ? 'met' : 'MISSED'}`);
  console.log(`load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  console.log('not measured: PostgreSQL; HTTP over a socket; the beacon writing while the dashboard reads; a cold OS page cache.');
} finally {
  fs.rmSync(dir, {recursive: true, force: true});
}
