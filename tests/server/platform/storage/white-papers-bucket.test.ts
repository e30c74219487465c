import fs from 'node:fs';
import path from 'node:path';
import {whitePaperFile} from '../../../../src/lib/forms/whitePaper';
import {startTestServer, type TestServer} from '../../helper';

const publicUrl = `/storage/v1/object/public/white-papers/${whitePaperFile}`;
const seedPdf = path.join(__dirname, '../../../../server/platform/storage/seed/white-papers', whitePaperFile);

describe('the white-papers bucket', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test('holds the product white paper on first start, outside the web root', () => {
    const stored = path.join(server.storageDir, 'white-papers', whitePaperFile);
    expect(fs.readFileSync(stored).equals(fs.readFileSync(seedPdf))).toBe(true);
    expect(path.relative(server.buildDir, stored).startsWith('..')).toBe(true);
  });

  test('GET streams the PDF as an attachment with cache and nosniff headers', async () => {
    const response = await server.app.inject({method: 'GET', url: publicUrl});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${whitePaperFile}"`);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.equals(fs.readFileSync(seedPdf))).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  test('HEAD answers the headers without the body', async () => {
    const response = await server.app.inject({method: 'HEAD', url: publicUrl});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.length).toBe(0);
  });

  test('a name with non-ASCII characters gets an RFC 6266 filename* as well', async () => {
    const {attachmentDisposition} = await import('../../../../server/platform/storage/routes');
    expect(attachmentDisposition('informe-año.pdf')).toBe(
      `attachment; filename="informe-a_o.pdf"; filename*=UTF-8''informe-a%C3%B1o.pdf`,
    );
  });

  test.each([
    ['a missing file', '/storage/v1/object/public/white-papers/missing.pdf'],
    ['a private bucket', `/storage/v1/object/public/admin/${whitePaperFile}`],
    ['no file name', '/storage/v1/object/public/white-papers/'],
  ])('%s answers a JSON 404', async (_name, url) => {
    const response = await server.app.inject({method: 'GET', url});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({code: 'notFound', error: 'Not found'});
  });

  // Beside the bucket and beside the data folder: what a traversal would try to reach.
  const traversals = [
    '..%2fsite.db',
    '%2e%2e%2fsite.db',
    '..\\site.db',
    '..%5csite.db',
    '%2e%2e%5csite.db',
    '%252e%252e%252fsite.db',
    '..%252fsite.db',
    '....//site.db',
    `..%2f..%2fwhite-papers%2f${whitePaperFile}`,
    `sub%2f${whitePaperFile}`,
    '.hidden',
    '%00.pdf',
  ];

  test.each(traversals)('path traversal %s is refused with 400 "Invalid file path"', async (spelling) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/storage/v1/object/public/white-papers/${spelling}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({code: 'invalidPath', error: 'Invalid file path'});
  });

  // URL parsers (browsers, curl, the test client) resolve these dot segments before the request
  // leaves, so the server sees a path outside the bucket route: refused either way, never served.
  test.each([
    '../site.db',
    '%2e%2e/site.db',
    '../../data/site.db',
    '/storage/v1/object/public/%2e%2e/site.db',
    '/storage/v1/object/public/..%2fstorage/site.db',
  ])('dot-segment spelling %s never serves a file', async (spelling) => {
    const url = spelling.startsWith('/') ? spelling : `/storage/v1/object/public/white-papers/${spelling}`;
    const response = await server.app.inject({method: 'GET', url});
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json()).toEqual(
      response.statusCode === 400
        ? {code: 'invalidPath', error: 'Invalid file path'}
        : {code: 'notFound', error: 'Not found'},
    );
  });
});
