/**
 * What the staff API answers when it refuses, code -> English text. The code is the stable part
 * the browser maps to its translated message (src/components/admin); the text is for API users
 * and logs. SPEC §4 and §8 quote the session toasts; these refusals are ours (issue 11).
 */
import {webhooksPerAgent} from './webhooks';
import {offerDescriptionMaxLength, offerTitleMaxLength, whitePaperMaxMegabytes} from './whitePapers';

export const staffErrorMessages = {
  invalidEmail: 'Enter a valid e-mail address',
  passwordTooShort: 'Use at least 8 characters for the password',
  passwordTooLong: 'Use at most 128 characters for the password',
  passwordTooCommon: 'This password is among the most common ones; choose another',
  invalidCredentials: 'Incorrect e-mail or password',
  loginThrottled: 'Too many failed attempts: wait a moment before trying again',
  sessionRequired: 'Please log in to continue',
  setupTokenInvalid: 'This setup link is invalid, used or expired; ask for a new one',
  accountExists: 'An account with this e-mail already exists',
  currentPasswordWrong: 'The current password is not correct',
  accountNotFound: 'No such account',
  sessionNotFound: 'No such session',
  cannotDisableSelf: 'You cannot disable your own account',
  // Roles (issue 21 §2; the rules are in ./roles).
  permissionDenied: 'Your role does not allow this action; ask an owner or an admin',
  invalidRole: 'Choose a role: owner, admin, editor or viewer',
  roleAboveOwn: 'You cannot give a role above your own',
  cannotRaiseOwnRole: 'You cannot raise your own role',
  ownersOnly: 'Only an owner can change, disable or enable an owner account',
  lastOwner:
    'This is the last active owner: the last owner cannot be disabled, demoted or deleted. Make another account owner first',
  invalidDateRange: 'Give the dates as YYYY-MM-DD, the first not after the last',
  invalidCursor: 'This page link is no longer valid; start from the first page',
  conversationNotFound: 'No such conversation',
  invalidAgentScope: 'Choose agents=site (the site and staff-made agents), sandbox or all',
  contactNotFound: 'No one with this e-mail address is stored',
  // White paper management (SPEC §8 "Upload" quotes the first three).
  noFile: 'No file provided',
  notPdf: 'Only PDF files are supported',
  fileExists: 'A file with this name already exists. Please rename your file or use a different one.',
  pdfActiveContent:
    'This PDF contains active content (JavaScript, automatic actions, launched programs, embedded files or media), which white papers may not carry: save it as a plain PDF and upload that',
  fileTooLarge: `The file is larger than the ${whitePaperMaxMegabytes} MB limit`,
  invalidFileName: 'This file name cannot be used: name the file with letters or digits',
  multipartRequired: 'Send the file as multipart/form-data',
  malformedUpload: 'The upload was cut off or malformed; please try again',
  paperNotFound: 'No such white paper',
  paperOffered: 'This paper is the one the forms offer: choose another before deleting it',
  invalidOfferTitle: `Give the paper a title of 1 to ${offerTitleMaxLength} characters`,
  invalidOfferDescription: `Describe the paper in 1 to ${offerDescriptionMaxLength} characters`,
  invalidRecipients: 'Send the recipients as a list of e-mail addresses',
  duplicateRecipient: 'This address is already in the list',
  tooManyRecipients: 'Use at most 20 recipients',
  recipientsChanged: 'Someone else changed the recipients meanwhile: review the list and try again',
  outboxMessageNotFound: 'No failed message with this id: it may have been retried or sent already',
  invalidDate: 'Give days as YYYY-MM-DD',
  dateRangeReversed: 'The first day of the range is after the last',
  dateRangeTooLong: 'Choose a range of at most 366 days',
  // API keys (issue 12).
  apiKeyNotFound: 'No live API key with this id: it may have been revoked already',
  permissionsRequired: 'Choose at least one permission for a scoped key',
  invalidKeyOrigin: 'List origins such as https://www.example.com (or self for this site)',
  agentNotFound: 'No such agent',
  // Webhooks (issue 12 §2).
  invalidWebhookUrl: 'Enter the endpoint as an http:// or https:// URL',
  webhookUrlCredentials: 'Leave the user name and password out of the URL: receivers check the signature instead',
  webhookUrlPort: 'Use port 80 or 443 for the endpoint (other ports only where the server allows them)',
  webhookUrlPrivate: 'This URL points inside a private network (loopback, private, link-local or reserved address): webhooks go to public receivers',
  webhookUrlOwnSite: 'This URL is this site itself: webhooks go to your own receiver',
  webhookUrlUnresolved: 'The host name of this URL does not resolve: check it',
  invalidWebhookEvents: 'Choose at least one event: conversation.created or message.created',
  invalidAgentId: 'Give the agent id as agt_ followed by letters, digits, _ or -',
  tooManyWebhooks: `Use at most ${webhooksPerAgent} webhook endpoints per agent`,
  webhookNotFound: 'No such webhook endpoint',
  webhookDeliveryNotFound: 'No failed delivery with this id: it may have been retried or sent already',
  // Second factors (issue 21 §1).
  secondFactorRequired: 'Confirm your sign-in with your second factor (or set one up) before anything else',
  freshFactorRequired: 'This action needs your second factor confirmed within the last 5 minutes: confirm it and try again',
  invalidFactorCode: 'This code is not correct, or it was used already',
  factorThrottled: 'Too many wrong codes: wait a moment before trying again',
  totpExists: 'An authenticator app is set up already: remove it before adding another',
  totpNotStarted: 'Start setting up the authenticator app again: no setup is waiting',
  passkeyFailed: 'The passkey could not be checked; try again',
  passkeyUnknown: 'This passkey is not registered here',
  invalidPasskeyName: 'Name the passkey in 1 to 60 characters',
  lastFactor: 'This is your last second factor: add another one before removing it',
  factorNotFound: 'No such passkey',
} as const;

export type StaffErrorCode = keyof typeof staffErrorMessages;

export function isStaffErrorCode(value: unknown): value is StaffErrorCode {
  return typeof value === 'string' && Object.hasOwn(staffErrorMessages, value);
}
