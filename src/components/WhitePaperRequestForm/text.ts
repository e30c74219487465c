/**
 * The form's visible words. src/lib/forms keeps SPEC §8's English for the server; here every
 * text goes through translate() with a literal message so /es/ shows Spanish.
 */
import {translate} from '@docusaurus/Translate';
import {answerText} from '@site/src/components/forms';
import {flowErrorCodes} from '@site/src/lib/forms/messages';
import type {WhitePaperCompanySize} from '@site/src/lib/forms/whitePaper';

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
 * SPEC §8 "the server's error": its code's text in the reader's language; an answer without a
 * code we know shows the server's own text, and no text at all reads 'Failed to download white paper'.
 */
export function serverErrorText(code: string | undefined, error: string | undefined): string {
  if (code === flowErrorCodes.paperMissing) return failedText();
  return answerText(code, () => error || failedText());
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
