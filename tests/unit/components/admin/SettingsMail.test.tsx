import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {StaffShell} from '@site/src/components/admin';
import {OutboxCard} from '@site/src/components/admin/settings/OutboxCard';
import {RecipientsCard} from '@site/src/components/admin/settings/RecipientsCard';
import type {OutboxMessageView, OutboxPage} from '@site/src/lib/staff/outbox';
import type {RecipientsView} from '@site/src/lib/staff/recipients';
import {fakeStaffApi, type StaffCall} from '../../doubles/staffFetch';

function inSettings(card: React.ReactNode) {
  return render(
    <StaffShell title="Settings" page="/admin-settings">
      {card}
    </StaffShell>,
  );
}

describe('notification recipients card', () => {
  let stored: RecipientsView;
  let calls: StaffCall[];
  beforeEach(() => {
    stored = {recipients: [], fallback: 'sales@example.com', updatedAt: null, updatedBy: null};
    calls = fakeStaffApi({
      'GET /settings/recipients': () => [200, stored],
      'POST /settings/recipients': ({body}) => {
        stored = {...stored, recipients: (body as {recipients: string[]}).recipients, updatedAt: Date.UTC(2026, 10, 24, 14, 5), updatedBy: 'ana@example.com'};
        return [200, stored];
      },
    });
  });
  const saves = () => calls.filter((call) => call.method === 'POST').map((call) => call.body);

  test('names NOTIFY_TO while no address is set, and adds one checked with the forms rule', async () => {
    const user = userEvent.setup();
    inSettings(<RecipientsCard />);
    expect(await screen.findByText(/No recipients are set here: notifications go to/)).toHaveTextContent('sales@example.com');

    await user.type(screen.getByLabelText('Add a recipient'), 'team@example')
    await user.click(screen.getByRole('button', {name: 'Add recipient'}));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address.');
    expect(screen.getByLabelText('Add a recipient')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Add a recipient')).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(saves()).toEqual([]);

    await user.type(screen.getByLabelText('Add a recipient'), '.com');
    await user.click(screen.getByRole('button', {name: 'Add recipient'}));
    expect(await screen.findByRole('button', {name: 'Remove team@example.com'})).toBeInTheDocument();
    expect(saves()).toEqual([{recipients: ['team@example.com'], expectedUpdatedAt: null}]);
    expect(screen.getByRole('status')).toHaveTextContent('Saved. New notifications go to team@example.com.');
    expect(screen.getByLabelText('Add a recipient')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/Last changed by ana@example.com on/)).toBeInTheDocument();
  });

  test('an address already in the list, in any case, is caught before saving', async () => {
    stored.recipients = ['team@example.com'];
    const user = userEvent.setup();
    inSettings(<RecipientsCard />);
    await user.type(await screen.findByLabelText('Add a recipient'), 'Team@Example.com');
    await user.click(screen.getByRole('button', {name: 'Add recipient'}));
    expect(screen.getByRole('alert')).toHaveTextContent('This address is already in the list.');
    expect(saves()).toEqual([]);
  });

  test('removing the last address goes back to NOTIFY_TO and says so', async () => {
    stored.recipients = ['team@example.com', 'boss@example.org'];
    const user = userEvent.setup();
    inSettings(<RecipientsCard />);
    await user.click(await screen.findByRole('button', {name: 'Remove team@example.com'}));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. New notifications go to boss@example.org.');
    await user.click(screen.getByRole('button', {name: 'Remove boss@example.org'}));
    expect(await screen.findByText(/Saved. New notifications go to sales@example.com \(NOTIFY_TO\) again./)).toBeInTheDocument();
    expect(saves()).toEqual([
      {recipients: ['boss@example.org'], expectedUpdatedAt: null},
      {recipients: [], expectedUpdatedAt: stored.updatedAt},
    ]);
    expect(screen.queryByRole('button', {name: /^Remove/})).not.toBeInTheDocument();
  });

  test('a change made by someone else meanwhile is not overwritten: theirs is shown, with why', async () => {
    stored = {...stored, recipients: ['team@example.com'], updatedAt: 1000, updatedBy: 'ana@example.com'};
    calls = fakeStaffApi({
      'GET /settings/recipients': () => [200, stored],
      'POST /settings/recipients': ({body}) =>
        (body as {expectedUpdatedAt: number}).expectedUpdatedAt === stored.updatedAt ? [200, stored] : [409, {code: 'recipientsChanged', error: 'Changed'}],
    });
    const user = userEvent.setup();
    inSettings(<RecipientsCard />);
    await screen.findByRole('button', {name: 'Remove team@example.com'});
    // Ben adds an address from another browser.
    stored = {...stored, recipients: ['team@example.com', 'ben@example.com'], updatedAt: 2000, updatedBy: 'ben@example.com'};
    await user.click(screen.getByRole('button', {name: 'Remove team@example.com'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed the recipients meanwhile.');
    expect(await screen.findByRole('button', {name: 'Remove ben@example.com'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Remove team@example.com'})).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{recipients: [], expectedUpdatedAt: 1000}]);
  });

  test("the server's refusal is shown", async () => {
    calls = fakeStaffApi({
      'GET /settings/recipients': () => [200, stored],
      'POST /settings/recipients': () => [400, {code: 'tooManyRecipients', error: 'Use at most 20 recipients'}],
    });
    const user = userEvent.setup();
    inSettings(<RecipientsCard />);
    await user.type(await screen.findByLabelText('Add a recipient'), 'team@example.com');
    await user.click(screen.getByRole('button', {name: 'Add recipient'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Use at most 20 recipients.');
    expect(screen.getByLabelText('Add a recipient')).toHaveValue('team@example.com');
  });
});

function mail(overrides: Partial<OutboxMessageView>): OutboxMessageView {
  return {
    id: 1,
    kind: 'lead',
    recipient: 'sales@example.com',
    subject: 'New lead: Ada Lovelace',
    status: 'pending',
    attempts: 0,
    nextAttemptAt: Date.UTC(2026, 10, 24, 14, 5),
    lastError: null,
    createdAt: Date.UTC(2026, 10, 24, 14, 0),
    sending: false,
    ...overrides,
  };
}

describe('mail outbox card', () => {
  const failed = mail({id: 7, status: 'failed', recipient: 'typo@example.con', subject: 'New partner application', attempts: 10, lastError: '550 5.1.1 Mailbox unavailable'});
  const pending = mail({id: 5, attempts: 2, lastError: 'Connection timeout'});
  const sending = mail({id: 4, sending: true});
  let page: OutboxPage;
  let calls: StaffCall[];
  beforeEach(() => {
    page = {messages: [failed, pending, sending], counts: {pending: 2, failed: 1}, next: null, relayRunning: true};
    calls = fakeStaffApi({
      'GET /outbox': () => [200, page],
      'POST /outbox/7/retry': () => [200, {retried: 1}],
      'POST /outbox/retry-failed': () => [200, {retried: 1}],
    });
  });

  test('lists what waits with its state, attempts and last error, and retries one failed message', async () => {
    const user = userEvent.setup();
    inSettings(<OutboxCard />);
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => within(row).queryAllByRole('cell').slice(0, 4).map((cell) => cell.textContent))).toEqual([
      [],
      ['typo@example.con', 'New partner application', 'Failed', '10'],
      ['sales@example.com', 'New lead: Ada Lovelace', 'Pending', '2'],
      ['sales@example.com', 'New lead: Ada Lovelace', 'Sending', '0'],
    ]);
    expect(within(rows[1]).getByText('550 5.1.1 Mailbox unavailable')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Connection timeout')).toBeInTheDocument();
    expect(screen.getByText('Pending: 2. Failed: 1.')).toBeInTheDocument();
    expect(screen.queryByText(/SMTP_URL is not set/)).not.toBeInTheDocument();
    // Only failed messages have a retry button, named after the message.
    expect(within(rows[2]).queryByRole('button')).not.toBeInTheDocument();

    page = {...page, messages: [pending, sending], counts: {pending: 3, failed: 0}};
    await user.click(screen.getByRole('button', {name: 'Retry the message “New partner application” to typo@example.con'}));
    expect(await screen.findByRole('status')).toHaveTextContent('The message to typo@example.con is queued again.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/outbox/7/retry']);
    expect(await screen.findByText('Pending: 3. Failed: 0.')).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: /Retry all failed/})).not.toBeInTheDocument();
  });

  test('retries all failed messages at once', async () => {
    const user = userEvent.setup();
    inSettings(<OutboxCard />);
    await user.click(await screen.findByRole('button', {name: 'Retry all failed (1)'}));
    expect(await screen.findByRole('status')).toHaveTextContent('Failed messages queued again: 1.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/outbox/retry-failed']);
  });

  test('filters by state, pages on with the last id, and refreshes', async () => {
    page.next = 4;
    const older = mail({id: 2, recipient: 'older@example.com'});
    calls = fakeStaffApi({
      'GET /outbox': ({path}) => [200, path.includes('before=4') ? {...page, messages: [older], next: null} : page],
    });
    const user = userEvent.setup();
    inSettings(<OutboxCard />);
    await user.click(await screen.findByRole('button', {name: 'Show older messages'}));
    expect(await screen.findByRole('cell', {name: 'older@example.com'})).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('button', {name: 'Show older messages'})).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'Failed only');
    await user.click(screen.getByRole('button', {name: 'Refresh'}));
    expect(await screen.findByRole('status')).toHaveTextContent('The list is up to date.');
    expect(calls.map((call) => call.path)).toEqual([
      '/outbox?limit=20',
      '/outbox?limit=20&before=4',
      '/outbox?limit=20&status=failed',
      '/outbox?limit=20&status=failed',
    ]);
  });

  test('says when nothing waits, and when this server sends nothing', async () => {
    page = {messages: [], counts: {pending: 0, failed: 0}, next: null, relayRunning: false};
    inSettings(<OutboxCard />);
    expect(await screen.findByText('No message is waiting: every notification has been sent.')).toBeInTheDocument();
    expect(screen.getByText(/SMTP_URL is not set on this server/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('a retry of a message already handled says so', async () => {
    calls = fakeStaffApi({
      'GET /outbox': () => [200, page],
      'POST /outbox/7/retry': () => [404, {code: 'outboxMessageNotFound', error: 'No failed message'}],
    });
    const user = userEvent.setup();
    inSettings(<OutboxCard />);
    await user.click(await screen.findByRole('button', {name: /^Retry the message/}));
    expect(await screen.findByRole('alert')).toHaveTextContent('This message is no longer failed: it was retried or sent already.');
  });
});
