/**
 * The webhook service (server/features/webhooks/service.ts) without HTTP: refusals as the staff
 * API answers them, and events queued for subscribed endpoints only. The guard is a stub here;
 * guard.test.ts runs the real one.
 */
import {webhooksPerAgent} from '../../../../src/lib/staff/webhooks';
import {ensureAgent} from '../../../../server/features/agent/agents';
import type {OutgoingGuard, TargetRefusal} from '../../../../server/platform/outgoing-request';
import {
  addEndpoint,
  deleteEndpoint,
  deliveryLog,
  queueEvent,
  retryDelivery,
  type WebhookDeps,
} from '../../../../server/features/webhooks/service';
import {startTestServer, type TestServer} from '../../helper';

let server: TestServer;
let nudges = 0;
/** hooks.example passes; the guard's other answers by host. */
const refusals: Record<string, TargetRefusal> = {
  'private.example': 'privateAddress',
  'site.example': 'ownSite',
  'nowhere.example': 'unresolvable',
};
const guard = {
  check: async (url: string) => {
    const host = new URL(url).hostname;
    return host in refusals
      ? {ok: false as const, reason: refusals[host], detail: host}
      : {ok: true as const, url: new URL(url), address: '93.184.215.14', family: 4 as const};
  },
} as OutgoingGuard;
const deps = (): WebhookDeps => ({db: server.app.db, outgoing: guard, relay: {nudge: () => void nudges++}});
const actor = {email: 'owner@example.com', ip: '203.0.113.9'};

beforeAll(async () => {
  server = await startTestServer();
  await ensureAgent(server.app.db, 'agt_site', 'Site');
  await ensureAgent(server.app.db, 'agt_full', 'Full');
  await ensureAgent(server.app.db, 'agt_quiet', 'Quiet');
});
afterAll(() => server.close());
beforeEach(() => {
  nudges = 0;
});

describe('adding an endpoint', () => {
  it.each([
    ['an agent that does not exist', {agentId: 'agt_none'}, {status: 400, code: 'agentNotFound', field: 'agentId'}],
    ['a private address', {url: 'https://private.example/'}, {status: 400, code: 'webhookUrlPrivate', field: 'url'}],
    ['our own site', {url: 'https://site.example/'}, {status: 400, code: 'webhookUrlOwnSite', field: 'url'}],
    ['a name that does not resolve', {url: 'https://nowhere.example/'}, {status: 400, code: 'webhookUrlUnresolved', field: 'url'}],
  ])('refuses %s', async (_case, change, refusal) => {
    const input = {url: 'https://hooks.example/in', events: ['message.created' as const], ...change};
    expect(await addEndpoint(deps(), input, actor)).toEqual({ok: false, ...refusal});
  });

  it("belongs to the site's agent when none is named, and stops at the agent's allowance", async () => {
    const first = await addEndpoint(deps(), {url: 'https://hooks.example/site', events: ['message.created']}, actor);
    expect(first).toMatchObject({ok: true, endpoint: {agentId: 'agt_site'}, secret: expect.stringMatching(/^whsec_/)});
    for (let i = 0; i < webhooksPerAgent; i++) {
      expect(await addEndpoint(deps(), {url: `https://hooks.example/${i}`, events: ['message.created'], agentId: 'agt_full'}, actor)).toMatchObject({ok: true});
    }
    const over = await addEndpoint(deps(), {url: 'https://hooks.example/over', events: ['message.created'], agentId: 'agt_full'}, actor);
    expect(over).toEqual({ok: false, status: 409, code: 'tooManyWebhooks'});
  });
});

it.each([
  ['deleting', () => deleteEndpoint(deps(), 'whe_none', actor)],
  ['reading the delivery log of', () => deliveryLog(deps(), 'whe_none', {limit: 5})],
  ['retrying a delivery of', () => retryDelivery(deps(), {endpointId: 'whe_none', deliveryId: 'whd_none'}, actor)],
])('%s an endpoint that does not exist is 404 webhookNotFound', async (_case, act) => {
  expect(await act()).toEqual({ok: false, status: 404, code: 'webhookNotFound'});
  expect(nudges).toBe(0);
});

it("queues an event for the agent's subscribed endpoints only, and wakes the relay only then", async () => {
  await addEndpoint(deps(), {url: 'https://hooks.example/q1', events: ['conversation.created'], agentId: 'agt_quiet'}, actor);
  const both = await addEndpoint(deps(), {url: 'https://hooks.example/q2', events: ['conversation.created', 'message.created'], agentId: 'agt_quiet'}, actor);
  nudges = 0;
  expect(await queueEvent(deps(), 'agt_quiet', 'message.created', {content: 'hi'})).toBe(1);
  expect(nudges).toBe(1);
  expect(await queueEvent(deps(), 'agt_nobody', 'message.created', {content: 'hi'})).toBe(0);
  expect(nudges).toBe(1);
  if (!both.ok) throw new Error('the endpoint was refused');
  const log = await deliveryLog(deps(), both.endpoint.id, {limit: 5});
  expect(log).toMatchObject({ok: true, deliveries: [{eventType: 'message.created', status: 'pending'}]});
  // A pending delivery has not failed: there is nothing to retry.
  const [delivery] = log.ok ? log.deliveries : [];
  expect(await retryDelivery(deps(), {endpointId: both.endpoint.id, deliveryId: delivery.id}, actor)).toEqual({
    ok: false,
    status: 404,
    code: 'webhookDeliveryNotFound',
  });
});
