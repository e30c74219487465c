/**
 * The staff area's translated texts for what the server says by code (src/lib/staff/messages),
 * and the SPEC §4 / §8 session toasts, quoted word for word in English.
 */
import {translate} from '@docusaurus/Translate';
import type {StaffErrorCode} from '@site/src/lib/staff/messages';
import {networkErrorCode} from '@site/src/lib/staff/api';

export function staffErrorText(code: string | undefined, retryAfter?: number): string {
  switch (code as StaffErrorCode | typeof networkErrorCode | undefined) {
    case 'invalidEmail':
      return translate({id: 'admin.error.invalidEmail', message: 'Enter a valid e-mail address.'});
    case 'passwordTooShort':
      return translate({id: 'admin.error.passwordTooShort', message: 'Use at least 8 characters for the password.'});
    case 'passwordTooLong':
      return translate({id: 'admin.error.passwordTooLong', message: 'Use at most 128 characters for the password.'});
    case 'passwordTooCommon':
      return translate({
        id: 'admin.error.passwordTooCommon',
        message: 'This password is among the most common ones. Choose another.',
      });
    case 'invalidCredentials':
      return translate({id: 'admin.error.invalidCredentials', message: 'Incorrect e-mail or password.'});
    case 'loginThrottled':
      return translate(
        {
          id: 'admin.error.loginThrottled',
          message: 'Too many failed attempts. Try again in {seconds} seconds.',
        },
        {seconds: String(retryAfter ?? 60)},
      );
    case 'sessionRequired':
      return translate({id: 'admin.error.sessionRequired', message: 'Please log in to continue.'});
    case 'setupTokenInvalid':
      return translate({
        id: 'admin.error.setupTokenInvalid',
        message: 'This setup link is invalid, used or expired. Restart the server or run "npm run admin -- setup-link" for a new one.',
      });
    case 'accountExists':
      return translate({id: 'admin.error.accountExists', message: 'An account with this e-mail already exists.'});
    case 'currentPasswordWrong':
      return translate({id: 'admin.error.currentPasswordWrong', message: 'The current password is not correct.'});
    case 'accountNotFound':
      return translate({id: 'admin.error.accountNotFound', message: 'This account no longer exists.'});
    case 'sessionNotFound':
      return translate({id: 'admin.error.sessionNotFound', message: 'This session has already ended.'});
    case 'cannotDisableSelf':
      return translate({id: 'admin.error.cannotDisableSelf', message: 'You cannot disable your own account.'});
    case 'invalidDate':
      return translate({id: 'admin.error.invalidDate', message: 'Enter both days of the range.'});
    case 'dateRangeReversed':
      return translate({id: 'admin.error.dateRangeReversed', message: 'The first day is after the last day.'});
    case 'dateRangeTooLong':
      return translate({id: 'admin.error.dateRangeTooLong', message: 'Choose a range of at most 366 days.'});
    case networkErrorCode:
      return translate({
        id: 'admin.error.network',
        message: 'The server could not be reached. Check your connection and try again.',
      });
    default:
      return translate({id: 'admin.error.generic', message: 'Something went wrong. Please try again.'});
  }
}

export const sessionToasts = {
  inactivity: () =>
    translate({id: 'admin.toast.inactivity', message: 'You have been logged out due to inactivity.'}),
  loggedOut: () => translate({id: 'admin.toast.loggedOut', message: 'Logged out successfully'}),
};
