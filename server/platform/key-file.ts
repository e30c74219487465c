/**
 * A key kept in a file that the first reader creates (the site widget's public key, the factor
 * key). The file is written beside its final name (owner-only) and linked into place, so two
 * processes starting at once both end up with the one key that won (a link, unlike a rename,
 * never replaces a file).
 */
import {randomBytes} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The file's text, trimmed; when the file is missing, `create()`'s text is written first. */
export function readOrCreateKeyFile(file: string, create: () => string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${create()}\n`, {mode: 0o600});
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, {force: true});
  }
  return fs.readFileSync(file, 'utf8').trim();
}
