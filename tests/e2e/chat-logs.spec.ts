import Database from 'better-sqlite3';
import {sandboxName} from '../../server/features/sandbox/queries';
import {test, expect, axeViolations} from './fixtures';
import {logInTo, startPrivateServer, workerStaff, type PrivateServer} from './staff';

/**
 * Chat Logs (issue 11 §2) in Chromium: the empty state before the agent has talked to anyone,
 * then conversations (written straight into a private server's database, as the agent API of
 * issue 12 will) filtered and opened as a transcript with the sources each answer cited; a docs
 * sandbox's conversation shown only through the agent filter (issue 20 §3).
 */
test.use({allowedConsoleErrors: [/status of 40[01]/]});
// One private server for the file: its tests must not be spread over workers that each start one.
test.describe.configure({mode: 'serial'});

let server: PrivateServer;
test.beforeAll(async () => {
  server = await startPrivateServer(3);
});
test.afterAll(() => server.stop());

function seedConversations(file: string) {
  const db = new Database(file);
  const now = Date.now();
  try {
    const conversation = db.prepare(
      'insert into conversations (id, agent_id, locale, visitor_email, visitor_name, handed_off_at, rating, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const message = db.prepare('insert into messages (id, conversation_id, role, content, sources, uncertain, created_at) values (?, ?, ?, ?, ?, ?, ?)');
    conversation.run('conv_widget', 'site', 'en', null, null, null, null, now - 60_000, now - 60_000);
    message.run('msg_w1', 'conv_widget', 'user', 'How do I install the widget?', '[]', 0, now - 60_000);
    message.run(
      'msg_w2',
      'conv_widget',
      'assistant',
      'Paste the snippet before the closing body tag.',
      JSON.stringify([{title: 'Integration guide', url: '/documentation/integration', snippet: 'Paste the snippet'}]),
      0,
      now - 59_000,
    );
    conversation.run('conv_discount', 'site', 'en', 'ana@example.com', 'Ana', now - 1000, 'down', now - 5000, now - 1000);
    message.run('msg_d1', 'conv_discount', 'user', 'Can I get a discount?', '[]', 0, now - 5000);
    message.run('msg_d2', 'conv_discount', 'assistant', 'Our pages do not cover that; sales can help.', '[]', 1, now - 4000);
  } finally {
    db.close();
  }
}

test('empty at first, then conversations to filter and open, in light and dark without an axe finding', async ({page}) => {
  await logInTo(page, `${server.origin}/admin-chat-logs`, await workerStaff(server.sqliteFile));
  const main = page.getByRole('main');
  await expect(main.getByText(/^No conversations yet\./)).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme)).toEqual([]);

  // The page around the list is the same from here on: the later scans read the main region.
  seedConversations(server.sqliteFile);
  await page.reload();
  await expect(main.getByRole('button', {name: 'Can I get a discount?'})).toBeVisible();
  await expect(main.getByRole('button', {name: 'How do I install the widget?'})).toBeVisible();
  await expect(main.getByRole('row', {name: /Can I get a discount\?/})).toContainText('Handed off to sales, Answered without sources, Rated down');

  await main.getByLabel('Answered without sources').check();
  await main.getByRole('button', {name: 'Show conversations'}).click();
  await expect(main.getByRole('button', {name: 'How do I install the widget?'})).toHaveCount(0);
  await expect(main.getByRole('button', {name: 'Can I get a discount?'})).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme, 'main')).toEqual([]);

  await main.getByLabel('Answered without sources').uncheck();
  await main.getByRole('button', {name: 'Show conversations'}).click();
  await main.getByRole('button', {name: 'How do I install the widget?'}).click();
  await expect(page).toHaveURL(/\?conversation=conv_widget$/);
  await expect(main.getByRole('heading', {name: 'Transcript'})).toBeFocused();
  await expect(main.getByText('Paste the snippet before the closing body tag.')).toBeVisible();
  await expect(main.getByRole('list', {name: 'Sources'}).getByRole('link', {name: 'Integration guide'})).toHaveAttribute('href', '/documentation/integration');
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme, 'main')).toEqual([]);

  await main.getByRole('button', {name: 'Back to the conversations'}).click();
  await expect(page).toHaveURL(/\/admin-chat-logs$/);
});

test("a docs sandbox's conversation is behind the agent filter, named by its agent, axe in light and dark", async ({page}) => {
  // Made and asked as a reader of the docs does: from our own page, then with the sandbox's key.
  const made = await page.request.post(`${server.origin}/api/sandbox`, {headers: {origin: server.origin, 'sec-fetch-site': 'same-origin'}, data: {}});
  expect(made.status()).toBe(201);
  const question = `Sandbox question ${Date.now()}`;
  const sandbox = (await made.json()) as {key: string; agent_id: string};
  const asked = await page.request.post(`${server.origin}/v1/ask`, {headers: {authorization: `Bearer ${sandbox.key}`}, data: {query: question}});
  expect(asked.status()).toBe(200);

  await logInTo(page, `${server.origin}/admin-chat-logs`, await workerStaff(server.sqliteFile));
  const main = page.getByRole('main');
  const list = main.getByRole('region', {name: 'Conversations'});
  await expect(list.getByText('Loading…')).toHaveCount(0);
  await expect(list.getByRole('button', {name: question})).toHaveCount(0);

  await main.getByLabel('Agents').selectOption({label: 'Docs sandboxes'});
  await main.getByRole('button', {name: 'Show conversations'}).click();
  const row = list.getByRole('row', {name: new RegExp(question)});
  await expect(row.getByRole('cell', {name: `${sandboxName(sandbox.agent_id)} sandbox`})).toBeVisible();
  await expect(list.getByRole('columnheader', {name: 'Agent'})).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme, 'main')).toEqual([]);

  await main.getByLabel('Language').selectOption('es');
  await main.getByRole('button', {name: 'Show conversations'}).click();
  await expect(list.getByText('No conversation matches these filters.')).toBeVisible();
});

test('the Spanish page is translated', async ({page}) => {
  await logInTo(page, `${server.origin}/es/admin-chat-logs`, await workerStaff(server.sqliteFile));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Registros de chat');
  await expect(page.getByRole('navigation', {name: 'Área del personal'}).getByRole('link', {name: 'Registros de chat'})).toHaveAttribute('aria-current', 'page');
});
