import {test, expect, axeViolations, waitForHydration} from './fixtures';
import {staffHome} from '../../src/lib/staff/navigation';
import {createStaff, logIn, logInTo, startPrivateServer, type PrivateServer} from './staff';

/**
 * Second factors in Chromium (issue 21 §1): a passkey added in Settings through Chromium's
 * virtual authenticator then signs in alone; a password login completes step 2 with the
 * authenticator app's code through the page. WebAuthn needs a host name, not an IP address, so
 * these tests use a private server reached as localhost.
 */

test.use({allowedConsoleErrors: [/status of 40[013]/]});
// One private server on one port for the file: its tests share a worker (as in the other specs
// with a private server), or a second worker's server finds the port taken.
test.describe.configure({mode: 'serial'});

let server: PrivateServer;
let origin: string;
test.beforeAll(async () => {
  server = await startPrivateServer(7);
  origin = server.origin.replace('127.0.0.1', 'localhost');
});
test.afterAll(() => server.stop());

test('a passkey added in Settings signs in alone, without the password', async ({page}) => {
  const email = await createStaff('passkey', server.sqliteFile);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true},
  });

  await logInTo(page, `${origin}/admin-settings`, email);
  const security = page.locator('section[aria-labelledby="security-heading"]');
  await expect(security.getByText('Authenticator app', {exact: true})).toBeVisible();
  await security.getByRole('button', {name: 'Add a second factor'}).click();
  await security.getByLabel('Name of the passkey').fill('Test laptop');
  await security.getByRole('button', {name: 'Add a passkey'}).click();
  await expect(security.getByRole('status')).toHaveText('The second factor was added.');
  await expect(security.getByText(/Passkey “Test laptop”, added/)).toBeVisible();

  await page.getByRole('button', {name: 'Logout'}).click();
  await page.waitForURL('**/admin-login');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Sign in with a passkey'}).click();
  await page.waitForURL(`**${staffHome}`);
  expect((await page.request.get(`${origin}/api/admin/session`)).status()).toBe(200);
});

test('a password login asks for the authenticator code through the page, then opens the staff page', async ({page}) => {
  const email = await createStaff('totp', server.sqliteFile);
  await page.goto(`${origin}/admin-users`);
  await page.waitForURL('**/admin-login?next=%2Fadmin-users');
  await logIn(page, email);
  await page.waitForURL('**/admin-users');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Users');
});

test('login step 2 passes axe, light and dark, and says when a code is wrong', async ({page}) => {
  const email = await createStaff('step2', server.sqliteFile);
  await page.goto(`${origin}/admin-login`);
  await waitForHydration(page);
  const main = page.getByRole('main');
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Password', {exact: true}).fill('correct horse battery staple');
  await main.getByRole('button', {name: 'Log in'}).click();
  const code = main.getByLabel('Code from your authenticator app');
  await code.fill('000000');
  await main.getByRole('button', {name: 'Confirm'}).click();
  await expect(main.getByRole('alert')).toHaveText('This code is not correct, or it was used already.');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), 'login step 2').toEqual([]);
});
