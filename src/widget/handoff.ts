/** The 'Talk to sales' form's rules: a name and a valid e-mail, as the handoff route expects. */
import {fieldMaxLength, isValidEmail} from '../lib/forms/common';

export type HandoffFields = {name: string; email: string};
export type HandoffErrors = Partial<Record<keyof HandoffFields, 'nameRequired' | 'emailInvalid'>>;

export function validateHandoff({name, email}: HandoffFields): HandoffErrors {
  const errors: HandoffErrors = {};
  const trimmedName = name.trim();
  if (trimmedName === '' || trimmedName.length > fieldMaxLength) errors.name = 'nameRequired';
  const trimmedEmail = email.trim();
  if (trimmedEmail.length > 254 || !isValidEmail(trimmedEmail)) errors.email = 'emailInvalid';
  return errors;
}
