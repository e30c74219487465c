/**
 * The partner form's visible words. src/lib/forms keeps the English the server answers with;
 * here every text goes through translate() with a literal message, so /es/ shows Spanish.
 */
import {translate} from '@docusaurus/Translate';
import {
  formErrorCodeFor,
  formErrorMessages,
  serverFailureMessages,
  type FormErrorCode,
} from '@site/src/lib/forms/messages';

export type PartnerFieldName =
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'email'
  | 'phone'
  | 'website'
  | 'partnerType'
  | 'message';

export function errorText(code: FormErrorCode): string {
  switch (code) {
    case 'required':
      return translate({id: 'partners.form.error.required', message: 'Please fill in all required fields'});
    case 'email':
      return translate({id: 'partners.form.error.email', message: 'Please enter a valid email address'});
    case 'phone':
      return translate({id: 'partners.form.error.phone', message: 'Please enter a valid phone number'});
    case 'tooLong':
      return translate({
        id: 'partners.form.error.tooLong',
        message: 'Please keep each answer under 200 characters',
      });
    case 'website':
      return translate({
        id: 'partners.form.error.website',
        message: 'Please enter a valid website address, such as https://example.com',
      });
    case 'messageTooLong':
      return translate({
        id: 'partners.form.error.messageTooLong',
        message: 'Please keep your message under 2000 characters',
      });
    default:
      // Codes of other forms never come from this one; English is better than nothing.
      return formErrorMessages[code];
  }
}

/** The server answers in English; show the reader's language when the text is one we know. */
export function serverErrorText(error: string): string {
  const code = formErrorCodeFor(error);
  if (code) return errorText(code);
  if (error === serverFailureMessages.partnerApplication) {
    return translate({id: 'partners.form.error.serverFailure', message: 'Failed to submit form'});
  }
  return error;
}

export function failureToastText(): string {
  return translate({
    id: 'partners.form.toast.failure',
    message: 'There was a problem submitting your application. Please try again.',
  });
}

export function fieldLabels(): Record<PartnerFieldName, string> {
  return {
    firstName: translate({id: 'partners.form.field.firstName', message: 'First Name'}),
    lastName: translate({id: 'partners.form.field.lastName', message: 'Last Name'}),
    companyName: translate({id: 'partners.form.field.companyName', message: 'Company Name'}),
    email: translate({id: 'partners.form.field.email', message: 'Email'}),
    phone: translate({id: 'partners.form.field.phone', message: 'Phone'}),
    website: translate({id: 'partners.form.field.website', message: 'Website'}),
    partnerType: translate({id: 'partners.form.field.partnerType', message: 'Partner Type'}),
    message: translate({
      id: 'partners.form.field.message',
      message: 'How do you plan to partner with us?',
    }),
  };
}
