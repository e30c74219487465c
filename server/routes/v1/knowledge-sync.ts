/**
 * Keeps this instance's index in step with knowledge added or deleted through any instance
 * (issue 12 §4): at start it indexes every stored document, then every AGENT_SYNC_INTERVAL_MS it
 * reads the one-row knowledge version and, when it moved, gives each agent's documents to the
 * engine again (replaceDocuments also drops deleted ones). One primary-key read per interval.
 */
import type {FastifyInstance} from 'fastify';
import {allKnowledge, knowledgeVersion} from '../../db/knowledge';
import {engineDocument} from './knowledge';

export class KnowledgeSync {
  private version: number | undefined;
  /** Agents that had documents at the last sync: one that has none now must be emptied. */
  private agents = new Set<string>();
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly app: FastifyInstance) {}

  /** Reloads when the version moved since the last sync (or on the first call). */
  sync(): Promise<void> {
    this.running ??= this.run().finally(() => (this.running = undefined));
    return this.running;
  }

  start(intervalMs: number) {
    this.timer = setInterval(() => {
      this.sync().catch((error: unknown) => this.app.log.error({err: error}, 'agent: knowledge sync failed'));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops polling; resolves when a sync under way has finished. */
  async stop() {
    clearInterval(this.timer);
    await this.running;
  }

  private async run() {
    const version = await knowledgeVersion(this.app.db);
    if (version === this.version) return;
    const byAgent = await allKnowledge(this.app.db);
    for (const agentId of new Set([...this.agents, ...byAgent.keys()])) {
      this.app.agent.replaceDocuments(agentId, (byAgent.get(agentId) ?? []).map(engineDocument));
    }
    this.agents = new Set(byAgent.keys());
    this.version = version;
  }
}

export async function startKnowledgeSync(app: FastifyInstance, intervalMs: number) {
  const sync = new KnowledgeSync(app);
  app.addHook('onReady', async () => {
    await sync.sync();
    sync.start(intervalMs);
  });
  app.addHook('onClose', async () => {
    await sync.stop();
  });
}
