/**
 * The public key the site's own chat widget uses (issue 12 §3). It is meant to be seen (it is in
 * every page) and is bound to the site's origin. SITE_WIDGET_KEY sets it; otherwise it lives in a
 * file (data/site-widget-key, or SITE_WIDGET_KEY_FILE) that the first reader creates, so the build
 * (which puts it into the pages) and the server (which accepts it) agree without configuration.
 * The server registers it, hashed, as a public key of the site agent unless its hash is stored
 * already: a key staff revoked stays revoked.
 */
import type {Kysely} from 'kysely';
import {selfOrigin} from '../../src/lib/api/keys';
import {siteAgentId} from '../db/agents';
import {newSecret, registerApiKey} from '../db/api-keys';
import type {Database} from '../db/schema';
import {readOrCreateKeyFile} from '../platform/key-file';

export const siteWidgetKeyName = 'Site widget';

const publicKeyPattern = /^pk_[A-Za-z0-9_-]{43}$/;

export type SiteWidgetKeySource = {key: string | undefined; file: string};

function checked(key: string, where: string): string {
  if (!publicKeyPattern.test(key)) {
    throw new Error(`${where} must hold a public key: "pk_" and 43 characters of base64url`);
  }
  return key;
}

/** The key from SITE_WIDGET_KEY, else from the file, creating the file when it is missing. */
export function readOrCreateSiteWidgetKey({key, file}: SiteWidgetKeySource): string {
  if (key) return checked(key, 'SITE_WIDGET_KEY');
  return checked(readOrCreateKeyFile(file, () => newSecret('public')), file);
}

/** Stores the widget's key for the site agent (public, from the site's own origin) unless known. */
export async function registerSiteWidgetKey(db: Kysely<Database>, key: string): Promise<void> {
  await registerApiKey(db, {
    agentId: siteAgentId,
    name: siteWidgetKeyName,
    type: 'public',
    origins: [selfOrigin],
    secret: key,
  });
}
