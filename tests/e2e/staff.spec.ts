import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {e2eDatabase} from '../../playwright.config';
import {staffHome} from '../../src/lib/staff/navigation';
import {test, expect, axeViolations, waitForHydration} from './fixtures';
import {adminCli as admin, logIn as logInAs} from './staff-accounts';

/**
 * The staff area in Chromium against the production build (issue 11 §4): first-run setup,
 * login, a wrong password, the way back to the page asked for, logout, the inactivity logout,
 * and axe on every staff page in light and dark mode. One account for the whole file, so the
 * tests run in order.
 */
test.describe.configure({mode: 'serial'});

const email = 'e2e-staff@example.com';
const password = 'correct horse battery staple';
const repoRoot = path.resolve(__dirname, '../..');

const logIn = (page: Page, as = {email, password}) => logInAs(page, as);

// A page without a session asks the server first, and refused logins and setups answer 4xx:
// Chromium logs those answers as console errors.
test.use({allowedConsoleErrors: [/status of 40[01]/]});

test('first run: the one-time setup link creates the first account and opens the staff home (Traffic)', async ({page, baseURL}) => {
  const link = admin(['setup-link'], {SQLITE_FILE: e2eDatabase, PUBLIC_URL: baseURL!});
  expect(link.stderr).toBe('');
  const url = new URL(link.stdout.trim());
  await page.goto(`${url.pathname}${url.search}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Create the first staff account');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('New password', {exact: true}).fill(password);
  await page.getByLabel('New password again').fill('something else entirely');
  await page.getByRole('button', {name: 'Create account'}).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The two passwords differ.');
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', {name: 'Create account'}).click();

  await page.waitForURL(`**${staffHome}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Traffic');
  await expect(page.getByRole('navigation', {name: 'Staff area'}).getByRole('link', {name: 'Traffic'})).toHaveAttribute('aria-current', 'page');
  await page.getByRole('navigation', {name: 'Staff area'}).getByRole('link', {name: 'Settings'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Settings');
  await expect(page.getByRole('navigation', {name: 'Staff area'}).getByRole('link', {name: 'Settings'})).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('cell', {name: 'This session'})).toBeVisible();

  // The link was single use.
  await page.goto(`${url.pathname}${url.search}`);
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill('second@example.com');
  await page.getByLabel('New password', {exact: true}).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', {name: 'Create account'}).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This setup link is invalid, used or expired');
});

test('a staff page without a session goes to the login, which refuses a wrong password and then returns', async ({page}) => {
  await page.goto('/admin-settings#audit-heading');
  await page.waitForURL('**/admin-login?next=%2Fadmin-settings%23audit-heading');
  await waitForHydration(page);
  await logIn(page, {email, password: 'not the password'});
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Incorrect e-mail or password.');
  await logIn(page);
  await page.waitForURL('**/admin-settings#audit-heading');
  await expect(page.getByRole('cell', {name: 'Failed login'}).first()).toBeVisible();

  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === '__Host-session')).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
  });
});

test('logout ends the session on the server and says so', async ({page}) => {
  await page.goto('/admin-login');
  await waitForHydration(page);
  await logIn(page);
  await page.waitForURL(`**${staffHome}`);
  await page.getByRole('button', {name: 'Logout'}).click();
  await page.waitForURL('**/admin-login');
  await expect(page.locator('[data-sonner-toast]')).toContainText('Logged out successfully');
  expect((await page.request.get('/api/admin/session')).status()).toBe(401);
  await page.goto('/admin-settings');
  await page.waitForURL('**/admin-login?next=%2Fadmin-settings');
});

test('staff add an account, which can log in, and disable it after confirming', async ({page, browser}) => {
  await page.goto('/admin-login');
  await waitForHydration(page);
  await logIn(page);
  await page.waitForURL(`**${staffHome}`);
  await page.goto('/admin-settings');
  await page.getByLabel('E-mail of the new account').fill('colleague@example.com');
  await page.getByLabel(/First password/).fill('a colleague passphrase');
  await page.getByRole('button', {name: 'Add account'}).click();
  await expect(page.getByRole('cell', {name: 'colleague@example.com', exact: true})).toBeVisible();

  const other = await browser.newPage();
  await other.goto(`${new URL(page.url()).origin}/admin-login`);
  await waitForHydration(other);
  await logIn(other, {email: 'colleague@example.com', password: 'a colleague passphrase'});
  await other.waitForURL(`**${staffHome}`);

  await page.getByRole('button', {name: 'Disable colleague@example.com'}).click();
  await page.getByRole('button', {name: 'Yes, disable'}).click();
  await expect(page.getByRole('main').getByRole('status').filter({hasText: 'is disabled and logged out'})).toBeVisible();
  expect((await other.request.get('/api/admin/session')).status()).toBe(401);
  await other.close();
});

test('no staff page has a WCAG 2.2 AA violation, light or dark', async ({page}) => {
  test.setTimeout(90_000);
  for (const pagePath of ['/admin-login', '/es/admin-login', '/admin-setup']) {
    await page.goto(pagePath);
    await waitForHydration(page);
    for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), pagePath).toEqual([]);
  }
  await page.goto('/es/admin-login');
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('Correo electrónico').fill(email);
  await page.getByRole('main').getByLabel('Contraseña', {exact: true}).fill(password);
  await page.getByRole('button', {name: 'Iniciar sesión'}).click();
  await page.waitForURL(`**/es${staffHome}`);
  await page.goto('/es/admin-settings');
  await expect(page.getByRole('heading', {name: 'Sus sesiones'})).toBeVisible();
  await expect(page.getByRole('cell', {name: 'Esta sesión'})).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), '/es/admin-settings').toEqual([]);
  await page.goto('/admin-settings');
  await expect(page.getByRole('cell', {name: 'This session'})).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), '/admin-settings').toEqual([]);
});

test.describe('with a 3-second idle timeout', () => {
  let server: ChildProcess;
  let origin: string;
  let dir: string;

  test.beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-idle-'));
    const port = Number(process.env.E2E_PORT ?? 4173) + 1;
    origin = `http://127.0.0.1:${port}`;
    const env = {PORT: String(port), HOST: '127.0.0.1', SQLITE_FILE: path.join(dir, 'site.db'), STORAGE_DIR: path.join(dir, 'storage'), STAFF_IDLE_TIMEOUT: '3 seconds', LOG_LEVEL: 'warn'};
    expect(admin(['create', email], env, password).status).toBe(0);
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {cwd: repoRoot, env: {...process.env, ...env}, stdio: 'ignore'});
    await expect.poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status, {timeout: 30_000}).toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  test('activity keeps the session; 3 seconds without any logs out with the inactivity warning', async ({page}) => {
    await page.goto(`${origin}/admin-login`);
    await waitForHydration(page);
    await logIn(page);
    await page.waitForURL(`**${staffHome}`);

    // Five seconds of moving the mouse and pressing keys: longer than the timeout, still in.
    for (let i = 0; i < 10; i++) {
      await page.mouse.move(100 + i * 10, 200);
      await page.waitForTimeout(500);
    }
    await expect(page).toHaveURL(new RegExp(`${staffHome}$`));
    expect((await page.request.get(`${origin}/api/admin/session`)).status()).toBe(200);

    await expect(page.locator('[data-sonner-toast]')).toContainText('You have been logged out due to inactivity.', {timeout: 10_000});
    await expect(page).toHaveURL(new RegExp(`/admin-login\\?next=${encodeURIComponent(staffHome)}$`));
    // The server agrees: the session is over there too.
    expect((await page.request.get(`${origin}/api/admin/session`)).status()).toBe(401);
  });
});
