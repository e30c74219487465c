import {e2eDatabase} from '../../playwright.config';
import {queryRows} from './db';
import {test, expect, axeViolations, waitForHydration} from './fixtures';
import type {StaffRole} from '../../src/lib/staff/roles';
import {createStaff, logInTo, staffPassword} from './staff';

/**
 * Roles in Settings (issue 21 §2) in Chromium against the production build: an owner raises a
 * viewer to editor with the role select of the accounts card, and a viewer's Settings page shows
 * what it may read with no control that changes anything, saying why. axe checks the accounts
 * card both ways, light and dark.
 */

/** A new account of `role` in the e2e server's database, with its second factor. */
const createWithRole = (role: StaffRole) => createStaff(role, e2eDatabase, role);

const accountsCard = 'section[aria-labelledby="accounts-heading"]';

test('an owner changes a viewer to editor in Settings', async ({page}) => {
  // The worker's account (an owner) adds one with no role given: a viewer.
  await logInTo(page, '/admin-settings');
  const viewer = `viewer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const added = await page.request.post('/api/admin/accounts', {data: {email: viewer, password: staffPassword}});
  expect(added.status(), await added.text()).toBe(201);
  await page.reload();
  await waitForHydration(page);
  const accounts = page.getByRole('region', {name: 'Staff accounts'});
  const role = accounts.getByLabel(`Role of ${viewer}`);
  await expect(role).toHaveValue('viewer');
  await role.selectOption({label: 'Editor'});
  await expect(accounts.getByRole('status')).toHaveText(`${viewer} is now Editor.`);
  expect(queryRows('select role from staff_accounts where email = ?', viewer)).toEqual([{role: 'editor'}]);

  // Lowering asks first; Cancel keeps the role.
  await accounts.getByLabel(`Role of ${viewer}`).selectOption({label: 'Viewer'});
  const confirm = accounts.getByRole('group', {name: `Confirm lowering the role of ${viewer}`});
  await expect(confirm).toContainText('Lower to Viewer?');
  await confirm.getByRole('button', {name: 'Cancel'}).click();
  await expect(accounts.getByLabel(`Role of ${viewer}`)).toHaveValue('editor');
  await expect(accounts.getByLabel('Role of the new account')).toHaveValue('viewer');
});

test("an owner's accounts card, with a role select on every account, has no WCAG 2.2 AA violation, light or dark", async ({page}) => {
  await logInTo(page, '/admin-settings');
  await expect(page.getByRole('region', {name: 'Staff accounts'}).getByRole('combobox').first()).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    expect(await axeViolations(page, scheme, accountsCard), `owner's accounts card, ${scheme}`).toEqual([]);
  }
});

test("a viewer's Settings page shows no control that changes anything, and says why", async ({page}) => {
  const viewer = await createWithRole('viewer');
  await logInTo(page, '/admin-settings', viewer);
  const accounts = page.getByRole('region', {name: 'Staff accounts'});
  await expect(accounts.getByRole('cell', {name: viewer})).toBeVisible();
  await expect(accounts).toContainText('Your role (Viewer) can see this but not change it. Owners and admins can.');
  await expect(page.getByRole('region', {name: 'Audit log'})).toContainText('Your role (Viewer) cannot read the audit log.');
  // Only the viewer's own sessions and password remain changeable.
  const main = page.getByRole('main');
  await expect(main.getByRole('button', {name: /^(Disable|Enable|Revoke|Delete|Remove|Retry) /})).toHaveCount(0);
  for (const name of ['Add account', 'Add recipient', 'Create key', 'Add endpoint']) {
    await expect(main.getByRole('button', {name})).toHaveCount(0);
  }
  await expect(accounts.getByRole('combobox')).toHaveCount(0);

  for (const scheme of ['light', 'dark'] as const) {
    expect(await axeViolations(page, scheme, accountsCard), `viewer's accounts card, ${scheme}`).toEqual([]);
  }
});
