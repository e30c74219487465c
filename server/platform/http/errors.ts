/**
 * One answer shape for every failure: `{ "code": "...", "error": "..." }` (codes and texts in
 * src/lib/api/errors.ts, form refusals in src/lib/forms/messages.ts). Routes and hooks answer
 * a refusal with `sendError`, or throw an `HttpError` that the error handler renders the same
 * way. Client mistakes (bad JSON, wrong content type, too large, unknown path, wrong method)
 * get a 4xx that says what to fix; anything else is a 5xx with the route's fixed failure text,
 * while the cause (stack, SQL) goes only to the log, tagged with the request id that the
 * response also carries.
 */
import type {FastifyError, FastifyReply, FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import {apiErrorMessages, type ApiErrorCode, type ErrorBody, type ErrorCode} from '../../../src/lib/api/errors';
import {createMethodTable} from './method-table';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a 5xx answer on this route says, e.g. a form's spec'd failure text. */
    failureMessage?: string;
  }
}

export const genericFailureMessage = apiErrorMessages.internalError;
export const notFoundMessage = apiErrorMessages.notFound;

/** The standard text of one of our codes (a route's own code must bring its own text). */
function defaultMessage(code: ErrorCode): string {
  return apiErrorMessages[code as ApiErrorCode] ?? apiErrorMessages.badRequest;
}

/** The body of an error answer: `{ code, error }`, the text defaulting to the code's own. */
export function errorBody(code: ErrorCode, error: string = defaultMessage(code)): ErrorBody {
  return {code, error};
}

/** The schema of {@link errorBody}, declared as a route's refusals (4xx, 5xx) beside its success. */
export const errorBodySchema = {
  type: 'object',
  properties: {code: {type: 'string'}, error: {type: 'string'}},
  required: ['code', 'error'],
} as const;

/** A 204's declared response: no body. */
export const noContentSchema = {type: 'null'} as const;

/** Answers `{ code, error }` with `status`; `error` defaults to the code's own text. */
export function sendError(reply: FastifyReply, status: number, code: ErrorCode, error?: string): FastifyReply {
  return reply.code(status).type('application/json').send(errorBody(code, error));
}

/** A refusal thrown from anywhere a request is handled; the error handler answers it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = defaultMessage(code),
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Fastify's own refusals of a request (its error codes), as ours. */
const fastifyClientErrors: Record<string, ApiErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyBody',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'contentLengthMismatch',
};

/** Other 4xx statuses a plugin may refuse with, by what they mean. */
const statusCodes: Partial<Record<number, ApiErrorCode>> = {
  404: 'notFound',
  405: 'methodNotAllowed',
  413: 'bodyTooLarge',
  415: 'unsupportedMediaType',
  429: 'rateLimited',
};

/** A 4xx that is not ours (Fastify or a plugin refused the request): its code and text. */
function clientError(error: FastifyError, request: FastifyRequest, status: number): ErrorBody {
  let code = error.code ? fastifyClientErrors[error.code] : undefined;
  if (code === 'unsupportedMediaType' && !request.headers['content-type']) code = 'missingContentType';
  // JSON.parse failures (and prototype-poisoning refusals) arrive as SyntaxErrors with a 400.
  if (!code && error instanceof SyntaxError) code = 'invalidJson';
  if (code) return errorBody(code);
  // Not one we know: the refusal's own words, under the code of its status.
  const byStatus = statusCodes[status] ?? 'badRequest';
  return errorBody(byStatus, error.message || undefined);
}

export function failureMessageFor(request: FastifyRequest): string {
  return request.routeOptions.config?.failureMessage ?? genericFailureMessage;
}

function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (error instanceof HttpError) {
    request.log.info({code: error.code, statusCode: status}, 'request refused');
    reply.headers(error.headers);
    return sendError(reply, status, error.code, error.message);
  }
  if (status >= 400 && status < 500) {
    request.log.info({err: error, statusCode: status}, 'request refused');
    const {code, error: message} = clientError(error, request, status);
    return sendError(reply, status, code, message);
  }
  request.log.error({err: error}, 'request failed');
  return sendError(reply, status >= 500 && status <= 599 ? status : 500, 'internalError', failureMessageFor(request));
}

export default fp(
  async function errorsPlugin(app) {
    const methods = createMethodTable(app.initialConfig.maxParamLength);
    app.addHook('onRoute', (route) => methods.add(route.url, route.method));

    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) => {
      // A path that exists for other methods: 405 with the ones it takes (RFC 9110 §15.5.6).
      const {allowed, parameterTooLong} = methods.lookup(request.url);
      if (parameterTooLong && allowed.length === 0) return sendError(reply, 414, 'pathParameterTooLong');
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '));
        return sendError(reply, 405, 'methodNotAllowed');
      }
      return sendError(reply, 404, 'notFound');
    });
  },
  {name: 'errors'},
);
