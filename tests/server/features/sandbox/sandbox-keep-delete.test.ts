/**
 * Issue 23 §1 on the server: 'Delete now' (DELETE /api/sandbox, authorised by the sandbox's own
 * key, same-origin, 204); a lead carrying the sandbox it came with, proven by that key; a sandbox
 * tied to a lead kept 30 days (the sweep honours it), others 24 hours; staff see in Users the
 * sandbox's sources and the questions asked with their answers; an erasure takes the sandbox too.
 */
import {sweepExpiredSandboxes} from '../../../../server/features/sandbox/service';
import {leadSandboxLifetimeMs, sandboxLifetimeMs} from '../../../../server/features/sandbox/queries';
import {countRows, startTestServer, validLead, type TestServer} from '../../helper';
import {addStaff, asStaff, login} from '../staff/helper';
import {call, newKey} from '../api/helper';

type Sandbox = {agent_id: string; key: string; public_key: string; expires_at: string};

const lighthouse = {
  title: 'Lighthouse keeping',
  content: '# Lighthouse keeping\n\n## Lamp hours\n\nThe Quillon Point lamp is lit from dusk until 40 minutes after dawn.\n',
};
const lampQuestion = {query: 'When is the Quillon Point lamp lit?'};

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  await addStaff(server);
  cookie = await login(server);
});
afterAll(() => server.close());

let addresses = 0;
/** Each sandbox from an address of its own: the allowance per address never runs out here. */
function ownAddress(): string {
  addresses += 1;
  return `198.19.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

async function newSandbox(): Promise<Sandbox> {
  const response = await server.app.inject({method: 'POST', url: '/api/sandbox', payload: {}, remoteAddress: ownAddress()});
  if (response.statusCode !== 201) throw new Error(`no sandbox: ${response.statusCode} ${response.body}`);
  return response.json() as Sandbox;
}

/** A sandbox with one document and one question asked (and answered) of it. */
async function triedSandbox(): Promise<Sandbox> {
  const sandbox = await newSandbox();
  expect((await call(server, sandbox.key, {method: 'POST', url: '/v1/knowledge', payload: lighthouse})).statusCode).toBe(201);
  expect((await call(server, sandbox.key, {method: 'POST', url: '/v1/ask', payload: lampQuestion})).statusCode).toBe(200);
  return sandbox;
}

const deleteSandbox = (headers: Record<string, string>) =>
  server.app.inject({method: 'DELETE', url: '/api/sandbox', remoteAddress: ownAddress(), headers});

const postLead = (lead: Record<string, unknown>) =>
  server.app.inject({method: 'POST', url: '/functions/v1/send-notification', remoteAddress: ownAddress(), payload: lead});

const agentRow = (id: string) => server.rows<{id: string; expires_at: number}>('agents').find((row) => row.id === id);
const keyEnds = (agentId: string) =>
  server.rows<{agent_id: string; expires_at: number}>('api_keys').filter((row) => row.agent_id === agentId).map((row) => Number(row.expires_at));
const leadOf = (email: string) => server.rows<{email: string; sandbox_agent_id: string | null}>('leads').find((row) => row.email === email);
const ownedRows = (agentId: string) =>
  ['api_keys', 'conversations', 'knowledge_documents'].map(
    (table) => server.rows<{agent_id: string}>(table as 'api_keys').filter((row) => row.agent_id === agentId).length,
  );

describe('DELETE /api/sandbox: Delete now', () => {
  test('204 with the sandbox and everything in it gone; its key and its answers stop at once', async () => {
    const sandbox = await triedSandbox();
    expect(ownedRows(sandbox.agent_id)).toEqual([2, 1, 1]);

    const response = await deleteSandbox({authorization: `Bearer ${sandbox.key}`});
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(agentRow(sandbox.agent_id)).toBeUndefined();
    expect(ownedRows(sandbox.agent_id)).toEqual([0, 0, 0]);
    expect((await call(server, sandbox.key, {method: 'POST', url: '/v1/ask', payload: lampQuestion})).statusCode).toBe(401);
    // Deleting twice: the key no longer proves anything.
    expect((await deleteSandbox({authorization: `Bearer ${sandbox.key}`})).statusCode).toBe(401);
  });

  // Every key that is not this sandbox's own live private key is refused, and nothing is deleted.
  const refused: Array<[string, (sandbox: Sandbox) => Promise<Record<string, string>>]> = [
    ['no authorization', async () => ({})],
    ['an empty bearer', async () => ({authorization: 'Bearer '})],
    ['a malformed key', async () => ({authorization: 'Bearer sk_short'})],
    ['the key without Bearer', async (sandbox) => ({authorization: sandbox.key})],
    ['a well-formed unknown key', async () => ({authorization: `Bearer sk_${'A'.repeat(43)}`})],
    ['the sandbox\'s public (widget) key', async (sandbox) => ({authorization: `Bearer ${sandbox.public_key}`})],
    ['the agent id', async (sandbox) => ({authorization: `Bearer ${sandbox.agent_id}`})],
    ['a private key of the site\'s agent', async () => ({authorization: `Bearer ${await newKey(server, 'private')}`})],
    [
      'the sandbox\'s own key, expired',
      async (sandbox) => {
        server.exec(`update api_keys set expires_at = ${Date.now() - 1000} where agent_id = '${sandbox.agent_id}'`);
        return {authorization: `Bearer ${sandbox.key}`};
      },
    ],
  ];
  test.each(refused)('401 for %s', async (_name, headersOf) => {
    const sandbox = await triedSandbox();
    const response = await deleteSandbox(await headersOf(sandbox));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({code: 'unauthorized', error: expect.stringContaining('sandbox')});
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(ownedRows(sandbox.agent_id)).toEqual([2, 1, 1]);
  });

  test('403 from another site, even with the right key: a page elsewhere may not delete it', async () => {
    const sandbox = await triedSandbox();
    const response = await deleteSandbox({authorization: `Bearer ${sandbox.key}`, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site'});
    expect(response.statusCode).toBe(403);
    expect(agentRow(sandbox.agent_id)).toBeDefined();
  });
});

describe('a lead with the sandbox it came with', () => {
  const badKeys: Array<[string, unknown]> = [
    ['too short', 'sk_abc'],
    ['a public key\'s shape', `pk_${'A'.repeat(43)}`],
    ['an agent id', 'agt_sbx_AAAAAAAAAAAAAAAA'],
    ['too long', `sk_${'A'.repeat(200)}`],
    ['a number', 12345],
    ['a list', ['sk_x']],
    ['markup', `<b>sk_${'A'.repeat(36)}</b>`],
  ];
  test.each(badKeys)('400 sandboxKey for a key that is %s, and no lead stored', async (_name, sandboxKey) => {
    const before = await countRows(server, 'leads');
    const response = await postLead(validLead({email: 'bad-key@example.com', sandboxKey}));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({code: sandboxKey === 12345 || Array.isArray(sandboxKey) ? 'wrongType' : 'sandboxKey', error: expect.any(String)});
    expect(await countRows(server, 'leads')).toBe(before);
  });

  // Well-formed keys that prove no live sandbox: the person is not refused, the lead comes alone.
  const unproven: Array<[string, () => Promise<string>]> = [
    ['unknown', async () => `sk_${'B'.repeat(43)}`],
    ['the site agent\'s private key', () => newKey(server, 'private')],
    [
      'a deleted sandbox\'s key',
      async () => {
        const sandbox = await newSandbox();
        await deleteSandbox({authorization: `Bearer ${sandbox.key}`});
        return sandbox.key;
      },
    ],
  ];
  test.each(unproven)('a key that is %s attaches nothing; the lead is stored', async (name, keyOf) => {
    const email = `unproven-${name.length}@example.com`;
    const response = await postLead(validLead({email, sandboxKey: await keyOf()}));
    expect(response.statusCode).toBe(200);
    expect(leadOf(email)).toMatchObject({sandbox_agent_id: null});
  });

  test('the key attaches its sandbox, kept 30 days with its keys; the sweep keeps it past 24 hours and deletes it after', async () => {
    const sandbox = await triedSandbox();
    const before = Date.now();
    const response = await postLead(validLead({email: 'kept@example.com', sandboxKey: sandbox.key}));
    expect(response.statusCode).toBe(200);
    expect(leadOf('kept@example.com')).toMatchObject({sandbox_agent_id: sandbox.agent_id});
    expect(JSON.stringify(server.rows('leads'))).not.toContain(sandbox.key);

    const keptUntil = Number(agentRow(sandbox.agent_id)!.expires_at);
    expect(keptUntil).toBeGreaterThanOrEqual(before + leadSandboxLifetimeMs);
    expect(keptUntil).toBeLessThanOrEqual(Date.now() + leadSandboxLifetimeMs);
    expect(keyEnds(sandbox.agent_id)).toEqual([keptUntil, keptUntil]);

    await sweepExpiredSandboxes(server.app, before + sandboxLifetimeMs + 60_000);
    expect(agentRow(sandbox.agent_id)).toBeDefined();
    expect((await call(server, sandbox.key, {method: 'POST', url: '/v1/ask', payload: lampQuestion})).statusCode).toBe(200);

    await sweepExpiredSandboxes(server.app, keptUntil + 1);
    expect(agentRow(sandbox.agent_id)).toBeUndefined();
    expect(leadOf('kept@example.com')).toMatchObject({sandbox_agent_id: null});
  });

  test('a sandbox without a lead still ends after 24 hours', async () => {
    const sandbox = await triedSandbox();
    await sweepExpiredSandboxes(server.app, Date.now() + sandboxLifetimeMs + 60_000);
    expect(agentRow(sandbox.agent_id)).toBeUndefined();
  });

  test('Users shows the lead\'s sandbox: its sources and the questions asked with the answers', async () => {
    const sandbox = await triedSandbox();
    await postLead(validLead({email: 'tried@example.com', sandboxKey: sandbox.key}));
    const response = await asStaff(server, cookie, {method: 'GET', url: '/api/admin/contacts/person?email=tried%40example.com'});
    expect(response.statusCode).toBe(200);
    const {sandboxes} = response.json() as {
      sandboxes: Array<{agentId: string; sources: {title: string; createdAt: number}[]; conversations: {messages: {role: string; content: string; sources: {title: string}[]}[]}[]}>;
    };
    expect(sandboxes).toHaveLength(1);
    expect(sandboxes[0].agentId).toBe(sandbox.agent_id);
    expect(sandboxes[0].sources.map((source) => source.title)).toEqual(['Lighthouse keeping']);
    // When the source was added: a real time, which Users shows (it was once read as a date string and lost).
    expect(Math.abs(sandboxes[0].sources[0].createdAt - Date.now())).toBeLessThan(60_000);
    const [question, answer] = sandboxes[0].conversations[0].messages;
    expect(question).toMatchObject({role: 'user', content: lampQuestion.query});
    expect(answer.role).not.toBe('user');
    expect(answer.content).toMatch(/dusk/);
    expect(answer.sources.map((source) => source.title)).toContain('Lighthouse keeping › Lamp hours');
  });

  test('erasing the person deletes the sandbox their lead came with', async () => {
    const sandbox = await triedSandbox();
    await postLead(validLead({email: 'erase-me@example.com', sandboxKey: sandbox.key}));
    const erase = await asStaff(server, cookie, {method: 'DELETE', url: '/api/admin/contacts/person?email=erase-me%40example.com'});
    expect(erase.statusCode).toBe(200);
    expect(agentRow(sandbox.agent_id)).toBeUndefined();
    expect(ownedRows(sandbox.agent_id)).toEqual([0, 0, 0]);
  });
});
