import type {OutboxStatus} from '../../../../server/platform/database/schema';
import {writeSetting, settingKeys} from '../../../../server/features/settings/queries';
import {NotifyRecipients} from '../../../../server/features/settings/notify-recipients';
import {startTestServer, validLead, type TestServer} from '../../helper';
import {startSmtp, waitFor, type TestSmtp} from '../mail/smtp-server';
import {addStaff, asStaff, eachTestAsStaff, login, sharedAsStaff, type StaffSession} from '../staff/helper';

jest.setTimeout(30_000);

type OutboxRow = {id: number; recipient: string; status: string; attempts: number; next_attempt_at: number; last_error: string | null};

/** An outbox row in a given state, as the relay would have left it. */
async function addMail(server: TestServer, status: OutboxStatus, overrides: {recipient?: string; attempts?: number; lastError?: string} = {}) {
  const now = Date.now();
  const row = await server.app.db
    .insertInto('outbox')
    .values({
      kind: 'lead',
      recipient: overrides.recipient ?? 'sales@example.com',
      reply_to: null,
      subject: `A ${status} message`,
      body: 'Body',
      status,
      attempts: overrides.attempts ?? (status === 'pending' ? 0 : 10),
      next_attempt_at: now + 60_000,
      last_error: overrides.lastError ?? (status === 'failed' ? '550 Mailbox unavailable' : null),
      created_at: now,
      sent_at: status === 'sent' ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('notification recipients', () => {
  const staff = {} as StaffSession;
  const env = {env: {NOTIFY_TO: 'sales@example.com'}};
  const get = (url: string) => asStaff(staff.server, staff.cookie, {method: 'GET', url});
  const save = (payload: unknown) =>
    asStaff(staff.server, staff.cookie, {method: 'POST', url: '/api/admin/settings/recipients', payload: payload as object});
  const recipientOfLastMail = () => staff.server.rows<OutboxRow>('outbox').at(-1)?.recipient;

  describe('from nothing stored', () => {
    // Each starts from no stored list: a server per test.
    eachTestAsStaff(env, staff);

    test('without a stored list the notifications go to NOTIFY_TO, which Settings names', async () => {
      expect((await get('/api/admin/settings/recipients')).json()).toEqual({
        recipients: [],
        fallback: 'sales@example.com',
        updatedAt: null,
        updatedBy: null,
      });
      await staff.server.app.inject({method: 'POST', url: '/functions/v1/send-notification', payload: validLead()});
      expect(recipientOfLastMail()).toBe('sales@example.com');
    });

    test('a saved list is normalised, used for the next notification at once, audited, and emptied back to NOTIFY_TO', async () => {
      const saved = await save({recipients: [' Team@Example.com ', 'boss@example.org']});
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({recipients: ['team@example.com', 'boss@example.org'], fallback: 'sales@example.com', updatedBy: 'ana@example.com'});
      expect(saved.json().updatedAt).toBeGreaterThan(Date.now() - 10_000);
      expect((await get('/api/admin/settings/recipients')).json().recipients).toEqual(['team@example.com', 'boss@example.org']);

      await staff.server.app.inject({method: 'POST', url: '/functions/v1/send-notification', payload: validLead()});
      expect(recipientOfLastMail()).toBe('team@example.com, boss@example.org');

      expect((await save({recipients: []})).json().recipients).toEqual([]);
      await staff.server.app.inject({method: 'POST', url: '/functions/v1/send-notification', payload: validLead()});
      expect(recipientOfLastMail()).toBe('sales@example.com');

      const audit = (await get('/api/admin/audit?limit=2')).json().entries;
      expect(audit.map((e: {action: string; target: string}) => [e.action, e.target])).toEqual([
        ['recipients_changed', 'NOTIFY_TO'],
        ['recipients_changed', 'team@example.com, boss@example.org'],
      ]);
    });

    test('a save made from a list someone changed meanwhile is refused, so nobody undoes another unseen', async () => {
      const first = await save({recipients: ['a@example.com'], expectedUpdatedAt: null});
      expect(first.statusCode).toBe(200);
      const seen = first.json().updatedAt;
      // Two people started from "nothing set": the second one's save is refused.
      const stale = await save({recipients: ['b@example.com'], expectedUpdatedAt: null});
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({code: 'recipientsChanged', error: 'Someone else changed the recipients meanwhile: review the list and try again'});
      expect((await save({recipients: ['a@example.com', 'c@example.com'], expectedUpdatedAt: seen - 1})).statusCode).toBe(409);
      expect((await get('/api/admin/settings/recipients')).json().recipients).toEqual(['a@example.com']);

      const current = await save({recipients: ['a@example.com', 'c@example.com'], expectedUpdatedAt: seen});
      expect(current.statusCode).toBe(200);
      expect(current.json().recipients).toEqual(['a@example.com', 'c@example.com']);
      // Only the saves that were made are in the audit log.
      const audit = (await get('/api/admin/audit?limit=5')).json().entries.filter((e: {action: string}) => e.action === 'recipients_changed');
      expect(audit).toHaveLength(2);
    });
  });

  describe('refusals', () => {
    // Each refusal leaves the list as it found it: one server.
    sharedAsStaff(env, staff);

    test.each<[string, unknown, string, string]>([
      ['no list', {}, 'invalidRecipients', 'recipients'],
      ['a string, not a list', {recipients: 'a@example.com'}, 'invalidRecipients', 'recipients'],
      ['a list of lists', {recipients: [['a@example.com']]}, 'invalidEmail', 'recipients.0'],
      ['a number', {recipients: ['a@example.com', 42]}, 'invalidEmail', 'recipients.1'],
      ['no domain dot', {recipients: ['a@example']}, 'invalidEmail', 'recipients.0'],
      ['a name with the address', {recipients: ['Ana <ana@example.com>']}, 'invalidEmail', 'recipients.0'],
      ['two addresses in one', {recipients: ['a@example.com, b@example.com']}, 'invalidEmail', 'recipients.0'],
      ['a header injection', {recipients: ['a@example.com\r\nBcc: evil@example.net']}, 'invalidEmail', 'recipients.0'],
      ['an empty address', {recipients: ['']}, 'invalidEmail', 'recipients.0'],
      ['an overlong address', {recipients: [`${'a'.repeat(250)}@example.com`]}, 'invalidEmail', 'recipients.0'],
      ['the same address twice', {recipients: ['a@example.com', 'A@example.com']}, 'duplicateRecipient', 'recipients.1'],
      ['21 addresses', {recipients: Array.from({length: 21}, (_, i) => `p${i}@example.com`)}, 'tooManyRecipients', 'recipients'],
    ])('%s is refused and changes nothing', async (_name, payload, code, field) => {
      await save({recipients: ['kept@example.com']});
      const response = await save(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({code, field});
      expect((await get('/api/admin/settings/recipients')).json().recipients).toEqual(['kept@example.com']);
    });

    test.each(['x', -1, 1.5, [1], {}])('expectedUpdatedAt %j is refused', async (expectedUpdatedAt) => {
      const response = await save({recipients: ['a@example.com'], expectedUpdatedAt});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({code: 'invalidRecipients', field: 'expectedUpdatedAt'});
    });

    test('a body that is not JSON, or too large, is refused', async () => {
      const before = (await get('/api/admin/settings/recipients')).json().recipients;
      const text = await asStaff(staff.server, staff.cookie, {
        method: 'POST',
        url: '/api/admin/settings/recipients',
        headers: {'content-type': 'text/plain'},
        payload: 'a@example.com',
      });
      expect(text.statusCode).toBe(415);
      const huge = await save({recipients: ['a@example.com'], padding: 'x'.repeat(20_000)});
      expect(huge.statusCode).toBe(413);
      expect((await get('/api/admin/settings/recipients')).json().recipients).toEqual(before);
    });
  });
});

describe('the recipients cache', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer({env: {NOTIFY_TO: 'sales@example.com'}});
  });
  afterEach(() => server.close());

  test('reads the table at most once per period; a change through another instance shows after it, one here at once', async () => {
    let now = 1_000_000;
    const here = new NotifyRecipients(server.app.db, 'sales@example.com', 30_000, () => now);
    const reads = jest.spyOn(server.app.db, 'selectFrom');
    expect(await Promise.all([here.to(), here.to(), here.to()])).toEqual(['sales@example.com', 'sales@example.com', 'sales@example.com']);
    expect(reads).toHaveBeenCalledTimes(1);

    // Another instance stores a list: this one keeps its answer for the rest of the period...
    await writeSetting(server.app.db, settingKeys.notifyRecipients, ['team@example.com'], {by: 'ben@example.com'});
    now += 29_999;
    expect(await here.to()).toBe('sales@example.com');
    expect(reads).toHaveBeenCalledTimes(1);
    // ...and reads it once the period is over.
    now += 1;
    expect(await here.to()).toBe('team@example.com');
    expect(reads).toHaveBeenCalledTimes(2);

    // A change made here applies to the very next notification.
    await here.replace(['new@example.com', 'two@example.com'], 'ana@example.com');
    expect(await here.to()).toBe('new@example.com, two@example.com');
    reads.mockRestore();
  });

  test('a read that started before a change cannot put the old list back', async () => {
    const here = new NotifyRecipients(server.app.db, 'sales@example.com', 30_000);
    const slow = here.to();
    await here.replace(['new@example.com'], 'ana@example.com');
    // The slow read may see the list of either side of the change (on PostgreSQL its query can
    // run after the change commits); what matters is that it does not cache the old one.
    expect(['sales@example.com', 'new@example.com']).toContain(await slow);
    expect(await here.to()).toBe('new@example.com');
  });

  test('an unreadable stored value falls back to NOTIFY_TO', async () => {
    server.exec(`insert into site_settings (key, value, updated_at) values ('notify_recipients', '{not json', 1)`);
    const here = new NotifyRecipients(server.app.db, 'sales@example.com');
    expect(await here.to()).toBe('sales@example.com');
  });
});

describe('the mail outbox in Settings', () => {
  const staff = {} as StaffSession;
  const get = (url: string) => asStaff(staff.server, staff.cookie, {method: 'GET', url});
  const post = (url: string) => asStaff(staff.server, staff.cookie, {method: 'POST', url});

  describe('counting every message', () => {
    // Each counts or retries all messages: a server per test.
    eachTestAsStaff(undefined, staff);

    test('lists pending and failed messages, newest first, with counts, a status filter and pages', async () => {
      const pending = await addMail(staff.server, 'pending');
      const failed = await addMail(staff.server, 'failed', {recipient: 'typo@example.con'});
      await addMail(staff.server, 'sent');
      const newest = await addMail(staff.server, 'failed');

      const all = (await get('/api/admin/outbox')).json();
      expect(all.counts).toEqual({pending: 1, failed: 2});
      // No SMTP_URL in this server: Settings says why nothing leaves.
      expect(all.relayRunning).toBe(false);
      expect(all.messages.map((m: {id: number}) => m.id)).toEqual([newest, failed, pending]);
      expect(all.messages[1]).toMatchObject({
        recipient: 'typo@example.con',
        subject: 'A failed message',
        status: 'failed',
        attempts: 10,
        lastError: '550 Mailbox unavailable',
        sending: false,
      });
      expect(typeof all.messages[1].nextAttemptAt).toBe('number');
      expect(all.next).toBeNull();

      const onlyFailed = (await get('/api/admin/outbox?status=failed&limit=1')).json();
      expect(onlyFailed.messages.map((m: {id: number}) => m.id)).toEqual([newest]);
      expect(onlyFailed.next).toBe(newest);
      const second = (await get(`/api/admin/outbox?status=failed&limit=1&before=${onlyFailed.next}`)).json();
      expect(second.messages.map((m: {id: number}) => m.id)).toEqual([failed]);
      expect((await get('/api/admin/outbox?status=pending')).json().messages.map((m: {id: number}) => m.id)).toEqual([pending]);
    });

    test('retry all puts every failed message back and says how many; with none, nothing is audited', async () => {
      await addMail(staff.server, 'failed');
      await addMail(staff.server, 'failed');
      await addMail(staff.server, 'pending');
      expect((await post('/api/admin/outbox/retry-failed')).json()).toEqual({retried: 2});
      expect(staff.server.rows<OutboxRow>('outbox').map((r) => [r.status, r.attempts])).toEqual([
        ['pending', 0],
        ['pending', 0],
        ['pending', 0],
      ]);
      expect((await get('/api/admin/audit?limit=1')).json().entries[0]).toMatchObject({action: 'outbox_retried', target: '2 messages'});
      expect((await post('/api/admin/outbox/retry-failed')).json()).toEqual({retried: 0});
      expect((await get('/api/admin/audit?limit=1')).json().entries[0].target).toBe('2 messages');
    });
  });

  describe('one message at a time', () => {
    // Each keeps to its own messages (by id): one server.
    sharedAsStaff(undefined, staff);

    test.each(['status=sent', 'status=', 'limit=0', 'limit=101', 'limit=x', 'before=0', 'before=-1', 'before=1.5'])(
      'the query %s is refused',
      async (query) => {
        const response = await get(`/api/admin/outbox?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toHaveProperty('error');
      },
    );

    test('retrying one failed message puts it back in the queue as new, and is audited', async () => {
      const failed = await addMail(staff.server, 'failed');
      const other = await addMail(staff.server, 'failed');
      const before = Date.now();
      const response = await post(`/api/admin/outbox/${failed}/retry`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({retried: 1});
      const rows = staff.server.rows<OutboxRow>('outbox');
      const retried = rows.find((r) => r.id === failed)!;
      expect(retried).toMatchObject({status: 'pending', attempts: 0, last_error: '550 Mailbox unavailable'});
      expect(Number(retried.next_attempt_at)).toBeGreaterThanOrEqual(before);
      expect(Number(retried.next_attempt_at)).toBeLessThanOrEqual(Date.now());
      expect(rows.find((r) => r.id === other)!.status).toBe('failed');

      const audit = (await get('/api/admin/audit?limit=1')).json().entries[0];
      expect(audit).toMatchObject({action: 'outbox_retried', target: `message ${failed}`, actor: 'ana@example.com'});
      // Already back in the queue: a second retry finds no failed message.
      expect((await post(`/api/admin/outbox/${failed}/retry`)).json().code).toBe('outboxMessageNotFound');
    });

    test('only failed messages can be retried; other ids are not found, bad ids refused', async () => {
      const pending = await addMail(staff.server, 'pending');
      const sent = await addMail(staff.server, 'sent');
      const lastAudit = async () => (await get('/api/admin/audit?limit=1')).json().entries[0];
      const audited = await lastAudit();
      for (const id of [pending, sent, 99999]) {
        const response = await post(`/api/admin/outbox/${id}/retry`);
        expect([id, response.statusCode, response.json().code]).toEqual([id, 404, 'outboxMessageNotFound']);
      }
      for (const id of ['0', '-1', 'abc', '1.5']) {
        expect([id, (await post(`/api/admin/outbox/${id}/retry`)).statusCode]).toEqual([id, 400]);
      }
      const statuses = staff.server.rows<OutboxRow>('outbox').filter((r) => [pending, sent].includes(r.id));
      expect(statuses.map((r) => r.status)).toEqual(['pending', 'sent']);
      expect(await lastAudit()).toEqual(audited);
    });
  });
});

describe('a retried message goes out at once', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  afterEach(async () => {
    await server.close();
    await smtp.close();
  });

  test('the retry nudges the relay: sent long before its next poll', async () => {
    smtp = await startSmtp();
    // The relay looks on its own only once a minute: only the nudge can send it in time.
    server = await startTestServer({env: {SMTP_URL: smtp.url, OUTBOX_POLL_MS: '60000'}});
    await addStaff(server);
    const cookie = await login(server);
    const failed = await addMail(server, 'failed', {recipient: 'team@example.com'});
    await asStaff(server, cookie, {method: 'POST', url: `/api/admin/outbox/${failed}/retry`});
    await waitFor(() => smtp.messages.length === 1, 10_000, 'the retried message');
    expect(smtp.messages[0]).toMatchObject({to: ['team@example.com'], outboxId: String(failed)});
    await waitFor(() => server.rows<OutboxRow>('outbox')[0].status === 'sent', 5_000, 'the row marked sent');
    expect((await asStaff(server, cookie, {method: 'GET', url: '/api/admin/outbox'})).json()).toMatchObject({messages: [], counts: {pending: 0, failed: 0}, relayRunning: true});
  });
});
