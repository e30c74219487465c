/**
 * Every refusal of the HTTP layer, as `{ code, error }` like the form refusals
 * (src/lib/forms/messages.ts): the code is stable and what clients branch on, the text says
 * what is wrong and how to fix it. The server answers these for requests no form rule decides
 * (bad JSON, an unknown path, a cross-site post, the rate limit, storage reads, the health
 * probes, its own failures); the browser client reads the same table.
 */
import {formErrorMessages, type FormErrorCode} from '../forms/messages';

export const apiErrorMessages = {
  badRequest: 'Bad request',
  invalidJson: 'Request body is not valid JSON',
  emptyBody: 'Request body is empty; send a JSON object',
  missingContentType: 'Missing content type: send the body as application/json',
  unsupportedMediaType: 'Unsupported content type: send the body as application/json',
  contentLengthMismatch: 'Content-Length does not match the request body',
  bodyTooLarge: 'Request body is too large',
  notFound: 'Not found',
  /** The path has a malformed percent-encoding (e.g. `%E0%A4%A`), so no route can read it. */
  invalidUrl: 'The URL path is not valid: it has a malformed percent-encoded character',
  /** A value in the path (an id, a name) is longer than any the API accepts. */
  pathParameterTooLong: 'A value in the URL path is too long',
  /** Below HTTP: the request line or headers could not be read. */
  malformedRequest: 'The request is not valid HTTP',
  headersTooLarge: 'Request headers are too large',
  requestTimeout: 'The request took too long to arrive',
  methodNotAllowed: 'Method not allowed: the Allow header lists the methods this path takes',
  crossSiteRequest: 'Cross-site requests are not allowed',
  rateLimited: 'Too many requests: please wait a moment and try again',
  /** SPEC §8 "Download (landing)": a stored object's name that no object can have (the form code's text). */
  invalidPath: formErrorMessages.invalidPath,
  /** GET /healthz: the database does not answer a read. */
  databaseUnavailable: 'The database is not answering',
  /** POST /api/beacon: the database refused the pageview (counted in the log's pageviewsLost). */
  pageviewNotStored: 'The pageview could not be stored; the database is not accepting writes',
  /** GET /readyz: the database does not take a write, so forms would fail. */
  notReady: 'The database does not accept writes: submissions would fail',
  /** /v1 (issue 12): the bearer key is missing, malformed, unknown, revoked or expired (a sandbox's). */
  unauthorized: 'Missing or invalid API key: send a live key as "Authorization: Bearer <key>"',
  /** /v1: the key may not do this (a permission it lacks, or a public key from another origin). */
  forbidden: 'This API key is not allowed to do this',
  /** /v1: a field is missing or wrong; the answer's text names it. */
  invalidRequest: 'Invalid request',
  /** A failure of the server, not of the request; a form route says its own SPEC §8 text instead. */
  internalError: 'Internal Server Error',
} as const;

export type ApiErrorCode = keyof typeof apiErrorMessages;

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(apiErrorMessages, value);
}

/** A code the server answers: the HTTP layer's, a form's, or one a route adds (e.g. 'paperMissing'). */
export type ErrorCode = ApiErrorCode | FormErrorCode | (string & {});

/** The body of every error answer, whoever refuses: the HTTP layer, a form, later /v1. */
export type ErrorBody = {code: ErrorCode; error: string};

/** The `code` and `error` an answer's body carries, each only when it is a non-empty string. */
export function readErrorBody(payload: unknown): Partial<ErrorBody> {
  if (typeof payload !== 'object' || payload === null) return {};
  const {code, error} = payload as {code?: unknown; error?: unknown};
  return {
    ...(typeof code === 'string' && code !== '' ? {code} : {}),
    ...(typeof error === 'string' && error !== '' ? {error} : {}),
  };
}
