/**
 * The site widget's public key (issue 12 §3), the one module that reads or creates it for the
 * build (which puts it into every page) and the server (which registers it for the site agent),
 * so both agree without configuration. SITE_WIDGET_KEY sets it; otherwise it lives in a file
 * (data/site-widget-key, or SITE_WIDGET_KEY_FILE) that the first reader creates. A public key is
 * meant to be seen: it is in every page, and bound to the site's origin. Runs in Node only.
 */
import {randomBytes} from 'node:crypto';
import path from 'node:path';
import {readOrCreateKeyFile} from '../../../server/platform/key-file';
import {apiKeyPrefixes} from '../../lib/api/keys';

/** "pk_" and 32 random bytes in base64url, as every public API key is made. */
const publicKeyPattern = /^pk_[A-Za-z0-9_-]{43}$/;

export type SiteWidgetKeySource = {key: string | undefined; file: string};

function newPublicKey(): string {
  return `${apiKeyPrefixes.public}${randomBytes(32).toString('base64url')}`;
}

function checked(key: string, where: string): string {
  if (!publicKeyPattern.test(key)) {
    throw new Error(`${where} must hold a public key: "pk_" and 43 characters of base64url`);
  }
  return key;
}

/** The key from SITE_WIDGET_KEY, else from the file, creating the file when it is missing. */
export function readOrCreateSiteWidgetKey({key, file}: SiteWidgetKeySource): string {
  if (key) return checked(key, 'SITE_WIDGET_KEY');
  return checked(readOrCreateKeyFile(file, newPublicKey), file);
}

/** Where the environment says the key is, the file's path resolved from `siteDir`. */
export function siteWidgetKeySource(env: NodeJS.ProcessEnv = process.env, siteDir = process.cwd()): SiteWidgetKeySource {
  return {key: env.SITE_WIDGET_KEY?.trim() || undefined, file: path.resolve(siteDir, env.SITE_WIDGET_KEY_FILE ?? 'data/site-widget-key')};
}

/** The key for the build: from the environment of the `docusaurus build` process. */
export function siteWidgetKey(env: NodeJS.ProcessEnv = process.env, siteDir = process.cwd()): string {
  return readOrCreateSiteWidgetKey(siteWidgetKeySource(env, siteDir));
}
