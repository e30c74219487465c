#!/usr/bin/env node
/**
 * From upload to first answer, and how fast text is extracted (issue 23 §4). Starts the real
 * server on a throwaway SQLite database, makes one sandbox as the landing page does, and prints:
 *
 * - upload to first answer for a 20-page PDF (target: under 5 s): the time from sending the file
 *   (POST /v1/knowledge, multipart) until /v1/ask answers a question only its page 17 answers,
 *   citing that page; once with the 201 answer (the file read during the request) and once read
 *   as a job (`Prefer: respond-async`, followed with GET every 800 ms as the landing page does);
 * - extraction throughput in the worker thread the server uses (withExtractionSession), per kind
 *   (PDF, DOCX, HTML, Markdown): input size, pages or sections, time, MB/s and pages or
 *   sections per second, median of the runs: the first file of a worker (which starts it and
 *   loads the libraries, as every upload's first file does) and the next one.
 *
 * Documents are made in code (pdfkit, a minimal DOCX writer: tests/server/knowledge-files.ts)
 * from sections of our own docs, about 1,800 characters a page, each try with a fact of its own.
 *
 *   node bench/knowledge-upload/index.mjs [--tries 5] [--runs 3] [--pages 20]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {benchServerEnv, docFiles, freePort, numberOption, rerunWithTsx, startServer} from '../options.mjs';

// The documents and the extraction use TypeScript modules: run this file again with tsx's loader.
rerunWithTsx(import.meta.url, 'KNOWLEDGE_UPLOAD_TSX');
const {makeDocx, makePdf, multipartFiles} = await import('../../tests/server/features/knowledge-ingest/documents.ts');
const {withExtractionSession} = await import('../../server/features/knowledge-ingest/run-extraction.ts');

const tries = numberOption('tries', 5);
const runs = numberOption('runs', 3);
const pages = numberOption('pages', 20);
const pageChars = 1800;
const targetMs = 5000;
/** How often the landing page looks at an import job (src/lib/api/tryIt.ts). */
const followEveryMs = 800;

/** Our docs cut at their second-level headings, as plain prose: the pool pages are made of. */
function docSections() {
  return docFiles(['docs'])
    .flatMap((file) => fs.readFileSync(file, 'utf8').replace(/^---[\s\S]*?---/, '').split(/\n(?=## )/))
    .map((section) => section.replace(/^import .*$|[`*_#<>{}[\]|]/gm, '').replace(/\s+/g, ' ').trim())
    .filter((section) => section.length > 200);
}
const pool = docSections();

/** Page `p` of document `d`: prose from the pool and, on page 17, the one fact only it states. */
function pageText(d, p, fact) {
  let text = p === 17 ? `${fact} ` : '';
  for (let i = (d * 31 + p * 7) % pool.length; text.length < pageChars; i = (i + 1) % pool.length) text += `${pool[i]} `;
  return text.slice(0, pageChars);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knowledge-upload-'));
let server;
try {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = await startServer(benchServerEnv(dir, port, {LOG_LEVEL: 'warn', KNOWLEDGE_IMPORTS_PER_MINUTE: '1000', RATE_LIMIT_MAX: '1000'}), path.join(dir, 'server.log'));
  const made = await fetch(`${origin}/api/sandbox`, {method: 'POST', headers: {origin, 'content-type': 'application/json'}, body: '{}'});
  if (made.status !== 201) throw new Error(`POST /api/sandbox answered ${made.status}: ${await made.text()}`);
  const {key} = await made.json();
  const auth = {authorization: `Bearer ${key}`};

  /** Sends a 20-page PDF and asks until the answer cites its page 17; the times of each step. */
  async function uploadToAnswer(t, asJob) {
    const place = `Quinta ${asJob ? 'J' : 'S'}${t}`;
    const fact = `The ${place} vineyard tour starts at ${10 + t}:15 from the north gate.`;
    const name = `handbook-${asJob ? 'job' : 'sync'}-${t}.pdf`;
    const pdf = await makePdf(Array.from({length: pages}, (_, p) => pageText(t, p + 1, fact)));
    const body = multipartFiles([{name, data: pdf}]);
    const started = performance.now();
    const sent = await fetch(`${origin}/v1/knowledge`, {method: 'POST', headers: {...auth, ...body.headers, ...(asJob ? {prefer: 'respond-async'} : {})}, body: body.payload});
    if (sent.status !== (asJob ? 202 : 201)) throw new Error(`POST /v1/knowledge answered ${sent.status}: ${await sent.text()}`);
    if (asJob) {
      const {status_url: statusUrl} = await sent.json();
      for (;;) {
        const job = await (await fetch(`${origin}${statusUrl}`, {headers: auth})).json();
        if (job.status === 'done') break;
        if (job.status === 'failed') throw new Error(`the import failed: ${JSON.stringify(job.error)}`);
        await new Promise((resolve) => setTimeout(resolve, followEveryMs));
      }
    } else await sent.arrayBuffer();
    const uploadMs = performance.now() - started;
    const asked = await fetch(`${origin}/v1/ask`, {
      method: 'POST',
      headers: {...auth, 'content-type': 'application/json'},
      body: JSON.stringify({query: `When does the ${place} vineyard tour start?`}),
    });
    const answer = await asked.json();
    const totalMs = performance.now() - started;
    const cited = answer.sources?.[0]?.title ?? '';
    return {uploadMs, askMs: totalMs - uploadMs, totalMs, bytes: pdf.length, right: cited === `${name} › Page 17`, cited};
  }

  const missed = [];
  for (const asJob of [false, true]) {
    const results = [];
    for (let t = 0; t < tries; t += 1) results.push(await uploadToAnswer(t, asJob));
    const totals = results.map((r) => r.totalMs);
    const wrong = results.filter((r) => !r.right);
    const label = asJob ? `read as a job (202, followed every ${followEveryMs} ms)` : 'read during the request (201)';
    console.log(
      `upload to first answer, ${pages}-page PDF (${(results[0].bytes / 1024).toFixed(0)} KB), ${label}: ` +
        `median ${seconds(median(totals))}, max ${seconds(Math.max(...totals))} ` +
        `(upload ${seconds(median(results.map((r) => r.uploadMs)))}, question ${seconds(median(results.map((r) => r.askMs)))}; tries ${totals.map(seconds).join(', ')})`,
    );
    if (wrong.length) missed.push(`${label}: ${wrong.length} of ${tries} answers did not cite page 17 (${wrong.map((r) => r.cited || 'nothing').join('; ')})`);
    if (median(totals) >= targetMs) missed.push(`${label}: median ${seconds(median(totals))} >= ${seconds(targetMs)}`);
  }

  // Extraction alone, in the server's worker thread (as an upload runs it), per kind.
  const sections = (count) => Array.from({length: count}, (_, i) => [`Section ${i + 1}`, pageText(1000 + i, i, '')]);
  const inputs = [
    {kind: 'pdf', label: `PDF, ${pages} pages`, units: pages, data: await makePdf(Array.from({length: pages}, (_, p) => pageText(2000, p, '')))},
    {kind: 'pdf', label: 'PDF, 200 pages', units: 200, data: await makePdf(Array.from({length: 200}, (_, p) => pageText(3000, p, '')))},
    {kind: 'docx', label: 'DOCX, 200 sections', units: 200, data: makeDocx(sections(200))},
    {
      kind: 'html',
      label: 'HTML, 200 sections',
      units: 200,
      data: Buffer.from(`<!doctype html><title>Guide</title><main>${sections(200).map(([h, p]) => `<h2>${h}</h2><p>${p}</p>`).join('')}</main>`),
    },
    {kind: 'markdown', label: 'Markdown, 200 sections', units: 200, data: Buffer.from(sections(200).map(([h, p]) => `## ${h}\n\n${p}\n`).join('\n'))},
  ];
  for (const input of inputs) {
    // Each run is one session, as one upload's files share one: its first file pays for starting
    // the worker and loading the libraries, the next ones do not.
    const cold = [];
    const warm = [];
    let made = 0;
    for (let r = 0; r < runs; r += 1) {
      await withExtractionSession(async (session) => {
        for (const times of [cold, warm]) {
          const started = performance.now();
          const extracted = await session.extract({kind: input.kind, data: input.data, locale: 'en', page: false});
          times.push(performance.now() - started);
          made = (extracted.markdown.match(/^#{1,6} /gm) ?? []).length;
        }
      });
    }
    const megabytes = input.data.length / 1024 / 1024;
    const rate = (ms) => `${(megabytes / (ms / 1000)).toFixed(2)} MB/s, ${(input.units / (ms / 1000)).toFixed(0)} ${input.kind === 'pdf' ? 'pages' : 'sections'}/s`;
    console.log(
      `extraction, ${input.label} (${(input.data.length / 1024).toFixed(0)} KB, ${made} headings out), median of ${runs}: ` +
        `first in a worker ${median(cold).toFixed(0)} ms (${rate(median(cold))}); next ${median(warm).toFixed(0)} ms (${rate(median(warm))})`,
    );
  }

  console.log(missed.length ? `targets missed: ${missed.join('; ')}` : `targets met (upload to first answer under ${seconds(targetMs)})`);
  console.log(
    `load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; not measured: PDFs with images and embedded fonts (these are made with ` +
      "pdfkit's standard fonts, so small; real exports are larger, up to the 10 MB limit), scanned PDFs (no text, refused), uploads from a browser over a real network, " +
      'several prospects uploading at once (one extraction runs at a time per instance, the others queue), web addresses (the remote site dominates), PostgreSQL',
  );
} finally {
  server?.kill('SIGTERM');
  fs.rmSync(dir, {recursive: true, force: true});
}
