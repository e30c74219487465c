/**
 * SPEC §8 texts for the white paper, partner and newsletter forms, word for word where the spec
 * quotes them. The server answers with these; browsers show the translated text for the same
 * code. The generic field texts are the lead form's, so every form speaks alike.
 */
import {leadErrorMessages, leadServerFailure} from '../lead/messages';

export const formErrorMessages = {
  required: leadErrorMessages.required,
  email: leadErrorMessages.email,
  phone: leadErrorMessages.phone,
  tooLong: leadErrorMessages.tooLong,
  /** Not quoted by the spec (its partner form relied on the browser's URL check). */
  website: 'Please enter a valid website address, such as https://example.com',
  /** Not quoted by the spec: the partner message box is longer than other fields. */
  messageTooLong: 'Please keep your message under 2000 characters',
  /** SPEC §8 "Download (landing)". */
  invalidPath: 'Invalid file path',
  /** SPEC §8 "Newsletter". */
  newsletterEmail: 'Invalid email format. Newsletter subscription failed.',
} as const;

export type FormErrorCode = keyof typeof formErrorMessages;

/** SPEC §8 "Download (landing)": the landing/case-study form's flow texts. */
export const whitePaperDownloadMessages = {
  invalidPath: formErrorMessages.invalidPath,
  publicUrlFailed: 'Failed to generate public URL for the white paper',
  linkFailed: 'Failed to generate download link',
  processFailed: 'Failed to process your download request. Please try again later.',
} as const;

/** SPEC §8 "Download (pricing/case studies)". */
export const whitePaperRequestMessages = {
  failed: 'Failed to download white paper',
  exception: 'An error occurred while downloading the white paper',
  success: 'White paper downloaded successfully!',
} as const;

/** 5xx texts: what each endpoint answers when the server, not the input, failed. */
export const serverFailureMessages = {
  downloadWhitePaper: whitePaperDownloadMessages.processFailed,
  whitePaperRequest: whitePaperRequestMessages.failed,
  partnerApplication: leadServerFailure,
  newsletter: leadServerFailure,
} as const;

/** The code behind one of the texts above, so a browser can show its translation. */
export function formErrorCodeFor(message: string): FormErrorCode | undefined {
  return (Object.keys(formErrorMessages) as FormErrorCode[]).find(
    (code) => formErrorMessages[code] === message,
  );
}
