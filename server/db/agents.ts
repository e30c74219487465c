/** Agents (tenants) of the /v1 API. The site's own agent exists from the first start on. */
import type {Kysely} from 'kysely';
import {siteAgentId} from '../agent/knowledge-files';
import type {Database} from './schema';

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
