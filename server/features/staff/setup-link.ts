/**
 * The one-time link that creates the first staff account: made at first start (logged) and by
 * `npm run admin -- setup-link`. Only the token's hash is stored.
 */
import type {Kysely} from 'kysely';
import {staffPaths} from '../../../src/config/ids';
import type {Database} from '../../platform/database/schema';
import {insertSetupToken} from './queries';
import {hashToken, newToken} from './tokens';

export async function newSetupLink(db: Kysely<Database>, origin: string, lifetimeMs: number): Promise<string> {
  const token = newToken();
  await insertSetupToken(db, hashToken(token), Date.now() + lifetimeMs);
  return `${origin}${staffPaths.setup}?token=${token}`;
}
