/**
 * The sandbox over HTTP; the rules are service.ts's.
 *
 * POST /api/sandbox: the docs' "Get a sandbox key" (issue 13 §2). Without sign-up it makes a
 * throwaway agent with empty knowledge, a private key and a public key for its widget (our
 * origin only), all ending after 24 hours, and shows the keys once. Same-origin only and within
 * the form allowance like every public post (abuse-guards.ts), and at most a few per address and
 * hour counted in the database, so the limit holds across instances. Registers the sweep that
 * deletes expired sandboxes.
 *
 * DELETE /api/sandbox: 'Delete now' on the landing page's try-it (issue 23): the sandbox and
 * everything in it, authorised by its own private key (Bearer), answering 204. Same-origin only,
 * like every public post (abuse-guards.ts).
 */
import type {JsonSchemaToTsProvider} from '@fastify/type-provider-json-schema-to-ts';
import fp from 'fastify-plugin';
import {sandboxPath} from '../../../src/config/ids';
import {bearerSecret} from '../api';
import {sendError} from '../../platform/http/errors';
import {scheduleWhileListening} from '../../platform/schedule';
import {DailySalt} from '../traffic';
import {createSandboxSchema, deleteSandboxSchema, sandboxBodyLimit, sandboxKeyMessage, sandboxLimitMessage} from './schema';
import {deleteOwnSandbox, requestSandbox, sandboxRequester, sweepExpiredSandboxes} from './service';

export const sandboxSweepEveryMs = 10 * 60_000;

/** Nothing to say yet: no body, or an empty JSON object. */
function isEmptyRequest(body: unknown): boolean {
  return body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);
}

export default fp(
  async function sandboxRoutes(fastify) {
    const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
    const salt = new DailySalt(app.db);
    scheduleWhileListening(app, {name: 'sandbox sweep', everyMs: sandboxSweepEveryMs}, () => sweepExpiredSandboxes(app));

    app.post(sandboxPath, {bodyLimit: sandboxBodyLimit, schema: createSandboxSchema}, async (request, reply) => {
      if (!isEmptyRequest(request.body)) return sendError(reply, 400, 'badRequest', 'Send an empty JSON object, or no body');
      const now = Date.now();
      const made = await requestSandbox(app.db, sandboxRequester(await salt.get(now), request.ip), now);
      if (!made.ok) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(made.retryAfterMs / 1000))));
        return sendError(reply, 429, 'rateLimited', sandboxLimitMessage);
      }
      const {sandbox} = made;
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

    app.delete(sandboxPath, {bodyLimit: sandboxBodyLimit, schema: deleteSandboxSchema}, async (request, reply) => {
      if (!(await deleteOwnSandbox(app, bearerSecret(request)))) {
        reply.header('www-authenticate', 'Bearer');
        return sendError(reply, 401, 'unauthorized', sandboxKeyMessage);
      }
      request.log.info('sandbox deleted by its owner');
      return reply.code(204).header('cache-control', 'no-store').send(null);
    });
  },
  {name: 'sandbox', dependencies: ['database', 'agent', 'storage']},
);
