/**
 * The reader's-language text for every refusal code the form schemas and endpoints answer
 * (src/lib/forms/messages.ts holds the English the server sends). Browsers map codes, never
 * English text: a server answer in English is shown translated because its code is known.
 */
import {translate} from '@docusaurus/Translate';
import {isFormErrorCode, type FormErrorCode} from '@site/src/lib/forms/messages';

export function formErrorText(code: FormErrorCode): string {
  switch (code) {
    case 'required':
      return translate({id: 'form.error.required', message: 'Please fill in all required fields'});
    case 'email':
      return translate({id: 'form.error.email', message: 'Please enter a valid email address'});
    case 'phone':
      return translate({id: 'form.error.phone', message: 'Please enter a valid phone number'});
    case 'interests':
      return translate({id: 'form.error.interests', message: 'Please tell us about your interests'});
    case 'tooLong':
      return translate({id: 'form.error.tooLong', message: 'Please keep each answer under 200 characters'});
    case 'messageTooLong':
      return translate({id: 'form.error.messageTooLong', message: 'Please keep your message under 2000 characters'});
    case 'website':
      return translate({
        id: 'form.error.website',
        message: 'Please enter a valid website address, such as https://example.com',
      });
    case 'invalidPath':
      return translate({id: 'form.error.invalidPath', message: 'Invalid file path'});
    case 'newsletterEmail':
      return translate({
        id: 'form.error.newsletterEmail',
        message: 'Invalid email format. Newsletter subscription failed.',
      });
    case 'wrongType':
      return translate({
        id: 'form.error.wrongType',
        message: 'A field was sent with the wrong type of value (for example a number instead of text)',
      });
    case 'unknownOption':
      return translate({id: 'form.error.unknownOption', message: 'Please choose one of the offered options'});
    case 'tooManyItems':
      return translate({id: 'form.error.tooManyItems', message: 'Too many items were selected in one list'});
    case 'submissionKey':
      return translate({
        id: 'form.error.submissionKey',
        message: 'The form could not be sent as it was. Please reload the page and try again.',
      });
    case 'sandboxKey':
      return translate({
        id: 'form.error.sandboxKey',
        message: 'The trial agent attached to this form could not be read. Please remove it and send the form again.',
      });
    case 'duplicateSubmission':
      return translate({
        id: 'form.error.duplicateSubmission',
        message: 'This form was already sent with different answers. Please reload the page to send it again.',
      });
  }
}

/**
 * Refusals of the HTTP layer a visitor can meet on a form (src/lib/api/errors.ts): too many
 * submissions, or a page the server does not count as ours (a cached copy on another host).
 */
function httpErrorText(code: string | undefined): string | undefined {
  if (code === 'rateLimited') {
    return translate({
      id: 'form.error.rateLimited',
      message: 'Too many submissions from your connection. Please wait a minute and try again.',
    });
  }
  if (code === 'crossSiteRequest') {
    return translate({
      id: 'form.error.crossSiteRequest',
      message: 'This form can only be sent from our own website. Please open the page there and try again.',
    });
  }
  return undefined;
}

/** A server answer's text for the reader: its code translated, else the form's own fallback. */
export function answerText(code: string | undefined, fallback: () => string): string {
  return isFormErrorCode(code) ? formErrorText(code) : (httpErrorText(code) ?? fallback());
}
