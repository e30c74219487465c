/**
 * The staff pages' "confirm it is you" dialog (issue 21 §1): a sensitive action refused with 403
 * freshFactorRequired asks for the second factor, and is sent again once it is confirmed. Shown
 * with the Settings page's recipients card, whose save is such an action.
 */
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {StaffShell} from '@site/src/components/admin';
import {RecipientsCard} from '@site/src/components/admin/settings/RecipientsCard';
import type {RecipientsView} from '@site/src/lib/staff/recipients';
import {installDialogDouble} from '../../doubles/dialog';
import {fakeStaffApi, signedIn, type StaffCall} from '../../doubles/staffFetch';

const rightCode = '123456';
let calls: StaffCall[];
let uninstallDialog: () => void;

beforeEach(() => {
  uninstallDialog = installDialogDouble();
  let fresh = false;
  const stored: RecipientsView = {recipients: [], fallback: 'sales@example.com', updatedAt: null, updatedBy: null};
  calls = fakeStaffApi({
    'GET /settings/recipients': () => [200, stored],
    'POST /settings/recipients': ({body}) =>
      fresh
        ? [200, {...stored, recipients: (body as {recipients: string[]}).recipients, updatedAt: 1, updatedBy: 'ana@example.com'}]
        : [403, {code: 'freshFactorRequired', error: 'Confirm your second factor'}],
    'POST /verify': ({body}) => {
      fresh = (body as {code: string}).code === rightCode;
      return fresh ? [200, signedIn] : [400, {code: 'invalidFactorCode', error: 'Wrong code', field: 'code'}];
    },
  });
});
afterEach(() => uninstallDialog());

const saves = () => calls.filter((call) => call.method === 'POST' && call.path === '/settings/recipients');
const verifications = () => calls.filter((call) => call.path === '/verify').map((call) => call.body);

/** Types an address and presses Add recipient: a save the server refuses for want of a fresh factor. */
async function addRecipient(user: ReturnType<typeof userEvent.setup>) {
  render(
    <StaffShell title="Settings" page="/admin-settings">
      <RecipientsCard />
    </StaffShell>,
  );
  await user.type(await screen.findByLabelText('Add a recipient'), 'team@example.com');
  const add = screen.getByRole('button', {name: 'Add recipient'});
  await user.click(add);
  const dialog = await screen.findByRole('dialog', {name: 'Confirm it is you'});
  return {add, dialog};
}

test('a refused action opens the dialog; a wrong code keeps it with its error; the right one retries the action once and closes it', async () => {
  const user = userEvent.setup();
  const {add, dialog} = await addRecipient(user);
  const code = within(dialog).getByLabelText('Code from your authenticator app');
  expect(code).toHaveFocus();
  expect(saves()).toHaveLength(1);

  await user.type(code, '000000');
  await user.click(within(dialog).getByRole('button', {name: 'Confirm'}));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This code is not correct, or it was used already.');
  expect(code).toHaveAccessibleDescription('This code is not correct, or it was used already.');
  expect(screen.getByRole('dialog', {name: 'Confirm it is you'})).toBeInTheDocument();
  expect(saves()).toHaveLength(1);

  await user.clear(code);
  await user.type(code, `${rightCode}{Enter}`);
  expect(await screen.findByText('Saved. New notifications go to team@example.com.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(saves().map((call) => call.body)).toEqual([
    {recipients: ['team@example.com'], expectedUpdatedAt: null},
    {recipients: ['team@example.com'], expectedUpdatedAt: null},
  ]);
  expect(verifications()).toEqual([{code: '000000'}, {code: rightCode}]);
  expect(add).toHaveFocus();
});

test.each([
  ['Cancel', (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', {name: 'Cancel'}))],
  ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
])('%s closes the dialog without retrying, and the action says why it was not done', async (_how, dismiss) => {
  const user = userEvent.setup();
  const {add, dialog} = await addRecipient(user);
  await dismiss(user, dialog);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByText('This action needs your second factor confirmed within the last 5 minutes.')).toBeInTheDocument();
  expect(saves()).toHaveLength(1);
  expect(verifications()).toEqual([]);
  expect(add).toHaveFocus();
});
