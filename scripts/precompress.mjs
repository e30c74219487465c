#!/usr/bin/env node
// Writes .br and .gz beside every compressible file of the production build, once, at maximum
// compression, so the server sends them as they are instead of compressing on each request.
// Runs after `docusaurus build` in `npm run build`. Usage: node scripts/precompress.mjs [buildDir]
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const compressible = new Set(['.html', '.md', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.map', '.webmanifest', '.ico']);
// Below this size the encoding headers cost about what compression saves.
const minBytes = 1024;
// Keep a compressed copy only if it is clearly smaller than the original.
const maxRatio = 0.9;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const buildDir = path.resolve(process.argv[2] ?? process.env.BUILD_DIR ?? 'build');

async function* walk(dir) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function compressFile(file) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, {level: zlib.constants.Z_BEST_COMPRESSION}),
  ]);
  const written = {raw: source.length, br: 0, gz: 0};
  if (br.length <= source.length * maxRatio) {
    await writeFile(`${file}.br`, br);
    written.br = br.length;
  }
  if (gz.length <= source.length * maxRatio) {
    await writeFile(`${file}.gz`, gz);
    written.gz = gz.length;
  }
  return written;
}

/** Runs `task` over `items` with at most `limit` at a time (zlib's async work uses the thread pool). */
async function forEachLimited(items, limit, task) {
  let next = 0;
  const workers = Array.from({length: Math.min(limit, items.length)}, async () => {
    while (next < items.length) await task(items[next++]);
  });
  await Promise.all(workers);
}

async function main() {
  try {
    if (!(await stat(buildDir)).isDirectory()) throw new Error('not a directory');
  } catch {
    console.error(`precompress: no build directory at ${buildDir}; run \`docusaurus build\` first`);
    process.exit(1);
  }

  const candidates = [];
  for await (const file of walk(buildDir)) {
    if (!compressible.has(path.extname(file).toLowerCase())) continue;
    if ((await stat(file)).size < minBytes) continue;
    candidates.push(file);
  }

  const started = Date.now();
  const totals = {files: 0, raw: 0, br: 0, gz: 0};
  await forEachLimited(candidates, Math.max(2, os.availableParallelism?.() ?? 2), async (file) => {
    const {raw, br, gz} = await compressFile(file);
    totals.files += 1;
    totals.raw += raw;
    totals.br += br || raw;
    totals.gz += gz || raw;
  });

  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `precompress: ${totals.files} files in ${path.relative(process.cwd(), buildDir) || '.'}: ` +
      `${kb(totals.raw)} -> brotli ${kb(totals.br)}, gzip ${kb(totals.gz)} (${Date.now() - started} ms)`,
  );
}

await main();
