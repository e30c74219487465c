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
  // The sidebar's accessibility tree in one call: a role query per link costs a walk of this long
  // page each (issue 18). Hidden links are not in it.
  const shown = [...(await sidebar.ariaSnapshot()).matchAll(/- link "([^"]+)"/g)].map((match) => match[1]);
  expect(names.filter((name) => !shown.includes(name))).toEqual([]);
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

// Issue 20 §1: the same request in cURL, JavaScript and Python, in tabs of the group the
// overview's examples share (Docusaurus keeps the choice in localStorage). The hidden tabs are
// never seen by the sitemap sweep's axe scans, so the Python and JavaScript code is scanned here.
test('the example request in Python stays chosen on the next page, and its tabs work from the keyboard', async ({page}) => {
  await gotoHydrated(page, '/documentation/api-reference/add-knowledge');
  const main = page.getByRole('main');
  const tab = (name: string) => main.getByRole('tab', {name, exact: true});
  const panel = main.getByRole('tabpanel');
  await expect(tab('cURL')).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText("curl -X POST 'https://api.agentworks.example/v1/knowledge'");

  await tab('Python').click();
  await expect(tab('Python')).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('response = requests.post(');
  await expect(panel).toContainText('json={');
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme, '.tabs-container'), `Python ${scheme}`).toEqual([]);

  // A link of the sidebar: the next page renders in the same document, and Python is still chosen.
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'GET Get a conversation', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Get a conversation');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(tab('Python')).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('response = requests.get(');

  // Keyboard: Tab reaches the chosen tab, the arrow keys move along the list (and wrap), Enter chooses.
  await main.getByRole('link', {name: 'Direct link to Example request'}).focus();
  await page.keyboard.press('Tab');
  await expect(tab('Python')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('JavaScript')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tab('JavaScript')).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('const response = await fetch(');
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme, '.tabs-container'), `JavaScript ${scheme}`).toEqual([]);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tab('cURL')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toContainText("curl -X GET 'https://api.agentworks.example/v1/conversations/{id}'");

  // The docs search finds the three examples as one section, Example request, without the tab names.
  type IndexPart = {documents: {t: string; u: string; h?: string}[]};
  const index = (await (await page.request.get('/search-index.json')).json()) as IndexPart[];
  const examples = index.flatMap((part) => part.documents).filter((entry) => entry.u === '/documentation/api-reference/get-conversation' && /curl -X|fetch\(|requests\./.test(entry.t));
  expect(examples.map((entry) => entry.h)).toEqual(['#example-request']);
  expect(examples[0].t).toMatch(/^curl -X GET .* await fetch\(.* requests\.get\(/);
});

// Operation and webhook pages are in the sitemaps, which a11y.spec.ts scans whole in both locales
// and schemes; next is not (noindex), so one of its webhook pages is scanned here.
test('a webhook page has no WCAG finding in light and dark mode', async ({page}) => {
  const url = '/es/documentation/next/api-reference/webhook-message-created';
  await gotoHydrated(page, url);
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), `${url} ${scheme}`).toEqual([]);
});
