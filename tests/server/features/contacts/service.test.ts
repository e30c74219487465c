/**
 * The Users service (server/features/contacts/service.ts) without HTTP: a day range that is not
 * one is refused, the CSV holds what we store about each person, an unknown person is not found,
 * and the export and the erasure each leave one audit line, the erasure without the address.
 * routes.test.ts runs the same through the staff API.
 */
import {erasePerson, exportPeople, listPeople, maskedEmail, personDetail} from '../../../../server/features/contacts/service';
import {startTestServer, tableRows, validLead, type TestServer} from '../../helper';

let server: TestServer;
const actor = {email: 'owner@example.com', ip: '203.0.113.9'};
const audit = async () => (await tableRows<{action: string; target: string}>(server, 'staff_audit_log')).map((row) => `${row.action} ${row.target}`);
const filter = {sort: 'lastContact', order: 'desc'} as const;

beforeAll(async () => {
  server = await startTestServer();
  const sent = await server.app.inject({method: 'POST', url: '/functions/v1/send-notification', payload: validLead({email: 'Lin@Example.com', firstName: 'Lin'})});
  expect(sent.statusCode).toBe(200);
});
afterAll(() => server.close());

it.each([
  ['a day that is not one', {from: '2026-02-30'}],
  ['an end before the start', {from: '2026-03-02', to: '2026-03-01'}],
])('refuses %s as a date range, on the list and the export, and audits nothing', async (_case, range) => {
  const refusal = {ok: false, status: 400, code: 'invalidDateRange', field: 'from'};
  expect(await listPeople(server.app.db, {...filter, ...range, page: 1, limit: 25})).toEqual(refusal);
  expect(await exportPeople(server.app.db, {...filter, ...range}, actor)).toEqual(refusal);
  expect(await audit()).not.toContainEqual(expect.stringMatching(/^contacts_exported/));
});

it('lists and exports the person merged by e-mail, and audits what was exported, not who', async () => {
  const listed = await listPeople(server.app.db, {...filter, page: 1, limit: 25});
  expect(listed).toMatchObject({ok: true, total: 1, contacts: [expect.objectContaining({email: 'lin@example.com'})]});
  const exported = await exportPeople(server.app.db, {...filter, source: 'lead'}, actor);
  if (!exported.ok) throw new Error('the export was refused');
  const [header, row] = exported.csv.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(header).toMatch(/^"E-mail","Name","Company","Phone",/);
  expect(row).toMatch(/^"lin@example\.com","Lin /);
  expect(await audit()).toContain('contacts_exported 1 people; source lead');
});

it('does not find someone who never wrote, and erases a person with a masked audit line', async () => {
  expect(await personDetail(server.app.db, 'nobody@example.com')).toEqual({ok: false, status: 404, code: 'contactNotFound'});
  expect(await erasePerson(server.app.db, 'nobody@example.com', actor)).toEqual({ok: false, status: 404, code: 'contactNotFound'});
  const erased = await erasePerson(server.app.db, 'LIN@example.com', actor);
  expect(erased).toMatchObject({ok: true, erased: {records: expect.any(Number), mails: expect.any(Number)}});
  expect(await personDetail(server.app.db, 'lin@example.com')).toMatchObject({ok: false, code: 'contactNotFound'});
  const lines = await audit();
  expect(lines).toContainEqual(expect.stringMatching(/^contact_erased l\*\*\*@example\.com: \d+ records, \d+ mails$/));
  expect(lines.join('\n')).not.toContain('lin@example.com');
  expect(maskedEmail('someone@example.org')).toBe('s***@example.org');
});
