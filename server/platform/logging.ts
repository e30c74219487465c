/**
 * Logging: Fastify's pino logger at LOG_LEVEL, one line per request, each request with a random
 * id that its answer names (x-request-id), so a user's report can be matched with the log line.
 */
import {randomUUID} from 'node:crypto';
import type {FastifyServerOptions} from 'fastify';
import fp from 'fastify-plugin';
import type {LogLevel} from './config';

/** Where log lines go instead of stdout (tests read them to check what was logged). */
export type LogStream = {write(line: string): void};

/** The Fastify options that set up logging and request ids. */
export function loggingOptions(level: LogLevel, stream?: LogStream): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  return {logger: stream ? {level, stream} : {level}, genReqId: () => randomUUID()};
}

/** Every answer names its request id. */
export const requestIdHeader = fp(
  async function requestIdHeaderPlugin(app) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  {name: 'request-id-header'},
);
