#!/usr/bin/env node
// Lighthouse on every page of the production build (both locales' sitemaps plus the unreleased
// docs), served by the real server (precompressed files, cache and security headers as in
// production), mobile emulation (Lighthouse's default). Prints the median of N runs per page, a
// summary per column and the pages under target. A benchmark, not a test: a missed target is
// reported, never fatal. Exit codes: 0 measured, 1 crashed, 2 refused (uncompressed server or
// bad arguments).
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import lighthouse from 'lighthouse';
import {locales, pagesOfBuild} from './pages.mjs';
import {UncompressedError, assertCompressed, launchChromium, startServer} from './processes.mjs';
import {categories, median, ms, printReport} from './report.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const usage = `Usage: node bench/lighthouse/index.mjs [options]

Measures every page of build/sitemap.xml and build/es/sitemap.xml, the unreleased docs
(/documentation/next/*) and the bare page of each locale, with Lighthouse (mobile), served by
the real server. Build first: npm run build.

Options:
  --runs=N           runs per page; the table shows medians (default 3, env LIGHTHOUSE_RUNS)
  --filter=TEXT      only the pages whose path contains TEXT (the bare pages are always measured)
  --pages=P1,P2      only these exact paths, e.g. --pages=/,/blog/tags (the bare pages too)
  --locale=en|es     only the pages of one locale
  --build-dir=DIR    the build to serve (default ./build, env BUILD_DIR)
  --port=N           the server's port on 127.0.0.1 (default 4317, env BENCH_PORT)
  --json=FILE        write the raw figures of every run there
  --reports=DIR      write each page's full Lighthouse report (last run) there
  --help             this text

Env: CHROME_PATH (default /usr/bin/chromium).
Refuses to measure (exit 2) when the server sends main.js uncompressed.`;

class UsageError extends Error {}

export function parseArgs(argv) {
  const options = {
    runs: Number(process.env.LIGHTHOUSE_RUNS ?? 3),
    port: Number(process.env.BENCH_PORT ?? 4317),
    buildDir: path.resolve(repoRoot, process.env.BUILD_DIR ?? 'build'),
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    filter: undefined,
    only: undefined,
    locale: undefined,
    json: undefined,
    reports: undefined,
    help: false,
  };
  for (const arg of argv) {
    const [key, ...rest] = arg.replace(/^--/, '').split('=');
    const value = rest.join('=');
    if (key === 'help' || key === 'h') options.help = true;
    else if (key === 'runs') options.runs = Number(value);
    else if (key === 'port') options.port = Number(value);
    else if (key === 'filter') options.filter = value;
    else if (key === 'pages') options.only = value.split(',').map((p) => p.trim()).filter(Boolean);
    else if (key === 'locale') options.locale = value;
    else if (key === 'json') options.json = path.resolve(value);
    else if (key === 'reports') options.reports = path.resolve(value);
    else if (key === 'build-dir') options.buildDir = path.resolve(value);
    else throw new UsageError(`unknown argument ${arg}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new UsageError('--runs must be a whole number >= 1');
  if (options.locale !== undefined && !locales.includes(options.locale)) {
    throw new UsageError(`--locale must be one of ${locales.join(', ')}`);
  }
  return options;
}

/**
 * Audits left out of the "below full score" list: they never cost points here and would only
 * bury the useful ones (the build ships no source maps on purpose; the insight audits repeat
 * the render-blocking and dependency-tree figures listed anyway).
 */
const quietAudits = new Set(['valid-source-maps', 'network-dependency-tree-insight', 'largest-contentful-paint-element']);

/** One Lighthouse run in a fresh browser, reduced to the figures we print. */
async function measure(url, chromePath, reportFile) {
  const browser = await launchChromium(chromePath);
  try {
    const result = await lighthouse(url, {port: browser.port, output: 'json', logLevel: 'error', onlyCategories: categories});
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (reportFile) await writeFile(reportFile, result.report);
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
    const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
    const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
    return {
      scores: Object.fromEntries(categories.map((id) => [id, score(id)])),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue,
      tbt: lhr.audits['total-blocking-time']?.numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      jsTransfer: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      jsResource: scripts.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
      domSize: lhr.audits['dom-size']?.numericValue ?? lhr.audits['dom-size-insight']?.numericValue,
      // Lighthouse's CPU benchmark of this machine at run time; an idle 2-core VM scores ~1000+.
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      lcpElement: lcpDetails[0]?.items?.[0]?.node?.snippet ?? '',
      lcpPhases: (lcpDetails[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', '),
      // Audits that cost points: what to look at when a page misses a target.
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && !quietAudits.has(a.id) &&
          !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode))
        .map((a) => ({id: a.id, score: a.score, displayValue: a.displayValue ?? ''})),
    };
  } finally {
    await browser.close();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART...) on a busy machine: try again. */
async function measureWithRetries(url, chromePath, reportFile, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, chromePath, reportFile);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${url}: ${error.message.split('\n')[0]}; retrying (${attempt}/${attempts - 1})`);
    }
  }
}

/** Medians per figure over the runs (each figure on its own, as Lighthouse CI does). */
function summarise(runs) {
  const pick = (get) => median(runs.map(get));
  const failing = new Map();
  for (const run of runs) {
    for (const audit of run.failing) {
      const seen = failing.get(audit.id) ?? {...audit, runs: 0};
      seen.runs += 1;
      failing.set(audit.id, seen);
    }
  }
  const medianLcpRun = runs.find((r) => r.lcp === pick((x) => x.lcp)) ?? runs[0];
  return {
    scores: Object.fromEntries(categories.map((id) => [id, pick((r) => r.scores[id])])),
    lcp: pick((r) => r.lcp),
    tbt: pick((r) => r.tbt),
    cls: pick((r) => r.cls),
    jsTransfer: pick((r) => r.jsTransfer),
    jsResource: pick((r) => r.jsResource),
    domSize: pick((r) => r.domSize),
    lcpElement: medianLcpRun.lcpElement,
    lcpPhases: medianLcpRun.lcpPhases,
    failing: [...failing.values()].filter((a) => a.runs * 2 > runs.length),
  };
}

async function measurePage(page, server, options) {
  const url = `${server.origin}${page.path}`;
  // A page that does not answer 200 is reported, not measured (Lighthouse would score an error page).
  const status = (await fetch(url, {redirect: 'manual'})).status;
  if (status !== 200) return {page, error: `not measured: HTTP ${status}`};
  const runs = [];
  try {
    for (let i = 0; i < options.runs; i++) {
      const started = Date.now();
      // The full report of the last run only: earlier ones would be overwritten anyway.
      const reportFile = options.reports && i === options.runs - 1 ? path.join(options.reports, `${page.path.replace(/\W+/g, '-') || 'home'}.json`) : undefined;
      const run = await measureWithRetries(url, options.chromePath, reportFile);
      // Other work on the machine inflates TBT (Lighthouse scales the main-thread tasks it observed).
      run.loadAverage = os.loadavg()[0];
      runs.push(run);
      console.log(`${page.path} run ${i + 1}/${options.runs}: perf ${run.scores.performance}, TBT ${ms(run.tbt)}, ` +
        `LCP ${ms(run.lcp)}, JS ${(run.jsTransfer / 1024).toFixed(1)} KB, DOM ${run.domSize ?? 'n/a'} ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s, load average ${run.loadAverage.toFixed(1)}, ` +
        `CPU benchmark index ${Math.round(run.benchmarkIndex)})`);
    }
  } catch (error) {
    // Keep measuring the other pages; the process still fails at the end (a crash, not a miss).
    console.error(`${page.path}: Lighthouse failed: ${error.message}`);
    return {page, error: `crashed: ${error.message.split('\n')[0].slice(0, 80)}`, crashed: true};
  }
  return {page, runs, summary: summarise(runs)};
}

export async function runLighthouseBench(options) {
  let pages;
  try {
    pages = pagesOfBuild(options.buildDir, options);
  } catch (error) {
    throw new UsageError(error.message);
  }
  if (!pages.some((p) => !p.bare)) throw new UsageError('no page of the sitemaps matches --filter / --pages');
  console.log(`${pages.length} pages x ${options.runs} run${options.runs > 1 ? 's' : ''} ` +
    `(about ${Math.ceil((pages.length * options.runs * 15) / 60)} min on an idle 2-core machine)`);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  let server;
  const stopOnSignal = async () => {
    await server?.stop();
    await rm(workDir, {recursive: true, force: true});
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    if (options.reports) await mkdir(options.reports, {recursive: true});
    server = await startServer({...options, repoRoot}, workDir);
    for (const locale of new Set(pages.map((p) => p.locale))) {
      const {main, encoding} = await assertCompressed(server.origin, locale === 'en' ? '/' : `/${locale}/`);
      console.log(`${main}: content-encoding ${encoding}`);
    }
    const lighthouseVersion = JSON.parse(await readFile(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')).version;
    const results = [];
    for (const page of pages) results.push(await measurePage(page, server, options));
    printReport(results, {...options, lighthouseVersion});
    if (options.json) {
      await writeFile(options.json, JSON.stringify({date: new Date().toISOString(), options, results}, null, 2));
      console.log(`\nraw results: ${options.json}`);
    }
    return results;
  } finally {
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
    await server?.stop();
    await rm(workDir, {recursive: true, force: true});
  }
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error.message}\n\n${usage}`);
    return 2;
  }
  if (options.help) {
    console.log(usage);
    return 0;
  }
  try {
    const results = await runLighthouseBench(options);
    return results.some((r) => r.crashed) ? 1 : 0;
  } catch (error) {
    if (error instanceof UncompressedError || error instanceof UsageError) {
      console.error(error.message);
      return 2;
    }
    console.error('lighthouse bench crashed:', error);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then((code) => {
    process.exitCode = code;
  });
}
