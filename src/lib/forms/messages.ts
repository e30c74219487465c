/**
 * Every refusal a form endpoint can answer, as `{ code, error }`: the code is stable and what
 * browsers read (they show their own translation of it); the text is SPEC §8's, word for word
 * where the spec quotes one. Texts the spec does not quote say what is wrong and how to fix it.
 */
export const formErrorMessages = {
  /** SPEC §8 "Lead missing fields". */
  required: 'Please fill in all required fields',
  /** SPEC §8 "Lead bad email". */
  email: 'Please enter a valid email address',
  /** SPEC §8 "Lead bad phone". */
  phone: 'Please enter a valid phone number',
  /** SPEC §8 "Lead step 2 empty". */
  interests: 'Please tell us about your interests',
  tooLong: 'Please keep each answer under 200 characters',
  messageTooLong: 'Please keep your message under 2000 characters',
  website: 'Please enter a valid website address, such as https://example.com',
  /** SPEC §8 "Download (landing)". */
  invalidPath: 'Invalid file path',
  /** SPEC §8 "Newsletter". */
  newsletterEmail: 'Invalid email format. Newsletter subscription failed.',
  wrongType: 'A field was sent with the wrong type of value (for example a number instead of text)',
  unknownOption: 'Please choose one of the offered options',
  tooManyItems: 'Too many items were selected in one list',
  submissionKey: 'The form could not be sent as it was. Please reload the page and try again.',
  sandboxKey: 'The trial agent attached to this form could not be read. Please remove it and send the form again.',
  duplicateSubmission:
    'This form was already sent with different answers. Please reload the page to send it again.',
} as const;

export type FormErrorCode = keyof typeof formErrorMessages;

export function isFormErrorCode(value: unknown): value is FormErrorCode {
  return typeof value === 'string' && Object.hasOwn(formErrorMessages, value);
}

/**
 * Which of several problems a submission is refused for: the one a person fixes first. A body
 * of the wrong shape says so before anything else; a missing answer before a malformed one.
 */
export const formErrorPriority: readonly FormErrorCode[] = [
  'wrongType',
  'required',
  'newsletterEmail',
  'invalidPath',
  'email',
  'tooLong',
  'messageTooLong',
  'interests',
  'phone',
  'website',
  'tooManyItems',
  'unknownOption',
  'submissionKey',
  'sandboxKey',
];

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

/** SPEC §8 "Lead submit failure": what the server answers when it, not the input, failed. */
export const leadServerFailure = 'Failed to submit form';

/** 5xx texts: what each endpoint answers when the server, not the input, failed. */
export const serverFailureMessages = {
  lead: leadServerFailure,
  whitePaperDownload: whitePaperDownloadMessages.processFailed,
  whitePaperRequest: whitePaperRequestMessages.failed,
  partner: leadServerFailure,
  newsletter: leadServerFailure,
} as const;

/** Codes of white paper answers that are not about a field: no paper to serve, no link made. */
export const flowErrorCodes = {
  paperMissing: 'paperMissing',
  linkFailed: 'linkFailed',
} as const;
