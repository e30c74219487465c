import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated, axeViolations} from './fixtures';

/**
 * The API reference generated from the server's OpenAPI document (issue 13 §1): one page per
 * operation and webhook under "API reference" in the docs sidebar, in every version and both
 * locales, and the document itself served by the running server.
 */
type Document = {
  paths: Record<string, Record<string, {summary: string}>>;
  webhooks: Record<string, {post: {summary: string}}>;
};
const readDocument = (file: string) => JSON.parse(readFileSync(path.resolve('openapi', file), 'utf8')) as Document;

/** Each sidebar link's name: the method badge (a webhook is a POST we send), then the summary. */
function sidebarNames(document: Document): string[] {
  return [
    ...Object.values(document.paths).flatMap((item) => Object.entries(item).map(([method, operation]) => `${method.toUpperCase()} ${operation.summary}`)),
    ...Object.values(document.webhooks).map((item) => `POST ${item.post.summary}`),
  ];
}

test('the running server serves the committed OpenAPI document', async ({request}) => {
  const response = await request.get('/v1/openapi.json');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual(readDocument('agent-api.json'));
});

test('2.0, the default: every operation and webhook has its page in the sidebar, under API reference', async ({page}) => {
  await gotoHydrated(page, '/documentation/api-reference/ask');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar.getByRole('button', {name: /API reference/})).toHaveAttribute('aria-expanded', 'true');
  const names = sidebarNames(readDocument('agent-api-2.0.json'));
  for (const name of names) await expect(sidebar.getByRole('link', {name, exact: true})).toBeVisible();
  expect(names.length).toBeGreaterThanOrEqual(12);

  await expect(page.getByRole('heading', {level: 1})).toHaveText('Ask the agent');
  const main = page.getByRole('main');
  await expect(main.getByText('POST /v1/ask', {exact: true})).toBeVisible();
  await expect(main.getByRole('row', {name: /query string Yes/})).toBeVisible();
  await expect(main.getByRole('heading', {name: '200 OK'})).toBeVisible();
  await expect(main.getByRole('row', {name: /401 Unauthorized unauthorized/})).toBeVisible();
  await main.getByRole('link', {name: 'Authentication and key types'}).click();
  await expect(page).toHaveURL(/\/documentation\/api-reference#authentication$/);
});

test('1.0 documents its own operations only, and Spanish pages are translated', async ({page}) => {
  await gotoHydrated(page, '/documentation/1.0/api-reference/ask');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar.getByRole('link', {name: 'GET List conversations', exact: true})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: /Rate an answer/})).toHaveCount(0);
  expect((await page.request.get('/documentation/1.0/api-reference/rate-answer')).status()).toBe(404);
  expect((await page.request.get('/documentation/api-reference/rate-answer')).status()).toBe(200);

  for (const version of ['/1.0', '']) {
    await gotoHydrated(page, `/es/documentation${version}/api-reference/request-handoff`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Solicitar el traspaso a una persona');
    await expect(page.getByRole('heading', {level: 2, name: /^Solicitud/})).toBeVisible();
    await expect(page.getByRole('navigation', {name: /barra lateral/i}).getByRole('button', {name: /Referencia de la API/})).toBeVisible();
  }
});

// Operation and webhook pages are in the sitemaps, which a11y.spec.ts scans whole in both locales
// and schemes; next is not (noindex), so one of its webhook pages is scanned here.
test('a webhook page has no WCAG finding in light and dark mode', async ({page}) => {
  const url = '/es/documentation/next/api-reference/webhook-message-created';
  await gotoHydrated(page, url);
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), `${url} ${scheme}`).toEqual([]);
});
