import {staffHome} from '../../src/lib/staff/navigation';
import {findPageviewsBySource} from './db';
import {test, expect, axeViolations, gotoHydrated} from './fixtures';
import {logInTo} from './staff';

/**
 * The Traffic dashboard in Chromium against the production build (issue 11 §2, §4): a visit to a
 * public page shows up on the dashboard, the periods and the chart's table work by keyboard,
 * and axe finds nothing in light and dark mode. Each test has its own account. The public page
 * is visited with an ordinary Chrome user agent (headless Chromium is dropped as a bot).
 */
test.use({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  // A staff page asks for the session first (401 before logging in).
  allowedConsoleErrors: [/status of 40[01]/],
});


test('a visit to a public page is counted on the dashboard', async ({page}) => {
  const source = `e2e-dashboard-${Date.now()}`;
  await gotoHydrated(page, `/es/pricing?utm_source=${source}`);
  await expect.poll(() => findPageviewsBySource(source).length).toBe(1);

  await logInTo(page, staffHome);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Traffic');

  await page.getByRole('radio', {name: 'Today'}).check();
  await expect(page.getByRole('region', {name: 'UTM sources'}).getByRole('cell', {name: source})).toBeVisible();
  // /es/pricing counts for /pricing.
  await expect(page.getByRole('region', {name: 'Top pages'}).getByRole('cell', {name: '/pricing', exact: true})).toBeVisible();
  await expect(page.getByRole('region', {name: 'Languages'}).getByRole('cell', {name: 'Spanish'})).toBeVisible();
  await expect(page.getByRole('img', {name: /Visitors and pageviews per day/})).toBeVisible();
});

test('periods, the custom range and the chart as a table work by keyboard; no WCAG 2.2 AA violation, light or dark', async ({page}) => {
  test.setTimeout(90_000);
  await logInTo(page, staffHome);
  await expect(page.getByRole('region', {name: 'Conversions'}).getByRole('row', {name: /Newsletter/})).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), staffHome).toEqual([]);

  await page.getByRole('radio', {name: 'Last 7 days'}).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', {name: 'Last 30 days'})).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', {name: 'Custom range'})).toBeChecked();
  await page.getByLabel('From (UTC)').fill('2026-03-10');
  await page.getByLabel('To (UTC)').fill('2026-03-01');
  await page.getByRole('button', {name: 'Show this range'}).press('Enter');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The first day is after the last day.');
  await page.getByLabel('To (UTC)').fill('2026-03-31');
  await page.getByRole('button', {name: 'Show this range'}).press('Enter');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('No pageviews yet in this period')).toBeVisible();

  await page.getByRole('radio', {name: 'Last 30 days'}).check();
  await page.getByRole('button', {name: 'Show as table'}).press('Enter');
  await expect(page.getByRole('button', {name: 'Show as chart'})).toHaveAttribute('aria-expanded', 'true');
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme, 'main'), `${staffHome} (table)`).toEqual([]);

  await page.goto(`/es${staffHome}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Tráfico');
  await expect(page.getByRole('region', {name: 'Conversiones'})).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), `/es${staffHome}`).toEqual([]);
});

test('on a phone the dashboard fits the screen, with no WCAG 2.2 AA violation', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await logInTo(page, staffHome);
  await expect(page.getByRole('region', {name: 'Conversions'})).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), `${staffHome} on a phone`).toEqual([]);
});
