import {webhooksPerAgent} from '../../../../src/lib/staff/webhooks';
import {ensureAgent} from '../../../../server/features/agent/agents';
import {waitFor} from '../mail/smtp-server';
import {countRows} from '../../helper';
import {asStaff, eachTestAsStaff, sharedAsStaff, type StaffSession} from '../staff/helper';
import {privateReceiverEnv, startReceiver, type TestReceiver} from './receiver';

jest.setTimeout(30_000);

type AuditRow = {actor: string; action: string; target: string | null};
type EndpointRow = {id: string; secret: string; disabled_at: number | null};

describe('staff API for webhooks', () => {
  // hooks.example stands for a public receiver; the 127.0.0.1 receivers need private targets allowed.
  const options = {
    env: {OUTBOX_POLL_MS: '50', OUTBOX_RETRY_BASE_MS: '10', OUTBOX_MAX_ATTEMPTS: '1', ...privateReceiverEnv},
    resolveHost: async (hostname: string) => (hostname === 'hooks.example' ? ['93.184.215.14'] : []),
  };
  const staff = {} as StaffSession;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    asStaff(staff.server, staff.cookie, {method, url: `/api/admin${url}`, ...(payload ? {payload} : {})});
  const audit = () => staff.server.rows<AuditRow>('staff_audit_log').filter((row) => row.action.startsWith('webhook'));

  let receiver: TestReceiver | undefined;
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  describe('each on a fresh server', () => {
    // Each reads the list, the audit log or the agent's allowance as a whole.
    eachTestAsStaff(options, staff);

    test('adding an endpoint answers its secret once; the list never shows it', async () => {
      const created = await call('POST', '/webhooks', {url: ' https://hooks.example/agent ', events: ['message.created', 'conversation.created']});
      expect(created.statusCode).toBe(201);
      const {endpoint, secret} = created.json();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      expect(endpoint).toEqual({
        id: expect.stringMatching(/^whe_/),
        agentId: 'agt_site',
        url: 'https://hooks.example/agent',
        events: ['conversation.created', 'message.created'],
        createdAt: expect.any(Number),
      });
      const listed = await call('GET', '/webhooks');
      expect(listed.json()).toEqual({endpoints: [endpoint]});
      expect(listed.body).not.toContain(secret);
      expect(staff.server.rows<EndpointRow>('webhook_endpoints')[0].secret).toBe(secret);
      expect(audit()).toEqual([expect.objectContaining({actor: 'ana@example.com', action: 'webhook_created', target: 'https://hooks.example/agent'})]);
    });

    test(`at most ${webhooksPerAgent} endpoints per agent`, async () => {
      for (let i = 0; i < webhooksPerAgent; i += 1) {
        expect((await call('POST', '/webhooks', {url: `https://hooks.example/${i}`, events: ['message.created']})).statusCode).toBe(201);
      }
      const refused = await call('POST', '/webhooks', {url: 'https://hooks.example/more', events: ['message.created']});
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({code: 'tooManyWebhooks'});
      // Another agent has its own allowance.
      await ensureAgent(staff.server.app.db, 'agt_other');
      expect((await call('POST', '/webhooks', {url: 'https://hooks.example/x', events: ['message.created'], agentId: 'agt_other'})).statusCode).toBe(201);
    });

    test('deleting stops the endpoint (no new deliveries), is audited, and a second delete is 404', async () => {
      const {endpoint} = (await call('POST', '/webhooks', {url: 'https://hooks.example/a', events: ['message.created']})).json();
      expect((await call('DELETE', `/webhooks/${endpoint.id}`)).statusCode).toBe(204);
      expect((await call('GET', '/webhooks')).json()).toEqual({endpoints: []});
      expect(await staff.server.app.webhooks.emit('agt_site', 'message.created', {})).toBe(0);
      const again = await call('DELETE', `/webhooks/${endpoint.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({code: 'webhookNotFound'});
      expect((await call('GET', `/webhooks/${endpoint.id}/deliveries`)).statusCode).toBe(404);
      expect(audit().map((row) => row.action)).toEqual(['webhook_created', 'webhook_deleted']);
    });

    test('the delivery log shows each attempt; a failed delivery can be retried once', async () => {
      let fail = true;
      receiver = await startReceiver(() => (fail ? 503 : 200));
      const {endpoint} = (await call('POST', '/webhooks', {url: receiver.url, events: ['message.created']})).json();
      await staff.server.app.webhooks.emit('agt_site', 'message.created', {content: 'Hi'});
      const log = async () => (await call('GET', `/webhooks/${endpoint.id}/deliveries`)).json().deliveries;
      await waitFor(() => receiver!.received.length === 1, 5000, 'first attempt');
      let deliveries: {id: string; status: string}[] = [];
      for (let i = 0; i < 50 && deliveries[0]?.status !== 'failed'; i += 1) {
        deliveries = await log();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(deliveries).toEqual([
        {
          id: expect.stringMatching(/^whd_/),
          eventType: 'message.created',
          status: 'failed',
          attempts: 1,
          lastStatus: 503,
          lastError: 'HTTP 503',
          createdAt: expect.any(Number),
          nextAttemptAt: expect.any(Number),
          deliveredAt: null,
        },
      ]);

      fail = false;
      const retried = await call('POST', `/webhooks/${endpoint.id}/deliveries/${deliveries[0].id}/retry`);
      expect(retried.statusCode).toBe(204);
      await waitFor(() => receiver!.received.length === 2, 5000, 'second attempt');
      for (let i = 0; i < 50 && deliveries[0]?.status !== 'sent'; i += 1) {
        deliveries = await log();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(deliveries[0]).toMatchObject({status: 'sent', attempts: 1, lastStatus: 200, lastError: null, deliveredAt: expect.any(Number)});

      const notFailed = await call('POST', `/webhooks/${endpoint.id}/deliveries/${deliveries[0].id}/retry`);
      expect(notFailed.statusCode).toBe(404);
      expect(notFailed.json()).toMatchObject({code: 'webhookDeliveryNotFound'});
      expect(audit().map((row) => row.action)).toEqual(['webhook_created', 'webhook_retried']);
    });
  });

  describe('refusals', () => {
    // Nothing is added (counts before and after): one server.
    sharedAsStaff(options, staff);

    test.each([
      ['no body', undefined, 'invalidWebhookUrl'],
      ['not an object', ['https://hooks.example'], 'invalidWebhookUrl'],
      ['no url', {events: ['message.created']}, 'invalidWebhookUrl'],
      ['a url that is a number', {url: 5, events: ['message.created']}, 'invalidWebhookUrl'],
      ['not a URL', {url: 'hooks.example/agent', events: ['message.created']}, 'invalidWebhookUrl'],
      ['a file: URL', {url: 'file:///etc/passwd', events: ['message.created']}, 'invalidWebhookUrl'],
      ['a javascript: URL', {url: 'javascript:alert(1)', events: ['message.created']}, 'invalidWebhookUrl'],
      ['a URL with credentials', {url: 'https://user:pass@hooks.example/', events: ['message.created']}, 'webhookUrlCredentials'],
      ['a URL with a user name', {url: 'https://user@hooks.example/', events: ['message.created']}, 'webhookUrlCredentials'],
      ['a URL too long', {url: `https://hooks.example/${'a'.repeat(2000)}`, events: ['message.created']}, 'invalidWebhookUrl'],
      ['no events', {url: 'https://hooks.example/'}, 'invalidWebhookEvents'],
      ['an empty event list', {url: 'https://hooks.example/', events: []}, 'invalidWebhookEvents'],
      ['an unknown event', {url: 'https://hooks.example/', events: ['lead.created']}, 'invalidWebhookEvents'],
      ['events as a string', {url: 'https://hooks.example/', events: 'message.created'}, 'invalidWebhookEvents'],
      ['a malformed agent id', {url: 'https://hooks.example/', events: ['message.created'], agentId: 'site'}, 'invalidAgentId'],
    ])('refuses %s with 400', async (_what, payload, code) => {
      const before = await countRows(staff.server, 'webhook_endpoints');
      const response = await asStaff(staff.server, staff.cookie, {
        method: 'POST',
        url: '/api/admin/webhooks',
        ...(payload === undefined ? {} : {payload: payload as object}),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({code});
      expect(await countRows(staff.server, 'webhook_endpoints')).toBe(before);
    });

    test.each([
      ['DELETE', '/webhooks/not-an-id'],
      ['GET', '/webhooks/whe_x%27%20or%201=1/deliveries'],
      ['GET', '/webhooks/whe_abc/deliveries?limit=0'],
      ['GET', '/webhooks/whe_abc/deliveries?limit=101'],
      ['POST', '/webhooks/whe_abc/deliveries/nope/retry'],
    ] as const)('%s %s is refused with 400', async (method, url) => {
      expect((await call(method, url)).statusCode).toBe(400);
    });
  });
});
