/**
 * Every error answer of the server is `{ code, error }`: a stable code clients branch on and
 * the text a person reads. One table per kind of refusal; each row is a request and the
 * status, code and text it must get.
 */
import fs from 'node:fs';
import type {AddressInfo} from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {InjectOptions, LightMyRequestResponse} from 'fastify';
import {buildApp} from '../../../../server/app';
import {loadConfig} from '../../../../server/platform/config';
import {HttpError} from '../../../../server/platform/http/errors';
import {apiErrorMessages, isApiErrorCode} from '../../../../src/lib/api/errors';
import {formErrorMessages, leadServerFailure} from '../../../../src/lib/forms/messages';
import {whitePaperFile} from '../../../../src/lib/forms/whitePaper';
import {staffErrorMessages} from '../../../../src/lib/staff/messages';
import {startTestServer, testRateLimitMax, validLead, type TestServer} from '../../helper';

const lead = '/functions/v1/send-notification';
const json = {'content-type': 'application/json'};
const paper = `/storage/v1/object/public/white-papers/${whitePaperFile}`;

type Row = {
  name: string;
  request: InjectOptions;
  status: number;
  code: string;
  error: string;
  headers?: Record<string, string>;
};

const refusals: Row[] = [
  {
    name: 'malformed JSON',
    request: {method: 'POST', url: lead, headers: json, payload: '{"firstName":'},
    status: 400,
    code: 'invalidJson',
    error: 'Request body is not valid JSON',
  },
  {
    name: 'an empty JSON body',
    request: {method: 'POST', url: lead, headers: json, payload: ''},
    status: 400,
    code: 'emptyBody',
    error: 'Request body is empty; send a JSON object',
  },
  {
    name: 'a text/plain body',
    request: {method: 'POST', url: lead, headers: {'content-type': 'text/plain'}, payload: JSON.stringify(validLead())},
    status: 415,
    code: 'unsupportedMediaType',
    error: 'Unsupported content type: send the body as application/json',
  },
  {
    name: 'a body without a content type',
    request: {method: 'POST', url: lead, payload: Buffer.from('{}')},
    status: 415,
    code: 'missingContentType',
    error: 'Missing content type: send the body as application/json',
  },
  {
    name: 'a body over the route limit',
    request: {method: 'POST', url: lead, headers: json, payload: JSON.stringify(validLead({aiUseCase: 'x'.repeat(17 * 1024)}))},
    status: 413,
    code: 'bodyTooLarge',
    error: 'Request body is too large',
  },
  {
    name: 'an unknown function',
    request: {method: 'POST', url: '/functions/v1/unknown', payload: validLead()},
    status: 404,
    code: 'notFound',
    error: 'Not found',
  },
  {
    name: 'an unknown admin path',
    request: {method: 'GET', url: '/api/anything'},
    status: 404,
    code: 'notFound',
    error: 'Not found',
  },
  {
    name: 'GET on a form endpoint',
    request: {method: 'GET', url: `${lead}?x=1`},
    status: 405,
    code: 'methodNotAllowed',
    error: 'Method not allowed: the Allow header lists the methods this path takes',
    headers: {allow: 'POST'},
  },
  {
    name: 'DELETE on the health probe',
    request: {method: 'DELETE', url: '/healthz'},
    status: 405,
    code: 'methodNotAllowed',
    error: 'Method not allowed: the Allow header lists the methods this path takes',
    headers: {allow: 'GET, HEAD'},
  },
  {
    name: 'PUT on a stored object',
    request: {method: 'PUT', url: paper, headers: json, payload: '{}'},
    status: 405,
    code: 'methodNotAllowed',
    error: 'Method not allowed: the Allow header lists the methods this path takes',
    headers: {allow: 'GET, HEAD'},
  },
  {
    name: 'a post from another site',
    request: {method: 'POST', url: lead, headers: {origin: 'https://evil.example'}, payload: validLead()},
    status: 403,
    code: 'crossSiteRequest',
    error: 'Cross-site requests are not allowed',
  },
  {
    name: 'a stored object path with a traversal',
    request: {method: 'GET', url: '/storage/v1/object/public/white-papers/..%2fsite.db'},
    status: 400,
    code: 'invalidPath',
    error: 'Invalid file path',
  },
  {
    name: 'a missing stored object',
    request: {method: 'GET', url: '/storage/v1/object/public/white-papers/missing.pdf'},
    status: 404,
    code: 'notFound',
    error: 'Not found',
  },
  {
    name: 'a bucket that is not public',
    request: {method: 'GET', url: `/storage/v1/object/public/admin/${whitePaperFile}`},
    status: 404,
    code: 'notFound',
    error: 'Not found',
  },
  {
    name: 'a form field of the wrong type (a form code, same shape)',
    request: {method: 'POST', url: '/functions/v1/newsletter', payload: {email: 42}},
    status: 400,
    code: 'wrongType',
    error: formErrorMessages.wrongType,
  },
];

/** Over Fastify's 100-character limit on one path parameter; never to be echoed back. */
const longId = `id${'x'.repeat(200)}`;
const badEscape = '%E0%A4%A';

/** Refusals Fastify itself makes (its router, its body parser): ours in shape, the URL never repeated. */
const fastifyRefusals: Row[] = [
  ...[
    ['GET', `/v1/conversations/${longId}`],
    ['DELETE', `/v1/knowledge/${longId}`],
    ['POST', `/v1/conversations/${longId}/messages/m1/feedback`],
    ['DELETE', `/api/admin/white-papers/${longId}`],
  ].map(([method, url]) => ({
    name: `${method} ${url.replace(longId, ':long')} (a parameter over the limit)`,
    request: {method, url} as InjectOptions,
    status: 414,
    code: 'pathParameterTooLong',
    error: apiErrorMessages.pathParameterTooLong,
  })),
  ...[
    ['GET', `/v1/conversations/${badEscape}`],
    ['POST', `/v1/conversations/${badEscape}/messages/m1/feedback`],
  ].map(([method, url]) => ({
    name: `${method} ${url} (a malformed percent-encoding)`,
    request: {method, url} as InjectOptions,
    status: 400,
    code: 'invalidUrl',
    error: apiErrorMessages.invalidUrl,
  })),
  {
    name: 'a Content-Length shorter than the body',
    request: {method: 'POST', url: '/functions/v1/newsletter', headers: {...json, 'content-length': '5'}, payload: '{"email":"a@example.com"}'},
    status: 400,
    code: 'contentLengthMismatch',
    error: apiErrorMessages.contentLengthMismatch,
  },
  {
    name: 'an unknown /v1 route',
    request: {method: 'GET', url: `/v1/${longId}`},
    status: 404,
    code: 'notFound',
    error: 'Not found',
  },
];

function expectAnswer(response: LightMyRequestResponse, row: Omit<Row, 'name' | 'request'>) {
  expect({status: response.statusCode, body: response.json(), type: response.headers['content-type']}).toEqual({
    status: row.status,
    body: {code: row.code, error: row.error},
    type: expect.stringMatching(/^application\/json/),
  });
  for (const [name, value] of Object.entries(row.headers ?? {})) expect(response.headers[name]).toBe(value);
}

describe('refusals of a request', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test.each(refusals.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    expectAnswer(await server.app.inject(row.request), row);
  });

  test.each(fastifyRefusals.map((row) => [row.name, row] as const))("Fastify's own: %s", async (_name, row) => {
    const response = await server.app.inject(row.request);
    expectAnswer(response, row);
    expect(response.body).not.toMatch(/xxxxxxxxxx|%E0|FST_ERR/);
  });

  test('a path that exists answers its own methods, not 405 (HEAD of a stored object)', async () => {
    const response = await server.app.inject({method: 'HEAD', url: paper});
    expect(response.statusCode).toBe(200);
  });

  test('a POST to a page of the site is a miss, not a wrong method', async () => {
    const response = await server.app.inject({method: 'POST', url: '/pricing', headers: json, payload: '{}'});
    expectAnswer(response, {status: 404, code: 'notFound', error: 'Not found'});
  });
});

describe('requests Node cannot parse (below Fastify, so only a real socket reaches them)', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({host: '127.0.0.1', port: 0});
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  /** Writes raw bytes and reads everything until the server closes the connection. */
  function raw(bytes: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
    });
  }

  test.each([
    ['a request line that is not HTTP', 400, 'malformedRequest', 'NOT HTTP AT ALL\r\n\r\n'],
    ['headers over the size limit', 431, 'headersTooLarge', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`],
  ])('%s: %d %s', async (_name, status, code, bytes) => {
    const answer = await raw(bytes);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({code, error: apiErrorMessages[code as keyof typeof apiErrorMessages]});
  });
});

describe('the rate limit', () => {
  test('answers 429 rateLimited with Retry-After', async () => {
    const server = await startTestServer({env: {RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW: '1 minute'}});
    try {
      await server.app.inject({method: 'POST', url: '/functions/v1/newsletter', payload: {email: 'a@example.com'}});
      const response = await server.app.inject({method: 'POST', url: '/functions/v1/newsletter', payload: {email: 'b@example.com'}});
      expectAnswer(response, {status: 429, code: 'rateLimited', error: 'Too many requests: please wait a moment and try again'});
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});

describe('the health probes and server failures', () => {
  let server: TestServer;
  // A server per test: each breaks its database.
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.close());

  test('/readyz on a database that refuses writes: 503 notReady', async () => {
    await server.makeDatabaseReadOnly();
    const response = await server.app.inject({method: 'GET', url: '/readyz'});
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({status: 'unavailable', code: 'notReady', error: apiErrorMessages.notReady});
  });

  test('/healthz on a database that is gone: 503 databaseUnavailable; a form: 500 internalError with its spec text', async () => {
    await server.app.db.destroy();
    const health = await server.app.inject({method: 'GET', url: '/healthz'});
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      status: 'unavailable',
      code: 'databaseUnavailable',
      error: apiErrorMessages.databaseUnavailable,
    });
    const form = await server.app.inject({method: 'POST', url: lead, payload: validLead()});
    expectAnswer(form, {status: 500, code: 'internalError', error: leadServerFailure});
  });
});

describe('routes added later (the /v1 API) answer through the same helper', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'error-answers-'));
    const env = {SQLITE_FILE: ':memory:', STORAGE_DIR: dir, BUILD_DIR: dir, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: testRateLimitMax};
    app = await buildApp(loadConfig(env));
    app.get('/api/test/refuse', async () => {
      throw new HttpError(409, 'conflict_example', 'Explained conflict', {'x-extra': 'kept'});
    });
    app.get('/api/test/known', async () => {
      throw new HttpError(404, 'notFound');
    });
    app.get('/api/test/crash', async () => {
      throw new Error('select * from secrets failed');
    });
    app.get('/api/test/plugin-refusal/:status', async (request) => {
      const {status} = request.params as {status: string};
      throw Object.assign(new Error(`Refused by a plugin with ${status}`), {statusCode: Number(status)});
    });
    app.get('/api/test/items/:id', async () => ({ok: true}));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  test('a thrown HttpError answers its status, code, text and headers', async () => {
    const response = await app.inject({method: 'GET', url: '/api/test/refuse'});
    expectAnswer(response, {status: 409, code: 'conflict_example', error: 'Explained conflict', headers: {'x-extra': 'kept'}});
  });

  test("an HttpError with one of our codes and no text says the code's own text", async () => {
    expectAnswer(await app.inject({method: 'GET', url: '/api/test/known'}), {status: 404, code: 'notFound', error: 'Not found'});
  });

  test.each([
    [404, 'notFound'],
    [429, 'rateLimited'],
    [425, 'badRequest'],
  ])("a plugin's own %d refusal keeps its words under the status's code %s", async (status, code) => {
    const response = await app.inject({method: 'GET', url: `/api/test/plugin-refusal/${status}`});
    expectAnswer(response, {status, code, error: `Refused by a plugin with ${status}`});
  });

  test('a wrong method on a path with a parameter answers 405 with the methods of that path', async () => {
    const response = await app.inject({method: 'DELETE', url: '/api/test/items/7'});
    expectAnswer(response, {status: 405, code: 'methodNotAllowed', error: apiErrorMessages.methodNotAllowed, headers: {allow: 'GET, HEAD'}});
    expectAnswer(await app.inject({method: 'DELETE', url: '/api/test/items/7/more'}), {status: 404, code: 'notFound', error: 'Not found'});
  });

  test('any other failure is 500 internalError without its cause', async () => {
    const response = await app.inject({method: 'GET', url: '/api/test/crash'});
    expectAnswer(response, {status: 500, code: 'internalError', error: 'Internal Server Error'});
    expect(response.body).not.toMatch(/secrets/);
  });
});

test('every code of the HTTP layer, the forms and the staff API is camelCase, and one code means one text', () => {
  const tables = [apiErrorMessages, formErrorMessages, staffErrorMessages] as Record<string, string>[];
  const textOf = new Map<string, string>();
  for (const table of tables) {
    for (const [code, text] of Object.entries(table)) {
      expect(code).toMatch(/^[a-z]+([A-Z][a-z]+)*$/);
      expect(text).not.toBe('');
      expect([code, textOf.get(code) ?? text]).toEqual([code, text]);
      textOf.set(code, text);
    }
  }
  expect(isApiErrorCode('notFound')).toBe(true);
  // Inherited names are not codes: a body saying {"code": "toString"} is not one of ours.
  expect(isApiErrorCode('toString')).toBe(false);
});
