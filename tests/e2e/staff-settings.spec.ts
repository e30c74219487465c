import type {Page} from '@playwright/test';
import {startSmtp, type TestSmtp} from '../server/features/mail/smtp-server';
import {test, expect, axeViolations} from './fixtures';
import {logInTo, startPrivateServer, workerStaff, type PrivateServer} from './staff';

/**
 * Settings' notification recipients and mail outbox (issue 11 §2) in Chromium against the
 * production build, on a server of its own that sends mail to an SMTP server in this process:
 * staff point the notifications somewhere new, the mail server refuses that address, the
 * message shows as failed with the server's answer, and once the mail server takes it, a retry
 * delivers it. axe checks the page with both cards filled, in light and dark mode (the empty
 * states are checked by staff.spec.ts).
 */
test.describe.configure({mode: 'serial'});

// The session check before login answers 401: Chromium logs it as a console error.
test.use({allowedConsoleErrors: [/status of 40[01]/]});

let server: PrivateServer | undefined;
let smtp: TestSmtp;
let origin: string;
/** While true the mail server refuses every recipient, as for a mistyped address. */
let refusing = true;

test.beforeAll(async () => {
  smtp = await startSmtp(0, {
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), {responseCode: 550}));
    },
  });
  server = await startPrivateServer(5, {SMTP_URL: smtp.url, NOTIFY_TO: 'sales@example.com', OUTBOX_POLL_MS: '200'});
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** Settings on this test's server, signed in as the worker's account there. */
async function logInToSettings(page: Page) {
  await logInTo(page, `${origin}/admin-settings`, await workerStaff(server!.sqliteFile));
}

function applyAsPartner(page: Page, email: string) {
  return page.request.post(`${origin}/functions/v1/partner-application`, {
    data: {
      firstName: 'Hedy',
      lastName: 'Lamarr',
      companyName: 'Frequency Hopping',
      email,
      phone: '555-321-7654',
      partnerType: 'technology',
      message: 'We would like to integrate.',
    },
  });
}

test('staff change the recipients; a notification the mail server refused is retried and delivered', async ({page}) => {
  await logInToSettings(page);
  const recipients = page.getByRole('region', {name: 'Notification recipients'});
  await expect(recipients).toContainText('notifications go to sales@example.com');
  await recipients.getByLabel('Add a recipient').fill('partners@example.com');
  await recipients.getByRole('button', {name: 'Add recipient'}).click();
  await expect(recipients.getByRole('status')).toHaveText('Saved. New notifications go to partners@example.com.');

  expect((await applyAsPartner(page, 'hedy@example.com')).status()).toBe(200);
  const outbox = page.getByRole('region', {name: 'Mail outbox'});
  const row = outbox.getByRole('row').filter({hasText: 'partners@example.com'});
  // The relay's first attempt meets the refusal: a 5xx marks the message failed at once.
  await expect(async () => {
    await outbox.getByRole('button', {name: 'Refresh'}).click();
    await expect(row).toContainText('Failed', {timeout: 500});
  }).toPass({timeout: 15_000});
  await expect(row).toContainText('550');
  await expect(row).toContainText('Partner application (technology): Hedy Lamarr');

  refusing = false;
  await row.getByRole('button', {name: /^Retry the message .* to partners@example.com$/}).click();
  await expect(outbox.getByRole('status')).toHaveText('The message to partners@example.com is queued again.');
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes('partners@example.com')).length, {timeout: 15_000}).toBe(1);
  await expect(async () => {
    await outbox.getByRole('button', {name: 'Refresh'}).click();
    await expect(outbox).toContainText('No message is waiting', {timeout: 500});
  }).toPass({timeout: 15_000});

  // What staff did is in the audit log.
  const audit = page.getByRole('region', {name: 'Audit log'});
  await page.reload();
  await expect(audit.getByRole('cell', {name: 'Retried failed mail'})).toBeVisible();
  await expect(audit.getByRole('cell', {name: 'Changed the notification recipients'})).toBeVisible();
});

test('Settings with recipients and a failed message has no WCAG 2.2 AA violation, light or dark, en and es', async ({page}) => {
  test.setTimeout(90_000);
  refusing = true;
  await logInToSettings(page);
  const recipients = page.getByRole('region', {name: 'Notification recipients'});
  await recipients.getByLabel('Add a recipient').fill('ops@example.com');
  await recipients.getByRole('button', {name: 'Add recipient'}).click();
  await expect(recipients.getByRole('button', {name: 'Remove ops@example.com'})).toBeVisible();
  expect((await applyAsPartner(page, 'grace@example.com')).status()).toBe(200);

  // The relay gives the message up on its own time: wait for that on the server (the page's
  // session serves the API), then load each page once rather than reloading until it shows.
  await expect
    .poll(async () => ((await (await page.request.get(`${origin}/api/admin/outbox?status=failed`)).json()) as {counts: {failed: number}}).counts.failed, {timeout: 15_000})
    .toBeGreaterThan(0);
  for (const locale of ['', '/es'] as const) {
    // The same session serves the Spanish page.
    await page.goto(`${origin}${locale}/admin-settings`);
    await expect(page.getByRole('cell', {name: locale ? 'Fallido' : 'Failed', exact: true}).first()).toBeVisible();
    await expect(page.getByRole('button', {name: locale ? 'Quitar ops@example.com' : 'Remove ops@example.com'})).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      expect(await axeViolations(page, scheme), `${locale}/admin-settings ${scheme}`).toEqual([]);
    }
  }
});
