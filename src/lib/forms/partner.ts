/**
 * SPEC §3 "Partner application" and its §5 rules: names, company, e-mail, phone, partner type
 * and message are required; website is optional and must be a web address when given.
 */
import {
  fieldMaxLength,
  firstTooLong,
  isValidEmail,
  isValidPhone,
  submissionKeyPattern,
  textOf,
} from './common';
import type {FormIssue} from './whitePaper';

export const partnerTypes = ['referral', 'technology', 'affiliate', 'reseller'] as const;
export type PartnerType = (typeof partnerTypes)[number];

/** Longest "how do you plan to partner" message. */
export const partnerMessageMaxLength = 2000;

/**
 * The partner form's trap field. Its real `website` field is part of the application, so the
 * trap every other form calls `website` is named differently here.
 */
export const partnerHoneypotField = 'homepage';

export type PartnerApplication = {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  /** Optional; an http(s) address when given. */
  website: string;
  partnerType: string;
  message: string;
  csrfToken?: string;
};

export type PartnerField = keyof PartnerApplication;

export const partnerRequiredFields = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'phone',
  'partnerType',
  'message',
] as const satisfies readonly PartnerField[];

export function isValidWebsite(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

export function normalizePartnerApplication(input: Record<string, unknown>): PartnerApplication {
  const csrfToken = textOf(input, 'csrfToken');
  return {
    firstName: textOf(input, 'firstName'),
    lastName: textOf(input, 'lastName'),
    companyName: textOf(input, 'companyName'),
    email: textOf(input, 'email').toLowerCase(),
    phone: textOf(input, 'phone'),
    website: textOf(input, 'website'),
    partnerType: textOf(input, 'partnerType').toLowerCase(),
    message: textOf(input, 'message'),
    ...(csrfToken ? {csrfToken} : {}),
  };
}

export function validatePartnerApplication(
  application: PartnerApplication,
): FormIssue<PartnerField> | null {
  const missing = partnerRequiredFields.find((field) => !application[field]);
  if (missing) return {code: 'required', field: missing};
  const long = firstTooLong(application, [
    'firstName',
    'lastName',
    'companyName',
    'email',
    'phone',
    'website',
  ] as const, fieldMaxLength);
  if (long) return {code: 'tooLong', field: long};
  if (application.message.length > partnerMessageMaxLength) {
    return {code: 'messageTooLong', field: 'message'};
  }
  if (!isValidEmail(application.email)) return {code: 'email', field: 'email'};
  if (!isValidPhone(application.phone)) return {code: 'phone', field: 'phone'};
  if (application.website && !isValidWebsite(application.website)) {
    return {code: 'website', field: 'website'};
  }
  if (!(partnerTypes as readonly string[]).includes(application.partnerType)) {
    return {code: 'required', field: 'partnerType'};
  }
  if (application.csrfToken !== undefined && !submissionKeyPattern.test(application.csrfToken)) {
    return {code: 'required', field: 'csrfToken'};
  }
  return null;
}
