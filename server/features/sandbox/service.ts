/**
 * Sandboxes without HTTP (issue 13 §2, issue 23): which client asks, without keeping its address;
 * a new sandbox within the per-address allowance; 'Delete now' by the sandbox's own key; and the
 * sweep of expired ones. Each deletion takes the uploads its imports left waiting and drops the
 * agent from this instance's knowledge index; routes.ts only translates these to and from HTTP.
 */
import {isIPv6} from 'node:net';
import type {FastifyBaseLogger} from 'fastify';
import type {Kysely} from 'kysely';
import type {Database} from '../../platform/database/schema';
import {importFilesOf} from '../knowledge-ingest';
import type {ObjectStorage} from '../../platform/storage/types';
import {deleteImportFiles} from '../knowledge-ingest';
import {visitorHash} from '../traffic';
import {claimSandboxGrant, createSandbox, deleteExpiredSandboxes, deleteSandbox, sandboxOfKey, type Sandbox} from './queries';

/** What the service works with: the app's database, object storage, knowledge index and log. */
export type SandboxDeps = {
  db: Kysely<Database>;
  storage: ObjectStorage;
  /** This instance's knowledge index: a deleted agent is dropped from it at once. */
  knowledgeCache: {forget(agentIds: Iterable<string>): void};
  log: Pick<FastifyBaseLogger, 'info'>;
};

/**
 * The network one client holds: the IPv4 address, or the /64 of an IPv6 one (a single
 * subscriber usually has a whole /64, so counting single addresses would be no limit at all).
 */
export function clientNetwork(address: string): string {
  const plain = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped) return mapped[1];
  if (!isIPv6(plain)) return plain;
  const [head, tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The visitor hash without the user agent (which the client chooses): the address's network with
 * the day's salt, so the allowance is counted without storing who asked.
 */
export function sandboxRequester(salt: string, address: string): string {
  return visitorHash(salt, 'sandbox', clientNetwork(address), '');
}

/** A new sandbox, or how long until the requester's allowance has room again. */
export type NewSandbox = {ok: true; sandbox: Sandbox} | {ok: false; retryAfterMs: number};

/** Takes one of the requester's sandboxes of the hour (see claimSandboxGrant) and makes it. */
export async function requestSandbox(db: Kysely<Database>, requester: string, now = Date.now()): Promise<NewSandbox> {
  const allowance = await claimSandboxGrant(db, requester, now);
  if (!allowance.granted) return {ok: false, retryAfterMs: allowance.retryAfterMs};
  return {ok: true, sandbox: await createSandbox(db, now)};
}

/**
 * 'Delete now': the sandbox whose own private key this is, with everything in it. False (and
 * nothing deleted) for any other secret, or none.
 */
export async function deleteOwnSandbox(deps: SandboxDeps, secret: string | undefined): Promise<boolean> {
  const agentId = secret === undefined ? undefined : await sandboxOfKey(deps.db, secret);
  if (agentId === undefined) return false;
  const importFiles = await importFilesOf(deps.db, [agentId]);
  await deleteSandbox(deps.db, agentId);
  // Uploads still waiting for an import job go with it.
  await deleteImportFiles(deps.storage, importFiles);
  // Other instances drop it when they see the knowledge version move (knowledge-cache.ts).
  deps.knowledgeCache.forget([agentId]);
  return true;
}

/** Deletes the expired sandboxes and drops their documents from this instance's index now. */
export async function sweepExpiredSandboxes(deps: SandboxDeps, now = Date.now()): Promise<number> {
  const {agentIds, importFiles, deleted} = await deleteExpiredSandboxes(deps.db, now);
  await deleteImportFiles(deps.storage, importFiles);
  // Other instances drop them when they see the knowledge version move (knowledge-cache.ts).
  deps.knowledgeCache.forget(agentIds);
  if (deleted > 0) deps.log.info({sandboxes: deleted}, `sandbox sweep: deleted ${deleted} expired sandbox(es)`);
  return deleted;
}
