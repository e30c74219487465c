/** SPEC §3 "Partner application" and its §5 rules: everything but the website is required. */
import type {z} from 'zod';
import {isValidEmail, isValidPhone} from '../common';
import {isValidWebsite, normalizeWebsite, partnerMessageMaxLength, partnerTypes} from '../partner';
import {checkedText, choice, formObject, optionalSubmissionKey, text} from './fields';

const lowercase = (value: string) => value.toLowerCase();

export const partnerSchema = formObject({
  firstName: text({required: true}),
  lastName: text({required: true}),
  companyName: text({required: true}),
  email: checkedText(isValidEmail, 'email', {required: true, normalize: lowercase}),
  phone: checkedText(isValidPhone, 'phone', {required: true}),
  // A bare domain is stored as https://domain (normalizeWebsite), in the browser and the server alike.
  website: checkedText(isValidWebsite, 'website', {normalize: normalizeWebsite}),
  partnerType: choice(partnerTypes, {required: true, normalize: lowercase}),
  message: text({
    required: true,
    multiline: true,
    max: partnerMessageMaxLength,
    tooLongCode: 'messageTooLong',
  }),
  csrfToken: optionalSubmissionKey(),
});

export type PartnerApplication = z.output<typeof partnerSchema>;
export type PartnerField = keyof PartnerApplication;
