import {formErrorMessages, type FormErrorCode} from '../../../../src/lib/forms/messages';
import {countRows, startTestServer, validLead, type TestServer} from '../../helper';

/**
 * The lead form's own rules over HTTP; what every form does alike (trap, retries, failures) is
 * every-form.test.ts's.
 */
const url = '/functions/v1/send-notification';

// One server: each test reads only its own leads (by their csrfTokens) and their mails.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /functions/v1/send-notification: accepted leads', () => {
  const leadsOf = (...leads: Record<string, unknown>[]) => {
    const tokens = leads.map((lead) => lead.csrfToken);
    return server.leads().filter((row) => tokens.includes(row.csrf_token));
  };
  const mailsOf = (leadId: number) =>
    server.rows<{source_table: string; source_id: number; subject: string; body: string}>('outbox').filter(
      (row) => row.source_table === 'leads' && Number(row.source_id) === Number(leadId),
    );

  test('stores the lead with tags stripped, unknown fields dropped and interests kept as a list', async () => {
    const lead = validLead({
      firstName: '<b>Ada</b>',
      companyName: 'Analytical <script>alert(1)</script>Engines',
      position: '  <i>CTO</i>  ',
      interests: ['Sales Assistance', 'Operations and Workflow Efficiency'],
      id: 999,
      isAdmin: true,
    });

    const response = await server.app.inject({method: 'POST', url, payload: lead});

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ok: true});
    const rows = leadsOf(lead);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '555-123-4567',
      position: 'CTO',
      company_name: 'Analytical alert(1)Engines',
      company_size: '31-100',
      ai_use_case: 'Planning for next quarter',
      csrf_token: lead.csrfToken,
      ip: '127.0.0.1',
    });
    expect(row.id).not.toBe(999);
    expect(JSON.parse(row.interests)).toEqual(['Sales Assistance', 'Operations and Workflow Efficiency']);
    expect(new Date(String(row.created_at)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.values(row).join(' ')).not.toMatch(/[<>]/);
  });

  test('stores the optional message with its line breaks, and an empty one when none was written', async () => {
    const withMessage = validLead({message: 'Our ROI estimate: <b>8,874</b> hours.\nTwo teams.'});
    const without = validLead();
    await server.app.inject({method: 'POST', url, payload: withMessage});
    await server.app.inject({method: 'POST', url, payload: without});
    expect(leadsOf(withMessage, without).map((row) => row.message)).toEqual(['Our ROI estimate: 8,874 hours.\nTwo teams.', '']);
  });

  (process.env.DATABASE_URL ? test.skip : test)('creates the database file and its folder on first run', async () => {
    const fs = await import('node:fs');
    expect(fs.existsSync(server.dbFile)).toBe(true);
  });

  test('accepts every valid variant: no position, the phone spellings of SPEC §5 and international ones, a plus-addressed e-mail, an empty honeypot', async () => {
    const variants = [
      validLead({position: ''}),
      validLead({phone: '(555) 123-4567'}),
      validLead({phone: '+555.123.456789'}),
      // International and national numbers (issue 20): the browser's rule, shared.
      validLead({phone: '+44 20 7946 0958'}),
      validLead({phone: '+34 612 345 678'}),
      validLead({phone: '612 345 678'}),
      validLead({phone: '+1 555 123 4567'}),
      validLead({email: 'first.last+tag@sub.example.co'}),
      validLead({website: ''}),
    ];
    for (const lead of variants) {
      const response = await server.app.inject({method: 'POST', url, payload: lead});
      expect({lead, status: response.statusCode}).toEqual({lead, status: 200});
    }
    expect(leadsOf(...variants)).toHaveLength(variants.length);
  });

  test('the same csrfToken with the same answers is a retry: one lead, both answers 200', async () => {
    const first = validLead();
    const a = await server.app.inject({method: 'POST', url, payload: first});
    const b = await server.app.inject({method: 'POST', url, payload: {...first}, headers: {'user-agent': 'retry'}});

    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual({ok: true});
    const rows = leadsOf(first);
    expect(rows).toHaveLength(1);
    expect(mailsOf(rows[0].id)).toHaveLength(1);
  });

  // Characters that must never reach the database or a notification (issue 10 §4).
  const hostile: Array<[string, string, string]> = [
    ['a NUL byte', 'Ada\u0000Lovelace', 'Ada Lovelace'],
    ['CR/LF (a fake mail header line)', 'Ada\r\nBcc: victim@example.com', 'Ada Bcc: victim@example.com'],
    ['a C1 control character', 'Ada\u0085Lovelace', 'Ada Lovelace'],
    ['an ESC sequence', 'Ada\u001b[31m', 'Ada [31m'],
    ['a right-to-left override', '\u202EecnalevoL adA', 'ecnalevoL adA'],
    ['bidi isolates', '\u2066Ada\u2069', 'Ada'],
    ['zero-width characters', 'A\u200Bd\u200Ca\u200D\u2060\uFEFF', 'Ada'],
    ['a lone high surrogate', 'Ada\uD800', 'Ada'],
    ['a lone low surrogate', '\uDC00Ada', 'Ada'],
    ['a decomposed accent (NFC)', 'Ame\u0301lie', 'Am\u00e9lie'],
  ];

  test.each(hostile)('%s in a name is cleaned before it is stored or mailed', async (_name, firstName, stored) => {
    const lead = validLead({firstName});
    const response = await server.app.inject({method: 'POST', url, payload: lead});
    expect(response.statusCode).toBe(200);
    const [row] = leadsOf(lead);
    expect(row.first_name).toBe(stored);
    const [mail] = mailsOf(row.id);
    expect(mail.body.split('\n').filter((line) => line.startsWith('Bcc'))).toEqual([]);
    expect(`${mail.subject}${mail.body}`).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/);
  });
});

describe('POST /functions/v1/send-notification: refused input', () => {
  let before: number;
  beforeEach(async () => {
    before = await countRows(server, 'leads');
  });
  afterEach(async () => {
    // Nothing partial: a refused submission leaves no row behind.
    expect(await countRows(server, 'leads')).toBe(before);
  });

  const [required, email, phone, interests, tooLong, wrongType, unknownOption, tooManyItems, submissionKey] = [
    'required', 'email', 'phone', 'interests', 'tooLong', 'wrongType', 'unknownOption', 'tooManyItems', 'submissionKey',
  ] as const satisfies readonly FormErrorCode[];
  const without = (field: string) => {
    const lead = validLead();
    delete lead[field];
    return lead;
  };

  const badLeads: Array<[string, Record<string, unknown>, FormErrorCode]> = [
    ...['firstName', 'lastName', 'email', 'phone', 'companyName', 'companySize'].map(
      (field): [string, Record<string, unknown>, FormErrorCode] => [`missing ${field}`, without(field), required],
    ),
    ['missing csrfToken', without('csrfToken'), submissionKey],
    ['missing interests', without('interests'), interests],
    ['missing aiUseCase', without('aiUseCase'), interests],
    ['blank firstName', validLead({firstName: '   '}), required],
    ['empty interests', validLead({interests: []}), interests],
    ['empty body object', {}, required],
    // Wrong types: never coerced into text.
    ['numeric firstName', validLead({firstName: 42}), wrongType],
    ['array lastName', validLead({lastName: ['Lovelace']}), wrongType],
    ['object email', validLead({email: {address: 'ada@example.com'}}), wrongType],
    ['numeric phone', validLead({phone: 5551234567}), wrongType],
    ['boolean companyName', validLead({companyName: true}), wrongType],
    ['null companySize', validLead({companySize: null}), required],
    ['numeric position', validLead({position: 12}), wrongType],
    ['numeric csrfToken', validLead({csrfToken: 1234567890}), wrongType],
    ['interests as a string', validLead({interests: 'Sales Assistance'}), wrongType],
    ['interests as numbers', validLead({interests: [1, 2]}), wrongType],
    ['interests with a number among them', validLead({interests: ['Sales Assistance', 7]}), wrongType],
    ['interests as an object', validLead({interests: {0: 'Sales Assistance'}}), wrongType],
    ['aiUseCase as an array', validLead({aiUseCase: ['Planning for next quarter']}), wrongType],
    // SPEC §5 e-mail rules.
    ['email without @', validLead({email: 'ada.example.com'}), email],
    ['email without domain', validLead({email: 'ada@'}), email],
    ['email without top-level part', validLead({email: 'ada@example'}), email],
    ['email with a space', validLead({email: 'ada @example.com'}), email],
    ['email with a one-letter top-level part', validLead({email: 'ada@example.c'}), email],
    ['email with a forbidden character', validLead({email: 'ada!@example.com'}), email],
    ['email with an underscore domain', validLead({email: 'ada@exa_mple.com'}), email],
    // Phone rules: SPEC §5's shape or 8 to 15 digits in groups (issue 20).
    ['phone too short', validLead({phone: '123'}), phone],
    ['phone of 7 digits', validLead({phone: '555-1234'}), phone],
    ['phone with letters', validLead({phone: 'abc-def-ghij'}), phone],
    ['phone of 16 digits', validLead({phone: '+1234 5678 9012 3456'}), phone],
    ['phone with two separators in a row', validLead({phone: '555--123-4567'}), phone],
    ['phone with an open parenthesis', validLead({phone: '(555 123-4567'}), phone],
    // Closed lists of SPEC §3.
    ['unknown companySize', validLead({companySize: '2-5'}), unknownOption],
    ['unknown interest', validLead({interests: ['Time Travel']}), unknownOption],
    ['unknown aiUseCase', validLead({aiUseCase: 'Tomorrow'}), unknownOption],
    ['200 interests', validLead({interests: Array.from({length: 200}, (_, i) => `Interest ${i}`)}), tooManyItems],
    ['a valid interest twenty times over', validLead({interests: Array(20).fill('Sales Assistance')}), tooManyItems],
    // Length and markup.
    ['201-character first name', validLead({firstName: 'A'.repeat(201)}), tooLong],
    ['10 KB company name', validLead({companyName: 'x'.repeat(10 * 1024)}), tooLong],
    ['script tags as the whole first name', validLead({firstName: '<script></script>'}), required],
    ['script tag as the whole last name', validLead({lastName: '<script>'}), required],
    ['too short csrfToken', validLead({csrfToken: 'short'}), submissionKey],
    ['csrfToken with markup characters', validLead({csrfToken: 'abc def;drop table'}), submissionKey],
  ];

  test.each(badLeads)('%s answers 400 with its code and text', async (_name, payload, code) => {
    const response = await server.app.inject({method: 'POST', url, payload});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({code, error: formErrorMessages[code]});
  });

  const json = {'content-type': 'application/json'};
  const notAnObject = {code: 'required', error: formErrorMessages.required};
  const badBodies: Array<[string, Record<string, string>, string | Buffer, number, object]> = [
    ['a JSON array', json, '[]', 400, notAnObject],
    ['a JSON string', json, '"hello"', 400, notAnObject],
    ['JSON null', json, 'null', 400, notAnObject],
    ['malformed JSON', json, '{"firstName": "Ada",', 400, {code: 'invalidJson', error: 'Request body is not valid JSON'}],
    ['an empty JSON body', json, '', 400, {code: 'emptyBody', error: 'Request body is empty; send a JSON object'}],
    [
      'a prototype-poisoning body',
      json,
      JSON.stringify(validLead()).replace('{', '{"__proto__":{"admin":true},'),
      400,
      {code: 'invalidJson', error: 'Request body is not valid JSON'},
    ],
    [
      'a text/plain body',
      {'content-type': 'text/plain'},
      JSON.stringify(validLead()),
      415,
      {code: 'unsupportedMediaType', error: 'Unsupported content type: send the body as application/json'},
    ],
    [
      'a form-encoded body',
      {'content-type': 'application/x-www-form-urlencoded'},
      'firstName=Ada',
      415,
      {code: 'unsupportedMediaType', error: 'Unsupported content type: send the body as application/json'},
    ],
    [
      'a body over 16 KB',
      json,
      JSON.stringify(validLead({aiUseCase: 'x'.repeat(17 * 1024)})),
      413,
      {code: 'bodyTooLarge', error: 'Request body is too large'},
    ],
  ];

  test.each(badBodies)('%s is refused with a clear 4xx, never a 500', async (_name, headers, payload, status, message) => {
    const response = await server.app.inject({method: 'POST', url, headers, payload});
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(message);
  });

  test('a body without a content type is refused', async () => {
    const response = await server.app.inject({method: 'POST', url, payload: Buffer.from('{}')});
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({code: 'missingContentType', error: expect.stringMatching(/application\/json/)});
  });

  test('other methods answer a JSON 405 naming the allowed one; unknown functions a JSON 404', async () => {
    const wrongMethod = await server.app.inject({method: 'GET', url});
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
    expect(wrongMethod.json()).toEqual({code: 'methodNotAllowed', error: expect.stringMatching(/Allow header/)});

    const unknown = await server.app.inject({method: 'POST', url: '/functions/v1/unknown', payload: validLead()});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({code: 'notFound', error: 'Not found'});
  });
});
