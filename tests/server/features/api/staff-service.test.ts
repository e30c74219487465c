/**
 * The API's staff side without HTTP (server/features/api/staff-service.ts): a key is made only
 * with what its type needs and for an agent that exists, and making or revoking one is
 * audit-logged without its secret; a Chat Logs page refuses a range or cursor it cannot read.
 */
import {addMessage, startConversation} from '../../../../server/features/api/conversation-queries';
import {chatLogPage, createKey, keyOrigin, revokeKey, type KeyRequest} from '../../../../server/features/api/staff-service';
import {startTestServer, type TestServer} from '../../helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const actor = {email: 'ana@example.com', ip: '198.51.100.4'};
const audit = () => server.rows<{actor: string; action: string; target: string; ip: string}>('staff_audit_log');

describe('API keys', () => {
  it.each([
    ['https://shop.example.com/', 'https://shop.example.com'],
    ['http://localhost:3000', 'http://localhost:3000'],
    [' self ', 'self'],
    ['https://shop.example.com/path', undefined],
    ['ftp://shop.example.com', undefined],
    ['shop.example.com', undefined],
  ])('the origin %j is read as %j', (value, origin) => {
    expect(keyOrigin(value)).toBe(origin);
  });

  it.each<[string, KeyRequest, string, string]>([
    ['a scoped key without permissions', {name: 'CI', type: 'scoped'}, 'permissionsRequired', 'permissions'],
    ['a public key with a path for an origin', {name: 'Shop', type: 'public', origins: ['https://shop.example.com/cart']}, 'invalidKeyOrigin', 'origins'],
    ['a public key with no origin', {name: 'Shop', type: 'public', origins: []}, 'invalidKeyOrigin', 'origins'],
    ['an agent that does not exist', {name: 'CI', type: 'private', agentId: 'agt_nobody'}, 'agentNotFound', 'agentId'],
  ])('refuses %s, writing nothing', async (_case, request, code, field) => {
    const before = [server.rows('api_keys').length, audit().length];
    expect(await createKey(server.app.db, request, actor)).toEqual({ok: false, status: 400, code, field});
    expect([server.rows('api_keys').length, audit().length]).toEqual(before);
  });

  it("makes the site agent's key with its name trimmed, answers the secret once and audits it without the secret", async () => {
    const created = await createKey(server.app.db, {name: '  Shop  ', type: 'public', origins: ['https://shop.example.com/']}, actor);
    if (!created.ok) throw new Error(created.code);
    expect(created.key).toMatchObject({name: 'Shop', type: 'public', agentId: 'agt_site', origins: ['https://shop.example.com']});
    expect(created.secret).toMatch(/^pk_/);
    const entry = audit().at(-1)!;
    expect(entry).toMatchObject({actor: actor.email, action: 'api_key_created', ip: actor.ip, target: `Shop (public, ${created.key.prefix}…)`});
    expect(JSON.stringify(audit())).not.toContain(created.secret);

    expect(await revokeKey(server.app.db, created.key.id, actor)).toEqual({ok: true});
    expect(audit().at(-1)).toMatchObject({action: 'api_key_revoked', target: `Shop (public, ${created.key.prefix}…)`});
  });

  it('answers 404 apiKeyNotFound for a key that does not exist, auditing nothing', async () => {
    const before = audit().length;
    expect(await revokeKey(server.app.db, 'key_unknown', actor)).toEqual({ok: false, status: 404, code: 'apiKeyNotFound'});
    expect(audit()).toHaveLength(before);
  });
});

describe('a Chat Logs page', () => {
  const all = {agents: 'all', limit: 25} as const;

  it.each([
    ['a range that ends before it starts', {from: '2026-11-22', to: '2026-11-20'}, 'invalidDateRange'],
    ['an unreadable cursor', {cursor: 'not-a-cursor'}, 'invalidCursor'],
  ])('refuses %s', async (_case, filters, code) => {
    expect(await chatLogPage(server.app.db, {...all, ...filters})).toEqual({ok: false, status: 400, code});
  });

  it("lists the range's conversations, newest first", async () => {
    const db = server.app.db;
    const day = Date.parse('2026-11-20T10:00:00Z');
    const older = await startConversation(db, {agentId: 'agt_site', locale: 'en', now: day});
    await addMessage(db, {conversationId: older, role: 'user', content: 'First', now: day});
    const newer = await startConversation(db, {agentId: 'agt_site', locale: 'es', now: day + 86_400_000});
    await addMessage(db, {conversationId: newer, role: 'user', content: 'Segundo', now: day + 86_400_000});
    const listed = await chatLogPage(db, {...all, from: '2026-11-20', to: '2026-11-21'});
    if (!listed.ok) throw new Error(listed.code);
    expect(listed.page.conversations.map((row: {id: string}) => row.id)).toEqual([newer, older]);
    const spanish = await chatLogPage(db, {...all, from: '2026-11-20', to: '2026-11-21', locale: 'es'});
    expect(spanish.ok && spanish.page.conversations.map((row: {id: string}) => row.id)).toEqual([newer]);
  });
});
