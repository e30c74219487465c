import fs from 'node:fs';
import path from 'node:path';
import {
  formErrorMessages,
  type FormErrorCode,
  whitePaperDownloadMessages,
  whitePaperRequestMessages,
} from '../../src/lib/forms/messages';
import {whitePaperFile} from '../../src/lib/forms/whitePaper';
import {offerWhitePaper} from '../../server/features/white-papers/queries';
import {countRows, startTestServer, type TestServer} from './helper';

const publicUrl = `/storage/v1/object/public/white-papers/${whitePaperFile}`;
const offeredUrl = '/functions/v1/offered-white-paper';
const seedPdf = path.join(__dirname, '../../server/storage/seed/white-papers', whitePaperFile);

let counter = 0;
function downloadBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    filePath: whitePaperFile,
    email: `grace${counter}@example.com`,
    userName: 'Grace Hopper',
    companyName: 'Compilers Inc',
    companySize: '51-200',
    subscribe: false,
    ...overrides,
  };
}

function requestBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    firstName: 'Katherine',
    lastName: 'Johnson',
    title: 'Head of Support',
    companyName: 'Orbital Mechanics',
    email: `katherine${counter}@example.com`,
    phone: '555-987-6543',
    companySize: '11-50',
    heardAboutUs: ['Search engine', 'A colleague'],
    subscribe: false,
    ...overrides,
  };
}

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

  test('the offered-paper GET names the product paper with no title or description until staff offer one (the forms show their own copy)', async () => {
    const response = await server.app.inject({method: 'GET', url: offeredUrl});
    expect([response.statusCode, response.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(response.json()).toEqual({file: whitePaperFile, downloadUrl: publicUrl, title: null, description: null});
  });

  test('the offered-paper GET answers the title and description staff set when they offered the paper, as they typed them', async () => {
    const offer = {name: whitePaperFile, title: 'Benchmark <2026>', description: 'AI & people, "side by side".'};
    await offerWhitePaper(server.app.db, offer, 'ana@example.com');
    const response = await server.app.inject({method: 'GET', url: offeredUrl});
    expect(response.json()).toEqual({file: whitePaperFile, downloadUrl: publicUrl, title: offer.title, description: offer.description});
  });

  test('a name with non-ASCII characters gets an RFC 6266 filename* as well', async () => {
    const {attachmentDisposition} = await import('../../server/routes/storage');
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

describe('POST /functions/v1/download-white-paper', () => {
  const url = '/functions/v1/download-white-paper';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test('records who asked for which paper, queues a notification and answers the download URL', async () => {
    const body = downloadBody({userName: '<b>Grace</b> Hopper'});
    const response = await server.app.inject({method: 'POST', url, payload: body});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({downloadUrl: `/storage/v1/object/public/white-papers/${whitePaperFile}`});

    const [row] = server.rows('white_paper_requests').filter((r) => r.email === body.email);
    expect(row).toMatchObject({
      form: 'download',
      file_path: whitePaperFile,
      user_name: 'Grace Hopper',
      company_name: 'Compilers Inc',
      company_size: '51-200',
      subscribe: 0,
      ip: '127.0.0.1',
    });
    const mail = server.rows<{subject: string; body: string; recipient: string; status: string}>('outbox').at(-1);
    expect(mail).toMatchObject({recipient: 'sales@agentworks.example', status: 'pending'});
    expect(mail?.subject).toContain('Grace Hopper');
    expect(mail?.body).toContain(String(body.email));
    // Not subscribed: the box was not ticked.
    expect(server.rows('newsletter_subscriptions').filter((r) => r.email === body.email)).toHaveLength(0);
  });

  test('the downloadUrl it answers serves the PDF', async () => {
    const {downloadUrl} = (await server.app.inject({method: 'POST', url, payload: downloadBody()})).json();
    const file = await server.app.inject({method: 'GET', url: downloadUrl});
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the subscribe flag subscribes the address to the newsletter, once', async () => {
    const email = 'subscriber@example.com';
    for (let i = 0; i < 2; i += 1) {
      const response = await server.app.inject({method: 'POST', url, payload: downloadBody({email, subscribe: true})});
      expect(response.statusCode).toBe(200);
    }
    const subscriptions = server.rows('newsletter_subscriptions').filter((r) => r.email === email);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({first_name: 'Grace', last_name: 'Hopper', source: 'white-paper-download'});
  });

  test('unsafe characters in the path become underscores (and such a paper does not exist)', async () => {
    const before = server.rows('white_paper_requests').length;
    const response = await server.app.inject({method: 'POST', url, payload: downloadBody({filePath: 'ai vs human?.pdf'})});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({code: 'paperMissing', error: whitePaperDownloadMessages.publicUrlFailed});
    expect(server.rows('white_paper_requests')).toHaveLength(before);
    const {sanitizeFileName} = await import('../../src/lib/forms/whitePaper');
    expect(sanitizeFileName('ai vs human?.pdf')).toBe('ai_vs_human_.pdf');
  });

  test('the same submission key twice records once and queues one mail', async () => {
    const body = downloadBody({csrfToken: 'retry-key-12345'});
    const outboxBefore = server.rows('outbox').length;
    const answers = await Promise.all([1, 2, 3].map(() => server.app.inject({method: 'POST', url, payload: body})));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(server.rows('white_paper_requests').filter((r) => r.email === body.email)).toHaveLength(1);
    expect(server.rows('outbox')).toHaveLength(outboxBefore + 1);
  });

  test('the same submission key with different answers is refused with 409 and records nothing new', async () => {
    const body = downloadBody({csrfToken: 'changed-key-12345'});
    const first = await server.app.inject({method: 'POST', url, payload: body});
    const changed = await server.app.inject({method: 'POST', url, payload: {...body, companyName: 'Other Inc'}});
    expect([first.statusCode, changed.statusCode]).toEqual([200, 409]);
    expect(changed.json()).toEqual({code: 'duplicateSubmission', error: formErrorMessages.duplicateSubmission});
    expect(server.rows('white_paper_requests').filter((r) => r.csrf_token === body.csrfToken)).toEqual([
      expect.objectContaining({company_name: 'Compilers Inc'}),
    ]);
  });

  test('a filled honeypot is answered with success and not stored', async () => {
    const body = downloadBody({website: 'http://spam.example'});
    const response = await server.app.inject({method: 'POST', url, payload: body});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('downloadUrl');
    expect(server.rows('white_paper_requests').filter((r) => r.email === body.email)).toHaveLength(0);
  });

  describe('refused input stores nothing', () => {
    let before: {requests: number; outbox: number; subscriptions: number};
    // Counted through the app's connection: no psql process per count on PostgreSQL.
    const counts = async () => ({
      requests: await countRows(server, 'white_paper_requests'),
      outbox: await countRows(server, 'outbox'),
      subscriptions: await countRows(server, 'newsletter_subscriptions'),
    });
    beforeEach(async () => {
      before = await counts();
    });
    afterEach(async () => {
      expect(await counts()).toEqual(before);
    });

    const [invalidPath, required, email, tooLong, wrongType, unknownOption] = [
      'invalidPath', 'required', 'email', 'tooLong', 'wrongType', 'unknownOption',
    ] as const satisfies readonly FormErrorCode[];
    const without = (field: string) => {
      const body = downloadBody({subscribe: true});
      delete body[field];
      return body;
    };
    const bad: Array<[string, Record<string, unknown>, FormErrorCode]> = [
      ...['../secret.pdf', '..%2fsecret.pdf', '%2e%2e/secret.pdf', '%2e%2e%2fsecret.pdf', '..\\secret.pdf',
        '..%5csecret.pdf', '%252e%252e%252fsecret.pdf', 'white-papers/../../site.db', '/etc/../passwd',
        '....//secret.pdf', '.env', '',
        // Names the sanitising turns into ones the storage refuses: bad input, never a 500.
        '/etc/passwd', '_x.pdf', '-x.pdf', '/x.pdf', '~x.pdf', '$x.pdf', '-', '_'].map(
        (filePath): [string, Record<string, unknown>, FormErrorCode] => [`filePath ${JSON.stringify(filePath)}`, downloadBody({filePath, subscribe: true}), invalidPath],
      ),
      ['missing filePath', without('filePath'), invalidPath],
      ['numeric filePath', downloadBody({filePath: 42}), wrongType],
      ['array filePath', downloadBody({filePath: [whitePaperFile]}), wrongType],
      ['5 KB filePath', downloadBody({filePath: 'a'.repeat(5000)}), invalidPath],
      ...['email', 'userName', 'companyName', 'companySize'].map(
        (field): [string, Record<string, unknown>, FormErrorCode] => [`missing ${field}`, without(field), required],
      ),
      ['numeric email', downloadBody({email: 12}), wrongType],
      ['object userName', downloadBody({userName: {first: 'Grace'}}), wrongType],
      ['script tags as the whole user name', downloadBody({userName: '<script></script>'}), required],
      ['unknown company size band', downloadBody({companySize: '1-30'}), unknownOption],
      ['bad email', downloadBody({email: 'grace@'}), email],
      ['email with a space', downloadBody({email: 'grace hopper@example.com'}), email],
      ['201-character company', downloadBody({companyName: 'x'.repeat(201)}), tooLong],
      ['10 KB user name', downloadBody({userName: 'x'.repeat(10_000)}), tooLong],
      ['subscribe as a string', downloadBody({subscribe: 'yes'}), wrongType],
      ['subscribe as a number', downloadBody({subscribe: 1}), wrongType],
    ];
    test.each(bad)('%s', async (_name, payload, code) => {
      const response = await server.app.inject({method: 'POST', url, payload});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({code, error: formErrorMessages[code]});
    });

    test('a JSON array body is refused for its missing answers', async () => {
      const response = await server.app.inject({method: 'POST', url, headers: {'content-type': 'application/json'}, payload: '[]'});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({code: 'required', error: formErrorMessages.required});
    });

    test.each([
      ['malformed JSON', 'application/json', '{"email":', 400],
      ['text/plain', 'text/plain', JSON.stringify(downloadBody()), 415],
      ['form-encoded', 'application/x-www-form-urlencoded', 'email=a%40b.co', 415],
      ['multipart', 'multipart/form-data; boundary=x', '--x--', 415],
      ['over 16 KB', 'application/json', JSON.stringify(downloadBody({extra: 'x'.repeat(17_000)})), 413],
    ])('%s body answers %d', async (_name, contentType, payload, status) => {
      const response = await server.app.inject({method: 'POST', url, headers: {'content-type': contentType}, payload});
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({code: expect.any(String), error: expect.any(String)});
    });
  });

  test('a server failure answers the spec text and leaks nothing', async () => {
    const broken = await startTestServer();
    try {
      await broken.app.db.destroy();
      const response = await broken.app.inject({method: 'POST', url, payload: downloadBody()});
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: 'internalError',
        error: 'Failed to process your download request. Please try again later.',
      });
      expect(response.body).not.toMatch(/stack|insert|sqlite|kysely/i);
    } finally {
      await broken.close();
    }
  });
});

describe('POST /functions/v1/white-paper-request', () => {
  const url = '/functions/v1/white-paper-request';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test('records every field, subscribes when asked, queues a mail and answers the download URL', async () => {
    const body = requestBody({subscribe: true, companySize: '501+'});
    const response = await server.app.inject({method: 'POST', url, payload: body});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({downloadUrl: `/storage/v1/object/public/white-papers/${whitePaperFile}`});
    const [row] = server.rows('white_paper_requests');
    expect(row).toMatchObject({
      form: 'request',
      file_path: whitePaperFile,
      first_name: 'Katherine',
      last_name: 'Johnson',
      user_name: 'Katherine Johnson',
      title: 'Head of Support',
      phone: '555-987-6543',
      company_size: '501+',
      subscribe: 1,
    });
    expect(JSON.parse(String(row.heard_about_us))).toEqual(['Search engine', 'A colleague']);
    expect(server.rows('newsletter_subscriptions')).toEqual([
      expect.objectContaining({email: body.email, source: 'white-paper-request'}),
    ]);
    expect(server.rows('outbox')).toHaveLength(1);
  });

  test('only names, e-mail and company are required (SPEC §5)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url,
      payload: {firstName: 'Mary', lastName: 'Jackson', email: 'mary@example.com', companyName: 'NACA'},
    });
    expect(response.statusCode).toBe(200);
  });

  test('a filled honeypot is answered with success and not stored', async () => {
    const before = server.rows('white_paper_requests').length;
    const response = await server.app.inject({method: 'POST', url, payload: requestBody({website: 'x'})});
    expect(response.statusCode).toBe(200);
    expect(server.rows('white_paper_requests')).toHaveLength(before);
  });

  describe('refused input stores nothing', () => {
    let before: number;
    beforeEach(() => {
      before = server.rows('white_paper_requests').length + server.rows('outbox').length;
    });
    afterEach(() => {
      expect(server.rows('white_paper_requests').length + server.rows('outbox').length).toBe(before);
    });
    const [required, email, phone, tooLong, wrongType, unknownOption, tooManyItems] = [
      'required', 'email', 'phone', 'tooLong', 'wrongType', 'unknownOption', 'tooManyItems',
    ] as const satisfies readonly FormErrorCode[];
    const bad: Array<[string, Record<string, unknown>, FormErrorCode]> = [
      ['missing firstName', requestBody({firstName: undefined}), required],
      ['missing lastName', requestBody({lastName: ''}), required],
      ['missing email', requestBody({email: '  '}), required],
      ['missing companyName', requestBody({companyName: '<i></i>'}), required],
      ['numeric firstName', requestBody({firstName: 7}), wrongType],
      ['bad email', requestBody({email: 'kj@example'}), email],
      ['bad phone', requestBody({phone: '12'}), phone],
      ['a lead company size band', requestBody({companySize: '1000+'}), unknownOption],
      ['heardAboutUs as a string', requestBody({heardAboutUs: 'radio'}), wrongType],
      ['30 heardAboutUs entries', requestBody({heardAboutUs: Array.from({length: 30}, (_, i) => `s${i}`)}), tooManyItems],
      ['a 300-character heardAboutUs entry', requestBody({heardAboutUs: ['h'.repeat(300)]}), tooLong],
      ['subscribe as a string', requestBody({subscribe: 'true'}), wrongType],
      ['a 300-character title', requestBody({title: 't'.repeat(300)}), tooLong],
    ];
    test.each(bad)('%s', async (_name, payload, code) => {
      const response = await server.app.inject({method: 'POST', url, payload});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({code, error: formErrorMessages[code]});
    });
  });

  test('a server failure answers "Failed to download white paper"', async () => {
    const broken = await startTestServer();
    try {
      await broken.app.db.destroy();
      const response = await broken.app.inject({method: 'POST', url, payload: requestBody()});
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({code: 'internalError', error: whitePaperRequestMessages.failed});
    } finally {
      await broken.close();
    }
  });
});

