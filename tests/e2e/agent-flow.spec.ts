/**
 * The agent end to end (issue 12 §5): a visitor asks the site's own widget on the home page and
 * on /es/, the real /v1 API answers from our pages with sources, the visitor follows a source,
 * rates the answer and hands off to sales; staff then find that conversation in Chat Logs (rated,
 * handed off) and the visitor in Users. Nothing is mocked: the production build, the real server,
 * its database and the site agent's public key from the build.
 */
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test, waitForHydration} from './fixtures';
import {logInTo} from './staff';

test.describe.configure({mode: 'serial'});
// Opening a staff page before logging in answers 401 once, by design.
test.use({allowedConsoleErrors: [/status of 401/]});

const launcherName = {en: 'Chat with our assistant', es: 'Chatear con nuestro asistente'};

/**
 * The widget's dialog: opened with the launcher the page shows (the prerendered stand-in loads
 * the widget), or, on a page reached with the panel open, the panel that comes back by itself.
 */
async function openWidget(page: Page, locale: 'en' | 'es', leftOpen = false) {
  const dialog = page.getByRole('dialog');
  if (!leftOpen) {
    await waitForHydration(page);
    await page.getByRole('button', {name: launcherName[locale], exact: true}).click();
  }
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a visitor asks on the home page, follows a source, rates, hands off; staff find it in Chat Logs and Users', async ({page}) => {
  // A whole journey: three pages of the site, a staff login (argon2) and two staff pages.
  test.slow();
  const unique = Date.now().toString(36);
  const question = `How do I add the chat widget to my website? (${unique})`;
  const email = `visitor-${unique}@example.com`;

  await gotoHydrated(page, '/');
  let dialog = await openWidget(page, 'en');
  await dialog.getByRole('textbox', {name: 'Your question'}).fill(question);
  await page.keyboard.press('Enter');

  // The real answer cites our integration guide; its source links point at anchors of our pages.
  const sources = dialog.getByRole('list', {name: 'Sources'}).last();
  await expect(sources.getByRole('link').first()).toBeVisible({timeout: 15_000});
  const sourceLink = sources.getByRole('link', {name: /integration/i}).first();
  const href = await sourceLink.getAttribute('href');
  expect(href).toMatch(/\/documentation\/integration#[\w-]+$/);

  await dialog.getByRole('button', {name: 'Helpful', exact: true}).last().click();
  await expect(dialog.getByRole('button', {name: 'Helpful', exact: true}).last()).toHaveAttribute('aria-pressed', 'true');

  // Following the source opens the guide at that section, and the conversation comes along.
  await sourceLink.click();
  const anchor = new URL(href!, page.url()).hash.slice(1);
  await expect(page).toHaveURL(new RegExp(`/documentation/integration(\\?tab=\\w+)?#${anchor}$`));
  // The cited section is on screen, whichever tab of the guide it is in.
  await expect(page.locator(`[id="${anchor}"]`)).toBeVisible();
  // The panel was open when the visitor left: it comes back open, with the conversation.
  dialog = await openWidget(page, 'en', true);
  await expect(dialog.getByText(question)).toBeVisible();

  await dialog.getByRole('button', {name: 'Talk to sales'}).click();
  await dialog.getByRole('textbox', {name: 'Name'}).fill('Ada Lovelace');
  await dialog.getByRole('textbox', {name: 'E-mail'}).fill(email);
  await dialog.getByRole('button', {name: 'Send to sales'}).click();
  await expect(dialog.getByText('Thank you. Our sales team will contact you soon.')).toBeVisible();

  // Staff see the conversation: rated helpful and handed off to sales.
  await logInTo(page, '/admin-chat-logs');
  const main = page.getByRole('main');
  const row = main.getByRole('row', {name: new RegExp(unique)});
  await expect(row).toContainText('Handed off to sales');
  await main.getByRole('button', {name: question}).click();
  await expect(main.getByText('Rated helpful (thumbs up)')).toBeVisible();

  // ...and the visitor in Users, with the transcript of the handed-off conversation.
  await page.goto('/admin-users');
  await main.getByRole('button', {name: `Open ${email}`}).click();
  const handedOff = main.getByRole('region', {name: 'Conversations handed off to sales'});
  await expect(handedOff.getByText(question)).toBeVisible();
});

test('a Spanish visitor gets a Spanish answer with Spanish sources', async ({page}) => {
  await gotoHydrated(page, '/es/');
  const dialog = await openWidget(page, 'es');
  await dialog.getByRole('textbox', {name: 'Su pregunta'}).fill('¿Cómo añado el widget de chat a mi sitio web?');
  await page.keyboard.press('Enter');
  const link = dialog.getByRole('list', {name: 'Fuentes'}).last().getByRole('link').first();
  await expect(link).toBeVisible({timeout: 15_000});
  await expect(link).toHaveAttribute('href', /\/es\/documentation\//);
});

test('a question the agent cannot answer reaches staff under the page it was asked from', async ({page}) => {
  test.slow();
  const question = `Do you deliver pizza to the moon? (${Date.now().toString(36)})`;
  await gotoHydrated(page, '/documentation/security');
  const dialog = await openWidget(page, 'en');
  await dialog.getByRole('textbox', {name: 'Your question'}).fill(question);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/^I could not find an answer to that/)).toBeVisible({timeout: 15_000});

  await logInTo(page, '/admin-dashboard');
  const card = page.getByRole('region', {name: 'Docs helpfulness'});
  const row = card.getByRole('row', {name: /^\/documentation\/security \d+ /});
  await expect(row.getByRole('listitem').filter({hasText: question})).toBeVisible();
});
