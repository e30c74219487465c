/**
 * The white paper download form's words. src/lib keeps the English of SPEC §8 for the server;
 * here every text goes through translate() with a literal message for the extractor.
 */
import {translate} from '@docusaurus/Translate';
import {answerText} from '@site/src/components/forms';
import {flowErrorCodes} from '@site/src/lib/forms/messages';
import type {WhitePaperCompanySize} from '@site/src/lib/forms/whitePaper';

/** The flow's texts (SPEC §8 "Download (landing)") by code, and any refusal's, translated. */
export function downloadErrorText(code: string | undefined): string {
  switch (code) {
    case flowErrorCodes.paperMissing:
      return translate({
        id: 'whitePaper.download.error.publicUrl',
        message: 'Failed to generate public URL for the white paper',
      });
    case flowErrorCodes.linkFailed:
      return translate({id: 'whitePaper.download.error.link', message: 'Failed to generate download link'});
  }
  return answerText(code, () =>
    translate({
      id: 'whitePaper.download.error.process',
      message: 'Failed to process your download request. Please try again later.',
    }),
  );
}

export function fieldLabels() {
  return {
    firstName: translate({id: 'whitePaper.download.field.firstName', message: 'First Name'}),
    lastName: translate({id: 'whitePaper.download.field.lastName', message: 'Last Name'}),
    email: translate({id: 'whitePaper.download.field.email', message: 'Business Email'}),
    companyName: translate({id: 'whitePaper.download.field.companyName', message: 'Company Name'}),
    companySize: translate({id: 'whitePaper.download.field.companySize', message: 'Company Size'}),
  };
}

export function companySizeLabels(): Record<WhitePaperCompanySize, string> {
  return {
    '1-10': translate({id: 'whitePaper.download.size.1-10', message: '1-10 employees'}),
    '11-50': translate({id: 'whitePaper.download.size.11-50', message: '11-50 employees'}),
    '51-200': translate({id: 'whitePaper.download.size.51-200', message: '51-200 employees'}),
    '201-500': translate({id: 'whitePaper.download.size.201-500', message: '201-500 employees'}),
    '501+': translate({id: 'whitePaper.download.size.501+', message: '501+ employees'}),
  };
}

export function successText(): string {
  return translate({
    id: 'whitePaper.download.success',
    message: 'Your download has started. Thank you for your interest!',
  });
}
