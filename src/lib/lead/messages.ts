/**
 * SPEC §8 texts, word for word. The server answers with these; the browser shows the
 * translated text for the same code (see the form's message table).
 */
export const leadErrorMessages = {
  required: 'Please fill in all required fields',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  interests: 'Please tell us about your interests',
  tooLong: 'Please keep each answer under 200 characters',
} as const;

export type LeadErrorCode = keyof typeof leadErrorMessages;

export const leadSubmitFailedToast = 'There was a problem submitting your form. Please try again.';
export const leadServerFailure = 'Failed to submit form';
export const leadSuccessToast = "Thank you for your interest! We'll be in touch soon.";

/**
 * The code behind one of the texts above, so a browser can show the translated text for a
 * server answer instead of the English one; undefined for any other text.
 */
export function leadErrorCodeFor(message: string): LeadErrorCode | undefined {
  return (Object.keys(leadErrorMessages) as LeadErrorCode[]).find(
    (code) => leadErrorMessages[code] === message,
  );
}
