// What the Node benchmarks share: the repository root and `--name value` numeric options.
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The number after `--name` on the command line, or `fallback`. */
export function numberOption(name, fallback, args = process.argv.slice(2)) {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
}
