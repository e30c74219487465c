import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {prefersMarkdown} from '../../../../server/platform/http/static-site';
import {startTestServer, type TestServer} from '../../helper';

/** A build with pages, their Markdown twins (as the knowledge build writes them) and llms.txt. */
const files: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title><h1>Home</h1>',
  'index.md': '# Home\n\n> The home page.\n',
  'pricing.html': '<!doctype html><title>Pricing</title><h1>Pricing</h1>',
  'pricing.md': '# Pricing\n\n> Plans and prices.\n',
  'documentation.html': '<!doctype html><title>Docs</title>',
  'documentation.md': '# Documentation\n',
  'contact.html': '<!doctype html><title>Contact</title>',
  'es/index.html': '<!doctype html><title>Inicio</title>',
  'es/index.md': '# Inicio\n',
  'es/pricing.html': '<!doctype html><title>Precios</title>',
  'es/pricing.md': '# Precios\n\n> Planes y precios.\n',
  '404.html': '<!doctype html><title>Page not found</title>',
  'llms.txt': '# AgentWorks\n\n> Summary.\n\n## Product\n\n- [Pricing](https://www.agentworks.example/pricing.md)\n',
  'llms-full.txt': '# AgentWorks\n\n> Summary.\n\n---\n\n# Pricing\n',
};

describe('Markdown twins and llms.txt', () => {
  let parent: string;
  let server: TestServer;

  beforeAll(async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-fixture-'));
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(parent, 'build', name)), {recursive: true});
      fs.writeFileSync(path.join(parent, 'build', name), content);
    }
    server = await startTestServer({buildDir: path.join(parent, 'build')});
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(parent, {recursive: true, force: true});
  });

  const get = (url: string, accept?: string) =>
    server.app.inject({method: 'GET', url, headers: accept ? {accept} : {}});

  test.each([
    ['/pricing.md', 'pricing.md'],
    ['/index.md', 'index.md'],
    ['/es/pricing.md', 'es/pricing.md'],
    ['/documentation.md', 'documentation.md'],
  ])('%s is served as text/markdown in UTF-8', async (url, file) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.body).toBe(files[file]);
  });

  test.each(['/llms.txt', '/llms-full.txt'])('%s is plain text in UTF-8', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(files[url.slice(1)]);
  });

  test.each([
    ['/pricing', 'text/markdown', 'pricing.md'],
    ['/pricing', 'text/markdown, text/html;q=0.9', 'pricing.md'],
    ['/pricing?utm_source=agent', 'text/markdown', 'pricing.md'],
    ['/', 'text/markdown', 'index.md'],
    ['/es/', 'text/markdown', 'es/index.md'],
    ['/es/pricing', 'text/html;q=0.5, text/markdown', 'es/pricing.md'],
  ])('%s with Accept: %s answers the twin', async (url, accept, file) => {
    const response = await get(url, accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers.vary).toMatch(/\bAccept\b/);
    expect(response.body).toBe(files[file]);
  });

  test.each([
    ['/pricing', undefined],
    ['/pricing', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
    ['/pricing', 'text/html, text/markdown'],
    ['/pricing', 'text/markdown;q=0.5, text/html'],
    ['/pricing', '*/*'],
    ['/pricing', 'text/*'],
    ['/pricing', 'text/markdown;q=0'],
  ])('%s with Accept: %s answers the HTML page, varying on Accept', async (url, accept) => {
    const response = await get(url, accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.vary).toMatch(/\bAccept\b/);
    expect(response.body).toBe(files['pricing.html']);
  });

  test('a page without a twin answers its HTML even to a Markdown reader', async () => {
    const response = await get('/contact', 'text/markdown');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(files['contact.html']);
  });

  test('an unknown page stays a 404 whatever it accepts', async () => {
    expect((await get('/nowhere', 'text/markdown')).statusCode).toBe(404);
    expect((await get('/nowhere.md')).statusCode).toBe(404);
  });
});

describe('prefersMarkdown', () => {
  test.each([
    ['text/markdown', true],
    ['text/markdown, text/html', true],
    ['text/markdown;q=0.9, text/html;q=0.8', true],
    ['text/markdown, */*;q=0.1', true],
    ['TEXT/MARKDOWN', true],
    [undefined, false],
    ['', false],
    ['text/html, text/markdown', false],
    ['text/html;q=0.9, text/markdown;q=0.9', false],
    ['text/*', false],
    ['*/*', false],
    ['text/markdown;q=0', false],
    ['text/markdown;q=abc', false],
    ['garbage', false],
  ])('%s -> %s', (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });
});
