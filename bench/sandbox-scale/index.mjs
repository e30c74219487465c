#!/usr/bin/env node
/**
 * Many prospects' agents on every instance (issue 23 §3). Makes N sandboxes of P pages each in a
 * throwaway SQLite database, with the server's own functions, then starts two real server
 * instances on that database, as two processes behind one load balancer would be, and prints:
 *
 * - how long an instance takes to start and its resident memory then;
 * - every stored sandbox asked once on instance B (each first question reads and indexes that
 *   sandbox's pages): the time of those first questions, and B's resident memory after them
 *   (target: under 1 GB with 1,000 sandboxes of 20 pages; the index keeps at most
 *   AGENT_INDEX_DOCUMENTS documents, 3,000 by default, dropping the least recently asked);
 * - the time to first answer on instance B for a sandbox instance A has just made and filled
 *   (target: under 1 s), several times, with what B's periodic sync costs meanwhile.
 *
 * Pages are sections of our own docs (docs/, versioned_docs/) cut to about 2.5 KB, each with a
 * fact of its own sandbox, so no two sandboxes hold the same text. Not measured: PostgreSQL (the
 * same code, another driver), more than two instances, the cost of many concurrent uploads.
 *
 *   node bench/sandbox-scale/index.mjs [--sandboxes 1000] [--pages 20] [--tries 5]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {benchServerEnv, docFiles, freePort, numberOption, rerunWithTsx, startServer} from '../options.mjs';

// The seeding uses the server's own database code: run this file again with tsx's loader.
rerunWithTsx(import.meta.url, 'SANDBOX_SCALE_TSX');
const {openDatabase} = await import('../../server/platform/database/connection.ts');
const {migrateToLatest} = await import('../../server/platform/database/migrate.ts');
const {createSandbox} = await import('../../server/features/sandbox/queries.ts');
const {addKnowledge} = await import('../../server/features/api/knowledge-queries.ts');

const sandboxes = numberOption('sandboxes', 1000);
const pagesEach = numberOption('pages', 20);
const tries = numberOption('tries', 5);
const pageChars = 2500;

/** Our docs cut at their second-level headings: the pool the pages are made of. */
function docSections() {
  return docFiles(['docs', 'versioned_docs'])
    .flatMap((file) => fs.readFileSync(file, 'utf8').replace(/^---[\s\S]*?---/, '').split(/\n(?=## )/))
    .map((section) => section.replace(/^import .*$/gm, '').trim())
    .filter((section) => section.length > 200);
}

const pool = docSections();
const cities = ['Lisbon', 'Porto', 'Seville', 'Lyon', 'Turin', 'Ghent', 'Krakow', 'Tartu', 'Cork', 'Graz'];

/** Page `p` of sandbox `s`: pool sections from a place of its own, and one fact only it states. */
function page(s, p) {
  let text = `# ${cities[s % cities.length]} office notes ${s}-${p}\n\nThe ${cities[(s + p) % cities.length]} desk number ${s} answers on line ${1000 + p}.\n\n`;
  for (let i = (s * 7 + p * 13) % pool.length; text.length < pageChars; i = (i + 1) % pool.length) text += `${pool[i]}\n\n`;
  return text.slice(0, pageChars);
}

function mb(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/** Resident memory of a process, from /proc (Linux). */
function rss(pid) {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) * 1024;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-scale-'));
const servers = [];
try {
  // 1. The stored sandboxes, made as the API makes them (a transaction per document).
  const file = path.join(dir, 'site.db');
  const {db} = openDatabase({kind: 'sqlite', file});
  await migrateToLatest(db, 'sqlite');
  let started = performance.now();
  const keys = [];
  for (let s = 0; s < sandboxes; s += 1) {
    const {agentId, secret} = await createSandbox(db);
    keys.push(secret);
    for (let p = 0; p < pagesEach; p += 1) {
      await addKnowledge(db, {agentId, title: `Notes ${s}-${p}`, content: page(s, p), sourceUrl: null, locale: 'en', tags: []});
    }
  }
  await db.destroy();
  const stored = sandboxes * pagesEach;
  console.log(`stored ${sandboxes} sandboxes x ${pagesEach} pages (${stored} documents, ~${mb(stored * pageChars)} of text) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // 2. Two instances on that database; each indexes everything before it listens.
  const instances = [];
  for (const name of ['A', 'B']) {
    const port = await freePort();
    started = performance.now();
    const child = await startServer(benchServerEnv(dir, port, {LOG_LEVEL: 'warn'}), path.join(dir, `server-${name}.log`));
    servers.push(child);
    instances.push({name, port, child, origin: `http://127.0.0.1:${port}`, startMs: performance.now() - started});
  }
  for (const {name, child, startMs} of instances) {
    console.log(`instance ${name}: listening after ${(startMs / 1000).toFixed(1)} s, resident memory ${mb(rss(child.pid))}`);
  }
  const [a, b] = instances;

  // 3. Every stored sandbox asked once on B, as prospects come back: each first question reads
  // and indexes that sandbox's pages; the index keeps at most AGENT_INDEX_DOCUMENTS of them.
  const coldAsks = [];
  started = performance.now();
  for (const [s, key] of keys.entries()) {
    const since = performance.now();
    const asked = await fetch(`${b.origin}/v1/ask`, {
      method: 'POST',
      headers: {authorization: `Bearer ${key}`, 'content-type': 'application/json'},
      body: JSON.stringify({query: `Which line does the ${cities[s % cities.length]} desk number ${s} answer on?`}),
    });
    const answer = await asked.json();
    if (!asked.ok || answer.uncertain) throw new Error(`sandbox ${s} was not answered: ${asked.status} ${JSON.stringify(answer).slice(0, 200)}`);
    coldAsks.push(performance.now() - since);
  }
  const sorted = [...coldAsks].sort((x, y) => x - y);
  console.log(
    `every sandbox asked once on B (${sandboxes} first questions in ${((performance.now() - started) / 1000).toFixed(1)} s): ` +
      `median ${median(coldAsks).toFixed(0)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)].toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms; ` +
      `B's resident memory ${mb(rss(b.child.pid))}`,
  );

  // 4. A prospect's sandbox made and filled on A, asked on B at once and again until B answers.
  const firstAnswers = [];
  for (let t = 0; t < tries; t += 1) {
    const made = await fetch(`${a.origin}/api/sandbox`, {method: 'POST', headers: {origin: a.origin, 'content-type': 'application/json'}, body: '{}'});
    if (made.status !== 201) throw new Error(`POST /api/sandbox answered ${made.status}: ${await made.text()}`);
    const {key} = await made.json();
    const auth = {authorization: `Bearer ${key}`, 'content-type': 'application/json'};
    const marker = `quokka${t}${Date.now().toString(36)}`;
    const added = await fetch(`${a.origin}/v1/knowledge`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({title: 'Opening hours', content: `# Opening hours\n\nThe ${marker} shop opens at 9:00 and closes at 18:00.\n`, locale: 'en'}),
    });
    if (added.status !== 201) throw new Error(`POST /v1/knowledge answered ${added.status}: ${await added.text()}`);
    const since = performance.now();
    for (;;) {
      const asked = await fetch(`${b.origin}/v1/ask`, {method: 'POST', headers: auth, body: JSON.stringify({query: `When does the ${marker} shop open?`})});
      const answer = await asked.json();
      if (asked.ok && !answer.uncertain && JSON.stringify(answer).includes('9:00')) break;
      if (performance.now() - since > 60_000) throw new Error('instance B did not answer within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    firstAnswers.push(performance.now() - since);
  }
  console.log(`first answer on B for a sandbox filled on A: median ${median(firstAnswers).toFixed(0)} ms, max ${Math.max(...firstAnswers).toFixed(0)} ms (${firstAnswers.map((ms) => ms.toFixed(0)).join(', ')})`);
  for (const {name, child} of instances) console.log(`instance ${name} after the tries: resident memory ${mb(rss(child.pid))}`);

  const worst = Math.max(...instances.map(({child}) => rss(child.pid)));
  const missed = [];
  if (sandboxes >= 1000 && worst >= 1024 ** 3) missed.push(`resident memory ${mb(worst)} >= 1 GB`);
  if (sorted.at(-1) >= 1000) missed.push(`a stored sandbox's first question took up to ${sorted.at(-1).toFixed(0)} ms >= 1 s`);
  if (median(firstAnswers) >= 1000) missed.push(`first answer on another instance ${median(firstAnswers).toFixed(0)} ms >= 1 s`);
  console.log(missed.length ? `targets missed: ${missed.join('; ')}` : 'targets met');
  console.log(`load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; not measured: PostgreSQL, more than two instances, concurrent uploads`);
} finally {
  for (const child of servers) child.kill('SIGTERM');
  fs.rmSync(dir, {recursive: true, force: true});
}
