/**
 * The sandbox service (server/features/sandbox/service.ts) without HTTP: the allowance per
 * requester and the wait it answers, 'Delete now' only by the sandbox's own private key, and the
 * sweep of expired sandboxes; each deletion drops the agent from the knowledge index it is given.
 */
import {sandboxAllowanceWindowMs, sandboxesPerAddress, sandboxLifetimeMs} from '../../../../server/features/sandbox/queries';
import {
  deleteOwnSandbox,
  requestSandbox,
  sandboxRequester,
  sweepExpiredSandboxes,
  type SandboxDeps,
} from '../../../../server/features/sandbox/service';
import {startTestServer, type TestServer} from '../../helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The app's database and storage, with a knowledge index and a log that record what they are told. */
function deps() {
  const forgotten: string[] = [];
  const logged: string[] = [];
  const used: SandboxDeps = {
    db: server.app.db,
    storage: server.app.storage,
    knowledgeCache: {forget: (ids) => void forgotten.push(...ids)},
    log: {info: (_fields: unknown, message?: string) => void logged.push(String(message))} as SandboxDeps['log'],
  };
  return {used, forgotten, logged};
}

const agentIds = () => server.rows<{id: string}>('agents').map((row) => row.id);

async function newSandbox(requester: string, now = Date.now()) {
  const made = await requestSandbox(server.app.db, requester, now);
  if (!made.ok) throw new Error('no sandbox');
  return made.sandbox;
}

describe('the requester', () => {
  it.each([
    ['two addresses of one IPv6 /64', '2001:db8:1:2::1', '2001:db8:1:2:ffff::9', true],
    ['an IPv4 address and the same one mapped to IPv6', '203.0.113.9', '::ffff:203.0.113.9', true],
    ['two IPv6 /64s', '2001:db8:1:2::1', '2001:db8:1:3::1', false],
    ['two IPv4 addresses', '203.0.113.9', '203.0.113.10', false],
  ])('%s: counted as one is %s', (_case, first, second, same) => {
    expect(sandboxRequester('salt', first) === sandboxRequester('salt', second)).toBe(same);
  });

  it("changes with the day's salt, and holds no address", () => {
    expect(sandboxRequester('monday', '203.0.113.9')).not.toBe(sandboxRequester('tuesday', '203.0.113.9'));
    expect(sandboxRequester('monday', '203.0.113.9')).not.toContain('203.0.113');
  });
});

describe('requesting a sandbox', () => {
  it('makes the agent with a private and a public key, both ending with it', async () => {
    const now = Date.now();
    const sandbox = await newSandbox('requester-keys', now);
    expect(sandbox.expiresAt).toBe(now + sandboxLifetimeMs);
    expect(sandbox.secret).toMatch(/^sk_/);
    expect(sandbox.publicKey).toMatch(/^pk_/);
    const keys = server.rows<{agent_id: string; type: string; expires_at: number}>('api_keys').filter((row) => row.agent_id === sandbox.agentId);
    expect(keys.map((key) => [key.type, Number(key.expires_at)]).sort()).toEqual([
      ['private', sandbox.expiresAt],
      ['public', sandbox.expiresAt],
    ]);
  });

  it(`grants ${sandboxesPerAddress} an hour per requester, then answers when the first leaves the window`, async () => {
    const start = Date.now();
    for (let i = 0; i < sandboxesPerAddress; i++) await newSandbox('requester-full', start + i * 1000);
    const later = start + 10_000;
    expect(await requestSandbox(server.app.db, 'requester-full', later)).toEqual({ok: false, retryAfterMs: start + sandboxAllowanceWindowMs - later});
    // Another requester is not held back, and the first has room once the hour has passed.
    expect((await requestSandbox(server.app.db, 'requester-other', later)).ok).toBe(true);
    expect((await requestSandbox(server.app.db, 'requester-full', start + sandboxAllowanceWindowMs + 1)).ok).toBe(true);
  });
});

describe('Delete now', () => {
  it.each([
    ['no key', () => undefined],
    ["the sandbox's public key", (sandbox: {publicKey: string}) => sandbox.publicKey],
    ['an unknown private key', () => `sk_${'A'.repeat(43)}`],
  ])('with %s deletes nothing', async (_case, secretOf) => {
    const sandbox = await newSandbox(`requester-refused-${_case}`);
    const {used, forgotten} = deps();
    expect(await deleteOwnSandbox(used, secretOf(sandbox))).toBe(false);
    expect(agentIds()).toContain(sandbox.agentId);
    expect(forgotten).toEqual([]);
  });

  it("with the sandbox's own private key deletes it and drops it from the index", async () => {
    const sandbox = await newSandbox('requester-delete');
    const {used, forgotten} = deps();
    expect(await deleteOwnSandbox(used, sandbox.secret)).toBe(true);
    expect(agentIds()).not.toContain(sandbox.agentId);
    expect(forgotten).toEqual([sandbox.agentId]);
    expect(await deleteOwnSandbox(used, sandbox.secret)).toBe(false);
  });
});

describe('the sweep', () => {
  it('deletes the expired sandboxes alone, drops them from the index and logs how many', async () => {
    const now = Date.now();
    const expired = await newSandbox('requester-sweep', now - sandboxLifetimeMs - 1);
    const live = await newSandbox('requester-sweep', now);
    const {used, forgotten, logged} = deps();
    expect(await sweepExpiredSandboxes(used, now)).toBe(1);
    expect(agentIds()).toEqual(expect.arrayContaining([live.agentId, 'agt_site']));
    expect(agentIds()).not.toContain(expired.agentId);
    expect(forgotten).toEqual([expired.agentId]);
    expect(logged).toEqual(['sandbox sweep: deleted 1 expired sandbox(es)']);

    const again = deps();
    expect(await sweepExpiredSandboxes(again.used, now)).toBe(0);
    expect(again.logged).toEqual([]);
  });
});
