import {test, expect, axeViolations, waitForHydration} from './fixtures';
import {staffHome} from '../../src/lib/staff/navigation';
import {admin, createStaff, currentCode, enrolAppInPage, logIn, logInTo, staffPassword as password, startPrivateServer, workerStaff, type PrivateServer} from './staff';

/**
 * The staff area in Chromium against the production build (issue 11 §4): first-run setup,
 * login, a wrong password, the way back to the page asked for, logout, accounts, the inactivity
 * logout, and axe on every staff page in light and dark mode. Each test has its own account;
 * first-run setup and the short idle timeout get a private server with an empty database.
 */

// A page without a session asks the server first, and refused logins and setups answer 4xx:
// Chromium logs those answers as console errors.
test.use({allowedConsoleErrors: [/status of 40[01]/]});

test.describe('on a server with no account yet', () => {
  let server: PrivateServer;
  test.beforeAll(async () => {
    server = await startPrivateServer(2);
  });
  test.afterAll(() => server.stop());

  test('the one-time setup link creates the first account and opens the staff area', async ({page}) => {
    const email = 'first-staff@example.com';
    const link = admin(['setup-link'], {SQLITE_FILE: server.sqliteFile, PUBLIC_URL: server.origin});
    expect(link.stderr).toBe('');
    const url = link.stdout.trim();
    expect(url).toMatch(new RegExp(`^${server.origin}/admin-setup\\?token=`));
    await page.goto(url);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Create the first staff account');
    await main.getByLabel('E-mail').fill(email);
    await main.getByLabel('New password', {exact: true}).fill(password);
    await main.getByLabel('New password again').fill('something else entirely');
    await main.getByRole('button', {name: 'Create account'}).click();
    await expect(main.getByRole('alert')).toHaveText('The two passwords differ.');
    await main.getByLabel('New password again').fill(password);
    await main.getByRole('button', {name: 'Create account'}).click();

    // Setup goes on with the second factor (issue 21 §1): its page passes axe, light and dark.
    await page.waitForURL('**/admin-second-factor?next=**');
    await expect(main.getByRole('button', {name: 'Set up an authenticator app'})).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), 'second-factor setup').toEqual([]);
    await enrolAppInPage(page);

    // The staff home page first, then Settings lists this session.
    await page.waitForURL(`**${staffHome}`);
    await page.goto(`${server.origin}/admin-settings`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Settings');
    await expect(page.getByRole('navigation', {name: 'Staff area'}).getByRole('link', {name: 'Settings'})).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('cell', {name: 'This session'})).toBeVisible();

    // The link was single use, and says so as the page opens, before any form (issue 20 §3).
    await page.goto(url);
    await waitForHydration(page);
    await expect(main.getByRole('heading', {name: 'This setup link has already been used'})).toBeVisible();
    await expect(main.getByLabel('E-mail')).toHaveCount(0);
  });
});

test('a staff page without a session goes to the login, which refuses a wrong password and then returns', async ({page}) => {
  const email = await createStaff();
  await page.goto('/admin-settings#audit-heading');
  await page.waitForURL('**/admin-login?next=%2Fadmin-settings%23audit-heading');
  await logIn(page, email, 'not the password');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Incorrect e-mail or password.');
  await logIn(page, email);
  await page.waitForURL('**/admin-settings#audit-heading');
  await expect(page.getByRole('cell', {name: 'Failed login'}).first()).toBeVisible();

  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === '__Host-session')).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
  });
  // The browser is now one the account knows (issue 21 §3): guesses elsewhere cannot lock it out.
  const device = cookies.find((cookie) => cookie.name === '__Host-staff-device');
  expect(device).toMatchObject({httpOnly: true, secure: true, sameSite: 'Strict', path: '/'});
  expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(89 * 24 * 60 * 60_000);
});

test('logout ends the session on the server and says so', async ({page}) => {
  await logInTo(page, '/admin-settings');
  await page.getByRole('button', {name: 'Logout'}).click();
  await page.waitForURL('**/admin-login');
  await expect(page.locator('[data-sonner-toast]')).toContainText('Logged out successfully');
  expect((await page.request.get('/api/admin/session')).status()).toBe(401);
  await page.goto('/admin-settings');
  await page.waitForURL('**/admin-login?next=%2Fadmin-settings');
});

test('staff add an account, which can log in, and disable it after confirming', async ({page, browser}) => {
  const colleague = `colleague-${Date.now()}@example.com`;
  await logInTo(page, '/admin-settings');
  await page.getByLabel('E-mail of the new account').fill(colleague);
  await page.getByLabel(/First password/).fill('a colleague passphrase');
  await page.getByRole('button', {name: 'Add account'}).click();
  await expect(page.getByRole('cell', {name: colleague, exact: true})).toBeVisible();

  const other = await browser.newPage();
  await other.goto(`${new URL(page.url()).origin}/admin-login`);
  await logIn(other, colleague, 'a colleague passphrase');
  // A new account sets up its second factor at its first login.
  await other.waitForURL('**/admin-second-factor**');
  await enrolAppInPage(other);
  await other.waitForURL(`**${staffHome}`);

  await page.getByRole('button', {name: `Disable ${colleague}`}).click();
  // The confirmation's danger button must pass contrast too (axe only sees it once it shows); the
  // rest of Settings is scanned by the staff pages' test below.
  for (const scheme of ['light', 'dark'] as const) {
    expect(await axeViolations(page, scheme, 'section[aria-labelledby="accounts-heading"]')).toEqual([]);
  }
  await page.getByRole('button', {name: 'Yes, disable'}).click();
  await expect(page.getByRole('main').getByRole('status').filter({hasText: 'is disabled and logged out'})).toBeVisible();
  expect((await other.request.get('/api/admin/session')).status()).toBe(401);
  await other.close();
});

test('no staff page has a WCAG 2.2 AA violation, light or dark', async ({page}) => {
  test.setTimeout(90_000);
  const email = await createStaff();
  for (const pagePath of ['/admin-login', '/es/admin-login', '/admin-setup']) {
    await page.goto(pagePath);
    await waitForHydration(page);
    for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), pagePath).toEqual([]);
  }
  await page.goto('/es/admin-settings');
  await page.waitForURL('**/es/admin-login?next=**');
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('Correo electrónico').fill(email);
  await page.getByRole('main').getByLabel('Contraseña', {exact: true}).fill(password);
  await page.getByRole('button', {name: 'Iniciar sesión', exact: true}).click();
  // Login step 2, in Spanish, light and dark.
  const code = page.getByRole('main').getByLabel('Código de su aplicación de autenticación');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), 'login step 2').toEqual([]);
  await code.fill(await currentCode(email));
  await page.getByRole('button', {name: 'Confirmar'}).click();
  await page.waitForURL('**/es/admin-settings');
  await expect(page.getByRole('heading', {name: 'Sus sesiones'})).toBeVisible();
  await expect(page.getByRole('cell', {name: 'Esta sesión'})).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), '/es/admin-settings').toEqual([]);
  await page.goto('/admin-settings');
  await expect(page.getByRole('cell', {name: 'This session'})).toBeVisible();
  // The staff area's own chrome (issue 20 §3): who is signed in; no marketing button or footer.
  await expect(page.getByRole('navigation', {name: 'Staff area'})).toContainText(`Signed in as ${email}`);
  await expect(page.getByRole('link', {name: 'Get Started'})).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), '/admin-settings').toEqual([]);
});

test.describe('with a 3-second idle timeout', () => {
  let server: PrivateServer;
  test.beforeAll(async () => {
    server = await startPrivateServer(1, {STAFF_IDLE_TIMEOUT: '3 seconds'});
  });
  test.afterAll(() => server.stop());

  test('activity keeps the session; 3 seconds without any logs out with the inactivity warning', async ({page}) => {
    // It cannot be cheaper: the behaviour is wall-clock time (five seconds of activity, then the
    // three-second timeout running out), after a login that hashes with argon2 on purpose.
    test.slow();
    // Through the login page, not the login API: the session's 3 seconds start at login, and the
    // page a login API call is followed by may take longer than that to load on a busy machine
    // (it did in a CI run). The hydrated login page goes to Settings in the browser.
    const email = await workerStaff(server.sqliteFile);
    await page.goto(`${server.origin}/admin-settings`);
    await page.waitForURL('**/admin-login?next=**');
    await logIn(page, email);
    await page.waitForURL('**/admin-settings');

    // Five seconds of moving the mouse: longer than the timeout, still in.
    for (let i = 0; i < 10; i++) {
      await page.mouse.move(100 + i * 10, 200);
      await page.waitForTimeout(500);
    }
    await expect(page).toHaveURL(/\/admin-settings$/);
    expect((await page.request.get(`${server.origin}/api/admin/session`)).status()).toBe(200);

    await expect(page.locator('[data-sonner-toast]')).toContainText('You have been logged out due to inactivity.', {timeout: 10_000});
    await expect(page).toHaveURL(/\/admin-login\?next=%2Fadmin-settings$/);
    // The server agrees: the session is over there too.
    expect((await page.request.get(`${server.origin}/api/admin/session`)).status()).toBe(401);
  });
});
