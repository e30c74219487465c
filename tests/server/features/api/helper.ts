/** Keys and requests for the /v1 tests: a key of each type for the site agent, and bearer calls. */
import type {InjectOptions} from 'fastify';
import type {ApiKeyType, ApiPermission} from '../../../../src/lib/api/keys';
import {siteAgentId} from '../../../../server/features/agent/agents';
import {createApiKey} from '../../../../server/features/api/key-queries';
import type {TestServer} from '../../helper';

/** The origin inject requests reach (Host localhost:80), which 'self' stands for. */
export const ownOrigin = 'http://localhost';

export async function newKey(
  server: TestServer,
  type: ApiKeyType,
  options: {permissions?: ApiPermission[]; origins?: string[]; rateLimit?: number; agentId?: string} = {},
): Promise<string> {
  const {secret} = await createApiKey(server.app.db, {
    agentId: options.agentId ?? siteAgentId,
    name: `${type} test key`,
    type,
    permissions: options.permissions,
    origins: options.origins ?? (type === 'public' ? ['self'] : []),
    rateLimit: options.rateLimit,
  });
  return secret;
}

/** A /v1 request with the key; a public key's requests come from our own origin unless told. */
export function call(server: TestServer, key: string | undefined, options: InjectOptions) {
  const origin = key?.startsWith('pk_') ? {origin: ownOrigin} : {};
  return server.app.inject({
    ...options,
    headers: {...origin, ...(key ? {authorization: `Bearer ${key}`} : {}), ...options.headers},
  });
}

/** Environment for a second app instance on `server`'s database (SQLite file or PostgreSQL database). */
export function sameDatabase(server: TestServer): Record<string, string> {
  const database = server.app.config.database;
  // With the key its authenticator-app secrets were encrypted with, as a second instance has.
  const factorKey = {FACTOR_KEY_FILE: server.app.config.staff.factorKeyFile};
  return database.kind === 'postgres' ? {DATABASE_URL: database.url, ...factorKey} : {SQLITE_FILE: database.file, ...factorKey};
}
