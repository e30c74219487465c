/**
 * The site widget's public key at build time (issue 12 contract): SITE_WIDGET_KEY, else the
 * file data/site-widget-key (SITE_WIDGET_KEY_FILE overrides the path), created once when
 * missing. The server reads the same file and registers the key for the site agent, so the
 * build and the server agree without configuration. Public keys are meant to be visible.
 */
import {randomBytes} from 'node:crypto';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const publicKeyPattern = /^pk_[A-Za-z0-9_-]{20,}$/;

export function newPublicKey(): string {
  return `pk_${randomBytes(32).toString('base64url')}`;
}

function readKeyFile(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function siteWidgetKey(env: NodeJS.ProcessEnv = process.env, siteDir = process.cwd()): string {
  const fromEnv = env.SITE_WIDGET_KEY?.trim();
  if (fromEnv) {
    if (!publicKeyPattern.test(fromEnv)) throw new Error('SITE_WIDGET_KEY must be a public key (pk_...)');
    return fromEnv;
  }
  const file = path.resolve(siteDir, env.SITE_WIDGET_KEY_FILE ?? 'data/site-widget-key');
  const existing = readKeyFile(file);
  if (existing) {
    if (!publicKeyPattern.test(existing)) throw new Error(`${file} does not hold a public key (pk_...)`);
    return existing;
  }
  mkdirSync(path.dirname(file), {recursive: true});
  try {
    // 'wx': if the server created the file meanwhile, keep its key.
    writeFileSync(file, `${newPublicKey()}\n`, {flag: 'wx'});
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyFile(file)!;
}
