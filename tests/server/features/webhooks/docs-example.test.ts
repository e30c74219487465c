/**
 * The receiver example of docs/api-reference.mdx ("Receiver example"), run exactly as printed:
 * it must accept what our relay signs and refuse what it did not.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {insertEndpoint} from '../../../../server/features/webhooks/queries';
import {signatureHeaderValue, signatureOf} from '../../../../server/features/webhooks/signature';
import {startTestServer, type TestServer} from '../../helper';
import {freePort, waitFor} from '../mail/smtp-server';
import {privateReceiverEnv} from './receiver';

jest.setTimeout(30_000);

const secret = 'whsec_docs-example-secret';

const english = 'docs/api-reference.mdx';
const spanish = 'i18n/es/docusaurus-plugin-content-docs/current/api-reference.mdx';

/** The code block titled server.mjs in the reference's Webhooks section. */
function receiverExample(file = english): string {
  const mdx = fs.readFileSync(path.join(__dirname, '../../../..', file), 'utf8');
  const section = mdx.slice(mdx.indexOf('{/* #webhook-receiver */}'), mdx.indexOf('{/* #errors */}'));
  const code = /```js title="server\.mjs"\n([\s\S]*?)\n```/.exec(section)?.[1];
  if (!code) throw new Error(`no server.mjs block in the Webhooks section of ${file}`);
  return code;
}

/** The code without its comments (the Spanish page translates them, nothing else). */
function withoutComments(code: string): string {
  return code.replace(/\s*\/\/.*$/gm, '');
}

test('the Spanish reference prints the same receiver, its comments translated', () => {
  expect(withoutComments(receiverExample(spanish))).toBe(withoutComments(receiverExample()));
});

describe('the documented webhook receiver', () => {
  let child: ChildProcess;
  let url: string;
  let output = '';
  let dir: string;
  let server: TestServer | undefined;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'receiver-'));
    fs.writeFileSync(path.join(dir, 'server.mjs'), receiverExample());
    const port = await freePort();
    url = `http://127.0.0.1:${port}/webhooks/agentworks`;
    child = spawn(process.execPath, [path.join(dir, 'server.mjs')], {
      env: {PATH: process.env.PATH, PORT: String(port), AGENTWORKS_WEBHOOK_SECRET: secret},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Listening once a request gets any answer.
    const started = Date.now();
    for (;;) {
      const answered = await fetch(url, {method: 'GET'}).then(() => true, () => false);
      if (answered) break;
      if (Date.now() - started > 10_000) throw new Error(`the example did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    await server?.close();
    child.kill();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  const body = JSON.stringify({
    id: 'whd_1',
    type: 'message.created',
    created_at: '2026-11-24T12:00:00.000Z',
    agent_id: 'agt_site',
    data: {conversation_id: 'conv_doc', content: 'Hello', role: 'user', created_at: '2026-11-24T12:00:00.000Z'},
  });
  const post = (headers: Record<string, string>, payload = body) =>
    fetch(url, {method: 'POST', headers: {'content-type': 'application/json', ...headers}, body: payload});

  test('answers 200 to a signed request and processes it', async () => {
    const response = await post({'AgentWorks-Signature': signatureHeaderValue(secret, body)});
    expect(response.status).toBe(200);
    await waitFor(() => output.includes('activity conv_doc inbound'), 5000, 'the activity line');
  });

  test.each([
    ['no signature', () => ({})],
    ['another secret', () => ({'AgentWorks-Signature': signatureHeaderValue('whsec_other', body)})],
    ['a changed body', () => ({'AgentWorks-Signature': signatureHeaderValue(secret, body.replace('Hello', 'Hullo'))})],
    ['a timestamp from 10 minutes ago', () => ({'AgentWorks-Signature': signatureHeaderValue(secret, body, Date.now() - 600_000)})],
    ['a truncated signature', () => ({'AgentWorks-Signature': signatureHeaderValue(secret, body).slice(0, -2)})],
    ['a signature without a timestamp', () => ({'AgentWorks-Signature': `v1=${signatureOf(secret, Math.floor(Date.now() / 1000), body)}`})],
  ])('refuses %s with 400', async (_what, headers) => {
    expect((await post(headers())).status).toBe(400);
  });

  test('accepts what the relay sends', async () => {
    server = await startTestServer({env: {OUTBOX_POLL_MS: '50', ...privateReceiverEnv}});
    await insertEndpoint(server.app.db, {id: 'whe_docs', agentId: 'agt_site', url, events: ['conversation.created'], secret});
    await server.app.webhooks.emit('agt_site', 'conversation.created', {
      id: 'conv_relay',
      visitor: {email: 'ana@example.com', name: 'Ana', company: null, phone: null},
      messages: [],
    });
    await waitFor(() => server!.rows<{status: string}>('webhook_deliveries')[0]?.status === 'sent', 5000, 'sent');
    expect(server.rows<{last_status: number}>('webhook_deliveries')[0].last_status).toBe(200);
    await waitFor(() => output.includes('contact ana@example.com'), 5000, 'the contact line');
  });
});
