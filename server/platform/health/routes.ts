/**
 * Two probes, for the two questions an orchestrator asks:
 * - GET /healthz (liveness): the process runs and its database connection answers. Restarting
 *   the process is the cure when this fails. The browser tests wait on it.
 * - GET /readyz (readiness): the database also takes a committed write, i.e. a form submitted
 *   now would be stored. A load balancer sends traffic only while this answers 200; a read-only
 *   or full database takes the instance out of rotation instead of failing every form.
 */
import type {FastifyPluginAsync, FastifyReply, FastifyRequest} from 'fastify';
import type {ApiErrorCode} from '../../../src/lib/api/errors';
import {probeDatabaseRead, probeDatabaseWrite} from './queries';
import {errorBody} from '../http/errors';

const probeSchema = {
  response: {
    200: {type: 'object', properties: {status: {type: 'string', const: 'ok'}}, required: ['status']},
    503: {
      type: 'object',
      properties: {status: {type: 'string'}, code: {type: 'string'}, error: {type: 'string'}},
      required: ['status', 'code', 'error'],
    },
  },
} as const;

/** A probe that hangs (a lock, a dead network path) counts as failed rather than stalling the caller. */
const probeTimeoutMs = 3000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const healthRoutes: FastifyPluginAsync = async (app) => {
  function probeRoute(what: string, failure: ApiErrorCode, probe: () => Promise<void>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      try {
        await withTimeout(probe(), probeTimeoutMs);
        return reply.send({status: 'ok'});
      } catch (error) {
        request.log.error({err: error}, `${what}: database unavailable`);
        return reply.code(503).send({status: 'unavailable', ...errorBody(failure)});
      }
    };
  }

  const options = {schema: probeSchema, logLevel: 'warn'} as const;
  app.get('/healthz', options, probeRoute('liveness check', 'databaseUnavailable', () => probeDatabaseRead(app.db)));
  app.get('/readyz', options, probeRoute('readiness check', 'notReady', () => probeDatabaseWrite(app.db)));
};

export default healthRoutes;
