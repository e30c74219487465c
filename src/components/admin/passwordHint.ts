import {translate} from '@docusaurus/Translate';
import {passwordMaxLength, passwordMinLength, passwordRecommendedLength} from '@site/src/lib/staff/credentials';

/** Shown under every new-password field: the rule and the advice, no composition rules. */
export function newPasswordHint(): string {
  return translate(
    {
      id: 'admin.password.hint',
      message: '{min} to {max} characters; {recommended} or more is recommended. A passphrase of several words works well.',
    },
    {min: String(passwordMinLength), max: String(passwordMaxLength), recommended: String(passwordRecommendedLength)},
  );
}

export function mismatchText(): string {
  return translate({id: 'admin.password.mismatch', message: 'The two passwords differ.'});
}
