/**
 * API keys (issue 12 §2): created with a random secret that is shown once and stored as its
 * SHA-256, found again by that hash, revoked (never deleted, so the audit trail keeps its name);
 * their requests are counted per minute by platform/database/minute-counter.ts.
 */
import {createHash, randomBytes} from 'node:crypto';
import type {Kysely} from 'kysely';
import {
  apiKeyPrefixes,
  defaultRateLimits,
  keyPrefixLength,
  permissionsFor,
  type ApiKeyType,
  type ApiPermission,
} from '../../../src/lib/api/keys';
import type {AgentRef, AgentScope} from '../../../src/lib/staff/agents';
import {agentRefOf, agentScopeCondition} from '../agent';
import type {Database} from '../../platform/database/schema';

export type ApiKey = {
  id: string;
  agentId: string;
  name: string;
  type: ApiKeyType;
  prefix: string;
  permissions: ApiPermission[];
  origins: string[];
  rateLimit: number;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
  /** When the key stops working (sandbox keys); null: never. */
  expiresAt: number | null;
};

/** `pk_`, `sk_` or `rk_` and 32 random bytes, base64url (43 characters). */
export const secretPattern = /^(pk|sk|rk)_[A-Za-z0-9_-]{43}$/;

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function newSecret(type: ApiKeyType): string {
  return `${apiKeyPrefixes[type]}${randomBytes(32).toString('base64url')}`;
}

type Row = Database['api_keys'] extends infer T ? {[K in keyof T]: unknown} : never;

function nullableMs(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

function toApiKey(row: Row): ApiKey {
  return {
    id: String(row.id),
    agentId: String(row.agent_id),
    name: String(row.name),
    type: row.type as ApiKeyType,
    prefix: String(row.prefix),
    permissions: JSON.parse(String(row.permissions)) as ApiPermission[],
    origins: JSON.parse(String(row.origins)) as string[],
    rateLimit: Number(row.rate_limit),
    createdAt: Number(row.created_at),
    lastUsedAt: nullableMs(row.last_used_at),
    revokedAt: nullableMs(row.revoked_at),
    expiresAt: nullableMs(row.expires_at),
  };
}

export type NewApiKey = {
  agentId: string;
  name: string;
  type: ApiKeyType;
  permissions?: readonly ApiPermission[];
  origins?: readonly string[];
  rateLimit?: number;
  /** A secret made elsewhere (the site widget's key file); by default a new random one. */
  secret?: string;
  /** Epoch ms after which the key is refused (a sandbox's end); by default never. */
  expiresAt?: number | null;
};

function keyRow(input: NewApiKey, secret: string, now: number) {
  return {
    id: `key_${randomBytes(9).toString('base64url')}`,
    agent_id: input.agentId,
    name: input.name,
    type: input.type,
    prefix: secret.slice(0, keyPrefixLength),
    secret_hash: hashSecret(secret),
    permissions: JSON.stringify(permissionsFor(input.type, input.permissions)),
    // Only a public key is bound to origins: private and scoped keys are for servers.
    origins: JSON.stringify(input.type === 'public' ? [...(input.origins ?? [])] : []),
    rate_limit: input.rateLimit ?? defaultRateLimits[input.type],
    created_at: now,
    expires_at: input.expiresAt ?? null,
  };
}

/** Stores a key; the secret is in the answer and nowhere else. */
export async function createApiKey(
  db: Kysely<Database>,
  input: NewApiKey,
  now = Date.now(),
): Promise<{key: ApiKey; secret: string}> {
  const secret = input.secret ?? newSecret(input.type);
  const values = keyRow(input, secret, now);
  await db.insertInto('api_keys').values(values).execute();
  return {key: toApiKey({...values, last_used_at: null, revoked_at: null}), secret};
}

/**
 * Registers a secret made outside (the site widget's key) unless a key with its hash exists;
 * a revoked one stays revoked. Safe when two instances start at once.
 */
export async function registerApiKey(db: Kysely<Database>, input: NewApiKey & {secret: string}, now = Date.now()) {
  await db
    .insertInto('api_keys')
    .values(keyRow(input, input.secret, now))
    .onConflict((conflict) => conflict.column('secret_hash').doNothing())
    .execute();
}

/** Keys that work at `now`: not revoked and not expired. */
export function liveKeys(db: Kysely<Database>, now: number) {
  return db
    .selectFrom('api_keys')
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
}

/** The live (not revoked, not expired) key with this secret. */
export async function findActiveKey(db: Kysely<Database>, secret: string, now = Date.now()): Promise<ApiKey | undefined> {
  const row = await liveKeys(db, now).selectAll().where('secret_hash', '=', hashSecret(secret)).executeTakeFirst();
  return row ? toApiKey(row) : undefined;
}

/** The key with this secret whatever its state (revoked, expired), for saying why it fails. */
export async function findKeyBySecret(db: Kysely<Database>, secret: string): Promise<ApiKey | undefined> {
  const row = await db.selectFrom('api_keys').selectAll().where('secret_hash', '=', hashSecret(secret)).executeTakeFirst();
  return row ? toApiKey(row) : undefined;
}

/** A key in a list, with the agent it belongs to. */
export type ListedApiKey = ApiKey & {agent: AgentRef};

/**
 * Keys newest first, each with its agent: only the site's and staff-made agents' (`site`), only
 * sandboxes' (`sandbox`), or all (by default).
 */
export async function listApiKeys(db: Kysely<Database>, {agents = 'all'}: {agents?: AgentScope} = {}): Promise<ListedApiKey[]> {
  let query = db
    .selectFrom('api_keys as k')
    .leftJoin('agents as a', 'a.id', 'k.agent_id')
    .selectAll('k')
    .select(['a.name as agent_name', 'a.expires_at as agent_expires_at'])
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id');
  const inScope = agentScopeCondition(agents);
  if (inScope) query = query.where(inScope);
  return (await query.execute()).map(({agent_name, agent_expires_at, ...row}) => ({
    ...toApiKey(row),
    agent: agentRefOf(row.agent_id, agent_name, agent_expires_at),
  }));
}

/** Revokes a live key; undefined when there is no such live key. */
export async function revokeApiKey(db: Kysely<Database>, id: string, now = Date.now()): Promise<ApiKey | undefined> {
  const result = await db
    .updateTable('api_keys')
    .set({revoked_at: now})
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  const row = await db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return toApiKey(row);
}

/** Records a use; callers skip it when the stored time is under a minute old. */
export async function touchApiKey(db: Kysely<Database>, id: string, now = Date.now()): Promise<void> {
  await db.updateTable('api_keys').set({last_used_at: now}).where('id', '=', id).execute();
}
