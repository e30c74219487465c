/** Staff API for API keys (issue 12): list, create (secret shown once), revoke; audited. */
import {asStaff, eachTestAsStaff} from '../staff/helper';
import {call} from './helper';
import {sandboxName} from '../../../../server/features/sandbox/queries';

const staff = eachTestAsStaff();
const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  asStaff(staff.server, staff.cookie, {method, url: `/api/admin${url}`, ...(payload ? {payload} : {})});

type Key = {id: string; agentId: string; name: string; type: string; prefix: string; permissions: string[]; origins: string[]; rateLimit: number; revokedAt: number | null};

test('the site widget key is there from the first start', async () => {
  const {keys} = (await api('GET', '/api-keys')).json() as {keys: Key[]};
  expect(keys).toEqual([
    expect.objectContaining({agentId: 'agt_site', name: 'Site widget', type: 'public', origins: ['self'], rateLimit: 60, permissions: ['ask', 'handoff', 'feedback']}),
  ]);
});

test('creates a key whose secret is shown once and works, then revokes it; both audited', async () => {
  const created = await api('POST', '/api-keys', {name: 'CRM sync', type: 'scoped', permissions: ['conversations:read'], rateLimit: 120});
  expect(created.statusCode).toBe(201);
  const {key, secret} = created.json() as {key: Key; secret: string};
  expect(secret).toMatch(/^rk_[A-Za-z0-9_-]{43}$/);
  expect(key).toMatchObject({name: 'CRM sync', type: 'scoped', prefix: secret.slice(0, 12), permissions: ['conversations:read'], rateLimit: 120, origins: [], revokedAt: null});
  const listed = (await api('GET', '/api-keys')).body;
  expect(listed).toContain(key.id);
  expect(listed).not.toContain(secret);

  expect((await call(staff.server, secret, {method: 'GET', url: '/v1/conversations'})).statusCode).toBe(200);
  expect((await api('DELETE', `/api-keys/${key.id}`)).statusCode).toBe(204);
  expect((await call(staff.server, secret, {method: 'GET', url: '/v1/conversations'})).statusCode).toBe(401);
  expect((await api('DELETE', `/api-keys/${key.id}`)).json()).toMatchObject({code: 'apiKeyNotFound'});

  const audit = staff.server.rows<{action: string; target: string}>('staff_audit_log').filter((row) => row.action.startsWith('api_key'));
  expect(audit.map((row) => row.action)).toEqual(['api_key_created', 'api_key_revoked']);
  expect(audit[0].target).toBe(`CRM sync (scoped, ${secret.slice(0, 12)}…)`);
  expect(JSON.stringify(staff.server.rows('staff_audit_log'))).not.toContain(secret);
});

test('types give their permissions and defaults: public keys keep their origins, private ones get all', async () => {
  const pub = (await api('POST', '/api-keys', {name: 'Shop', type: 'public', origins: ['https://shop.example', 'self'], permissions: ['knowledge:write']})).json();
  expect(pub.secret).toMatch(/^pk_/);
  expect(pub.key).toMatchObject({permissions: ['ask', 'handoff', 'feedback'], origins: ['https://shop.example', 'self'], rateLimit: 60});
  const priv = (await api('POST', '/api-keys', {name: 'Backend', type: 'private'})).json();
  expect(priv.secret).toMatch(/^sk_/);
  expect(priv.key).toMatchObject({permissions: ['ask', 'conversations:read', 'knowledge:read', 'knowledge:write', 'handoff', 'feedback'], rateLimit: 600, origins: []});
});

test.each([
  [{type: 'private'}, 400, 'badRequest'],
  [{name: '', type: 'private'}, 400, 'badRequest'],
  [{name: 'x', type: 'secret'}, 400, 'badRequest'],
  [{name: 'x', type: 'scoped'}, 400, 'permissionsRequired'],
  [{name: 'x', type: 'scoped', permissions: ['everything']}, 400, 'badRequest'],
  [{name: 'x', type: 'public', origins: ['shop.example']}, 400, 'invalidKeyOrigin'],
  [{name: 'x', type: 'public', origins: ['https://shop.example/path']}, 400, 'invalidKeyOrigin'],
  [{name: 'x', type: 'public', origins: []}, 400, 'invalidKeyOrigin'],
  [{name: 'x', type: 'private', rateLimit: 0}, 400, 'badRequest'],
  [{name: 'x', type: 'private', agentId: 'agt_nobody'}, 400, 'agentNotFound'],
] as const)('POST %j is refused with %s %s', async (payload, status, code) => {
  const response = await api('POST', '/api-keys', payload as Record<string, unknown>);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({code});
  expect((await api('GET', '/api-keys')).json().keys).toHaveLength(1);
});

test('DELETE of a malformed or unknown id', async () => {
  expect((await api('DELETE', '/api-keys/nope')).statusCode).toBe(400);
  expect((await api('DELETE', '/api-keys/key_unknown')).statusCode).toBe(404);
});

describe("sandboxes' keys (issue 20 §3)", () => {
  // Made as a reader of the docs makes one: from our own page.
  const sandbox = () =>
    staff.server.app.inject({
      method: 'POST',
      url: '/api/sandbox',
      headers: {origin: `http://localhost:${staff.server.app.config.port}`, 'sec-fetch-site': 'same-origin'},
      payload: {},
    });

  test('are hidden by default, listed with ?agents=sandbox or all, each key naming its agent', async () => {
    const made = await sandbox();
    expect(made.statusCode).toBe(201);
    const agentId = made.json().agent_id as string;
    await api('POST', '/api-keys', {name: 'CRM sync', type: 'private'});

    const names = async (query: string) => ((await api('GET', `/api-keys${query}`)).json().keys as Array<Key & {agent: unknown}>).map((key) => [key.name, key.agent]);
    const site = {id: 'agt_site', name: 'AgentWorks website', sandbox: false};
    const sandboxAgent = {id: agentId, name: sandboxName(agentId), sandbox: true};
    expect(await names('')).toEqual([
      ['CRM sync', site],
      ['Site widget', site],
    ]);
    expect(await names('?agents=site')).toEqual(await names(''));
    expect((await names('?agents=sandbox')).sort()).toEqual([
      ['Sandbox key', sandboxAgent],
      ['Sandbox widget key', sandboxAgent],
    ]);
    expect(await names('?agents=all')).toHaveLength(4);
  });

  test.each(['sandboxes', 'Site', '', 'agt_site', 'site&agents=all', 'x'.repeat(21)])('?agents=%s is refused with 400 and a code', async (value) => {
    const response = await api('GET', `/api-keys?agents=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({code: expect.stringMatching(/^(invalidAgentScope|badRequest)$/), error: expect.any(String)});
  });
});
