/**
 * What the staff API answers when it refuses, code -> English text. The code is the stable part
 * the browser maps to its translated message (src/components/admin); the text is for API users
 * and logs. SPEC §4 and §8 quote the session toasts; these refusals are ours (issue 11).
 */
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
  invalidDate: 'Give days as YYYY-MM-DD',
  dateRangeReversed: 'The first day of the range is after the last',
  dateRangeTooLong: 'Choose a range of at most 366 days',
} as const;

export type StaffErrorCode = keyof typeof staffErrorMessages;

export function isStaffErrorCode(value: unknown): value is StaffErrorCode {
  return typeof value === 'string' && Object.hasOwn(staffErrorMessages, value);
}
