/**
 * The instance's queue of knowledge imports (features/knowledge-ingest/import-jobs.ts) and how a
 * document read from a file or page is stored. Registered by the /v1 scope, apart from the
 * routes: the routes only describe and answer, so `npm run openapi` registers them on a bare
 * server (openapi.ts) with no database behind it.
 */
import type {FastifyInstance} from 'fastify';
import {ImportQueue, type SaveDocument} from '../knowledge-ingest';
import {addKnowledge} from './knowledge-queries';

declare module 'fastify' {
  interface FastifyInstance {
    knowledgeImports: ImportQueue;
  }
}

/** Stores a document made from a file or page and indexes it at once, like a Markdown one. */
export const documentSaver =
  (app: FastifyInstance) =>
  (agentId: string, locale: string | null, labels: string[]): SaveDocument =>
  async ({title, content, sourceUrl}) => {
    const record = await addKnowledge(app.db, {agentId, title, content, sourceUrl, locale, tags: labels});
    app.knowledgeCache.added(record);
    return {id: record.id, createdAt: record.createdAt};
  };

export function registerKnowledgeImports(app: FastifyInstance): void {
  const imports = new ImportQueue(
    {db: app.db, dialect: app.dbDialect, storage: app.storage, outgoing: app.outgoing, saver: documentSaver(app)},
    app.config.mail,
    app.log,
  );
  app.decorate('knowledgeImports', imports);
  app.addHook('onReady', async () => imports.start());
  // preClose runs before the database plugin's onClose, so the queue's last write succeeds.
  app.addHook('preClose', async () => imports.stop());
}
