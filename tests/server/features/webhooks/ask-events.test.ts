/**
 * POST /v1/ask raises the documented webhook events (docs "Webhooks"): a new conversation sends
 * conversation.created with its first message, and every question and answer sends
 * message.created, signed, to the agent's subscribed receivers only.
 */
import {insertEndpoint} from '../../../../server/features/webhooks/queries';
import {verifySignature} from '../../../../server/features/webhooks/signature';
import {agentBuildDir} from '../agent/fixture';
import {startTestServer, type TestServer} from '../../helper';
import {waitFor} from '../mail/smtp-server';
import {call, newKey} from '../api/helper';
import {privateReceiverEnv, startReceiver, type TestReceiver} from './receiver';

jest.setTimeout(30_000);

type Event = {type: string; agent_id: string; data: Record<string, unknown>};

let server: TestServer;
let receiver: TestReceiver;
let key: string;
const secret = 'whsec_ask-test';

beforeAll(async () => {
  server = await startTestServer({buildDir: agentBuildDir, env: {OUTBOX_POLL_MS: '50', OUTBOX_START_DELAY_MS: '0', ...privateReceiverEnv}});
  receiver = await startReceiver();
  key = await newKey(server, 'private');
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const events = () => receiver.received.map((hook) => JSON.parse(hook.body) as Event);

test('a new conversation sends conversation.created, then message.created for the question and the answer', async () => {
  await insertEndpoint(server.app.db, {id: 'whe_ask', agentId: 'agt_site', url: receiver.url, events: ['conversation.created', 'message.created'], secret});
  const first = (await call(server, key, {method: 'POST', url: '/v1/ask', payload: {query: 'How much does the Pro plan cost?'}})).json() as {
    conversation_id: string;
    response: string;
  };
  await waitFor(() => receiver.received.length >= 3);
  expect(events().map((event) => event.type).sort()).toEqual(['conversation.created', 'message.created', 'message.created']);
  const created = events().find((event) => event.type === 'conversation.created')!;
  expect(created.data).toMatchObject({
    id: first.conversation_id,
    messages: [{conversation_id: first.conversation_id, role: 'user', content: 'How much does the Pro plan cost?'}],
  });
  const messages = events().filter((event) => event.type === 'message.created').map((event) => event.data);
  expect(messages).toEqual(
    expect.arrayContaining([
      expect.objectContaining({conversation_id: first.conversation_id, role: 'user', content: 'How much does the Pro plan cost?'}),
      expect.objectContaining({conversation_id: first.conversation_id, role: 'assistant', content: first.response}),
    ]),
  );
  for (const hook of receiver.received) {
    expect(verifySignature(secret, hook.headers['agentworks-signature'] as string, hook.body)).toBe(true);
  }

  // A follow-up in the same conversation is two more messages and no second conversation.created.
  await call(server, key, {method: 'POST', url: '/v1/ask', payload: {query: 'And the Business plan?', conversation_id: first.conversation_id}});
  await waitFor(() => receiver.received.length >= 5);
  expect(events().filter((event) => event.type === 'conversation.created')).toHaveLength(1);
  expect(events().filter((event) => event.type === 'message.created')).toHaveLength(4);
});
