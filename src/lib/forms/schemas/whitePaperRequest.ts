/**
 * SPEC §3 pricing/case-studies white paper variant (POST white-paper-request) and its §5 rules:
 * names, e-mail and company required; size optional, one of the five bands when given.
 */
import type {z} from 'zod';
import {isValidEmail, isValidPhone} from '../common';
import {heardAboutUsMaxItems, whitePaperCompanySizes} from '../whitePaper';
import {checkedText, choice, flag, formObject, list, optionalSubmissionKey, text} from './fields';

export const whitePaperRequestSchema = formObject({
  firstName: text({required: true}),
  lastName: text({required: true}),
  title: text(),
  companyName: text({required: true}),
  email: checkedText(isValidEmail, 'email', {required: true, normalize: (value) => value.toLowerCase()}),
  phone: checkedText(isValidPhone, 'phone'),
  companySize: choice(whitePaperCompanySizes),
  heardAboutUs: list({maxItems: heardAboutUsMaxItems}),
  subscribe: flag(),
  csrfToken: optionalSubmissionKey(),
});

export type WhitePaperRequest = z.output<typeof whitePaperRequestSchema>;
