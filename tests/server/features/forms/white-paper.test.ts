/**
 * The two white paper forms' own rules over HTTP, and the offered paper they hand out; what
 * every form does alike (trap, retries, failures) is every-form.test.ts's.
 */
import {
  formErrorMessages,
  type FormErrorCode,
  whitePaperDownloadMessages,
} from '../../../../src/lib/forms/messages';
import {whitePaperFile} from '../../../../src/lib/forms/whitePaper';
import {offerWhitePaper} from '../../../../server/features/white-papers/queries';
import {countRows, startTestServer, type TestServer} from '../../helper';
import {whitePaperDownloadBody as downloadBody, whitePaperRequestBody as requestBody} from './bodies';

const publicUrl = `/storage/v1/object/public/white-papers/${whitePaperFile}`;
const offeredUrl = '/functions/v1/offered-white-paper';

// One server: each test reads only its own rows (by their e-mail addresses) or counts what changed.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /functions/v1/offered-white-paper', () => {
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
});

describe('POST /functions/v1/download-white-paper', () => {
  const url = '/functions/v1/download-white-paper';
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
    const {sanitizeFileName} = await import('../../../../src/lib/forms/whitePaper');
    expect(sanitizeFileName('ai vs human?.pdf')).toBe('ai_vs_human_.pdf');
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
});

describe('POST /functions/v1/white-paper-request', () => {
  const url = '/functions/v1/white-paper-request';
  test('records every field, subscribes when asked, queues a mail and answers the download URL', async () => {
    const body = requestBody({subscribe: true, companySize: '501+'});
    const response = await server.app.inject({method: 'POST', url, payload: body});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({downloadUrl: `/storage/v1/object/public/white-papers/${whitePaperFile}`});
    const [row] = server.rows('white_paper_requests').filter((r) => r.email === body.email);
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
    expect(server.rows('newsletter_subscriptions').filter((r) => r.email === body.email)).toEqual([
      expect.objectContaining({source: 'white-paper-request'}),
    ]);
    expect(server.rows<{reply_to: string}>('outbox').filter((r) => r.reply_to === body.email)).toHaveLength(1);
  });

  test('only names, e-mail and company are required (SPEC §5)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url,
      payload: {firstName: 'Mary', lastName: 'Jackson', email: 'mary@example.com', companyName: 'NACA'},
    });
    expect(response.statusCode).toBe(200);
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
});
