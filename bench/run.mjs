#!/usr/bin/env node
// Runs every benchmark in bench/ one after another (`npm run bench`), each in its own process so
// one crashing does not hide the others' figures. Benchmarks report missed targets without
// failing; this exits non-zero only if a benchmark crashed.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

/** A benchmark is a folder with index.mjs or run.mjs as its entry point. */
const benchmarks = ['lighthouse', 'api-load', 'traffic-dashboard', 'agent', 'login-jam', 'sandbox-scale', 'knowledge-upload']
  .map((name) => {
    const entry = ['index.mjs', 'run.mjs'].map((file) => path.join(benchDir, name, file)).find(existsSync);
    return entry && {name, entry};
  })
  .filter(Boolean);

function run({entry}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [entry], {
      cwd: path.resolve(benchDir, '..'),
      stdio: 'inherit',
    });
    child.once('error', (error) => resolve({code: 1, error}));
    child.once('exit', (code, signal) => resolve({code: code ?? 1, signal}));
  });
}

const failed = [];
for (const benchmark of benchmarks) {
  console.log(`\n=== bench/${benchmark.name} (${path.relative(benchDir, benchmark.entry)}) ===\n`);
  const {code, signal, error} = await run(benchmark);
  if (code !== 0) {
    failed.push(benchmark.name);
    console.error(`bench/${benchmark.name} crashed: ${error?.message ?? (signal ? `signal ${signal}` : `exit code ${code}`)}`);
  }
}

if (benchmarks.length === 0) console.log('no benchmarks found in bench/');
if (failed.length) {
  console.error(`\ncrashed: ${failed.join(', ')}`);
  process.exit(1);
}
