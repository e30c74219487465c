/**
 * The refusals Fastify and Node make before any route, hook or error handler runs: a malformed
 * percent-encoding or an over-long path parameter (Fastify's `frameworkErrors` option) and an
 * unreadable request line or headers (`clientErrorHandler`, below HTTP). Left to Fastify they
 * answer in its own shape and echo the URL back; these answer `{ code, error }` like every
 * other refusal (server/platform/http/errors.ts) and never repeat what was sent.
 */
import http from 'node:http';
import type {Socket} from 'node:net';
import type {FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions} from 'fastify';
import type {ApiErrorCode} from '../../../src/lib/api/errors';
import {errorBody, sendError} from './errors';

const routerRefusals: Record<string, {status: number; code: ApiErrorCode}> = {
  FST_ERR_BAD_URL: {status: 400, code: 'invalidUrl'},
  FST_ERR_MAX_PARAM_LENGTH: {status: 414, code: 'pathParameterTooLong'},
};

export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const refusal = error.code ? routerRefusals[error.code] : undefined;
  if (!refusal) {
    request.log.error({err: error}, 'request failed');
    void sendError(reply, 500, 'internalError');
    return;
  }
  // The error's message holds the URL: the log gets its code only.
  request.log.info({code: refusal.code, statusCode: refusal.status}, 'request refused');
  void sendError(reply, refusal.status, refusal.code);
};

function socketRefusal(error: NodeJS.ErrnoException): {status: number; code: ApiErrorCode} {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return {status: 408, code: 'requestTimeout'};
  if (error.code === 'HPE_HEADER_OVERFLOW') return {status: 431, code: 'headersTooLarge'};
  return {status: 400, code: 'malformedRequest'};
}

/** Fastify's default, answering in our shape: Node could not parse the request, so no reply exists. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer (https://nodejs.org/api/http.html#event-clienterror).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const {status, code} = socketRefusal(error);
  const body = JSON.stringify(errorBody(code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
