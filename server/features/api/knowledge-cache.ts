/**
 * Which agents' API documents this instance holds in its index (issue 12 §4, issue 23 §3).
 *
 * An agent's documents are read and indexed the first time it is asked (a prospect's sandbox is
 * answered at once on any instance, whichever instance stored them), and the least recently
 * asked agents are dropped beyond AGENT_INDEX_DOCUMENTS documents, so the memory an instance
 * needs is bounded however many sandboxes prospects make. The site's own agent keeps its build
 * knowledge; only its API documents come and go like any other agent's.
 *
 * Staying in step with other instances: every change records its agent at the knowledge
 * version it made (knowledge-queries.ts). Every AGENT_SYNC_INTERVAL_MS this instance reads the
 * counter, one primary-key read, and when it moved drops the indexes of the agents that changed
 * since the version each was read at; their next question reads them again.
 */
import type {FastifyInstance} from 'fastify';
import {changedSince, documentsOf, knowledgeVersion, type KnowledgeRecord} from './knowledge-queries';
import {engineDocument} from './knowledge';

declare module 'fastify' {
  interface FastifyInstance {
    knowledgeCache: KnowledgeCache;
  }
}

type Held = {
  /** The knowledge version read before the agent's documents: changes after it drop them. */
  version: number;
  documents: number;
};

export class KnowledgeCache {
  /** In order of last use, oldest first (a Map keeps insertion order). */
  private readonly held = new Map<string, Held>();
  private readonly loading = new Map<string, Promise<void>>();
  private documents = 0;
  /** Every change up to this version has been applied to the agents held. */
  private seen = 0;
  private syncing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly maxDocuments: number,
  ) {}

  /** Indexes the agent's stored documents unless this instance holds them already. */
  async ready(agentId: string): Promise<void> {
    const held = this.held.get(agentId);
    if (held) {
      this.held.delete(agentId);
      this.held.set(agentId, held);
      return;
    }
    let loading = this.loading.get(agentId);
    if (!loading) {
      loading = this.load(agentId).finally(() => this.loading.delete(agentId));
      this.loading.set(agentId, loading);
    }
    await loading;
  }

  /** A document this instance just stored: indexed now if the agent is held, else read with the rest. */
  added(record: KnowledgeRecord): void {
    const held = this.held.get(record.agentId);
    if (!held) return;
    this.app.agent.upsertDocument(engineDocument(record));
    held.documents += 1;
    this.documents += 1;
  }

  removed(agentId: string, documentId: string): void {
    const held = this.held.get(agentId);
    if (!held) return;
    this.app.agent.removeDocument(agentId, documentId);
    held.documents -= 1;
    this.documents -= 1;
  }

  /** Drops the agents' documents from the index (deleted sandboxes, or changed elsewhere). */
  forget(agentIds: Iterable<string>): void {
    for (const agentId of agentIds) {
      this.app.agent.replaceDocuments(agentId, []);
      const held = this.held.get(agentId);
      if (!held) continue;
      this.documents -= held.documents;
      this.held.delete(agentId);
    }
  }

  /** How many agents and documents this instance holds (for the log and the tests). */
  get size(): {agents: number; documents: number} {
    return {agents: this.held.size, documents: this.documents};
  }

  /** Drops what changed on other instances; one read when nothing did. */
  sync(): Promise<void> {
    this.syncing ??= this.runSync().finally(() => (this.syncing = undefined));
    return this.syncing;
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      this.sync().catch((error: unknown) => this.app.log.error({err: error}, 'agent: knowledge sync failed'));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.syncing;
  }

  private async load(agentId: string): Promise<void> {
    // Read before the documents: a change made meanwhile has a later version, so the next sync drops them.
    const version = await knowledgeVersion(this.app.db);
    const records = await documentsOf(this.app.db, agentId);
    this.app.agent.replaceDocuments(agentId, records.map(engineDocument));
    this.held.set(agentId, {version, documents: records.length});
    this.documents += records.length;
    this.evictBeyondBound(agentId);
  }

  private evictBeyondBound(keep: string): void {
    for (const [agentId] of this.held) {
      if (this.documents <= this.maxDocuments) break;
      if (agentId !== keep) this.forget([agentId]);
    }
  }

  private async runSync(): Promise<void> {
    const current = await knowledgeVersion(this.app.db);
    // An agent read while the last sync ran may be older than `seen`: look back to it.
    const floor = Math.min(this.seen, ...[...this.held.values()].map((held) => held.version));
    if (current === floor) return;
    const changes = await changedSince(this.app.db, floor);
    this.forget(changes.filter((change) => change.version > (this.held.get(change.agentId)?.version ?? Infinity)).map((change) => change.agentId));
    // Every change up to `current` was in that read: what is still held is current up to it.
    for (const held of this.held.values()) if (held.version >= floor) held.version = Math.max(held.version, current);
    this.seen = current;
  }
}

export async function registerKnowledgeCache(app: FastifyInstance, options: {syncIntervalMs: number; maxDocuments: number}) {
  const cache = new KnowledgeCache(app, options.maxDocuments);
  app.decorate('knowledgeCache', cache);
  app.addHook('onReady', async () => {
    await cache.sync();
    cache.start(options.syncIntervalMs);
  });
  app.addHook('onClose', async () => {
    await cache.stop();
  });
}
