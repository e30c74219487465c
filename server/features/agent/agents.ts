/** Agents (tenants) of the /v1 API. The site's own agent exists from the first start on. */
import {sql, type Kysely, type RawBuilder} from 'kysely';
import type {AgentRef, AgentScope} from '../../../src/lib/staff/agents';
import {siteAgentId} from './knowledge-files';
import type {Database} from '../../platform/database/schema';

export {siteAgentId};

/**
 * Creates the site's agent unless it exists. Safe when two instances start at once: the insert
 * skips a row another instance wrote first.
 */
export async function ensureSiteAgent(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await ensureAgent(db, siteAgentId, 'AgentWorks website', now);
}

/** Creates an agent unless it exists (the CLI makes keys for new agents this way). */
export async function ensureAgent(db: Kysely<Database>, id: string, name: string = id, now = Date.now()): Promise<void> {
  await db
    .insertInto('agents')
    .values({id, name, created_at: now})
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export async function agentExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('agents').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Only sandboxes expire: the site's agent and the agents staff make have no end (the /v1
 * handoff and 'Delete now' ask it).
 */
export async function isSandboxAgent(db: Kysely<Database>, agentId: string): Promise<boolean> {
  const row = await db.selectFrom('agents').select('expires_at').where('id', '=', agentId).executeTakeFirst();
  return row !== undefined && row.expires_at !== null;
}

/**
 * The agents a staff list shows (`a` is the joined agents row): only sandboxes expire
 * (features/sandbox/queries.ts), so an end date is what marks one. Undefined for every agent.
 */
export function agentScopeCondition(scope: AgentScope | undefined): RawBuilder<boolean> | undefined {
  if (scope === 'site') return sql<boolean>`a.expires_at is null`;
  if (scope === 'sandbox') return sql<boolean>`a.expires_at is not null`;
  return undefined;
}

/** A listed row's agent from its joined name and end date (its id when no agent row exists). */
export function agentRefOf(id: string, name: string | null, expiresAt: unknown): AgentRef {
  return {id, name: name ?? id, sandbox: expiresAt !== null};
}
