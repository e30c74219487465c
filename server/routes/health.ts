import {sql} from 'kysely';
import type {FastifyPluginAsync} from 'fastify';

const healthSchema = {
  response: {
    200: {type: 'object', properties: {status: {type: 'string', const: 'ok'}}, required: ['status']},
    503: {type: 'object', properties: {status: {type: 'string'}}, required: ['status']},
  },
} as const;

/** Load balancers and the browser tests poll this: healthy means the database answers. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', {schema: healthSchema, logLevel: 'warn'}, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return reply.header('cache-control', 'no-store').send({status: 'ok'});
    } catch (error) {
      request.log.error({err: error}, 'health check: database unavailable');
      return reply.code(503).header('cache-control', 'no-store').send({status: 'unavailable'});
    }
  });
};

export default healthRoutes;
