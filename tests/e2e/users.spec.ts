import type {Page} from '@playwright/test';
import {findRowsByEmail, queryRows} from './db';
import {test, expect, axeViolations, gotoHydrated} from './fixtures';
import {logInTo} from './staff';

/**
 * Users (issue 11 §2, §4) in Chromium against the production build: a partner application sent
 * on the public site shows up in Users with its answers and the state of its notification, the
 * person can be erased after a confirmation, and the page passes axe in light and dark mode.
 * Each test makes its own staff account with the CLI, as an installer would.
 */

// A page without a session asks the server first: Chromium logs the 401 as a console error.
test.use({allowedConsoleErrors: [/status of 40[01]/]});

/** The notifications about `email` that the server under test holds. */
function outboxRowsFor(email: string): Array<Record<string, unknown>> {
  return queryRows('select status, source_table from outbox where reply_to = ?', email);
}

async function applyAsPartner(page: Page, email: string) {
  await gotoHydrated(page, '/partners');
  const form = page.locator('#partner-application');
  await form.getByLabel(/First Name/).fill('Hedy');
  await form.getByLabel(/Last Name/).fill('Lamarr');
  await form.getByLabel(/Company Name/).fill('Frequency Hopping');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/Phone/).fill('(555) 123-4567');
  await form.getByLabel(/Partner Type/).selectOption('technology');
  await form.getByLabel(/How do you plan to partner/).fill('We build radio tools and would integrate your agents.');
  await form.getByRole('button', {name: 'Submit Application'}).click();
  await expect(form.getByRole('heading', {name: 'Application Received!'})).toBeVisible();
}

test('a partner application shows up in Users with its answers and mail state, and can be erased', async ({page}) => {
  const email = `hedy+${Date.now()}@example.com`;
  await applyAsPartner(page, email);

  await logInTo(page, '/admin-users');
  const main = page.getByRole('main');
  await expect(page.getByRole('navigation', {name: 'Staff area'}).getByRole('link', {name: 'Users'})).toHaveAttribute('aria-current', 'page');
  await main.getByLabel('Name, e-mail or company').fill('hedy lamarr');
  await main.getByRole('button', {name: 'Show people'}).click();
  await expect(main.getByRole('status').filter({hasText: 'people found'})).toHaveText(/^\d+ people found\. Page 1 of \d+\.$/);
  const row = main.getByRole('row').filter({hasText: email});
  await expect(row).toContainText('Hedy Lamarr');
  await expect(row).toContainText('Partner application');

  // The CSV link carries the filter.
  await expect(main.getByRole('link', {name: 'Export these people as CSV'})).toHaveAttribute('href', /q=hedy\+lamarr/);

  await row.getByRole('button', {name: `Open ${email}`}).click();
  await expect(main.getByRole('heading', {level: 2, name: email})).toBeFocused();
  const submission = main.getByRole('list', {name: 'Submissions, oldest first'}).getByRole('listitem');
  await expect(submission).toHaveCount(1);
  await expect(submission).toContainText('Frequency Hopping');
  await expect(submission).toContainText('We build radio tools');
  // The e2e server has no SMTP relay: the notification waits in the outbox.
  expect(outboxRowsFor(email)).toEqual([expect.objectContaining({status: 'pending', source_table: 'partner_applications'})]);
  await expect(submission).toContainText('Notification pending (0 attempts)');

  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), 'detail').toEqual([]);

  await main.getByRole('button', {name: `Erase ${email}`}).click();
  await expect(main.getByRole('group', {name: `Confirm erasing ${email}`})).toContainText(`Delete all 1 submissions of ${email}`);
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), 'confirmation').toEqual([]);
  await main.getByRole('button', {name: 'Yes, erase'}).click();
  await expect(main.getByRole('status').filter({hasText: `Everything about ${email} was erased.`})).toBeVisible();
  expect(findRowsByEmail('partner_applications', email)).toEqual([]);
  expect(outboxRowsFor(email)).toEqual([]);
  await expect(page).toHaveURL(/\/admin-users$/);
});

test('Users has no WCAG 2.2 AA violation in light and dark, in English and Spanish', async ({page}) => {
  await applyAsPartner(page, `axe+${Date.now()}@example.com`);
  await logInTo(page, '/admin-users');
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), '/admin-users').toEqual([]);
  await page.goto('/es/admin-users');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Usuarios');
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), '/es/admin-users').toEqual([]);
});

test('on a phone the filters stack in one column and the page does not scroll sideways', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await logInTo(page, '/admin-users');
  const main = page.getByRole('main');
  const search = await main.getByLabel('Name, e-mail or company').boundingBox();
  const source = await main.getByLabel('Source').boundingBox();
  expect(source!.y).toBeGreaterThan(search!.y + search!.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
