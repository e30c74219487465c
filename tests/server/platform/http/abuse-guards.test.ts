import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {crossSiteMessage, rateLimitedMessage} from '../../../../server/platform/http/abuse-guards';
import {contentSecurityPolicy, inlineScripts, needsEval, scriptHash} from '../../../../server/platform/http/csp';
import {whitePaperFile} from '../../../../src/lib/forms/whitePaper';
import {makeFixtureBuild, startTestServer, validLead, type TestServer} from '../../helper';

const lead = '/functions/v1/send-notification';
const forms: Array<[string, () => Record<string, unknown>]> = [
  [lead, () => validLead()],
  ['/functions/v1/newsletter', () => ({email: 'n@example.com'})],
  ['/functions/v1/partner-application', () => ({})],
  ['/functions/v1/download-white-paper', () => ({})],
  ['/functions/v1/white-paper-request', () => ({})],
];

describe('cross-site requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({env: {ALLOWED_ORIGINS: 'https://partner-site.example'}});
  });
  afterAll(() => server.close());
  afterEach(() => {
    expect(server.leads()).toHaveLength(0);
  });

  const refused: Array<[string, Record<string, string>]> = [
    ['another Origin', {origin: 'https://evil.example'}],
    ['an Origin on another port', {origin: 'http://localhost:8080'}],
    ['the opaque Origin "null"', {origin: 'null'}],
    ['Sec-Fetch-Site: cross-site', {'sec-fetch-site': 'cross-site'}],
    ['Sec-Fetch-Site: same-site', {'sec-fetch-site': 'same-site'}],
    ['same Origin but Sec-Fetch-Site: cross-site', {origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site'}],
  ];

  test.each(refused)('%s is refused with 403 on every form endpoint', async (_name, headers) => {
    for (const [url, body] of forms) {
      const response = await server.app.inject({method: 'POST', url, headers, payload: body()});
      expect({url, status: response.statusCode, body: response.json()}).toEqual({
        url,
        status: 403,
        body: {code: 'crossSiteRequest', error: crossSiteMessage},
      });
    }
  });

  test.each([
    ['no Origin (curl, server to server)', {}],
    // The server's own origin: with PUBLIC_URL unset, http://localhost:PORT (3000 by default).
    ['the same origin', {origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin'}],
    ['an origin listed in ALLOWED_ORIGINS', {origin: 'https://partner-site.example', 'sec-fetch-site': 'cross-site'}],
  ])('%s is accepted', async (_name, headers) => {
    const response = await server.app.inject({method: 'POST', url: '/functions/v1/newsletter', headers, payload: {email: 'ok@example.com'}});
    expect(response.statusCode).toBe(200);
  });

  test('reads are not affected: a cross-site GET of the white paper works', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/storage/v1/object/public/white-papers/${whitePaperFile}`,
      headers: {'sec-fetch-site': 'cross-site', origin: 'https://evil.example'},
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({env: {RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW: '1 minute'}});
  });
  afterAll(() => server.close());

  test('a client gets RATE_LIMIT_MAX submissions per window, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await server.app.inject({method: 'POST', url: lead, payload: validLead()})).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await server.app.inject({method: 'POST', url: '/functions/v1/partner-application', payload: {}});
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({code: 'rateLimited', error: rateLimitedMessage});
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(server.leads()).toHaveLength(3);
  });

  test('another client address has its own count; reads are never limited', async () => {
    const other = await server.app.inject({method: 'POST', url: lead, payload: validLead(), remoteAddress: '203.0.113.9'});
    expect(other.statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      const read = await server.app.inject({method: 'GET', url: '/healthz'});
      expect(read.statusCode).toBe(200);
    }
  });
});

describe('security headers', () => {
  let server: TestServer;
  let build: ReturnType<typeof makeFixtureBuild>;
  const themeScript = '!function(){document.documentElement.dataset.theme="light"}()';
  const docsScript = 'window.__docs=1';
  beforeAll(async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-build-'));
    build = makeFixtureBuild(parent);
    // Docusaurus's minifier leaves attributes unquoted; data blocks and external files are not hashed.
    fs.writeFileSync(
      path.join(build.dir, 'index.html'),
      `<!doctype html><html><head><script>${themeScript}</script><script type=application/ld+json>{"@type":"Organization"}</script>` +
        `<script src=/assets/js/main.1a2b3c4d.js defer></script></head><body style="margin:0"><h1>Home</h1></body></html>`,
    );
    fs.writeFileSync(path.join(build.dir, 'documentation/intro.html'), `<!doctype html><script data-rh=true>${docsScript}</script>`);
    server = await startTestServer({buildDir: build.dir});
  });
  afterAll(() => server.close());

  const expectCommonHeaders = (headers: Record<string, unknown>) => {
    expect(headers['strict-transport-security']).toMatch(/^max-age=31536000\b/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  };

  // Documents a browser renders carry the policy; a script, file or JSON answer only costs bytes with it.
  test.each([
    ['a page', 'GET', '/', true],
    ['a missing page', 'GET', '/nope', true],
    ['an SVG image (a document when opened on its own)', 'GET', '/img/logo.svg', true],
    ['the white paper', 'GET', `/storage/v1/object/public/white-papers/${whitePaperFile}`, false],
    ['the health check', 'GET', '/healthz', false],
    ['an API answer', 'POST', '/functions/v1/newsletter', false],
    ['an API 404', 'GET', '/functions/v1/nothing', false],
  ])('on %s', async (_name, method, url, document) => {
    const response = await server.app.inject({method: method as 'GET', url, payload: method === 'POST' ? {email: 'h@example.com'} : undefined});
    expectCommonHeaders(response.headers);
    if (document) {
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    } else {
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  test('a hashed asset (cached for a year) carries no-sniff and nothing it does not need', async () => {
    const response = await server.app.inject({method: 'GET', url: '/assets/js/main.1a2b3c4d.js'});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    for (const header of ['strict-transport-security', 'referrer-policy', 'content-security-policy', 'etag', 'last-modified', 'accept-ranges']) {
      expect([header, response.headers[header]]).toEqual([header, undefined]);
    }
  });

  test('the CSP allows the build\'s inline scripts by hash, never unsafe-inline scripts', async () => {
    const response = await server.app.inject({method: 'GET', url: '/'});
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1];
    const expected = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;
    expect(scriptSrc.split(' ')).toEqual(expect.arrayContaining(["'self'", expected, scriptHash(docsScript)]));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  test('only documentation pages (the live code editor) may evaluate code', async () => {
    const docs = await server.app.inject({method: 'GET', url: '/documentation/intro'});
    expect(String(docs.headers['content-security-policy'])).toMatch(/script-src [^;]*'unsafe-eval'/);
    expect(needsEval('/es/documentation/integration')).toBe(true);
    expect(needsEval('/documentation')).toBe(true);
    expect(needsEval('/landing')).toBe(false);
    expect(needsEval('/documentation-fake/x')).toBe(false);
  });

  test('inline script extraction follows HTML, not a naive pattern', () => {
    const html =
      '<script>a()</script><SCRIPT type="text/javascript">b()</SCRIPT><script type=module>c()</script>' +
      '<script src=x.js></script><script type=application/ld+json>{}</script><script type="text/template">t</script><script></script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
    expect(contentSecurityPolicy({scriptHashes: []})).toMatch(/script-src 'self';/);
  });
});
