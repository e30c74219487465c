// What the Node benchmarks share: the repository root, `--name value` numeric options and a free port.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * For a benchmark that imports the server's TypeScript: runs the file (`import.meta.url`) again
 * under tsx's loader, with `flag` set in its environment, and exits with its code; returns at
 * once when already running so.
 */
export function rerunWithTsx(fileUrl, flag) {
  if (process.env[flag]) return;
  const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(fileUrl), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {...process.env, [flag]: '1'},
  });
  process.exit(child.status ?? 1);
}

/** The Markdown and MDX files below `dirs` (folders of the repository), for pages made of our docs. */
export function docFiles(dirs) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const dir of dirs) if (fs.existsSync(path.join(repoRoot, dir))) walk(path.join(repoRoot, dir));
  return files;
}

/** The number after `--name` on the command line, or `fallback`. */
export function numberOption(name, fallback, args = process.argv.slice(2)) {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
}

/** A port of 127.0.0.1 that nothing listens on right now, for a server the benchmark starts. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The server's environment for a benchmark: production, 127.0.0.1, a throwaway SQLite file in `dir`. */
export function benchServerEnv(dir, port, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SQLITE_FILE: path.join(dir, 'site.db'),
    // Beside the database, never the repository's data/ folder.
    FACTOR_KEY_FILE: path.join(dir, 'factor-key'),
    STORAGE_DIR: path.join(dir, 'storage'),
    SMTP_URL: '',
    DATABASE_URL: '',
    ...extra,
  };
}

/**
 * Starts the real server (node --max-old-space-size=768 --import tsx server/main.ts) with `env` (PORT among it), its log
 * written to `logFile` as a process manager would, and resolves once /healthz answers.
 */
export async function startServer(env, logFile) {
  const log = fs.openSync(logFile, 'a');
  // As `npm run serve` starts it (package.json), heap limit included.
  const child = spawn(process.execPath, ['--max-old-space-size=768', '--import', 'tsx', 'server/main.ts'], {cwd: repoRoot, stdio: ['ignore', log, log], env});
  const url = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start (log: ${logFile})`);
}
