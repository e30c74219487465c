// What the Node benchmarks share: the repository root, `--name value` numeric options and a free port.
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
