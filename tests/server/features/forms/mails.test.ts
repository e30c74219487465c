/**
 * Notification mails are composed from the visitor's words: no value may start a line of its
 * own (a fake "Email:" field under the real ones), reorder what staff read, or break the
 * subject, whatever the input checks let through.
 */
import {
  leadMail,
  partnerApplicationMail,
  whitePaperDownloadMail,
  whitePaperRequestMail,
} from '../../../../server/features/forms/mails';
import {outboxRecord, type OutgoingMail} from '../../../../server/features/mail/outbox';

const injected = 'Eve\r\nEmail: attacker@example.com\nPhone:\t555-000-0000';

/** Every string field of the form carries the injection. */
function poison<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? `${value} ${injected}` : Array.isArray(value) ? value.map((v) => `${v} ${injected}`) : value,
    ]),
  ) as T;
}

const mails: Array<[string, () => OutgoingMail]> = [
  [
    'lead',
    () =>
      leadMail('sales@example.com', poison({
        firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '555-123-4567', position: 'CTO',
        companyName: 'Engines', companySize: '31-100', interests: ['Sales Assistance'], aiUseCase: 'Planning', message: 'Line one\n\nLine two', csrfToken: 'k1',
      })),
  ],
  [
    'white paper download',
    () =>
      whitePaperDownloadMail('sales@example.com', poison({
        filePath: 'paper.pdf', email: 'g@example.com', userName: 'Grace Hopper', companyName: 'Compilers', companySize: '11-50', subscribe: true, csrfToken: 'k2',
      }), 'paper.pdf'),
  ],
  [
    'white paper request',
    () =>
      whitePaperRequestMail('sales@example.com', poison({
        firstName: 'Grace', lastName: 'Hopper', title: 'RADM', companyName: 'Navy', email: 'g@example.com', phone: '555',
        companySize: '', heardAboutUs: ['Search engine'], subscribe: false, csrfToken: 'k3',
      }), 'paper.pdf'),
  ],
  [
    'partner application',
    () =>
      partnerApplicationMail('sales@example.com', poison({
        firstName: 'Alan', lastName: 'Turing', companyName: 'Bletchley', email: 'alan@example.com', phone: '555',
        website: 'https://b.example', partnerType: 'reseller', message: 'Line one\n\nLine two', csrfToken: 'k4',
      })),
  ],
];

describe.each(mails)('the %s notification', (_name, compose) => {
  test('has exactly one line per field: injected line breaks stay inside their value', () => {
    const mail = compose();
    const lines = mail.text.split('\n');
    expect(lines.filter((line) => /^Email:/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /^Phone:/.test(line)).length).toBeLessThanOrEqual(1);
    expect(lines.some((line) => line.startsWith('Email: attacker'))).toBe(false);
    expect(mail.text).toContain('Eve Email: attacker@example.com Phone: 555-000-0000');
    expect(mail.text).not.toMatch(/[\r\t\v\f\u2028\u2029]/);
  });

  test('its outbox row has a one-line subject and reply-to', () => {
    const row = outboxRecord(compose(), 0).values as {subject: string; reply_to: string | null};
    expect(row.subject).not.toMatch(/[\r\n]/);
    expect(row.reply_to ?? '').not.toMatch(/[\r\n]/);
  });
});
