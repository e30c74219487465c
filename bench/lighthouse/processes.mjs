// The processes the Lighthouse bench drives: the real server on the build, and a fresh Chromium
// per run. Also the compression check the bench makes before it measures anything.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {parse} from 'node-html-parser';

/** Flags this sandboxed machine needs (see TOOLING.md), plus headless mode. */
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The server on a throwaway SQLite file and storage folder in workDir; resolves once /healthz answers. */
export async function startServer({repoRoot, buildDir, port}, workDir) {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`no production build in ${buildDir}: run \`npm run build\` (or set BUILD_DIR)`);
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: path.join(workDir, 'bench.db'),
      STORAGE_DIR: path.join(workDir, 'storage'),
      LOG_LEVEL: 'error',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const early = await Promise.race([exited, sleep(250).then(() => undefined)]);
    if (early !== undefined) throw new Error(`the server exited with code ${early} before answering`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server did not answer ${origin}/healthz within 60 s`);
    }
  }
  return {
    origin,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export class UncompressedError extends Error {}

/**
 * Figures taken from an uncompressed server say nothing about production (the home page scored
 * 81-88 uncompressed against 96 with brotli), so the bench refuses to measure: main.js, found in
 * the page's own HTML, must come back br- or gzip-encoded when the browser asks for it.
 */
export async function assertCompressed(origin, pagePath) {
  const html = await (await fetch(`${origin}${pagePath}`)).text();
  const main = parse(html, {parseNoneClosedTags: true})
    .querySelectorAll('script[src], link[rel="preload"][href]')
    .map((element) => element.getAttribute('src') ?? element.getAttribute('href'))
    .find((url) => /\/main\.[\w]+\.js$/.test(url ?? ''));
  if (!main) throw new Error(`${pagePath} references no main.<hash>.js: is ${origin} serving this build?`);
  const response = await fetch(new URL(main, origin), {headers: {'accept-encoding': 'br, gzip'}});
  await response.arrayBuffer();
  const encoding = response.headers.get('content-encoding');
  if (!response.ok || !['br', 'gzip'].includes(encoding ?? '')) {
    throw new UncompressedError(
      `refusing to measure: ${main} answered HTTP ${response.status} with content-encoding ` +
        `"${encoding ?? 'none'}" to Accept-Encoding: br, gzip. Serve the build with the real server ` +
        '(which sends the precompressed .br/.gz files) after `npm run build`, or run ' +
        '`node scripts/precompress.mjs <build dir>`.',
    );
  }
  return {main, encoding};
}

/** Launches Chromium with a fresh profile and reads the DevTools port it picked. */
export async function launchChromium(chromePath) {
  if (!existsSync(chromePath)) {
    throw new Error(`Chromium not found at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH`);
  }
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(chromePath, [...chromeFlags, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const portFile = path.join(profile, 'DevToolsActivePort');
  let port;
  for (let waited = 0; !port; waited += 100) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with code ${child.exitCode} on start`);
    if (waited > 20_000) throw new Error('Chromium did not open its DevTools port within 20 s');
    await sleep(100);
    try {
      port = Number((await readFile(portFile, 'utf8')).split('\n')[0]) || undefined;
    } catch {
      // not written yet
    }
  }
  return {
    port,
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(profile, {recursive: true, force: true});
    },
  };
}
