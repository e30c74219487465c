import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {makeFixtureBuild, startTestServer, validLead, type FixtureBuild, type TestServer} from '../../helper';

const run = promisify(execFile);
const precompressScript = path.resolve(__dirname, '../../../../scripts/precompress.mjs');

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'public, max-age=0, must-revalidate';

describe('serving the site build', () => {
  let parent: string;
  let build: FixtureBuild;
  let server: TestServer;

  beforeAll(async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'site-fixture-'));
    build = makeFixtureBuild(parent);
    await run(process.execPath, [precompressScript, build.dir]);
    server = await startTestServer({buildDir: build.dir});
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(parent, {recursive: true, force: true});
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({method: 'GET', url, headers});

  describe('precompress script', () => {
    test('writes .br and .gz beside files worth compressing and skips tiny ones', () => {
      const exists = (name: string) => fs.existsSync(path.join(build.dir, name));
      for (const name of ['index.html', 'es/404.html', 'assets/js/main.1a2b3c4d.js']) {
        expect({name, br: exists(`${name}.br`), gz: exists(`${name}.gz`)}).toEqual({name, br: true, gz: true});
      }
      expect(exists('img/logo.svg.br')).toBe(false);
      const br = fs.readFileSync(path.join(build.dir, 'index.html.br'));
      expect(zlib.brotliDecompressSync(br).toString()).toBe(build.files['index.html']);
    });
  });

  describe('clean URLs (Docusaurus trailingSlash: false)', () => {
    test.each([
      ['/', 'index.html'],
      ['/pricing', 'pricing.html'],
      ['/documentation', 'documentation.html'],
      ['/documentation/intro', 'documentation/intro.html'],
      ['/es/', 'es/index.html'],
      ['/es/pricing', 'es/pricing.html'],
      ['/pricing.html', 'pricing.html'],
      ['/pricing?utm_source=mail', 'pricing.html'],
    ])('%s serves %s as HTML', async (url, file) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(build.files[file]);
    });

    test.each([
      ['/pricing/', '/pricing'],
      ['/documentation/', '/documentation'],
      ['/pricing/?ref=x', '/pricing?ref=x'],
      ['/es', '/es/'],
      ['/es?x=1', '/es/?x=1'],
    ])('%s redirects permanently to the canonical %s', async (url, location) => {
      const response = await get(url);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(location);
    });
  });

  describe('not found', () => {
    test.each([
      ['/no-such-page', '404.html'],
      ['/no/such/page/', '404.html'],
      ['/es/no-such-page', 'es/404.html'],
      ['/es/no/such/page', 'es/404.html'],
    ])('%s answers 404 with the page %s', async (url, file) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(build.files[file]);
    });

    test('the 404 page is sent precompressed too, still with status 404', async () => {
      const response = await get('/es/missing', {'accept-encoding': 'br'});
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(build.files['es/404.html']);
    });

    test.each([
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e%5csecret.txt',
      '/.env',
      '/assets/%00.js',
    ])('%s never reaches files outside the build or hidden files', async (url) => {
      const response = await get(url);
      expect([400, 403, 404]).toContain(response.statusCode);
      expect(response.body).not.toMatch(/outside the web root|SECRET=/);
    });

    test('a double-slash path is not turned into an off-site redirect', async () => {
      const response = await get('//evil.example/');
      expect(response.statusCode).not.toBe(301);
      expect(response.headers.location).toBeUndefined();
    });

    test('API paths answer JSON 404, not the HTML page', async () => {
      for (const url of ['/functions/v1/nothing', '/api/anything', '/storage/v1/x']) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({code: 'notFound', error: 'Not found'});
      }
    });
  });

  describe('compression', () => {
    const file = 'assets/js/main.1a2b3c4d.js';

    test('sends the brotli file when the client accepts br', async () => {
      const response = await get(`/${file}`, {'accept-encoding': 'gzip, deflate, br'});
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(build.files[file]);
    });

    test('sends the gzip file when the client accepts only gzip', async () => {
      const response = await get(`/${file}`, {'accept-encoding': 'gzip'});
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(build.files[file]);
    });

    test('sends the file as it is to a client that accepts no encoding', async () => {
      const response = await get(`/${file}`);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(build.files[file]);
    });
  });

  describe('cache headers', () => {
    test.each([
      ['/assets/js/main.1a2b3c4d.js', immutable],
      ['/es/assets/js/main.5e6f7a8b.js', immutable],
      ['/', revalidate],
      ['/pricing', revalidate],
      ['/es/', revalidate],
      ['/img/logo.svg', revalidate],
    ])('%s: %s', async (url, expected) => {
      const response = await get(url, {'accept-encoding': 'br'});
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(expected);
    });

    test('HTML carries validators, and a revalidation with a matching ETag answers 304', async () => {
      const first = await get('/pricing', {'accept-encoding': 'br'});
      expect(first.headers.etag).toEqual(expect.any(String));
      expect(first.headers['last-modified']).toEqual(expect.any(String));
      const again = await get('/pricing', {
        'accept-encoding': 'br',
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    test('HEAD answers the headers without a body', async () => {
      const response = await server.app.inject({method: 'HEAD', url: '/pricing'});
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe('');
    });
  });
});

describe('without a site build', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test('pages answer a 503 page that says to run npm run build', async () => {
    for (const url of ['/', '/pricing']) {
      const response = await server.app.inject({method: 'GET', url});
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('npm run build');
    }
  });

  test('the API still works', async () => {
    expect((await server.app.inject({method: 'GET', url: '/healthz'})).statusCode).toBe(200);
    const response = await server.app.inject({
      method: 'POST',
      url: '/functions/v1/send-notification',
      payload: validLead(),
    });
    expect(response.statusCode).toBe(200);
    expect(server.leads()).toHaveLength(1);
  });
});

describe('a build replaced under the running server', () => {
  let parent: string;
  let server: TestServer;
  const page = (script: string) => `<!doctype html><html><head><script>${script}</script></head><body>page</body></html>`;
  const write = (dir: string, file: string, content: string, mtime: Date) => {
    fs.writeFileSync(path.join(dir, file), content);
    // A deploy writes new files; make the change visible even within one mtime tick.
    fs.utimesSync(path.join(dir, file), mtime, mtime);
  };
  const scriptSrc = async (url: string) => {
    const response = await server.app.inject({method: 'GET', url});
    expect(response.statusCode).toBe(200);
    return /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))![1].split(' ');
  };

  beforeAll(async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-replaced-'));
    const build = makeFixtureBuild(parent);
    const before = new Date(Date.now() - 60_000);
    write(build.dir, 'index.html', page('window.build="old"'), before);
    write(build.dir, 'pricing.html', page('window.pricing="old"'), before);
    server = await startTestServer({buildDir: build.dir});
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(parent, {recursive: true, force: true});
  });

  test('the policy allows the new inline scripts at once, and drops the old ones', async () => {
    const {scriptHash} = await import('../../../../server/platform/http/csp');
    expect(await scriptSrc('/')).toEqual(expect.arrayContaining([scriptHash('window.build="old"'), scriptHash('window.pricing="old"')]));

    const now = new Date();
    write(server.buildDir, 'index.html', page('window.build="new"'), now);
    write(server.buildDir, 'pricing.html', page('window.pricing="new"'), now);

    // The page being served is hashed again before its answer leaves.
    expect(await scriptSrc('/')).toContain(scriptHash('window.build="new"'));
    // The rest of the build follows (policies cover in-app navigation to every page).
    const started = Date.now();
    let current = await scriptSrc('/');
    while (!current.includes(scriptHash('window.pricing="new"')) && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      current = await scriptSrc('/');
    }
    expect(current).toEqual(expect.arrayContaining([scriptHash('window.build="new"'), scriptHash('window.pricing="new"')]));
    expect(current).not.toContain(scriptHash('window.build="old"'));
    expect(current).not.toContain(scriptHash('window.pricing="old"'));
  });
});
