/**
 * SPEC §8 lead texts that are not refusals (those are in forms/messages.ts with every other
 * form's): the toasts and the server's failure text.
 */
export {leadServerFailure} from '../forms/messages';

export const leadSubmitFailedToast = 'There was a problem submitting your form. Please try again.';
export const leadSuccessToast = "Thank you for your interest! We'll be in touch soon.";
