/**
 * Large knowledge inputs read as jobs (issue 23 §2): an upload over 10 MB in all, or files or an
 * address sent with `Prefer: respond-async`, is answered 202 with a job id and its status URL;
 * the job runs on the server's leased job queue and GET /v1/knowledge/imports/{id} follows it:
 * sources read so far, documents made (answered from at once), what was skipped, and why a job
 * that could read nothing failed, in English or Spanish. Bad input is refused before any job. An
 * import whose instance died is taken again after its lease and resumes where it was.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {sql} from 'kysely';
import {siteAgentId} from '../../../../server/features/agent/agents';
import {addKnowledge} from '../../../../server/features/api/knowledge-queries';
import {importStore, recordProgress} from '../../../../server/features/knowledge-ingest/queries';
import {ImportQueue, largeUploadBytes} from '../../../../server/features/knowledge-ingest';
import {startTestServer, type TestServer} from '../../helper';
import {makePdf, multipartFiles} from '../knowledge-ingest/documents';
import {call, newKey} from './helper';

jest.setTimeout(60_000);

type Job = {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  sources_total: number;
  sources_done: number;
  documents: {id: string; title: string; source_url: string | null; sections: {heading: string}[]}[];
  skipped: {source: string; code: string; error: string}[];
  sections_indexed: number;
  error: {code: string; error: string} | null;
  created_at: string;
  finished_at: string | null;
};

let server: TestServer;
let key: string;
let site: {origin: string; close: () => Promise<void>};

const respondAsync = {prefer: 'respond-async'};
const upload = (files: {name: string; data: Buffer}[], headers: Record<string, string> = respondAsync) => {
  const body = multipartFiles(files);
  return call(server, key, {method: 'POST', url: '/v1/knowledge', payload: body.payload, headers: {...body.headers, ...headers}});
};

/** GETs the job until it ends, keeping every status seen. */
async function follow(statusUrl: string, headers: Record<string, string> = {}): Promise<{job: Job; seen: string[]}> {
  const seen: string[] = [];
  for (let i = 0; i < 200; i += 1) {
    const response = await call(server, key, {method: 'GET', url: statusUrl, headers});
    expect(response.statusCode).toBe(200);
    const job = response.json() as Job;
    if (seen.at(-1) !== job.status) seen.push(job.status);
    if (job.status === 'done' || job.status === 'failed') return {job, seen};
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${statusUrl} did not end`);
}

beforeAll(async () => {
  const page = (title: string, text: string) => `<!doctype html><title>${title}</title><main><h1>${title}</h1><p>${text}</p></main>`;
  let origin = '';
  const server_ = http.createServer((request, response) => {
    const html = (body: string) => response.writeHead(200, {'content-type': 'text/html; charset=utf-8'}).end(body);
    if (request.url === '/robots.txt') response.writeHead(404).end();
    else if (request.url === '/lighthouse') html(page('Lighthouse', 'The Cabo Frio lighthouse is lit at 18:40 in October.'));
    else if (request.url === '/ferry') html(page('Ferry', 'The ferry to Ilha Azul leaves at 07:15.'));
    else if (request.url === '/sitemap.xml') {
      response.writeHead(200, {'content-type': 'application/xml'}).end(
        `<?xml version="1.0"?><urlset>${['/lighthouse', '/ferry', '/gone'].map((p) => `<url><loc>${origin}${p}</loc></url>`).join('')}</urlset>`,
      );
    } else response.writeHead(404, {'content-type': 'text/html'}).end('<p>Not found</p>');
  });
  await new Promise<void>((resolve) => server_.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server_.address() as AddressInfo).port}`;
  site = {
    origin,
    close: () => {
      server_.closeAllConnections();
      return new Promise<void>((resolve) => server_.close(() => resolve()));
    },
  };
  // Private targets allowed for this test only: the site is on 127.0.0.1.
  server = await startTestServer({env: {WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_PORTS: 'any'}});
  key = await newKey(server, 'private');
});
afterAll(async () => {
  await server.close();
  await site.close();
});

test('files sent with Prefer: respond-async answer 202, and the job adds them with their sections, answered from at once', async () => {
  const pdf = await makePdf(['Welcome to Vela Tours.', 'Kayak trips around Isla Vela start at 09:30 on Saturdays.']);
  const response = await upload([
    {name: 'vela.pdf', data: pdf},
    {name: 'notes.md', data: Buffer.from('# Notes\n\n## Lanterns\n\nThe lanterns of Vela glow blue.\n')},
    {name: 'photo.png', data: Buffer.from('png')},
  ]);
  expect(response.statusCode).toBe(202);
  const accepted = response.json() as {id: string; status: string; status_url: string};
  expect(accepted).toEqual({id: expect.stringMatching(/^imp_[A-Za-z0-9_-]{16}$/), status: 'queued', status_url: `/v1/knowledge/imports/${accepted.id}`});
  expect(response.headers.location).toBe(accepted.status_url);

  const {job} = await follow(accepted.status_url);
  expect(job).toMatchObject({id: accepted.id, status: 'done', sources_total: 2, sources_done: 2, sections_indexed: 4, error: null});
  expect(job.finished_at).not.toBeNull();
  expect(job.documents.map((doc) => [doc.title, doc.sections.map((s) => s.heading)])).toEqual([
    ['vela.pdf', ['Page 1', 'Page 2']],
    ['notes.md', ['Notes', 'Lanterns']],
  ]);
  expect(job.skipped).toEqual([{source: 'photo.png', code: 'unsupportedFileType', error: expect.stringMatching(/^[A-Z]/)}]);
  const answer = (await call(server, key, {method: 'POST', url: '/v1/ask', payload: {query: 'When do kayak trips around Isla Vela start?'}})).json() as {
    sources: {title: string}[];
  };
  expect(answer.sources[0].title).toBe('vela.pdf › Page 2');
  // The uploaded files waited in storage for the job, and are gone with it.
  expect(await server.app.storage.get('knowledge-imports', `${accepted.id}-0`)).toBeUndefined();
});

test(`an upload over ${largeUploadBytes / 1024 / 1024} MB in all is a job without being asked; a file refused in it is listed`, async () => {
  const big = Buffer.alloc(Math.ceil(largeUploadBytes / 2) + 1, 'word ');
  const response = await upload(
    [
      {name: 'a.txt', data: big},
      {name: 'b.txt', data: big},
      {name: 'small.md', data: Buffer.from('# Tides\n\nHigh tide at Porto Vela is at 14:20.\n')},
    ],
    {},
  );
  expect(response.statusCode).toBe(202);
  const {job} = await follow((response.json() as {status_url: string}).status_url);
  expect(job).toMatchObject({status: 'done', sources_total: 3, sources_done: 3});
  expect(job.documents.map((doc) => doc.title)).toEqual(['small.md']);
  expect(job.skipped.map((s) => [s.source, s.code])).toEqual([
    ['a.txt', 'tooMuchText'],
    ['b.txt', 'tooMuchText'],
  ]);
});

test('an address sent with Prefer: respond-async: the job reads its sitemap page by page', async () => {
  const response = await call(server, key, {method: 'POST', url: '/v1/knowledge', payload: {url: `${site.origin}/sitemap.xml`}, headers: {...respondAsync, 'accept-language': 'es'}});
  expect(response.statusCode).toBe(202);
  const {job} = await follow((response.json() as {status_url: string}).status_url, {'accept-language': 'es'});
  expect(job).toMatchObject({status: 'done', sources_total: 2, sources_done: 2});
  expect(job.documents.map((doc) => doc.source_url)).toEqual([`${site.origin}/lighthouse`, `${site.origin}/ferry`]);
  expect(job.skipped).toEqual([{source: `${site.origin}/gone`, code: 'fetchFailed', error: expect.stringContaining('No se pudo')}]);
});

test.each([
  ['an encrypted PDF', async () => ({name: 'locked.pdf', data: await makePdf(['Secret'], {userPassword: 'pw'})}), 'encryptedFile', 'contraseña'],
  ['binary data named .txt', async () => ({name: 'data.txt', data: Buffer.from(Array.from({length: 4096}, (_, i) => (i * 37) % 256))}), 'notText', 'texto'],
])('a job that can read nothing (%s) fails with its refusal, in the language asked', async (_label, make, code, spanish) => {
  const response = await upload([await make()]);
  expect(response.statusCode).toBe(202);
  const {job} = await follow((response.json() as {status_url: string}).status_url, {'accept-language': 'es'});
  expect(job).toMatchObject({status: 'failed', documents: [], sources_done: 1, error: {code, error: expect.stringContaining(spanish)}});
});

test.each([
  ['a private address', () => call(server, key, {method: 'POST', url: '/v1/knowledge', payload: {url: 'http://169.254.169.254/latest/'}, headers: respondAsync}), 400, 'urlNotAllowed'],
  ['an address that is not http', () => call(server, key, {method: 'POST', url: '/v1/knowledge', payload: {url: 'ftp://example.com/a'}, headers: respondAsync}), 400, 'invalidUrl'],
  [
    'an address with content',
    () => call(server, key, {method: 'POST', url: '/v1/knowledge', payload: {url: `${site.origin}/ferry`, content: 'x'}, headers: respondAsync}),
    400,
    'invalidRequest',
  ],
  ['no file', () => upload([]), 400, 'noFile'],
  ['six files', () => upload(Array.from({length: 6}, (_, i) => ({name: `f${i}.txt`, data: Buffer.from(`File ${i}`)}))), 400, 'tooManyFiles'],
  ['only a file of a type we do not read', () => upload([{name: 'photo.png', data: Buffer.from('png')}]), 415, 'unsupportedFileType'],
])('%s is refused at once, with no job', async (_label, send, status, code) => {
  const before = await sql<{n: number}>`select count(*) as n from knowledge_imports`.execute(server.app.db);
  const response = await send();
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({code});
  const after = await sql<{n: number}>`select count(*) as n from knowledge_imports`.execute(server.app.db);
  expect(Number(after.rows[0].n)).toBe(Number(before.rows[0].n));
});

test.each([
  ['an id of the wrong shape', 'imp_short', () => key, 400, 'invalidRequest'],
  ['an unknown id', 'imp_AAAAAAAAAAAAAAAA', () => key, 404, 'notFound'],
])('following %s is refused', async (_label, id, keyOf, status, code) => {
  const response = await call(server, keyOf(), {method: 'GET', url: `/v1/knowledge/imports/${id}`});
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({code});
});

test("another agent's key cannot follow the job", async () => {
  const response = await upload([{name: 'mine.md', data: Buffer.from('# Mine\n\nOnly mine.\n')}]);
  const {status_url: statusUrl} = response.json() as {status_url: string};
  await follow(statusUrl);
  const {createSandbox} = await import('../../../../server/features/sandbox/queries');
  const other = await createSandbox(server.app.db);
  const answer = await call(server, other.secret, {method: 'GET', url: statusUrl});
  expect(answer.statusCode).toBe(404);
});

describe('an import whose instance died', () => {
  let held: TestServer;
  let heldKey: string;
  beforeAll(async () => {
    // This instance's own queue is held back: the test plays the dead instance and the next one.
    held = await startTestServer({env: {OUTBOX_START_DELAY_MS: '600000'}});
    heldKey = await newKey(held, 'private');
  });
  afterAll(() => held.close());

  test('is taken again after its lease and resumes after the sources it recorded, adding none twice', async () => {
    const body = multipartFiles(['one', 'two', 'three'].map((name) => ({name: `${name}.md`, data: Buffer.from(`# ${name}\n\nThe ${name} file.\n`)})));
    const response = await call(held, heldKey, {method: 'POST', url: '/v1/knowledge', payload: body.payload, headers: {...body.headers, ...respondAsync}});
    expect(response.statusCode).toBe(202);
    const {id, status_url: statusUrl} = response.json() as {id: string; status_url: string};
    const store = importStore(held.app.db, held.app.dbDialect);
    // The dead instance claimed it, added the first file, recorded that, and died with its lease.
    const [claimed] = await store.claim('dead-instance', {limit: 1, leaseMs: 60_000});
    const first = await addKnowledge(held.app.db, {agentId: siteAgentId, title: 'one.md', content: '# one\n\nThe one file.', sourceUrl: null, locale: null, tags: []});
    const firstDocument = {id: first.id, title: 'one.md', source: 'one.md', kind: 'markdown', sourceUrl: null, createdAt: first.createdAt, sections: [{heading: 'one', anchor: 'one', page: null}]};
    await recordProgress(held.app.db, claimed.id, 'dead-instance', {sourcesTotal: 3, sourcesDone: 1, result: {documents: [firstDocument], skipped: []}});
    expect(((await call(held, heldKey, {method: 'GET', url: statusUrl})).json() as Job).status).toBe('running');
    await sql`update knowledge_imports set locked_until = 1 where id = ${id}`.execute(held.app.db);
    expect(((await call(held, heldKey, {method: 'GET', url: statusUrl})).json() as Job).status).toBe('queued');

    const next = new ImportQueue(
      {
        db: held.app.db,
        dialect: held.app.dbDialect,
        storage: held.app.storage,
        outgoing: held.app.outgoing,
        saver: (agentId, locale, tags) => async ({title, content, sourceUrl}) => {
          const record = await addKnowledge(held.app.db, {agentId, title, content, sourceUrl, locale, tags});
          return {id: record.id, createdAt: record.createdAt};
        },
      },
      held.app.config.mail,
      held.app.log,
    );
    await next.runOnce();

    const job = (await call(held, heldKey, {method: 'GET', url: statusUrl})).json() as Job;
    expect(job).toMatchObject({status: 'done', sources_total: 3, sources_done: 3, sections_indexed: 3});
    expect(job.documents.map((doc) => doc.title)).toEqual(['one.md', 'two.md', 'three.md']);
    const titles = await held.app.db.selectFrom('knowledge_documents').select('title').where('agent_id', '=', siteAgentId).where('title', 'like', '%.md').execute();
    expect(titles.map((row) => row.title).sort()).toEqual(['one.md', 'three.md', 'two.md']);
    const row = await held.app.db.selectFrom('knowledge_imports').select('attempts').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(2);
  });
});

describe('an import whose sandbox is deleted before it runs', () => {
  let held: TestServer;
  beforeAll(async () => {
    held = await startTestServer({env: {OUTBOX_START_DELAY_MS: '600000'}});
  });
  afterAll(() => held.close());

  test('Delete now takes the job and its waiting files; a queue that had claimed it ends it without retrying', async () => {
    const {createSandbox} = await import('../../../../server/features/sandbox/queries');
    const sandbox = await createSandbox(held.app.db);
    const body = multipartFiles([{name: 'later.md', data: Buffer.from('# Later\n\nRead by a job.\n')}]);
    const response = await call(held, sandbox.secret, {method: 'POST', url: '/v1/knowledge', payload: body.payload, headers: {...body.headers, ...respondAsync}});
    expect(response.statusCode).toBe(202);
    const {id} = response.json() as {id: string};
    const [claimed] = await importStore(held.app.db, held.app.dbDialect).claim('running-instance', {limit: 1, leaseMs: 60_000});
    expect(claimed.id).toBe(id);

    const deleted = await held.app.inject({method: 'DELETE', url: '/api/sandbox', remoteAddress: '198.19.7.7', headers: {authorization: `Bearer ${sandbox.secret}`}});
    expect(deleted.statusCode).toBe(204);
    expect(await held.app.db.selectFrom('knowledge_imports').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await held.app.storage.get('knowledge-imports', `${id}-0`)).toBeUndefined();

    // The instance that held it goes on: the files are gone, and so is the job; no retry is due.
    const queue = new ImportQueue(
      {db: held.app.db, dialect: held.app.dbDialect, storage: held.app.storage, outgoing: held.app.outgoing, saver: () => async () => ({id: 'kn_x', createdAt: 0})},
      held.app.config.mail,
      held.app.log,
    );
    const failed = jest.spyOn(held.app.log, 'warn');
    await (queue as unknown as {attempt(job: typeof claimed): Promise<void>}).attempt(claimed);
    expect(failed.mock.calls.map(([, message]) => message)).not.toContain('knowledge import failed: will retry');
    failed.mockRestore();
  });
});
