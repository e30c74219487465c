/**
 * Users (issue 11 §2): people merged by e-mail across the form tables, listed with search,
 * filters, sort and paging on the server; the detail with each submission's mail state; CSV
 * export; erasure. Runs on SQLite here and on PostgreSQL in CI (scripts/test-postgres.sh).
 */
import {startTestServer, validLead, type TestServer} from '../../helper';
import {addStaff, asStaff, login} from '../staff/helper';

type Summary = {email: string; name: string; company: string; submissions: number; sources: string[]; lastContact: number};

let server: TestServer;
let cookie: string;

const get = (url: string) => asStaff(server, cookie, {method: 'GET', url});
const list = async (query = '') => {
  const response = await get(`/api/admin/contacts${query}`);
  expect([query, response.statusCode]).toEqual([query, 200]);
  return response.json() as {contacts: Summary[]; total: number; page: number; limit: number};
};
const emails = async (query = '') => (await list(query)).contacts.map((c) => c.email);

/** A form record written straight to its table, for exact times. */
function insertLead(
  email: string,
  createdAt: string,
  {first = 'Lee', last = 'Ng', company = 'Acme', phone = '555-000-0000', position = 'CEO', interests = '[]'} = {},
) {
  server.exec(`insert into leads (first_name, last_name, email, phone, position, company_name, company_size, interests,
    ai_use_case, csrf_token, created_at) values ('${first}', '${last}', '${email}', '${phone}', '${position}', '${company}', '1-10',
    '${interests}', 'x', 'key-${email}-${createdAt}', '${createdAt}')`);
}

const csvHeader = [
  ...['E-mail', 'Name', 'Company', 'Phone', 'Position', 'Company size', 'Interests', 'AI use case'],
  ...['Source forms', 'Newsletter consent', 'Submissions', 'First contact', 'Last contact'],
]
  .map((name) => `"${name}"`)
  .join(',');
function insertNewsletter(email: string, createdAt: string, first = '') {
  server.exec(`insert into newsletter_subscriptions (email, first_name, last_name, company_name, source, created_at)
    values ('${email}', '${first}', '', '', 'newsletter', '${createdAt}')`);
}

async function start() {
  server = await startTestServer();
  await addStaff(server);
  cookie = await login(server);
}
const stop = () => server.close();

/** A server per test, for tests that read the whole list (everyone on the server counts). */
function freshServerEach() {
  beforeEach(start);
  afterEach(stop);
}

/** One server for a block whose tests keep to their own people, or change nothing. */
function sharedServer() {
  beforeAll(start);
  afterAll(stop);
}

describe('the list', () => {
  describe('of everyone', () => {
    // Each reads the whole list: a server per test.
    freshServerEach();

    test('merges a person across forms by e-mail in any case, with the latest name and company', async () => {
      const lead = await server.app.inject({
        method: 'POST',
        url: '/functions/v1/send-notification',
        payload: validLead({email: 'Grace@Example.com', firstName: 'Grace', lastName: 'Hopper', companyName: 'Navy'}),
      });
      expect(lead.statusCode).toBe(200);
      const news = await server.app.inject({method: 'POST', url: '/functions/v1/newsletter', payload: {email: 'grace@example.com'}});
      expect(news.statusCode).toBe(200);
      await server.app.inject({method: 'POST', url: '/functions/v1/newsletter', payload: {email: 'other@example.com'}});

      const page = await list();
      expect(page.total).toBe(2);
      const grace = page.contacts.find((c) => c.email === 'grace@example.com');
      // The newsletter row has no name or company: the latest non-empty ones are shown.
      expect(grace).toMatchObject({name: 'Grace Hopper', company: 'Navy', submissions: 2, sources: ['lead', 'newsletter']});
    });

    test('search matches name, e-mail or company without case; % and _ are taken literally', async () => {
      insertLead('a@one.example', '2026-01-01T10:00:00.000Z', {first: 'Ana', last: 'Silva', company: 'Umbrella'});
      insertLead('b@two.example', '2026-01-02T10:00:00.000Z', {first: 'Bo', last: 'Li', company: '100% Widgets'});
      insertLead('c_x@three.example', '2026-01-03T10:00:00.000Z', {first: 'Cy', last: 'Ro', company: 'Initech'});
      expect(await emails('?q=SILVA')).toEqual(['a@one.example']);
      expect(await emails('?q=two.EXAMPLE')).toEqual(['b@two.example']);
      expect(await emails('?q=umbr')).toEqual(['a@one.example']);
      expect(await emails('?q=100%25')).toEqual(['b@two.example']);
      expect(await emails('?q=c_')).toEqual(['c_x@three.example']);
      expect(await emails('?q=nobody')).toEqual([]);
    });

    test('filters by source and by days (both included), sorts and pages', async () => {
      insertLead('early@example.com', '2026-01-01T00:00:00.000Z', {first: 'Zed'});
      insertLead('mid@example.com', '2026-01-15T23:59:59.000Z', {first: 'Amy'});
      insertNewsletter('late@example.com', '2026-02-01T00:00:00.000Z', 'Max');
      insertNewsletter('mid@example.com', '2026-02-03T00:00:00.000Z');

      expect(await emails()).toEqual(['mid@example.com', 'late@example.com', 'early@example.com']);
      expect(await emails('?source=newsletter')).toEqual(['mid@example.com', 'late@example.com']);
      expect(await emails('?source=lead&order=asc')).toEqual(['early@example.com', 'mid@example.com']);
      expect(await emails('?from=2026-01-01&to=2026-01-15')).toEqual(['mid@example.com', 'early@example.com']);
      expect(await emails('?from=2026-01-16')).toEqual(['mid@example.com', 'late@example.com']);
      expect(await emails('?to=2026-01-14')).toEqual(['early@example.com']);
      expect(await emails('?sort=email&order=asc')).toEqual(['early@example.com', 'late@example.com', 'mid@example.com']);
      expect(await emails('?sort=name&order=asc')).toEqual(['mid@example.com', 'late@example.com', 'early@example.com']);
      expect(await emails('?sort=name&order=desc')).toEqual(['early@example.com', 'late@example.com', 'mid@example.com']);

      const first = await list('?sort=email&order=asc&limit=2');
      expect(first).toMatchObject({total: 3, page: 1, limit: 2});
      expect(first.contacts.map((c) => c.email)).toEqual(['early@example.com', 'late@example.com']);
      expect(await emails('?sort=email&order=asc&limit=2&page=2')).toEqual(['mid@example.com']);
      expect((await list('?limit=2&page=9')).contacts).toEqual([]);
    });
  });

  describe('refusals', () => {
    // They change nothing: one server.
    sharedServer();

    test.each([
      'limit=0',
      'limit=101',
      'limit=x',
      'page=0',
      'page=-1',
      'page=1.5',
      'sort=company',
      'sort=created_at;drop table leads',
      'order=up',
      'source=chat',
      'from=2026-1-1',
      'from=yesterday',
      'to=2026-13-01',
      'to=2026-02-30',
      'from=2026-02-02&to=2026-02-01',
      `q=${'x'.repeat(201)}`,
    ])('the query %s is refused with 400, never a 500', async (query) => {
      const response = await get(`/api/admin/contacts?${query}`);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json()).toHaveProperty('error');
      const exported = await get(`/api/admin/contacts/export.csv?${query}`);
      // The export has no paging: paging mistakes are ignored there, filter mistakes are not.
      if (!/^(limit|page)=/.test(query)) expect([query, exported.statusCode]).toEqual([query, 400]);
    });
  });
});

describe('the detail', () => {
  // Each reads one person of its own, or nobody: one server.
  sharedServer();

  test("shows the person's submissions oldest first with their fields and each notification's state", async () => {
    await server.app.inject({method: 'POST', url: '/functions/v1/send-notification', payload: validLead({email: 'ada@example.com'})});
    await server.app.inject({method: 'POST', url: '/functions/v1/newsletter', payload: {email: 'ADA@example.com', firstName: 'Ada'}});
    const lead = server.rows<{id: number; email: string}>('leads').find((row) => row.email === 'ada@example.com');
    const mail = server.rows<{id: number; reply_to: string; source_table: string; source_id: number}>('outbox').find((row) => row.reply_to === 'ada@example.com');
    expect(mail).toMatchObject({source_table: 'leads', source_id: lead!.id});
    server.exec(`update outbox set status = 'failed', attempts = 5, last_error = 'relay refused' where id = ${mail!.id}`);

    const response = await get('/api/admin/contacts/person?email=Ada%40Example.com');
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.email).toBe('ada@example.com');
    expect(detail.submissions.map((s: {source: string}) => s.source)).toEqual(['lead', 'newsletter']);
    const [leadSubmission, newsletter] = detail.submissions;
    expect(leadSubmission.mail).toEqual({status: 'failed', attempts: 5, lastError: 'relay refused', sentAt: null});
    expect(leadSubmission.fields).toEqual(
      expect.arrayContaining([
        {name: 'company_name', value: 'Analytical Engines'},
        {name: 'interests', value: ['Sales Assistance', 'Data Analysis and Insights']},
      ]),
    );
    expect(leadSubmission.fields.map((f: {name: string}) => f.name)).not.toContain('csrf_token');
    expect(newsletter.mail).toBeNull();
  });

  test.each([
    ['email=nobody%40example.com', 404],
    [`email=${'x'.repeat(200)}%40example.com`, 404],
    ['email=not-an-email', 400],
    ['email=a%20b%40example.com', 400],
    ['email=', 400],
    ['', 400],
    ['email=a%40b.c&email=d%40e.f', 400],
    [`email=${'x'.repeat(250)}%40example.com`, 400],
  ])('GET and DELETE of ?%s answer %i', async (query, status) => {
    const read = await get(`/api/admin/contacts/person?${query}`);
    expect(read.statusCode).toBe(status);
    expect(read.json()).toHaveProperty('error');
    const erase = await asStaff(server, cookie, {method: 'DELETE', url: `/api/admin/contacts/person?${query}`});
    expect(erase.statusCode).toBe(status);
  });
});

describe('export and erasure', () => {
  // Each exports or erases from everyone on its server.
  freshServerEach();

  test('exports the current filter as CSV, quoting every cell and defusing formulas, and audits it', async () => {
    insertLead('sum@example.com', '2026-03-01T10:00:00.000Z', {
      first: '=HYPERLINK(1)',
      last: 'x"y',
      company: '+1, -2 @ co',
      phone: '-555-000-0000',
      position: '@CEO',
    });
    insertLead('skip@example.com', '2026-03-09T10:00:00.000Z');
    const response = await get('/api/admin/contacts/export.csv?to=2026-03-05');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.split('\r\n')).toEqual([
      `\uFEFF${csvHeader}`,
      `"sum@example.com","'=HYPERLINK(1) x""y","'+1, -2 @ co","'-555-000-0000","'@CEO","1-10","","x","lead","no","1","2026-03-01T10:00:00.000Z","2026-03-01T10:00:00.000Z"`,
      '',
    ]);
    const audit = (await get('/api/admin/audit?limit=1')).json().entries[0];
    expect(audit).toMatchObject({action: 'contacts_exported', actor: 'ana@example.com', target: '1 people; …..2026-03-05'});
  });

  test('has every field we store about a person: the latest answer of each, across forms', async () => {
    const post = (url: string, payload: object) => server.app.inject({method: 'POST', url, payload});
    const lead = await post(
      '/functions/v1/send-notification',
      validLead({email: 'Mia@Example.com', firstName: 'Mia', lastName: 'Wong', phone: '612 345 678', position: 'COO', companySize: '101-500'}),
    );
    expect(lead.statusCode).toBe(200);
    // Later, a white paper with a newer job title and the subscribe box ticked.
    const paper = await post('/functions/v1/white-paper-request', {
      firstName: 'Mia',
      lastName: 'Wong',
      email: 'mia@example.com',
      companyName: 'Analytical Engines',
      companySize: '51-200',
      title: 'CEO',
      subscribe: true,
    });
    expect(paper.statusCode).toBe(200);
    await post('/functions/v1/newsletter', {email: 'quiet@example.com'});

    const response = await get('/api/admin/contacts/export.csv');
    const [header, ...rows] = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(header).toBe(csvHeader);
    const cells = (line: string) => line.slice(1, -1).split('","');
    const names = cells(header);
    const byEmail = Object.fromEntries(rows.map((row) => [cells(row)[0], Object.fromEntries(cells(row).map((v, i) => [names[i], v]))]));
    const times = ['leads', 'white_paper_requests', 'newsletter_subscriptions'].flatMap((table) =>
      server.rows<{email: string; created_at: string}>(table).filter((row) => row.email.toLowerCase() === 'mia@example.com'),
    );
    const isoTimes = times.map((row) => new Date(row.created_at).toISOString()).sort();
    expect(byEmail['mia@example.com']).toEqual({
      'E-mail': 'mia@example.com',
      Name: 'Mia Wong',
      Company: 'Analytical Engines',
      Phone: '612 345 678',
      Position: 'CEO',
      'Company size': '51-200',
      Interests: 'Sales Assistance; Data Analysis and Insights',
      'AI use case': 'Planning for next quarter',
      // Ticking "subscribe" also subscribed her to the newsletter.
      'Source forms': 'lead white-paper newsletter',
      'Newsletter consent': 'yes',
      Submissions: '3',
      'First contact': isoTimes[0],
      'Last contact': isoTimes[2],
    });
    expect(byEmail['quiet@example.com']).toMatchObject({Phone: '', Position: '', Interests: '', 'Source forms': 'newsletter', 'Newsletter consent': 'yes'});
  });

  test('erasure deletes every record and notification of the person, and no one else, and is audited without the address', async () => {
    const post = (url: string, payload: object) => server.app.inject({method: 'POST', url, payload});
    await post('/functions/v1/send-notification', validLead({email: 'gone@example.com'}));
    await post('/functions/v1/partner-application', {
      firstName: 'Gone',
      lastName: 'Person',
      companyName: 'Vanish',
      email: 'Gone@example.com',
      phone: '(555) 321-7654',
      website: '',
      partnerType: 'referral',
      message: 'We would like to refer customers to you.',
    });
    await post('/functions/v1/newsletter', {email: 'gone@example.com'});
    await post('/functions/v1/send-notification', validLead({email: 'stays@example.com'}));
    // A notification written before outbox rows were linked: found by its Reply-To.
    server.exec(`insert into outbox (kind, recipient, reply_to, subject, body, next_attempt_at, created_at)
      values ('lead', 'sales@example.com', 'GONE@example.com', 'old', 'old', 0, 0)`);
    expect(server.rows('outbox')).toHaveLength(4);

    const erase = await asStaff(server, cookie, {method: 'DELETE', url: '/api/admin/contacts/person?email=gone%40example.com'});
    expect(erase.statusCode).toBe(200);
    expect(erase.json()).toEqual({records: 3, mails: 3});
    for (const table of ['leads', 'partner_applications', 'newsletter_subscriptions', 'outbox']) {
      expect(JSON.stringify(server.rows(table))).not.toMatch(/gone@/i);
    }
    expect(server.rows('leads')).toHaveLength(1);
    expect(server.rows('outbox')).toHaveLength(1);
    expect((await get('/api/admin/contacts/person?email=gone%40example.com')).statusCode).toBe(404);
    expect(await emails()).toEqual(['stays@example.com']);

    const audit = (await get('/api/admin/audit?limit=1')).json().entries[0];
    expect(audit).toMatchObject({action: 'contact_erased', target: 'g***@example.com: 3 records, 3 mails'});
    expect((await asStaff(server, cookie, {method: 'DELETE', url: '/api/admin/contacts/person?email=gone%40example.com'})).statusCode).toBe(404);
  });
});
