/**
 * Sandbox agents around the database (server/db/sandboxes.ts): which client asks, without
 * keeping its address, and the sweep that every instance runs while it listens.
 */
import {isIPv6} from 'node:net';
import type {FastifyInstance} from 'fastify';
import {deleteExpiredSandboxes} from '../db/sandboxes';
import {deleteImportFiles} from '../features/knowledge-ingest/import-jobs';
import {scheduleWhileListening} from '../schedule';
import {visitorHash} from '../features/traffic';

export const sandboxSweepEveryMs = 10 * 60_000;

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

/** Deletes the expired sandboxes and drops their documents from this instance's index now. */
export async function sweepExpiredSandboxes(app: FastifyInstance, now = Date.now()): Promise<number> {
  const {agentIds, importFiles, deleted} = await deleteExpiredSandboxes(app.db, now);
  await deleteImportFiles(app.storage, importFiles);
  // Other instances drop them when they see the knowledge version move (knowledge-cache.ts).
  app.knowledgeCache.forget(agentIds);
  if (deleted > 0) app.log.info({sandboxes: deleted}, `sandbox sweep: deleted ${deleted} expired sandbox(es)`);
  return deleted;
}

export function scheduleSandboxSweep(app: FastifyInstance): void {
  scheduleWhileListening(app, {name: 'sandbox sweep', everyMs: sandboxSweepEveryMs}, () => sweepExpiredSandboxes(app));
}
