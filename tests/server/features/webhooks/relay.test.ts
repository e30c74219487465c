import {buildApp} from '../../../../server/app';
import {loadConfig} from '../../../../server/platform/config';
import {insertEndpoint} from '../../../../server/features/webhooks/queries';
import {WebhookRelay, type WebhookRelayConfig} from '../../../../server/features/webhooks/relay';
import {verifySignature} from '../../../../server/features/webhooks/signature';
import {startTestServer, testRateLimitMax, type TestServer} from '../../helper';
import {freePort, waitFor} from '../mail/smtp-server';
import {privateReceiverEnv, startReceiver, type TestReceiver} from './receiver';

jest.setTimeout(30_000);

type DeliveryRow = {
  id: string;
  endpoint_id: string;
  status: string;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  payload: string;
};

const fastRelay = {OUTBOX_POLL_MS: '50', OUTBOX_RETRY_BASE_MS: '100', ...privateReceiverEnv};
const secret = 'whsec_relay-test';

async function addEndpoint(server: TestServer, url: string, options: {agentId?: string; events?: ('conversation.created' | 'message.created')[]; id?: string} = {}) {
  return insertEndpoint(server.app.db, {
    id: options.id ?? `whe_${Math.random().toString(36).slice(2)}`,
    agentId: options.agentId ?? 'agt_site',
    url,
    events: options.events ?? ['conversation.created', 'message.created'],
    secret,
  });
}

/** A relay of its own on the test server's database, for a test that drives it by hand. */
function ownRelay(server: TestServer, config: Partial<WebhookRelayConfig>) {
  const defaults = {pollMs: 50, startDelayMs: 0, retryBaseMs: 10, maxAttempts: 5, leaseMs: 60_000, concurrency: 2, timeoutMs: 2000};
  return new WebhookRelay(server.app.db, server.app.dbDialect, {...defaults, ...config}, server.app.log, server.app.outgoing);
}

const message = {conversation_id: 'conv_1', content: 'Hello', role: 'user', created_at: '2026-11-24T12:00:00.000Z'};

describe('the webhook relay', () => {
  let server: TestServer | undefined;
  let receiver: TestReceiver | undefined;
  afterEach(async () => {
    await server?.close();
    await receiver?.close();
    server = undefined;
    receiver = undefined;
  });

  test('a 2xx answer marks the delivery sent; the request is signed and names its event and delivery', async () => {
    receiver = await startReceiver(() => 204);
    server = await startTestServer({env: fastRelay});
    const endpoint = await addEndpoint(server, receiver.url);
    expect(await server.app.webhooks.emit('agt_site', 'message.created', message)).toBe(1);
    await waitFor(() => server!.rows<DeliveryRow>('webhook_deliveries')[0]?.status === 'sent', 5000, 'sent');

    const [row] = server.rows<DeliveryRow>('webhook_deliveries');
    expect(row).toMatchObject({endpoint_id: endpoint.id, attempts: 1, last_status: 204, last_error: null});
    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    expect(hook.headers['content-type']).toBe('application/json');
    expect(hook.headers['agentworks-event']).toBe('message.created');
    expect(hook.headers['agentworks-delivery']).toBe(row.id);
    expect(verifySignature(secret, hook.headers['agentworks-signature'] as string, hook.body)).toBe(true);
    expect(verifySignature('whsec_other', hook.headers['agentworks-signature'] as string, hook.body)).toBe(false);
    expect(JSON.parse(hook.body)).toEqual({
      id: row.id,
      type: 'message.created',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      agent_id: 'agt_site',
      data: message,
    });
  });

  test('only active endpoints of the agent that subscribed to the event get a delivery', async () => {
    server = await startTestServer({env: {OUTBOX_START_DELAY_MS: '600000', ...privateReceiverEnv}});
    const wanted = await addEndpoint(server, 'https://hooks.example/a', {events: ['message.created']});
    await addEndpoint(server, 'https://hooks.example/b', {events: ['conversation.created']});
    await addEndpoint(server, 'https://hooks.example/c', {agentId: 'agt_other'});
    expect(await server.app.webhooks.emit('agt_site', 'message.created', message)).toBe(1);
    expect(await server.app.webhooks.emit('agt_nobody', 'message.created', message)).toBe(0);
    expect(server.rows<DeliveryRow>('webhook_deliveries').map((row) => row.endpoint_id)).toEqual([wanted.id]);
  });

  test('a 500 is retried with backoff, then sent', async () => {
    receiver = await startReceiver((index) => (index < 2 ? 500 : 200));
    server = await startTestServer({env: fastRelay});
    await addEndpoint(server, receiver.url);
    await server.app.webhooks.emit('agt_site', 'conversation.created', {id: 'conv_1', visitor: null, messages: []});
    await waitFor(() => server!.rows<DeliveryRow>('webhook_deliveries')[0]?.status === 'sent', 10_000, 'sent');

    expect(server.rows<DeliveryRow>('webhook_deliveries')[0]).toMatchObject({attempts: 3, last_status: 200, last_error: null});
    const times = receiver.received.map((hook) => hook.at);
    expect(times).toHaveLength(3);
    // retryDelayMs: attempt 1 waits 50..100 ms (base 100, equal jitter), attempt 2 waits 100..200 ms.
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(45);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(95);
    // Every attempt carries the same delivery id and body, signed afresh.
    expect(new Set(receiver.received.map((hook) => hook.headers['agentworks-delivery'])).size).toBe(1);
    expect(new Set(receiver.received.map((hook) => hook.body)).size).toBe(1);
  });

  test('gives up after OUTBOX_MAX_ATTEMPTS: failed, with the last answer', async () => {
    receiver = await startReceiver(() => 500);
    server = await startTestServer({env: {...fastRelay, OUTBOX_RETRY_BASE_MS: '10', OUTBOX_MAX_ATTEMPTS: '3'}});
    await addEndpoint(server, receiver.url);
    await server.app.webhooks.emit('agt_site', 'message.created', message);
    await waitFor(() => server!.rows<DeliveryRow>('webhook_deliveries')[0]?.status === 'failed', 10_000, 'failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(3);
    expect(server.rows<DeliveryRow>('webhook_deliveries')[0]).toMatchObject({attempts: 3, last_status: 500, last_error: 'HTTP 500'});
  });

  test('a receiver that does not answer in time counts as a failed attempt', async () => {
    receiver = await startReceiver(() => 'hang');
    // The app's own relay waits; this one has a short timeout and gives up after one attempt.
    server = await startTestServer({env: {OUTBOX_START_DELAY_MS: '600000', ...privateReceiverEnv}});
    await addEndpoint(server, receiver.url);
    await server.app.webhooks.emit('agt_site', 'message.created', message);
    const relay = ownRelay(server, {maxAttempts: 1, timeoutMs: 300});
    const started = Date.now();
    await relay.runOnce();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(server.rows<DeliveryRow>('webhook_deliveries')[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_status: null,
      last_error: 'No answer within 300 ms',
    });
  });

  test('a refused connection is a failed attempt, retried later', async () => {
    server = await startTestServer({env: {OUTBOX_START_DELAY_MS: '600000', ...privateReceiverEnv}});
    await addEndpoint(server, `http://127.0.0.1:${await freePort()}/hooks`);
    await server.app.webhooks.emit('agt_site', 'message.created', message);
    const relay = ownRelay(server, {retryBaseMs: 60_000});
    await relay.runOnce();
    expect(server.rows<DeliveryRow>('webhook_deliveries')[0]).toMatchObject({status: 'pending', attempts: 1, last_error: 'ECONNREFUSED'});
  });

  test('two app instances on one database send each delivery once', async () => {
    receiver = await startReceiver(() => 200);
    server = await startTestServer({env: {...fastRelay, OUTBOX_START_DELAY_MS: '300'}});
    const second = await buildApp(
      loadConfig({
        SQLITE_FILE: server.dbFile,
        STORAGE_DIR: server.storageDir,
        BUILD_DIR: server.buildDir,
        LOG_LEVEL: 'silent',
        OUTBOX_START_DELAY_MS: '300',
        RATE_LIMIT_MAX: testRateLimitMax,
        ...fastRelay,
        ...(server.app.config.database.kind === 'postgres' ? {DATABASE_URL: server.app.config.database.url} : {}),
      }),
    );
    await second.ready();
    try {
      await addEndpoint(server, receiver.url);
      const count = 30;
      await Promise.all(
        Array.from({length: count}, (_, i) =>
          (i % 2 ? second : server!.app).webhooks.emit('agt_site', 'message.created', {...message, content: `#${i}`}),
        ),
      );
      await waitFor(() => receiver!.received.length >= count, 15_000, 'all deliveries');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver.received).toHaveLength(count);
      expect(new Set(receiver.received.map((hook) => hook.headers['agentworks-delivery'])).size).toBe(count);
      expect(server.rows<DeliveryRow>('webhook_deliveries').every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });

  test('a stopped relay hands back what it claimed but did not send', async () => {
    server = await startTestServer({env: {OUTBOX_START_DELAY_MS: '600000', ...privateReceiverEnv}});
    await addEndpoint(server, 'https://hooks.example/never');
    await server.app.webhooks.emit('agt_site', 'message.created', message);
    const relay = ownRelay(server, {});
    // Stops while its claim is on the way to the database: nothing is sent, the row is free again.
    const run = relay.runOnce();
    await relay.stop();
    await run;
    expect(server.rows<DeliveryRow & {claimed_by: string | null}>('webhook_deliveries')[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
      claimed_by: null,
    });
  });
});
