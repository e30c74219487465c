/**
 * The partner form's visible words. src/lib/forms keeps the English the server answers with;
 * here every text goes through translate() with a literal message, so /es/ shows Spanish.
 */
import {translate} from '@docusaurus/Translate';
import {answerText} from '@site/src/components/forms';

export type PartnerFieldName =
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'email'
  | 'phone'
  | 'website'
  | 'partnerType'
  | 'message';

/** A refusal's text by its code; any other failure reads as the spec's 'Failed to submit form'. */
export function serverErrorText(code: string | undefined): string {
  return answerText(code, () => translate({id: 'partners.form.error.serverFailure', message: 'Failed to submit form'}));
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
