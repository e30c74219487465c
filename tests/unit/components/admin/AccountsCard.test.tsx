/**
 * Staff accounts in Settings: a role raised is shown at once, so lowering it straight away asks
 * first even while the list is still reloading (a browser test lost that race on a busy machine).
 */
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {StaffShell} from '@site/src/components/admin';
import {AccountsCard} from '@site/src/components/admin/settings/AccountsCard';
import type {StaffAccountView} from '@site/src/lib/staff/api';
import {fakeStaffApi, type StaffCall} from '../../doubles/staffFetch';

const viewer: StaffAccountView = {id: 7, email: 'lee@example.com', role: 'viewer', disabled: false, createdAt: Date.UTC(2026, 10, 20)};
const owner: StaffAccountView = {id: 1, email: 'ana@example.com', role: 'owner', disabled: false, createdAt: Date.UTC(2026, 10, 1)};

test('a role raised is shown at once, and lowering it again asks first while the list reloads', async () => {
  let lists = 0;
  const calls: StaffCall[] = fakeStaffApi({
    // The first list answers at once; the reload after the change never does.
    'GET /accounts': () => (lists++ === 0 ? [200, {accounts: [owner, viewer]}] : new Promise<[number, unknown]>(() => {})),
    'POST /accounts/7/role': ({body}) => [200, {account: {...viewer, ...(body as object)}}],
  });
  const user = userEvent.setup();
  render(
    <StaffShell title="Settings" page="/admin-settings">
      <AccountsCard />
    </StaffShell>,
  );
  const role = await screen.findByLabelText('Role of lee@example.com');
  await user.selectOptions(role, 'Editor');
  expect(await screen.findByText('lee@example.com is now Editor.')).toBeInTheDocument();
  expect(role).toHaveValue('editor');
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{role: 'editor'}]);

  await user.selectOptions(screen.getByLabelText('Role of lee@example.com'), 'Viewer');
  const confirm = screen.getByRole('group', {name: 'Confirm lowering the role of lee@example.com'});
  expect(confirm).toHaveTextContent('Lower to Viewer?');
  await user.click(within(confirm).getByRole('button', {name: 'Cancel'}));
  expect(screen.getByLabelText('Role of lee@example.com')).toHaveValue('editor');
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
});
