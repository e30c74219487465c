import Database from 'better-sqlite3';
import {sandboxName} from '../../server/features/sandbox/queries';
import type {Page} from '@playwright/test';
import {verifySignature} from '../../server/features/webhooks/signature';
import {privateReceiverEnv, startReceiver, type TestReceiver} from '../server/features/webhooks/receiver';
import {test, expect, axeViolations} from './fixtures';
import {logInTo, startPrivateServer, workerStaff, type PrivateServer} from './staff';

/**
 * Settings' API keys and webhooks (issue 12 §2) in Chromium against the production build, on a
 * server of its own: a key is made and its secret shown once, then revoked after a
 * confirmation; a webhook endpoint pointing at a receiver in this process is added (its secret
 * shown once), a failed delivery in its log is retried and arrives signed with that secret.
 * axe checks the page with the secret and the delivery log open, in light and dark mode. A docs
 * sandbox's keys are listed only through the agent filter (issue 20 §3).
 */
test.describe.configure({mode: 'serial'});

// The session check before login answers 401: Chromium logs it as a console error.
test.use({allowedConsoleErrors: [/status of 401/]});

let server: PrivateServer | undefined;
let receiver: TestReceiver;

test.beforeAll(async () => {
  receiver = await startReceiver(() => 200);
  server = await startPrivateServer(6, {OUTBOX_POLL_MS: '200', ...privateReceiverEnv});
});

test.afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

// Settings' cards (src/components/admin/StaffCard.tsx), for axe scans of one card's new states.
const webhooksCard = 'section[aria-labelledby="webhooks-heading"]';
const apiKeysCard = 'section[aria-labelledby="api-keys-heading"]';

async function logInToSettings(page: Page) {
  await logInTo(page, `${server!.origin}/admin-settings`, await workerStaff(server!.sqliteFile));
}

/** A delivery the relay gave up on, as it would have left it. */
function seedFailedDelivery(endpointId: string) {
  const db = new Database(server!.sqliteFile);
  try {
    const now = Date.now();
    const body = JSON.stringify({
      id: 'whd_e2eFailed',
      type: 'message.created',
      created_at: new Date(now).toISOString(),
      agent_id: 'agt_site',
      data: {conversation_id: 'conv_e2e', content: 'Hello', role: 'user', created_at: new Date(now).toISOString()},
    });
    db.prepare(
      `insert into webhook_deliveries (id, endpoint_id, event_type, payload, status, attempts, next_attempt_at, last_status, last_error, created_at)
       values ('whd_e2eFailed', ?, 'message.created', ?, 'failed', 10, ?, 503, 'HTTP 503', ?)`,
    ).run(endpointId, body, now, now - 60_000);
  } finally {
    db.close();
  }
}

test('a webhook endpoint: secret shown once, a failed delivery retried and received signed, axe in light and dark', async ({page}) => {
  await logInToSettings(page);
  const card = page.getByRole('region', {name: 'Webhook endpoints'});
  await expect(card.getByText('No webhook endpoint yet.')).toBeVisible();

  await card.getByLabel('Endpoint URL (https://…)').fill(receiver.url);
  await card.getByRole('checkbox', {name: 'conversation.created'}).uncheck();
  await card.getByRole('button', {name: 'Add endpoint'}).click();
  const secretBox = card.getByRole('group', {name: `The signing secret of ${receiver.url}`});
  await expect(secretBox).toContainText('shown only this once');
  const secret = (await secretBox.getByTestId('new-webhook-secret-value').textContent())!.trim();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  await expect(card.getByRole('row', {name: new RegExp(receiver.url)})).toContainText('message.created');

  const endpoints = await page.request.get(`${server!.origin}/api/admin/webhooks`);
  const [endpoint] = (await endpoints.json()).endpoints as {id: string}[];
  expect(JSON.stringify(await endpoints.json())).not.toContain(secret);
  seedFailedDelivery(endpoint.id);

  await card.getByRole('button', {name: `Deliveries to ${receiver.url}`}).click();
  const log = card.getByRole('region', {name: `Deliveries to ${receiver.url}`});
  const row = log.getByRole('row', {name: /message\.created/});
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('HTTP 503');
  // The card with its secret, table and delivery log; the page around it is scanned by staff.spec.ts.
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme, webhooksCard)).toEqual([]);

  await row.getByRole('button', {name: /^Retry/}).click();
  await expect(log.getByRole('status')).toHaveText('The delivery is queued again.');
  await expect.poll(() => receiver.received.length, {timeout: 10_000}).toBe(1);
  const [hook] = receiver.received;
  expect(hook.headers['agentworks-delivery']).toBe('whd_e2eFailed');
  expect(verifySignature(secret, hook.headers['agentworks-signature'] as string, hook.body)).toBe(true);
  await expect
    .poll(async () => {
      await log.getByRole('button', {name: 'Refresh'}).click();
      return log.getByRole('row', {name: /message\.created/}).textContent();
    })
    .toContain('Sent');

  await secretBox.getByRole('button', {name: 'I have copied it'}).click();
  await expect(card.getByText(secret)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', {name: 'Webhook endpoints'}).getByRole('row', {name: new RegExp(receiver.url)})).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  await page.getByRole('button', {name: `Delete ${receiver.url}`}).click();
  await page.getByRole('group', {name: `Confirm deleting ${receiver.url}`}).getByRole('button', {name: 'Yes, delete'}).click();
  await expect(page.getByRole('region', {name: 'Webhook endpoints'}).getByText('No webhook endpoint yet.')).toBeVisible();
});

test('an API key: secret shown once, revoked after a confirmation, axe in light and dark', async ({page}) => {
  await logInToSettings(page);
  const keysApi = await page.request.get(`${server!.origin}/api/admin/api-keys`);
  expect(keysApi.status()).toBe(200);

  const card = page.getByRole('region', {name: 'API keys'});
  const name = `Shop ${Date.now()}`;
  await card.getByLabel('Name (where the key is used)').fill(name);
  await card.getByLabel('Type').selectOption('private');
  await card.getByRole('button', {name: 'Create key'}).click();
  const secretBox = card.getByRole('group', {name: `The secret of key ${name}`});
  await expect(secretBox).toContainText('cannot be shown again');
  const secret = (await secretBox.getByTestId('new-key-secret-value').textContent())!.trim();
  expect(secret).toMatch(/^sk_/);
  const row = card.getByRole('row', {name: new RegExp(name)});
  await expect(row).toContainText(secret.slice(0, 12));
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme, apiKeysCard)).toEqual([]);

  await page.reload();
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.getByRole('button', {name: `Revoke ${name}`}).click();
  const confirm = page.getByRole('group', {name: `Confirm revoking ${name}`});
  await expect(confirm.getByRole('button', {name: 'Cancel'})).toBeFocused();
  await confirm.getByRole('button', {name: 'Yes, revoke'}).click();
  await expect(page.getByRole('region', {name: 'API keys'}).getByRole('status')).toHaveText(`Key ${name} is revoked: requests with it are refused.`);
  await expect(page.getByRole('button', {name: `Revoke ${name}`})).toHaveCount(0);
});

test("a docs sandbox's keys are behind the agent filter, named by their agent; the table fits 1366 px with its Revoke buttons, axe in light and dark", async ({page}) => {
  await page.setViewportSize({width: 1366, height: 900});
  const made = await page.request.post(`${server!.origin}/api/sandbox`, {headers: {origin: server!.origin, 'sec-fetch-site': 'same-origin'}, data: {}});
  expect(made.status()).toBe(201);
  await logInToSettings(page);
  const card = page.getByRole('region', {name: 'API keys'});
  await expect(card.getByRole('row', {name: /^Site widget/})).toContainText('AgentWorks website');
  await expect(card.getByRole('cell', {name: 'Sandbox key'})).toHaveCount(0);

  await card.getByLabel('Agents').selectOption({label: 'Docs sandboxes'});
  const row = card.getByRole('row', {name: /^Sandbox key/});
  await expect(row.getByRole('cell', {name: `${sandboxName((await made.json()).agent_id)} sandbox`})).toBeVisible();
  await expect(card.getByRole('cell', {name: 'Site widget'})).toHaveCount(0);
  // Every Revoke button within the window's width, and neither the page nor the table scrolls sideways.
  const revoke = card.getByRole('button', {name: /^Revoke /});
  await expect(revoke).toHaveCount(2);
  for (const button of await revoke.all()) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await card.getByRole('table').evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth)).toBe(true);
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme, apiKeysCard)).toEqual([]);
});

test('on a phone the key and webhook forms fit the screen: no sideways scrolling, a secret wraps', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await logInToSettings(page);
  const card = page.getByRole('region', {name: 'Webhook endpoints'});
  await card.getByLabel('Endpoint URL (https://…)').fill(`${receiver.url}/phone`);
  await card.getByRole('button', {name: 'Add endpoint'}).click();
  await expect(card.getByRole('group', {name: /^The signing secret of/})).toBeVisible();
  await expect(page.getByRole('region', {name: 'API keys'}).getByRole('button', {name: 'Create key'})).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
