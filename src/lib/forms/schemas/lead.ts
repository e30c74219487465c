/**
 * SPEC §3 "Lead signup data" and the §5 lead rules: step 1 (contact) checks required answers,
 * a loose e-mail and the phone number; step 2 (needs) at least one interest and a use case
 * (and an optional message);
 * submit everything again with the stricter e-mail pattern and the submission key.
 */
import type {z} from 'zod';
import {isValidEmail, isValidPhone, looksLikeEmail} from '../common';
import {aiUseCases, leadCompanySizes, leadInterests, leadMessageMaxLength} from '../lead';
import {checkedText, choice, formObject, list, submissionKey, text} from './fields';

const contact = {
  firstName: text({required: true}),
  lastName: text({required: true}),
  email: checkedText(looksLikeEmail, 'email', {required: true}),
  /** Checked where it is typed, so a bad number never sends the visitor back from step 2. */
  phone: checkedText(isValidPhone, 'phone', {required: true}),
  /** SPEC §5: shown as required but deliberately not checked. */
  position: text(),
  companyName: text({required: true}),
  companySize: choice(leadCompanySizes, {required: true}),
};

const needs = {
  interests: list({options: leadInterests, maxItems: leadInterests.length, emptyCode: 'interests'}),
  aiUseCase: choice(aiUseCases, {required: true, requiredCode: 'interests'}),
  /** Optional, beyond SPEC's fields (issue 20): what the visitor wants to add, e.g. an ROI estimate. */
  message: text({multiline: true, max: leadMessageMaxLength, tooLongCode: 'messageTooLong'}),
};

/** A sandbox's private key: the secret's shape only; the server checks it names a live sandbox. */
const sandboxKeyPattern = /^sk_[A-Za-z0-9_-]{43}$/;

export const leadSchema = formObject({
  ...contact,
  email: checkedText(isValidEmail, 'email', {required: true}),
  ...needs,
  /**
   * Optional (issue 23): the key of the sandbox the visitor tried on their content and asked to
   * keep. The key, not the agent id, is the proof the sandbox is theirs.
   */
  sandboxKey: text({max: 100, tooLongCode: 'sandboxKey', stripMarkup: false})
    .refine((value) => value === '' || sandboxKeyPattern.test(value), 'sandboxKey')
    .transform((value) => value || undefined)
    .optional(),
  csrfToken: submissionKey(),
});

/** The browser's checks on Continue (step 1) and before Submit (step 2), from the same fields. */
export const leadSteps = {contact: formObject(contact), needs: formObject(needs)};

/** Which answers each step asks for (the no-script form shows the step a problem is in). */
export const leadStepFields = {contact: Object.keys(contact), needs: Object.keys(needs)};

export type LeadSignup = z.output<typeof leadSchema>;
export type LeadField = keyof LeadSignup;
