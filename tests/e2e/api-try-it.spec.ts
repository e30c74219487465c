import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, axeViolations} from './fixtures';

/**
 * The API reference's try-it console in Chromium against the real server (issue 13 §2, §4): a
 * reader gets a sandbox key without signing up, adds a document from the reference page, asks
 * about it from the next page and sees the answer cite the document, then lists the
 * conversation. The key and the ids travel between pages by themselves.
 */
// Several consoles send on one page; the server's answers to a refused call are 4xx by design.
test.use({allowedConsoleErrors: [/status of 4\d\d/]});
test.describe.configure({mode: 'serial'});

const title = `Opening hours of the Lisbon shop ${Date.now()}`;

async function openFromSidebar(page: Page, path: string): Promise<void> {
  await page.getByRole('navigation', {name: 'Docs sidebar'}).locator(`a[href="${path}"]`).click();
  await page.waitForURL(`**${path}`);
}

test('sandbox key, add knowledge, ask about it, list the conversation', async ({page}) => {
  await gotoHydrated(page, '/documentation/next/api-reference/add-knowledge');
  const console_ = page.getByRole('region', {name: 'Send POST /v1/knowledge to this server'});
  await console_.getByRole('button', {name: 'Get a sandbox key'}).click();
  await expect(console_.getByLabel('API key')).toHaveValue(/^sk_/);
  await expect(console_.getByText(/^agt_sbx_/)).toBeVisible();

  await console_.getByLabel('Request body (JSON)').fill(
    JSON.stringify({title, content: '# Opening hours\n\nThe Lisbon shop opens at 9:00 and closes at 18:00 from Monday to Saturday.\n', locale: 'en'}),
  );
  await console_.getByRole('button', {name: 'Send request'}).click();
  await expect(console_.getByRole('status')).toHaveText(/^Status 201 Created, in \d+ ms$/);
  await expect(console_.getByText(/curl -X POST 'http:\/\/127\.0\.0\.1:\d+\/v1\/knowledge'/)).toBeVisible();
  await expect(console_.getByText(`"title": "${title}"`)).toBeVisible();

  // On to the next operations through the sidebar, as a reader goes: an in-app navigation,
  // without the page load and hydration of a new document each time (issue 18).
  await openFromSidebar(page, '/documentation/next/api-reference/ask');
  const ask = page.getByRole('region', {name: 'Send POST /v1/ask to this server'});
  await expect(ask.getByLabel('API key')).toHaveValue(/^sk_/);
  await ask.getByLabel('Request body (JSON)').fill(JSON.stringify({query: 'When does the Lisbon shop open?', context: {locale: 'en'}}));
  await ask.getByRole('button', {name: 'Send request'}).click();
  await expect(ask.getByRole('status')).toHaveText(/^Status 200 OK/);
  const answer = ask.locator('pre').last();
  await expect(answer).toContainText(`"title": "${title}`);
  await expect(answer).toContainText('9:00');
  await expect(answer).toContainText('"uncertain": false');

  // The conversation the answer made is filled in on the next operation's page.
  await openFromSidebar(page, '/documentation/next/api-reference/get-conversation');
  const get = page.getByRole('region', {name: 'Send GET /v1/conversations/{id} to this server'});
  await expect(get.getByLabel(/^id/)).toHaveValue(/^conv_/);
  await get.getByRole('button', {name: 'Send request'}).click();
  await expect(get.getByRole('status')).toHaveText(/^Status 200 OK/);
  await expect(get.locator('pre').last()).toContainText('When does the Lisbon shop open?');
});

test('Getting started walks through the same three calls, in Spanish too', async ({page}) => {
  await gotoHydrated(page, '/es/documentation/next/getting-started');
  const consoles = page.getByRole('region', {name: /^Enviar (POST|GET) \/v1\//});
  await expect(consoles).toHaveCount(3);
  const [add, ask, list] = [consoles.nth(0), consoles.nth(1), consoles.nth(2)];
  // Each test has a fresh browser context: no sandbox yet.
  await add.getByRole('button', {name: 'Obtener una clave de pruebas'}).click();
  await expect(list.getByLabel('Clave de API')).toHaveValue(/^sk_/);

  await add.getByRole('button', {name: 'Enviar solicitud'}).click();
  await expect(add.getByRole('status')).toHaveText(/^Estado 201/);
  await ask.getByRole('button', {name: 'Enviar solicitud'}).click();
  await expect(ask.getByRole('status')).toHaveText(/^Estado 200/);
  await expect(ask.locator('pre').last()).toContainText('"title": "Horario');
  await list.getByRole('button', {name: 'Enviar solicitud'}).click();
  await expect(list.locator('pre').last()).toContainText('"message_count": 2');

  // The three consoles with their answers, in Spanish; the docs page around them is the same
  // layout the sweep of tests/e2e/a11y.spec.ts scans on every docs page.
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme, '[data-try-it]'), scheme).toEqual([]);
});

test('a bad body is explained and not sent', async ({page}) => {
  await gotoHydrated(page, '/documentation/next/api-reference/add-knowledge');
  const console_ = page.getByRole('region', {name: 'Send POST /v1/knowledge to this server'});
  await console_.getByLabel('API key').fill('sk_not_a_real_key');
  await console_.getByLabel('Request body (JSON)').fill('{"title": ');
  await console_.getByRole('button', {name: 'Send request'}).click();
  await expect(console_.getByRole('alert')).toHaveText(/^The body is not valid JSON/);
  await expect(console_.getByRole('status')).toBeEmpty();
  await expect(console_.getByText('The request as cURL')).toHaveCount(0);

  // A key the server does not know gets its documented 401.
  await console_.getByLabel('Request body (JSON)').fill('{"title": "T", "content": "C"}');
  await console_.getByRole('button', {name: 'Send request'}).click();
  await expect(console_.getByRole('status')).toHaveText(/^Status 401/);
  await expect(console_.locator('pre').last()).toContainText('"code": "unauthorized"');

  // The console with an answer in it; the page around it is scanned by a11y.spec.ts (1.0 has the
  // same operation pages in its sitemap).
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme, '[data-try-it]'), scheme).toEqual([]);
});
