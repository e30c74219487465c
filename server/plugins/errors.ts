/**
 * One answer shape for every failure: `{ "error": "..." }`. Client mistakes (bad JSON, wrong
 * content type, too large, unknown path) get a 4xx that says what to fix; anything else is a
 * 5xx with the route's fixed failure text, while the cause (stack, SQL) goes only to the log,
 * tagged with the request id that the response also carries.
 */
import type {FastifyError, FastifyReply, FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a 5xx answer on this route says, e.g. a form's spec'd failure text. */
    failureMessage?: string;
  }
}

export const genericFailureMessage = 'Internal Server Error';
export const notFoundMessage = 'Not found';

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send the body as application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the request body',
  FST_ERR_CTP_EMPTY_TYPE: 'Missing content type: send the body as application/json',
  FST_ERR_CTP_INVALID_TYPE: 'Unsupported content type: send the body as application/json',
};

function clientMessage(error: FastifyError): string {
  if (error.code && clientErrorMessages[error.code]) return clientErrorMessages[error.code];
  // JSON.parse failures (and prototype-poisoning refusals) arrive as SyntaxErrors with a 400.
  if (error instanceof SyntaxError) return clientErrorMessages.FST_ERR_CTP_INVALID_JSON_BODY;
  return error.message || 'Bad request';
}

export function failureMessageFor(request: FastifyRequest): string {
  return request.routeOptions.config?.failureMessage ?? genericFailureMessage;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({err: error, statusCode: status}, 'request refused');
    return reply.code(status).type('application/json').send({error: clientMessage(error)});
  }
  request.log.error({err: error}, 'request failed');
  return reply
    .code(status >= 500 && status <= 599 ? status : 500)
    .type('application/json')
    .send({error: failureMessageFor(request)});
}

export default fp(
  async function errorsPlugin(app) {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).type('application/json').send({error: notFoundMessage}),
    );
  },
  {name: 'errors'},
);
