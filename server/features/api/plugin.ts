/**
 * /v1/*: the agent API (issue 12 §2). Every route needs a bearer key (server/features/api/key-auth.ts)
 * holding the permission the route names, except the widget script. Schema refusals answer
 * 400 invalidRequest with a text naming the field. Registers the knowledge cache, which indexes
 * each agent's documents when it is first asked and keeps them in step with other instances.
 */
import type {FastifyPluginAsync} from 'fastify';
import fp from 'fastify-plugin';
import {apiPrefixes, v1Paths} from '../../../src/config/ids';
import {readOrCreateSiteWidgetKey, registerSiteWidgetKey} from './site-widget-key';
import {ensureSiteAgent} from '../agent';
import apiKeyAuth from './key-auth';
import {HttpError} from '../../platform/http/errors';
import {strictBodyValidator, validationText} from '../../platform/http/schema-validation';
import {refuseUnstorableText} from './unstorable-text';
import {registerKnowledgeCache} from './knowledge-cache';
import {registerKnowledgeImports} from './knowledge-imports';
import {v1Operations} from './operations';

type V1Options = {
  buildDir: string;
  publicOrigin: string | undefined;
  syncIntervalMs: number;
  indexDocuments: number;
  siteWidgetKey: {key: string | undefined; file: string};
};

const v1Scope: FastifyPluginAsync<V1Options> = async (app, {buildDir, publicOrigin}) => {
  app.setValidatorCompiler(strictBodyValidator());
  app.setSchemaErrorFormatter((errors, dataVar) => new HttpError(400, 'invalidRequest', validationText(errors, dataVar)));
  app.addHook('preValidation', refuseUnstorableText);
  // Answers depend on the key: never kept by a shared cache.
  app.addHook('onSend', async (request, reply) => {
    if (!request.routeOptions.config?.keyless) reply.header('cache-control', 'no-store');
  });
  await app.register(apiKeyAuth, {
    publicOrigin,
    paths: [
      v1Paths.ask,
      v1Paths.conversations,
      `${v1Paths.conversations}/:id`,
      `${v1Paths.conversations}/:id/messages/:message_id/feedback`,
      v1Paths.knowledge,
      `${v1Paths.knowledge}/:id`,
      v1Paths.handoff,
    ],
  });
  registerKnowledgeImports(app);
  await app.register(v1Operations, {buildDir, publicOrigin});
};

export default fp<V1Options>(
  async function v1Routes(app, options) {
    // The site's own agent and its widget's public key exist from the first start on.
    await ensureSiteAgent(app.db);
    await registerSiteWidgetKey(app.db, readOrCreateSiteWidgetKey(options.siteWidgetKey));
    // On the root instance: the sandbox sweep drops deleted sandboxes from it too.
    await registerKnowledgeCache(app, {syncIntervalMs: options.syncIntervalMs, maxDocuments: options.indexDocuments});
    await app.register(v1Scope, {...options, prefix: apiPrefixes.v1});
  },
  {name: 'v1-routes', dependencies: ['database', 'notify-recipients', 'agent']},
);
