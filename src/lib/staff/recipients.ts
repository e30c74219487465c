/**
 * The notification recipients staff set in Settings (they override NOTIFY_TO): the rule the
 * page checks before saving and the server checks again with this same code. Each address
 * follows the forms' e-mail rule (SPEC §5), which also keeps commas, spaces and line breaks
 * out of the mail's To header.
 */
import {isValidEmail} from '../forms/common';
import {arrayOf, nullableEpochMs, nullableText, object, text, type FromSchema} from '../jsonSchema';
import {normaliseStaffEmail} from './credentials';
import type {StaffErrorCode} from './messages';

/** Enough for a sales team; a longer list belongs in a mailing list the mail server keeps. */
export const maxNotifyRecipients = 20;

export type RecipientsResult =
  | {ok: true; value: string[]}
  | {ok: false; code: StaffErrorCode; index?: number};

/** The list as stored: trimmed, lowercased, each valid, no address twice, at most 20. */
export function parseRecipients(input: unknown): RecipientsResult {
  if (!Array.isArray(input)) return {ok: false, code: 'invalidRecipients'};
  if (input.length > maxNotifyRecipients) return {ok: false, code: 'tooManyRecipients'};
  const value: string[] = [];
  for (const [index, raw] of input.entries()) {
    if (typeof raw !== 'string') return {ok: false, code: 'invalidEmail', index};
    const email = normaliseStaffEmail(raw);
    if (email.length > 254 || !isValidEmail(email)) return {ok: false, code: 'invalidEmail', index};
    if (value.includes(email)) return {ok: false, code: 'duplicateRecipient', index};
    value.push(email);
  }
  return {ok: true, value};
}

/** What the staff API answers about the recipients. */
/** GET and POST /api/admin/settings/recipients: the list in force and who changed it last. */
export const recipientsViewSchema = object({
  /** Empty: notifications go to `fallback`. */
  recipients: arrayOf(text),
  /** NOTIFY_TO, as the server was started with. */
  fallback: text,
  updatedAt: nullableEpochMs,
  updatedBy: nullableText,
});
export type RecipientsView = FromSchema<typeof recipientsViewSchema>;
