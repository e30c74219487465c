/**
 * Sandbox agents of the docs' try-it console (issue 13 §2): a throwaway agent with empty
 * knowledge and one private key, both ending after a day; a per-address allowance counted in the
 * database (so it holds across instances); and the sweep that deletes expired sandboxes with
 * everything they own. Foreign keys cascade on some tables and not on others, so the sweep clears
 * every table explicitly, children first.
 */
import {randomBytes} from 'node:crypto';
import {sql, type Kysely} from 'kysely';
import {selfOrigin} from '../../../src/lib/api/keys';
import {isSandboxAgent, siteAgentId} from '../agent';
import {createApiKey, findActiveKey} from '../api';
import {bumpVersion} from '../api';
import {importFilesOf, type ImportFile} from '../knowledge-ingest';
import type {Database} from '../../platform/database/schema';

export const sandboxAgentPrefix = 'agt_sbx_';
export const sandboxLifetimeMs = 24 * 60 * 60_000;
/** A sandbox a lead came with is kept this long from the lead, so sales can start from it (issue 23). */
export const leadSandboxLifetimeMs = 30 * 24 * 60 * 60_000;
/** Sandboxes one client address (network) may make per {@link sandboxAllowanceWindowMs}. */
export const sandboxesPerAddress = 5;
export const sandboxAllowanceWindowMs = 60 * 60_000;
/** Expired sandboxes deleted per transaction: bounds the lists bound into each statement. */
const sweepBatch = 200;

/**
 * A sandbox's name in the staff pages: 'Sandbox' and the start of its id, so staff can tell one
 * prospect's sandbox from another's in Chat Logs and the API keys list.
 */
export function sandboxName(agentId: string): string {
  return `Sandbox ${agentId.slice(sandboxAgentPrefix.length, sandboxAgentPrefix.length + 6)}`;
}

/** A new sandbox: its private key's secret, and the public key of its widget (our origin only). */
export type Sandbox = {agentId: string; secret: string; publicKey: string; expiresAt: number};

/** The agent and its key, in one transaction: a sandbox never exists without its key. */
export async function createSandbox(db: Kysely<Database>, now = Date.now()): Promise<Sandbox> {
  const agentId = `${sandboxAgentPrefix}${randomBytes(12).toString('base64url')}`;
  const expiresAt = now + sandboxLifetimeMs;
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('agents').values({id: agentId, name: sandboxName(agentId), created_at: now, expires_at: expiresAt}).execute();
    const {secret} = await createApiKey(trx, {agentId, name: 'Sandbox key', type: 'private', expiresAt}, now);
    // The integration guide's live widget talks to the sandbox with a public key, from our origin only.
    const widget = await createApiKey(trx, {agentId, name: 'Sandbox widget key', type: 'public', origins: [selfOrigin], expiresAt}, now);
    return {agentId, secret, publicKey: widget.secret, expiresAt};
  });
}

/**
 * The sandbox whose own private key this is, or undefined for any other key (a public key, a
 * staff-made agent's key, an unknown, revoked or expired one). Holding the key is the proof:
 * an agent id alone could be guessed or read off a widget.
 */
export async function sandboxOfKey(db: Kysely<Database>, secret: string, now = Date.now()): Promise<string | undefined> {
  const key = await findActiveKey(db, secret, now);
  if (!key || key.type !== 'private' || !key.agentId.startsWith(sandboxAgentPrefix)) return undefined;
  return (await isSandboxAgent(db, key.agentId)) ? key.agentId : undefined;
}

/**
 * Keeps a sandbox (and its keys, so the prospect's page goes on working) until 30 days from
 * now, never shortening it. Expiry dates are what the sweep reads, so it honours this unchanged.
 */
export async function keepSandboxForLead(db: Kysely<Database>, agentId: string, now = Date.now()): Promise<void> {
  const keptUntil = now + leadSandboxLifetimeMs;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('agents').set({expires_at: keptUntil}).where('id', '=', agentId).where('expires_at', '<', keptUntil).execute();
    await trx
      .updateTable('api_keys')
      .set({expires_at: keptUntil})
      .where('agent_id', '=', agentId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '<', keptUntil)
      .execute();
  });
}

/** 'Delete now': the sandbox and everything in it, at once. */
export async function deleteSandbox(db: Kysely<Database>, agentId: string): Promise<boolean> {
  return (await deleteAgents(db, [agentId])) > 0;
}

export type Allowance = {granted: true} | {granted: false; retryAfterMs: number};

/**
 * Takes one of the address's sandboxes for the last hour. The grant is written first and the
 * hour counted after, so two instances granting at once both see both rows: at worst both refuse,
 * never both exceed the allowance. A refused grant is taken back, so asking again does not push
 * the wait further out.
 */
export async function claimSandboxGrant(db: Kysely<Database>, addressHash: string, now = Date.now()): Promise<Allowance> {
  const {id} = await db
    .insertInto('sandbox_grants')
    .values({address_hash: addressHash, created_at: now})
    .returning('id')
    .executeTakeFirstOrThrow();
  const inWindow = await db
    .selectFrom('sandbox_grants')
    .select(['id', 'created_at'])
    .where('address_hash', '=', addressHash)
    .where('created_at', '>', now - sandboxAllowanceWindowMs)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (inWindow.length <= sandboxesPerAddress) return {granted: true};
  await db.deleteFrom('sandbox_grants').where('id', '=', id).execute();
  const others = inWindow.filter((row) => Number(row.id) !== Number(id));
  // Room opens when enough of the other grants have left the window.
  const freeing = others[Math.max(0, others.length - sandboxesPerAddress)];
  return {granted: false, retryAfterMs: Number(freeing.created_at) + sandboxAllowanceWindowMs - now};
}

export type Sweep = {
  /** The expired sandbox agents this run found (their index entries must go). */
  agentIds: string[];
  /** Files their imports left waiting in object storage (the caller deletes them). */
  importFiles: ImportFile[];
  /** How many of them this run deleted (another instance may have deleted some first). */
  deleted: number;
};

/**
 * Deletes every sandbox agent whose end has passed, with all it owns: keys and their usage
 * counts, conversations and messages, handoffs and any mail about them, knowledge (bumping the
 * knowledge version so every instance drops it), webhook endpoints and deliveries. Also forgets
 * allowance grants older than the window.
 */
export async function deleteExpiredSandboxes(db: Kysely<Database>, now = Date.now()): Promise<Sweep> {
  await db.deleteFrom('sandbox_grants').where('created_at', '<=', now - sandboxAllowanceWindowMs).execute();
  const sweep: Sweep = {agentIds: [], importFiles: [], deleted: 0};
  for (;;) {
    const batch = await db
      .selectFrom('agents')
      .select('id')
      .where('expires_at', 'is not', null)
      .where('expires_at', '<=', now)
      .where(sql<string>`substr(id, 1, ${sandboxAgentPrefix.length})`, '=', sandboxAgentPrefix)
      .where('id', '<>', siteAgentId)
      .orderBy('id')
      .limit(sweepBatch)
      .execute();
    const ids = batch.map((row) => row.id);
    if (ids.length === 0) break;
    sweep.importFiles.push(...(await importFilesOf(db, ids)));
    sweep.deleted += await deleteAgents(db, ids);
    sweep.agentIds.push(...ids);
    if (ids.length < sweepBatch) break;
  }
  return sweep;
}

async function deleteAgents(db: Kysely<Database>, ids: string[]): Promise<number> {
  return db.transaction().execute((trx) => deleteAgentsIn(trx, ids));
}

/** Deletes the agents and all they own inside the caller's transaction (an erasure's, or its own). */
export async function deleteAgentsIn(trx: Kysely<Database>, ids: string[]): Promise<number> {
  const keys = trx.selectFrom('api_keys').select('id').where('agent_id', 'in', ids);
  await trx.deleteFrom('api_key_usage').where('key_id', 'in', keys).execute();
  await trx.deleteFrom('api_keys').where('agent_id', 'in', ids).execute();

  const conversations = trx.selectFrom('conversations').select('id').where('agent_id', 'in', ids);
  const handoffs = trx
    .selectFrom('handoffs')
    .select('id')
    .where((eb) => eb.or([eb('agent_id', 'in', ids), eb('conversation_id', 'in', conversations)]));
  await trx.deleteFrom('outbox').where('source_table', '=', 'handoffs').where('source_id', 'in', handoffs).execute();
  await trx
    .deleteFrom('handoffs')
    .where((eb) => eb.or([eb('agent_id', 'in', ids), eb('conversation_id', 'in', conversations)]))
    .execute();
  await trx.deleteFrom('messages').where('conversation_id', 'in', conversations).execute();
  await trx.deleteFrom('conversations').where('agent_id', 'in', ids).execute();

  const endpoints = trx.selectFrom('webhook_endpoints').select('id').where('agent_id', 'in', ids);
  await trx.deleteFrom('webhook_deliveries').where('endpoint_id', 'in', endpoints).execute();
  await trx.deleteFrom('webhook_endpoints').where('agent_id', 'in', ids).execute();

  // An import under way finds its job gone and records nothing more (its files are deleted when it ends).
  await trx.deleteFrom('knowledge_imports').where('agent_id', 'in', ids).execute();
  const knowledge = await trx.deleteFrom('knowledge_documents').where('agent_id', 'in', ids).executeTakeFirst();
  if (Number(knowledge.numDeletedRows) > 0) await bumpVersion(trx, ids);

  // The lead stays; it no longer points at a sandbox that is gone.
  await trx.updateTable('leads').set({sandbox_agent_id: null}).where('sandbox_agent_id', 'in', ids).execute();

  const agents = await trx.deleteFrom('agents').where('id', 'in', ids).executeTakeFirst();
  return Number(agents.numDeletedRows);
}
