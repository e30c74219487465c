/**
 * The partner and newsletter forms' own rules over HTTP; what every form does alike (trap,
 * retries, failures) is every-form.test.ts's.
 */
import {formErrorMessages, type FormErrorCode} from '../../../../src/lib/forms/messages';
import {countRows, startTestServer, type TestServer} from '../../helper';
import {partnerBody as application} from './bodies';

// One server: each test reads only its own rows (by their e-mail addresses) or counts what changed.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /functions/v1/partner-application', () => {
  const url = '/functions/v1/partner-application';
  test('stores the application and queues a notification with its fields', async () => {
    const body = application({message: 'Resell <b>and</b> integrate'});
    const response = await server.app.inject({method: 'POST', url, payload: body});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ok: true});
    const [row] = server.rows('partner_applications');
    expect(row).toMatchObject({
      first_name: 'Alan',
      last_name: 'Turing',
      company_name: 'Bletchley Consulting',
      email: body.email,
      phone: '(555) 321-7654',
      website: 'https://bletchley.example.com',
      partner_type: 'technology',
      message: 'Resell and integrate',
    });
    const [mail] = server.rows<{subject: string; body: string; reply_to: string}>('outbox');
    expect(mail.subject).toBe('Partner application (technology): Alan Turing, Bletchley Consulting');
    expect(mail.reply_to).toBe(body.email);
    expect(mail.body).toContain('Resell and integrate');
    expect(mail.body).toContain('https://bletchley.example.com');
  });

  test('website is optional; each of the four partner types is accepted', async () => {
    for (const partnerType of ['referral', 'technology', 'affiliate', 'reseller']) {
      const response = await server.app.inject({method: 'POST', url, payload: application({partnerType, website: ''})});
      expect({partnerType, status: response.statusCode}).toEqual({partnerType, status: 200});
    }
  });

  test.each([
    ['a bare domain', 'parkconsulting-test.com', 'https://parkconsulting-test.com'],
    ['a www address with a path', 'www.parkconsulting-test.com/about', 'https://www.parkconsulting-test.com/about'],
    ['an http address', 'http://parkconsulting-test.com', 'http://parkconsulting-test.com'],
  ])('the website as %s is stored as %s', async (_case, typed, stored) => {
    const body = application({website: typed});
    const response = await server.app.inject({method: 'POST', url, payload: body});
    expect(response.statusCode).toBe(200);
    const row = server.rows<{email: string; website: string}>('partner_applications').find((r) => r.email === body.email);
    expect(row?.website).toBe(stored);
  });

  test('the message keeps its line breaks and loses other control characters', async () => {
    const body = application({csrfToken: 'partner-key-lines', message: 'Line one\r\nLine two\u0000\u202E\n\tThree'});
    const response = await server.app.inject({method: 'POST', url, payload: body});
    expect(response.statusCode).toBe(200);
    const row = server.rows<{csrf_token: string; message: string}>('partner_applications').find((r) => r.csrf_token === body.csrfToken);
    expect(row?.message).toBe('Line one\nLine two \n Three');
  });

  describe('refused input stores nothing', () => {
    let before: number;
    // Counted through the app's connection: no psql process per count on PostgreSQL.
    const stored = async () => (await countRows(server, 'partner_applications')) + (await countRows(server, 'outbox'));
    beforeEach(async () => {
      before = await stored();
    });
    afterEach(async () => {
      expect(await stored()).toBe(before);
    });
    const [required, email, phone, website, tooLong, messageTooLong, wrongType, unknownOption] = [
      'required', 'email', 'phone', 'website', 'tooLong', 'messageTooLong', 'wrongType', 'unknownOption',
    ] as const satisfies readonly FormErrorCode[];
    const bad: Array<[string, Record<string, unknown>, FormErrorCode]> = [
      ...['firstName', 'lastName', 'companyName', 'email', 'phone', 'partnerType', 'message'].map(
        (field): [string, Record<string, unknown>, FormErrorCode] => [`missing ${field}`, application({[field]: undefined}), required],
      ),
      ['unknown partner type', application({partnerType: 'investor'}), unknownOption],
      ['numeric partner type', application({partnerType: 3}), wrongType],
      ['array message', application({message: ['hi']}), wrongType],
      ['markup-only message', application({message: '<script></script>'}), required],
      ['bad email', application({email: 'alan@bletchley'}), email],
      ['bad phone', application({phone: '555-12'}), phone],
      ['website that is no host name', application({website: 'bletchley'}), website],
      ['mailto: website', application({website: 'mailto:alan@bletchley.example.com'}), website],
      ['javascript: website', application({website: 'javascript:alert(1)'}), website],
      ['ftp website', application({website: 'ftp://files.example.com'}), website],
      ['201-character company', application({companyName: 'c'.repeat(201)}), tooLong],
      ['2001-character message', application({message: 'm'.repeat(2001)}), messageTooLong],
      ['20 KB message', application({message: 'm'.repeat(20_000)}), messageTooLong],
    ];
    test.each(bad)('%s', async (_name, payload, code) => {
      const response = await server.app.inject({method: 'POST', url, payload});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({code, error: formErrorMessages[code]});
    });

    test.each([
      ['text/plain', 'text/plain', JSON.stringify(application()), 415],
      ['malformed JSON', 'application/json', '{', 400],
      ['over 32 KB', 'application/json', JSON.stringify(application({padding: 'p'.repeat(33_000)})), 413],
    ])('%s body answers %d', async (_name, contentType, payload, status) => {
      const response = await server.app.inject({method: 'POST', url, headers: {'content-type': contentType}, payload});
      expect(response.statusCode).toBe(status);
    });
  });
});

describe('POST /functions/v1/newsletter', () => {
  const url = '/functions/v1/newsletter';
  test('trims and lowercases the e-mail and strips special characters from names and company', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url,
      payload: {
        email: '  Ada.Lovelace@Example.COM ',
        firstName: 'Ada<script>',
        lastName: "O'Brien-Lovelace$%",
        companyName: 'Engines & Co. {Ltd}; DROP TABLE',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ok: true});
    expect(server.rows('newsletter_subscriptions')).toEqual([
      expect.objectContaining({
        email: 'ada.lovelace@example.com',
        first_name: 'Ada',
        last_name: "O'Brien-Lovelace",
        company_name: 'Engines & Co. Ltd DROP TABLE',
        source: 'newsletter',
      }),
    ]);
  });

  test('subscribing twice (any spelling of the address) keeps one subscription', async () => {
    for (const email of ['twice@example.com', 'TWICE@example.com ', 'twice@example.com']) {
      const response = await server.app.inject({method: 'POST', url, payload: {email}});
      expect(response.statusCode).toBe(200);
    }
    expect(server.rows('newsletter_subscriptions').filter((r) => r.email === 'twice@example.com')).toHaveLength(1);
  });

  test('does not notify sales (only leads, white papers and partners do)', async () => {
    const before = await countRows(server, 'outbox');
    const response = await server.app.inject({method: 'POST', url, payload: {email: 'quiet@example.com'}});
    expect(response.statusCode).toBe(200);
    expect(await countRows(server, 'outbox')).toBe(before);
  });

  test.each([
    ['missing', {}],
    ['empty', {email: ''}],
    ['no domain', {email: 'ada@'}],
    ['spaces inside', {email: 'ada lovelace@example.com'}],
    ['markup', {email: '<b>ada@example.com</b>x'}],
    ['300 characters', {email: `${'a'.repeat(290)}@example.com`}],
  ])('%s e-mail is refused with the newsletter text and stores nothing', async (_name, payload) => {
    const before = server.rows('newsletter_subscriptions').length;
    const response = await server.app.inject({method: 'POST', url, payload});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({code: 'newsletterEmail', error: 'Invalid email format. Newsletter subscription failed.'});
    expect(server.rows('newsletter_subscriptions')).toHaveLength(before);
  });

  // Issue 10 §4: each refusal names the real problem, not 'Invalid email format...'.
  test.each([
    ['a too-long first name', {email: 'ok@example.com', firstName: 'n'.repeat(201)}, 'tooLong'],
    ['a too-long company', {email: 'ok@example.com', companyName: 'c'.repeat(300)}, 'tooLong'],
    ['a numeric name', {email: 'ok@example.com', firstName: 5}, 'wrongType'],
    ['a number as the e-mail', {email: 42}, 'wrongType'],
    ['a list as the e-mail', {email: ['ok@example.com']}, 'wrongType'],
    ['a list as the last name', {email: 'ok@example.com', lastName: ['x']}, 'wrongType'],
  ] as Array<[string, Record<string, unknown>, FormErrorCode]>)('%s is refused for what it is', async (_name, payload, code) => {
    const response = await server.app.inject({method: 'POST', url, payload});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({code, error: formErrorMessages[code]});
    expect(server.rows('newsletter_subscriptions').filter((r) => r.email === 'ok@example.com')).toHaveLength(0);
  });
});
