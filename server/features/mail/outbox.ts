/**
 * What goes into the mail outbox, and the delivery policy around it: the row describing a
 * notification (written with its submission, see db/records.ts) and its stable Message-ID (the
 * retry delays are the queue's, platform/retry-delay.ts). The SQL that claims and settles rows lives in db/outbox.ts.
 */
import {createHash} from 'node:crypto';
import type {ClaimedMail} from './queries';
import {row, type RecordInsert} from '../../platform/database/records';
import {oneLine} from './plain-text';

export type OutgoingMail = {
  kind: 'lead' | 'white-paper' | 'partner-application' | 'handoff' | 'account-security';
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
};

/** The outbox row for `mail`: written in the same transaction as the record it announces. */
export function outboxRecord(mail: OutgoingMail, now = Date.now()): RecordInsert<'outbox'> {
  return row('outbox', {
    kind: mail.kind,
    recipient: mail.to,
    reply_to: mail.replyTo === undefined ? null : oneLine(mail.replyTo),
    // Header injection: a subject is one line whatever the submission held.
    subject: oneLine(mail.subject).slice(0, 250),
    body: mail.text,
    next_attempt_at: now,
    created_at: now,
  });
}

/** The domain of a sender such as "Site <no-reply@agentworks.example>". */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim().toLowerCase() || 'localhost';
}

/**
 * The Message-ID of an outbox row, the same on every attempt. Delivery is at least once: a
 * relay that dies after the mail server accepted a message but before the row was marked sent
 * sends it again, and receivers drop the copy by its Message-ID. The hash of the row's id and
 * creation time keeps ids of different databases (a reset, another environment) apart.
 */
export function messageIdFor(mail: Pick<ClaimedMail, 'id' | 'createdAt'>, from: string): string {
  const hash = createHash('sha256').update(`${mail.id}:${mail.createdAt}`).digest('hex').slice(0, 16);
  return `<outbox-${mail.id}.${hash}@${senderDomain(from)}>`;
}
