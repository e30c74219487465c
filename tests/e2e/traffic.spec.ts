import type {Page} from '@playwright/test';
import {findPageviewsBySource, findPageviewsOfVisitor} from './db';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * The pageview beacon in a real browser (issue 11 §2 "Traffic"): sent after the page has loaded
 * and on client-side navigation, with no cookie, and not at all under Global Privacy Control.
 * Playwright's headless Chromium says "HeadlessChrome" and would be dropped as a bot, so these
 * tests present an ordinary Chrome user agent.
 */
test.use({userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'});

/** Long enough for a beacon sent after load and an idle moment to have arrived. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(2500);
}

test('a visit reports its first page after load and each client-side navigation, and sets no cookie', async ({page}) => {
  const started = Date.now();
  const source = `e2e-${started}`;
  await gotoHydrated(page, `/pricing?utm_source=${source}`);
  await expect.poll(() => findPageviewsBySource(source).length).toBe(1);
  const first = findPageviewsBySource(source)[0];
  expect(first).toMatchObject({page: '/pricing', referrer_host: null, locale: 'en', screen: 'desktop'});

  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Partners'}).first().click();
  await page.waitForURL('**/partners');
  await expect.poll(() => findPageviewsOfVisitor(String(first.visitor), started).map((row) => row.page)).toEqual(['/pricing', '/partners']);
  expect(await page.context().cookies()).toEqual([]);
});

test('nothing is stored when the browser asks for Global Privacy Control', async ({page}) => {
  const source = `e2e-gpc-${Date.now()}`;
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', {value: true}));
  await gotoHydrated(page, `/pricing?utm_source=${source}`);
  await settle(page);
  expect(findPageviewsBySource(source)).toEqual([]);
});

test('staff pages are not counted', async ({page}) => {
  const source = `e2e-staff-${Date.now()}`;
  await gotoHydrated(page, `/about-us?utm_source=${source}`);
  await expect.poll(() => findPageviewsBySource(source).length).toBe(1);
  await page.goto(`/admin-login?utm_source=${source}`);
  await settle(page);
  expect(findPageviewsBySource(source).map((row) => row.page)).toEqual(['/about-us']);
});
