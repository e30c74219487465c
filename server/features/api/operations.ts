/**
 * The routes of /v1 and the OpenAPI document that describes them, without what they need to
 * answer: the server registers them after the keys, hooks and queues of the /v1 scope (index.ts),
 * and `npm run openapi` registers them alone on a bare server (document.ts), so the document has
 * one source, the route schemas.
 */
import type {FastifyPluginAsync} from 'fastify';
import askRoutes from './ask-route';
import conversationRoutes from './conversations';
import feedbackRoutes from './feedback';
import handoffRoutes from './handoff';
import knowledgeRoutes from './knowledge';
import openApi from './openapi';
import widgetRoutes from './widget';

export type OperationsOptions = {buildDir: string; publicOrigin: string | undefined};

export const v1Operations: FastifyPluginAsync<OperationsOptions> = async (app, {buildDir, publicOrigin}) => {
  // Before the routes: it documents each route as it is added.
  await app.register(openApi);
  await app.register(askRoutes);
  await app.register(conversationRoutes);
  await app.register(feedbackRoutes);
  await app.register(knowledgeRoutes);
  await app.register(handoffRoutes);
  await app.register(widgetRoutes, {buildDir, publicOrigin});
};
