/**
 * The API's staff side without HTTP (Settings and Chat Logs, issue 11 §2, issue 12 §2): make an
 * API key (its secret answered once) and revoke one, both audit-logged with the key's name and
 * prefix, never its secret; and a page of Chat Logs. staff-routes.ts only translates these to and
 * from HTTP.
 */
import type {Kysely} from 'kysely';
import {selfOrigin, type ApiKeyType, type ApiPermission} from '../../../src/lib/api/keys';
import {dayRange} from '../../../src/lib/days';
import type {AgentScope} from '../../../src/lib/staff/agents';
import type {FromSchema} from '../../../src/lib/jsonSchema';
import {agentExists, siteAgentId} from '../agent';
import {createApiKey, revokeApiKey} from './key-queries';
import {writeAudit} from '../../platform/audit-log';
import type {Database} from '../../platform/database/schema';
import type {StaffActor, StaffRefusal} from '../staff';
import {decodeCursor, listConversations} from './conversation-queries';
import type {chatLogQuery} from './staff-schema';

export type StaffApiRefusal = {ok: false} & StaffRefusal;

/** An origin as a browser sends it (scheme, host, port), or 'self'; undefined if neither. */
export function keyOrigin(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === selfOrigin) return selfOrigin;
  try {
    const url = new URL(trimmed);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== trimmed.replace(/\/$/, '')) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** A key as Settings asks for it: the site's agent, no permissions and our own origin by default. */
export type KeyRequest = {
  name: string;
  type: ApiKeyType;
  agentId?: string;
  permissions?: ApiPermission[];
  origins?: string[];
  rateLimit?: number;
};

type Created = Awaited<ReturnType<typeof createApiKey>>;

/**
 * Makes the key unless a scoped one has no permission, a public one an origin that is not one,
 * or the agent does not exist.
 */
export async function createKey(db: Kysely<Database>, request: KeyRequest, actor: StaffActor): Promise<({ok: true} & Created) | StaffApiRefusal> {
  const {name, type, agentId = siteAgentId, permissions = [], rateLimit} = request;
  if (type === 'scoped' && permissions.length === 0) return {ok: false, status: 400, code: 'permissionsRequired', field: 'permissions'};
  const origins = (request.origins ?? [selfOrigin]).map(keyOrigin);
  if (type === 'public' && (origins.length === 0 || origins.some((origin) => origin === undefined))) {
    return {ok: false, status: 400, code: 'invalidKeyOrigin', field: 'origins'};
  }
  if (!(await agentExists(db, agentId))) return {ok: false, status: 400, code: 'agentNotFound', field: 'agentId'};
  const created = await createApiKey(db, {agentId, name: name.trim(), type, permissions, origins: origins as string[], rateLimit});
  await writeAudit(db, {actor: actor.email, action: 'api_key_created', target: `${created.key.name} (${created.key.type}, ${created.key.prefix}…)`, ip: actor.ip});
  return {ok: true, ...created};
}

export async function revokeKey(db: Kysely<Database>, id: string, actor: StaffActor): Promise<{ok: true} | StaffApiRefusal> {
  const revoked = await revokeApiKey(db, id);
  if (!revoked) return {ok: false, status: 404, code: 'apiKeyNotFound'};
  await writeAudit(db, {actor: actor.email, action: 'api_key_revoked', target: `${revoked.name} (${revoked.type}, ${revoked.prefix}…)`, ip: actor.ip});
  return {ok: true};
}

/** Chat Logs' query as its schema reads it, the agent scope checked. */
export type ChatLogQuery = FromSchema<typeof chatLogQuery> & {agents: AgentScope};

/** A page of conversations, newest first, unless the range or the cursor cannot be read. */
export async function chatLogPage(db: Kysely<Database>, query: ChatLogQuery) {
  const {from, to, locale, handedOff, withoutSources, ratedDown, agents, limit, cursor} = query;
  const range = dayRange(from, to);
  if (range === 'invalid') return {ok: false, status: 400, code: 'invalidDateRange'} as const satisfies StaffApiRefusal;
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  if (cursor !== undefined && !after) return {ok: false, status: 400, code: 'invalidCursor'} as const satisfies StaffApiRefusal;
  const page = await listConversations(db, {from: range.start, to: range.end, locale, handedOff, withoutSources, ratedDown, agents}, {limit, after});
  return {ok: true, page} as const;
}
