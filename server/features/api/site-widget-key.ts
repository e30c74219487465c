/**
 * The public key the site's own chat widget uses (issue 12 §3), read or created by the widget's
 * own module (src/widget/build/key.ts), which the build uses too. The server registers it, hashed, as a public key of the site agent unless its hash is stored
 * already: a key staff revoked stays revoked.
 */
import type {Kysely} from 'kysely';
import {selfOrigin} from '../../../src/lib/api/keys';
import {siteAgentId} from '../agent';
import {registerApiKey} from './key-queries';
import type {Database} from '../../platform/database/schema';

export const siteWidgetKeyName = 'Site widget';

export {readOrCreateSiteWidgetKey, type SiteWidgetKeySource} from '../../../src/widget/build/key';

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
