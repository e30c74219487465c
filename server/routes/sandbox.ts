/**
 * POST /api/sandbox: the docs' "Get a sandbox key" (issue 13 §2). Without sign-up it makes a
 * throwaway agent with empty knowledge, a private key and a public key for its widget (our
 * origin only), all ending after 24 hours, and shows the keys once. Same-origin only and within the form allowance like every public post
 * (abuse-guards.ts), and at most a few per address and hour counted in the database, so the
 * limit holds across instances. Registers the sweep that deletes expired sandboxes.
 *
 * DELETE /api/sandbox: 'Delete now' on the landing page's try-it (issue 23): the sandbox and
 * everything in it, authorised by its own private key (Bearer), answering 204. Same-origin only,
 * like every public post (abuse-guards.ts).
 */
import type {JsonSchemaToTsProvider} from '@fastify/type-provider-json-schema-to-ts';
import fp from 'fastify-plugin';
import {sandboxPath} from '../../src/config/ids';
import {newSandboxSchema} from '../../src/lib/api/sandbox';
import {sandboxRequester, scheduleSandboxSweep} from '../agent/sandboxes';
import {claimSandboxGrant, createSandbox, deleteSandbox, sandboxesPerAddress, sandboxOfKey} from '../db/sandboxes';
import {importFilesOf} from '../db/knowledge-imports';
import {deleteImportFiles} from '../features/knowledge-ingest/import-jobs';
import {bearerSecret} from '../plugins/api-keys';
import {errorBodySchema, noContentSchema, sendError} from '../plugins/errors';
import {DailySalt} from '../features/traffic';

export const sandboxLimitMessage = `At most ${sandboxesPerAddress} sandboxes per address per hour: try again later, or keep using the key you have`;

export const sandboxKeyMessage = 'Send the sandbox\'s own private key (Authorization: Bearer sk_...): this one is not a live sandbox key';

/** Nothing to say yet: no body, or an empty JSON object. */
function isEmptyRequest(body: unknown): boolean {
  return body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);
}

export default fp(
  async function sandboxRoutes(fastify) {
    const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
    const salt = new DailySalt(app.db);
    scheduleSandboxSweep(app);

    const createSchema = {response: {201: newSandboxSchema, '4xx': errorBodySchema}};
    app.post(sandboxPath, {bodyLimit: 1024, schema: createSchema}, async (request, reply) => {
      if (!isEmptyRequest(request.body)) return sendError(reply, 400, 'badRequest', 'Send an empty JSON object, or no body');
      const now = Date.now();
      const allowance = await claimSandboxGrant(app.db, sandboxRequester(await salt.get(now), request.ip), now);
      if (!allowance.granted) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(allowance.retryAfterMs / 1000))));
        return sendError(reply, 429, 'rateLimited', sandboxLimitMessage);
      }
      const sandbox = await createSandbox(app.db, now);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({
          agent_id: sandbox.agentId,
          key: sandbox.secret,
          public_key: sandbox.publicKey,
          expires_at: new Date(sandbox.expiresAt).toISOString(),
        });
    });

    app.delete(sandboxPath, {bodyLimit: 1024, schema: {response: {204: noContentSchema, '4xx': errorBodySchema}}}, async (request, reply) => {
      const secret = bearerSecret(request);
      const agentId = secret === undefined ? undefined : await sandboxOfKey(app.db, secret);
      if (agentId === undefined) {
        reply.header('www-authenticate', 'Bearer');
        return sendError(reply, 401, 'unauthorized', sandboxKeyMessage);
      }
      const importFiles = await importFilesOf(app.db, [agentId]);
      await deleteSandbox(app.db, agentId);
      // Uploads still waiting for an import job go with it.
      await deleteImportFiles(app.storage, importFiles);
      // Other instances drop it when they see the knowledge version move (knowledge-cache.ts).
      app.knowledgeCache.forget([agentId]);
      request.log.info('sandbox deleted by its owner');
      return reply.code(204).header('cache-control', 'no-store').send(null);
    });
  },
  {name: 'sandbox', dependencies: ['database', 'agent', 'storage']},
);
