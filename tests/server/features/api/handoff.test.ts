/**
 * POST /v1/handoff (issue 12 §2): creates the contact (Users lists it, its detail has the
 * transcript), marks the conversation handed off (Chat Logs), and puts one mail to sales in the
 * outbox in the same transaction; bad input table.
 */
import {ensureAgent} from '../../../../server/features/agent/agents';
import {addMessage, startConversation} from '../../../../server/features/api/conversation-queries';
import {countRows, startTestServer, type TestServer} from '../../helper';
import {addStaff, asStaff, login} from '../staff/helper';
import {call, newKey} from './helper';

let server: TestServer;
let key: string;
let conversation: string;

/** A server with a public key and one conversation with an unanswered question. */
async function start() {
  server = await startTestServer({env: {NOTIFY_TO: 'sales@agentworks.example'}});
  key = await newKey(server, 'public');
  conversation = await startConversation(server.app.db, {agentId: 'agt_site', locale: 'en'});
  await addMessage(server.app.db, {conversationId: conversation, role: 'user', content: 'Can I get a discount for 40 seats?'});
  await addMessage(server.app.db, {conversationId: conversation, role: 'assistant', content: 'Our pages do not cover that.', uncertain: true});
}
const stop = () => server.close();
const count = (table: 'handoffs' | 'outbox') => countRows(server, table);

const handoff = (payload: unknown, secret = key) =>
  call(server, secret, {method: 'POST', url: '/v1/handoff', payload: payload as Record<string, unknown>});

const visitor = {email: 'Jane@Example.com', name: 'Jane Doe', company: 'Acme Inc.', phone: '+1 555 010 0123'};

describe('accepted', () => {
  // Each hands the conversation off and reads the first handoff: a server per test.
  beforeEach(start);
  afterEach(stop);

  test('creates the contact, marks the conversation handed off and mails sales once', async () => {
    const response = await handoff({conversation_id: conversation, visitor, reason: 'billing', note: 'Wants 40 seats', priority: 'high'});
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({id: expect.stringMatching(/^ho_/), conversation_id: conversation, status: 'queued', created_at: expect.any(String)});

    const [row] = server.rows<Record<string, unknown>>('handoffs');
    expect(row).toMatchObject({public_id: response.json().id, email: 'jane@example.com', name: 'Jane Doe', reason: 'billing', priority: 'high', note: 'Wants 40 seats'});

    const mails = server.rows<{kind: string; recipient: string; reply_to: string; subject: string; body: string; source_table: string; source_id: number}>('outbox');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({kind: 'handoff', recipient: 'sales@agentworks.example', reply_to: 'jane@example.com', source_table: 'handoffs', source_id: row.id});
    expect(mails[0].subject).toBe('Handoff from the chat: Jane Doe <jane@example.com> (Acme Inc.)');
    expect(mails[0].body).toContain('Visitor: Can I get a discount for 40 seats?');
    expect(mails[0].body).toContain('Agent: Our pages do not cover that.');

    const [stored] = server.rows<{handed_off_at: number | null; visitor_email: string; visitor_name: string}>('conversations');
    expect(stored.handed_off_at).not.toBeNull();
    expect(stored).toMatchObject({visitor_email: 'jane@example.com', visitor_name: 'Jane Doe'});

    // Staff: Users lists the person (source handoff); the detail has the transcript; Chat Logs the mark.
    await addStaff(server);
    const cookie = await login(server);
    const users = (await asStaff(server, cookie, {method: 'GET', url: '/api/admin/contacts?source=handoff'})).json();
    expect(users.contacts).toEqual([expect.objectContaining({email: 'jane@example.com', name: 'Jane Doe', company: 'Acme Inc.', sources: ['handoff']})]);
    const detail = (await asStaff(server, cookie, {method: 'GET', url: '/api/admin/contacts/person?email=jane%40example.com'})).json();
    expect(detail.submissions).toEqual([expect.objectContaining({source: 'handoff', mail: expect.objectContaining({status: 'pending'})})]);
    expect(detail.conversations).toHaveLength(1);
    expect(detail.conversations[0].conversation).toMatchObject({id: conversation, handedOff: true});
    expect(detail.conversations[0].messages.map((m: {content: string}) => m.content)).toEqual([
      'Can I get a discount for 40 seats?',
      'Our pages do not cover that.',
    ]);
    const chatLogs = (await asStaff(server, cookie, {method: 'GET', url: '/api/admin/conversations?handedOff=true'})).json();
    expect(chatLogs.conversations.map((c: {id: string}) => c.id)).toEqual([conversation]);

    // Erasure removes the handoff and its mail, and the conversation forgets the visitor.
    const erased = await asStaff(server, cookie, {method: 'DELETE', url: '/api/admin/contacts/person?email=jane%40example.com'});
    expect(erased.json()).toEqual({records: 1, mails: 1});
    expect(server.rows('handoffs')).toEqual([]);
    expect(server.rows<{visitor_email: string | null}>('conversations')[0].visitor_email).toBeNull();
  });

  test('reason and priority default to customer_request and normal', async () => {
    expect((await handoff({conversation_id: conversation, visitor: {email: 'a@example.com'}})).statusCode).toBe(202);
    expect(server.rows('handoffs')[0]).toMatchObject({reason: 'customer_request', priority: 'normal', name: '', note: ''});
  });
});

describe('refused', () => {
  // Nothing is written (counts before and after): one server.
  beforeAll(start);
  afterAll(stop);

  test("another agent's conversation is a 404 and writes nothing", async () => {
    await ensureAgent(server.app.db, 'agt_other');
    const other = await newKey(server, 'private', {agentId: 'agt_other'});
    const [handoffs, mails] = [await count('handoffs'), await count('outbox')];
    const response = await handoff({conversation_id: conversation, visitor}, other);
    expect(response.statusCode).toBe(404);
    expect(await count('handoffs')).toBe(handoffs);
    expect(await count('outbox')).toBe(mails);
  });

  test.each([
    ['no conversation_id', {visitor}, 'conversation_id'],
    ['malformed conversation_id', {conversation_id: 'abc', visitor}, 'conversation_id'],
    ['no visitor', {conversation_id: 'conv_x'}, 'visitor'],
    ['visitor without e-mail', {conversation_id: 'conv_x', visitor: {name: 'Jane'}}, 'visitor.email'],
    ['e-mail failing the forms rule', {conversation_id: 'conv_x', visitor: {email: 'jane@example'}}, 'visitor.email'],
    ['e-mail with a space', {conversation_id: 'conv_x', visitor: {email: 'ja ne@example.com'}}, 'visitor.email'],
    ['phone too long', {conversation_id: 'conv_x', visitor: {email: 'a@example.com', phone: '1'.repeat(41)}}, 'visitor.phone'],
    ['name too long', {conversation_id: 'conv_x', visitor: {email: 'a@example.com', name: 'x'.repeat(201)}}, 'visitor.name'],
    ['unknown reason', {conversation_id: 'conv_x', visitor, reason: 'bored'}, 'reason'],
    ['unknown priority', {conversation_id: 'conv_x', visitor, priority: 'urgent'}, 'priority'],
    ['note too long', {conversation_id: 'conv_x', visitor, note: 'x'.repeat(1001)}, 'note'],
    ['phone a number', {conversation_id: 'conv_x', visitor: {email: 'a@example.com', phone: 5550100}}, 'visitor.phone must be string'],
  ])('%s: 400 invalidRequest naming the field', async (_label, payload, field) => {
    const mails = await count('outbox');
    const response = await handoff(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({code: 'invalidRequest', error: expect.stringContaining(field)});
    expect(await count('outbox')).toBe(mails);
  });

  test('an unknown conversation is a 404', async () => {
    expect((await handoff({conversation_id: 'conv_unknown', visitor})).json()).toMatchObject({code: 'notFound'});
  });
});
