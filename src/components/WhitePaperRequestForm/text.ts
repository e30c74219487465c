/**
 * The form's visible words. src/lib/forms keeps SPEC §8's English for the server; here every
 * text goes through translate() with a literal message so /es/ shows Spanish.
 */
import {translate} from '@docusaurus/Translate';
import {formErrorCodeFor, whitePaperRequestMessages, type FormErrorCode} from '@site/src/lib/forms/messages';
import type {WhitePaperCompanySize} from '@site/src/lib/forms/whitePaper';

/** The codes this form can raise by itself (the server may answer with the others too). */
export function formErrorText(code: FormErrorCode): string | undefined {
  switch (code) {
    case 'required':
      return translate({id: 'whitePaperRequest.error.required', message: 'Please fill in all required fields'});
    case 'email':
      return translate({id: 'whitePaperRequest.error.email', message: 'Please enter a valid email address'});
    case 'phone':
      return translate({id: 'whitePaperRequest.error.phone', message: 'Please enter a valid phone number'});
    case 'tooLong':
      return translate({
        id: 'whitePaperRequest.error.tooLong',
        message: 'Please keep each answer under 200 characters',
      });
    default:
      return undefined;
  }
}

/** SPEC §8 "Download (pricing/case studies)": no downloadUrl. */
export function failedText(): string {
  return translate({id: 'whitePaperRequest.toast.failed', message: 'Failed to download white paper'});
}

/** SPEC §8: the request itself threw. */
export function exceptionText(): string {
  return translate({
    id: 'whitePaperRequest.toast.exception',
    message: 'An error occurred while downloading the white paper',
  });
}

export function successText(): string {
  return translate({id: 'whitePaperRequest.toast.success', message: 'White paper downloaded successfully!'});
}

/**
 * The server's error in the reader's language when it is one of the texts we know; any other
 * text is shown as the server wrote it (SPEC §8: "the server's error").
 */
export function serverErrorText(error: string | undefined): string {
  if (!error) return failedText();
  if (error === whitePaperRequestMessages.failed) return failedText();
  if (error === whitePaperRequestMessages.exception) return exceptionText();
  const code = formErrorCodeFor(error);
  return (code && formErrorText(code)) ?? error;
}

export function companySizeLabels(): Record<WhitePaperCompanySize, string> {
  return {
    '1-10': translate({id: 'whitePaperRequest.companySize.1-10', message: '1-10 employees'}),
    '11-50': translate({id: 'whitePaperRequest.companySize.11-50', message: '11-50 employees'}),
    '51-200': translate({id: 'whitePaperRequest.companySize.51-200', message: '51-200 employees'}),
    '201-500': translate({id: 'whitePaperRequest.companySize.201-500', message: '201-500 employees'}),
    '501+': translate({id: 'whitePaperRequest.companySize.501+', message: '501+ employees'}),
  };
}
