/**
 * The OpenAPI document (issue 13 §1) is the server's own: it lists every /v1 route with the
 * permission the route really checks, its examples fit its schemas, and every documented request
 * example, sent to the server, gets the documented status and an answer that fits the documented
 * schema. Webhook deliveries fit the documented `webhooks`. (`npm test` also checks that the
 * committed openapi/agent-api.json equals this document and lints it with Redocly.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {openApiText, referenceFiles, staleReferenceFiles} from '../../../../src/plugins/apiReference/files';
import {defaultDocumentFile, defaultVersion} from '../../../../src/plugins/apiReference/versions';
import {insertEndpoint} from '../../../../server/features/webhooks/queries';
import {importAccepted} from '../../../../server/features/api/knowledge-ingest-schemas';
import {v1Document} from '../../../../server/features/api/document';
import {openApiUrl} from '../../../../server/features/api/openapi';
import * as examples from '../../../../server/features/api/examples';
import {agentBuildDir} from '../agent/fixture';
import {startTestServer, type TestServer} from '../../helper';
import {multipartFiles} from '../knowledge-ingest/documents';
import {waitFor} from '../mail/smtp-server';
import {call, newKey} from './helper';
import {privateReceiverEnv, startReceiver, type TestReceiver} from '../webhooks/receiver';

jest.setTimeout(30_000);

type Schema = Record<string, unknown>;
type Media = {schema?: Schema; example?: unknown; examples?: Record<string, {value: unknown}>};
type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: {name: string; in: string; required?: boolean; schema: Schema; example?: unknown}[];
  requestBody?: {content: Record<string, Media>};
  responses: Record<string, {content?: Record<string, Media>}>;
};
type Document = {paths: Record<string, Record<string, Operation>>; webhooks: Record<string, {post: Operation}>};

const ajv = addFormats(new Ajv2020({strict: false, allErrors: true}));

function fits(schema: Schema, value: unknown): string {
  const validate = ajv.compile(schema);
  return validate(value) ? 'fits' : ajv.errorsText(validate.errors);
}

let server: TestServer;
let receiver: TestReceiver;
let document: Document;
let buildDir: string;

beforeAll(async () => {
  // The agent's fixture knowledge, plus a built widget to serve.
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-build-'));
  fs.cpSync(agentBuildDir, buildDir, {recursive: true});
  fs.writeFileSync(path.join(buildDir, 'widget.js'), '(()=>{})();\n');
  server = await startTestServer({buildDir, env: {OUTBOX_POLL_MS: '50', OUTBOX_START_DELAY_MS: '0', ...privateReceiverEnv}});
  receiver = await startReceiver();
  const response = await server.app.inject({method: 'GET', url: openApiUrl});
  expect(response.statusCode).toBe(200);
  document = response.json() as Document;
});
afterAll(async () => {
  await server.close();
  await receiver.close();
  fs.rmSync(buildDir, {recursive: true, force: true});
});

const operations = () =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({url, method: method.toUpperCase(), operation})),
  );

test('is served without a key as OpenAPI 3.1 and documents every /v1 route the server has', async () => {
  const response = await server.app.inject({method: 'GET', url: openApiUrl});
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toMatchObject({openapi: '3.1.0', components: {securitySchemes: {apiKey: {type: 'http', scheme: 'bearer'}}}});

  const documented = operations().map(({url, method}) => `${method} ${url}`);
  const served: string[] = [];
  for (const {url, method} of listRoutes(server)) {
    if (!url.startsWith('/v1/') || method === 'OPTIONS' || method === 'HEAD' || url === openApiUrl) continue;
    served.push(`${method} ${url.replace(/:(\w+)/g, '{$1}')}`);
  }
  expect(served).toContain('POST /v1/ask');
  expect(documented.sort()).toEqual([...new Set(served)].sort());
});

/** Every route of the app (method and full URL), read from Fastify's own route tree. */
function listRoutes(test: TestServer): {url: string; method: string}[] {
  const stack: string[] = [];
  const routes: {url: string; method: string}[] = [];
  for (const line of test.app.printRoutes({commonPrefix: false}).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    const url = `${stack[depth - 1] ?? ''}${match[2]}`;
    stack.push(url);
    for (const method of match[3]?.split(', ') ?? []) routes.push({url, method});
  }
  return routes;
}

test('`npm run openapi` makes the served document from the /v1 routes alone, with no database or app behind them', async () => {
  expect(await v1Document()).toEqual(document);
});

test('every keyed operation names the permission the server checks', async () => {
  const scoped = await newKey(server, 'scoped', {permissions: []});
  for (const {url, method, operation} of operations()) {
    const [requirement] = operation.security ?? [{}];
    const permission = requirement?.apiKey?.[0];
    if (permission === undefined) {
      expect(`${method} ${url} ${JSON.stringify(operation.security)}`).toBe(`${method} ${url} []`);
      continue;
    }
    // A key without any permission is refused with the documented 403, naming that permission.
    const concrete = url.replace('{id}', examples.conversationId).replace('{message_id}', examples.answer.id);
    const refused = await call(server, scoped, {method, url: concrete, payload: method === 'GET' || method === 'DELETE' ? undefined : {}});
    expect({operation: operation.operationId, status: refused.statusCode, body: refused.json()}).toEqual({
      operation: operation.operationId,
      status: 403,
      body: {code: 'forbidden', error: `This API key lacks the permission ${permission}`},
    });
  }
});

test('x-public-key marks exactly the operations a public key may call', async () => {
  const publicKey = await newKey(server, 'public');
  const marked: string[] = [];
  const allowed: string[] = [];
  for (const {url, method, operation} of operations()) {
    if (!operation.security?.length) continue;
    if ((operation as {'x-public-key'?: boolean})['x-public-key']) marked.push(operation.operationId);
    const concrete = url.replace('{id}', examples.conversationId).replace('{message_id}', examples.answer.id);
    const answer = await call(server, publicKey, {method, url: concrete, payload: method === 'GET' || method === 'DELETE' ? undefined : {}});
    if (answer.statusCode !== 403) allowed.push(operation.operationId);
  }
  expect(marked.sort()).toEqual(allowed.sort());
  expect(marked).toContain('ask');
});

test('the committed reference pages are what the document makes, and keep their dates on a later day', () => {
  const files = referenceFiles(document as never, '2030-01-01');
  expect(staleReferenceFiles(files)).toEqual([]);
  expect(files.size).toBeGreaterThanOrEqual(24);
  for (const text of files.values()) expect(text).toMatch(/^last_update:\n {2}date: 20\d\d-\d\d-\d\d$/m);
  expect([...files.values()].some((text) => text.includes('2030-01-01'))).toBe(false);
});

test("the default docs version documents the running API: its document is the server's, and it is versions.json's first", () => {
  expect(fs.readFileSync(defaultDocumentFile, 'utf8')).toBe(openApiText(document));
  const versions = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../../versions.json'), 'utf8')) as string[];
  expect(versions[0]).toBe(defaultVersion);
});

test('every example fits its schema', () => {
  let checked = 0;
  const check = (where: string, media: Media | undefined) => {
    if (!media?.schema) return;
    const values = [
      ...(media.example === undefined ? [] : [media.example]),
      ...Object.values(media.examples ?? {}).map((example) => example.value),
      ...((media.schema.examples as unknown[] | undefined) ?? []),
    ];
    for (const value of values) {
      expect(`${where}: ${fits(media.schema, value)}`).toBe(`${where}: fits`);
      checked += 1;
    }
  };
  const all = [...operations(), ...Object.entries(document.webhooks).map(([url, item]) => ({url, method: 'POST', operation: item.post}))];
  for (const {url, method, operation} of all) {
    for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) check(`${method} ${url} request ${type}`, media);
    for (const [status, response] of Object.entries(operation.responses)) {
      for (const [type, media] of Object.entries(response.content ?? {})) check(`${method} ${url} ${status} ${type}`, media);
    }
  }
  // Every JSON request body and every documented answer has one.
  expect(checked).toBeGreaterThanOrEqual(40);
});

/**
 * The order a reader would try the operations in, so each finds the ids the earlier ones made.
 * A new operation fails the test below until it is added here.
 */
const contractOrder = [
  'addKnowledge',
  'listKnowledge',
  'getKnowledge',
  'getKnowledgeImport',
  'ask',
  'listConversations',
  'getConversation',
  'rateAnswer',
  'requestHandoff',
  'deleteKnowledge',
  'getWidgetScript',
  'getWidgetStatus',
];

/** The documented example with the example's ids swapped for the ones this server made. */
function withRealIds<T>(value: T, ids: Map<string, string>): T {
  let text = JSON.stringify(value);
  for (const [example, real] of ids) text = text.replaceAll(example, real);
  return JSON.parse(text) as T;
}

test('each documented example request gets the documented answer from the server', async () => {
  expect(operations().map(({operation}) => operation.operationId).sort()).toEqual([...contractOrder].sort());
  const key = await newKey(server, 'private');
  await insertEndpoint(server.app.db, {
    id: 'whe_contract',
    agentId: 'agt_site',
    url: receiver.url,
    events: ['conversation.created', 'message.created'],
    secret: 'whsec_contract',
  });
  const ids = new Map<string, string>();
  const byId = Object.fromEntries(operations().map((entry) => [entry.operation.operationId, entry]));
  for (const operationId of contractOrder) {
    const {url, method, operation} = byId[operationId];
    const media = operation.requestBody?.content['application/json'];
    const payload = media ? withRealIds(media.example, ids) : undefined;
    const knowledgeId = ids.get(examples.knowledgeCreated.id) ?? examples.knowledgeCreated.id;
    const conversation = ids.get(examples.conversationId) ?? examples.conversationId;
    if (operationId === 'getKnowledgeImport') {
      // An import to follow: a file sent to be read as a job.
      const upload = multipartFiles([{name: 'contract.md', data: Buffer.from('# Contract\n\nThe contract test reads this.\n')}]);
      const made = await call(server, key, {method: 'POST', url: '/v1/knowledge', payload: upload.payload, headers: {...upload.headers, prefer: 'respond-async'}});
      ids.set(importAccepted.examples[0].id, (made.json() as {id: string}).id);
    }
    const importId = ids.get(importAccepted.examples[0].id) ?? importAccepted.examples[0].id;
    const concrete = url
      .replace('{id}', url.startsWith('/v1/knowledge/imports') ? importId : url.startsWith('/v1/knowledge') ? knowledgeId : conversation)
      .replace('{message_id}', ids.get(examples.answer.id) ?? examples.answer.id);
    // The documented examples of the required query parameters (the optional ones filter).
    const query = new URLSearchParams();
    for (const parameter of operation.parameters ?? []) {
      if (parameter.in === 'query' && parameter.required && parameter.example !== undefined) query.set(parameter.name, String(parameter.example));
    }
    const withQuery = query.size > 0 ? `${concrete}?${query}` : concrete;
    const response = await call(server, key, {method, url: withQuery, payload: payload as Record<string, unknown> | undefined});

    const [status, documented] = Object.entries(operation.responses).find(([code]) => code.startsWith('2'))!;
    const [type, answer] = Object.entries(documented.content ?? {})[0] ?? [];
    const body = type === 'application/json' ? response.json() : response.body;
    expect({operationId, status: response.statusCode}).toEqual({operationId, status: Number(status)});
    if (type) expect(response.headers['content-type']).toContain(type);
    if (answer?.schema) expect(`${operationId}: ${fits(answer.schema, body)}`).toBe(`${operationId}: fits`);
    else expect(response.body).toBe('');

    // The ids the next operations need, in place of the example's.
    if (operationId === 'addKnowledge') ids.set(examples.knowledgeCreated.id, (body as {id: string}).id);
    if (operationId === 'ask') {
      const {id, conversation_id: conversationId} = body as {id: string; conversation_id: string};
      ids.set(examples.answer.id, id).set(examples.conversationId, conversationId);
    }
  }

  // The webhook requests that ask raised fit the documented webhooks, headers included.
  await waitFor(() => receiver.received.length >= 3);
  for (const hook of receiver.received) {
    const event = JSON.parse(hook.body) as {type: string};
    const webhook = document.webhooks[event.type].post;
    expect(`${event.type}: ${fits(webhook.requestBody!.content['application/json'].schema!, event)}`).toBe(`${event.type}: fits`);
    for (const header of webhook.parameters ?? []) {
      const value = hook.headers[header.name.toLowerCase()];
      expect(`${header.name}: ${fits(header.schema, value)}`).toBe(`${header.name}: fits`);
    }
  }
  expect(receiver.received.map((hook) => JSON.parse(hook.body).type).sort()).toEqual([
    'conversation.created',
    'message.created',
    'message.created',
  ]);
});
