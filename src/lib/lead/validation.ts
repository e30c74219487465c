/**
 * Lead form rules of SPEC §5, shared by the browser form and the server route so both
 * refuse the same input with the same message code.
 */
import {
  aiUseCases,
  leadCompanySizes,
  leadFieldMaxLength,
  leadInterests,
} from './options';
import type {LeadErrorCode} from './messages';

export type LeadContact = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  companyName: string;
  companySize: string;
};

export type LeadNeeds = {
  interests: string[];
  aiUseCase: string;
};

export type LeadSignup = LeadContact & LeadNeeds & {csrfToken: string};

export type FieldName = keyof LeadSignup;

export type LeadIssue = {code: LeadErrorCode; field: FieldName};

const looseEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const strictEmail = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;
const phonePattern = /^\+?(\(\d{3}\)|\d{3})[-.\s]?\d{3}[-.\s]?\d{4,6}$/;
const csrfTokenPattern = /^[A-Za-z0-9_-]{8,100}$/;

/** SPEC §5 step 1: position is shown as required but deliberately not checked. */
export const requiredContactFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'companyName',
  'companySize',
] as const satisfies readonly FieldName[];

// A tag starts with a letter (or / ! ?) right after '<', as in HTML itself, so '1 < 2'
// survives; an unclosed tag is cut to the end of the text so no half tag is left behind.
const tagPattern = /<[/!?a-zA-Z][^>]*(>|$)/g;

/** Removes HTML tags and surrounding white space, as SPEC §5 asks of every lead input. */
export function stripTags(value: string): string {
  let previous: string;
  let current = value;
  // Repeat until stable: removing '<b>' from '<<b>script>' would otherwise leave '<script>'.
  do {
    previous = current;
    current = current.replace(tagPattern, '');
  } while (current !== previous);
  return current.trim();
}

export function isValidEmail(value: string): boolean {
  return strictEmail.test(value);
}

export function isValidPhone(value: string): boolean {
  return phonePattern.test(value);
}

function tooLong(values: Record<string, unknown>): FieldName | undefined {
  return (Object.keys(values) as FieldName[]).find((key) => {
    const value = values[key];
    return typeof value === 'string' && value.length > leadFieldMaxLength;
  });
}

/** Every required step-1 field that is empty, in form order, so a form can flag them all. */
export function missingContactFields(contact: LeadContact): FieldName[] {
  return requiredContactFields.filter((field) => !contact[field].trim());
}

/** Every step-2 answer that is missing, in form order. */
export function missingNeedsFields(needs: LeadNeeds): FieldName[] {
  const missing: FieldName[] = [];
  if (needs.interests.length === 0) missing.push('interests');
  if (!needs.aiUseCase) missing.push('aiUseCase');
  return missing;
}

/** Step 1 (contact): the check that runs on Continue. */
export function validateContact(contact: LeadContact): LeadIssue | null {
  const [missing] = missingContactFields(contact);
  if (missing) return {code: 'required', field: missing};
  if (!looseEmail.test(contact.email.trim())) return {code: 'email', field: 'email'};
  const long = tooLong(contact);
  if (long) return {code: 'tooLong', field: long};
  return null;
}

/** Step 2 (needs): at least one interest and a use case. */
export function validateNeeds(needs: LeadNeeds): LeadIssue | null {
  const [missing] = missingNeedsFields(needs);
  return missing ? {code: 'interests', field: missing} : null;
}

/** Submit: both steps again, then the stricter e-mail and phone patterns. */
export function validateSignup(lead: LeadSignup): LeadIssue | null {
  const issue = validateContact(lead) ?? validateNeeds(lead);
  if (issue) return issue;
  if (!isValidEmail(lead.email)) return {code: 'email', field: 'email'};
  if (lead.phone && !isValidPhone(lead.phone)) return {code: 'phone', field: 'phone'};
  // The form only offers these values; anything else did not come from it.
  if (!(leadCompanySizes as readonly string[]).includes(lead.companySize)) {
    return {code: 'required', field: 'companySize'};
  }
  if (!lead.interests.every((i) => (leadInterests as readonly string[]).includes(i))) {
    return {code: 'interests', field: 'interests'};
  }
  if (!(aiUseCases as readonly string[]).includes(lead.aiUseCase)) {
    return {code: 'interests', field: 'aiUseCase'};
  }
  if (!csrfTokenPattern.test(lead.csrfToken)) return {code: 'required', field: 'csrfToken'};
  return null;
}

/**
 * Turns an untrusted payload into a lead with tags stripped and unknown fields dropped.
 * Wrong types read as empty so validation answers with the spec's message.
 */
export function normalizeSignup(input: Record<string, unknown>): LeadSignup {
  const text = (key: FieldName) => {
    const value = input[key];
    return typeof value === 'string' ? stripTags(value) : '';
  };
  const interests = Array.isArray(input.interests)
    ? input.interests.filter((i): i is string => typeof i === 'string').map(stripTags)
    : [];
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    position: text('position'),
    companyName: text('companyName'),
    companySize: text('companySize'),
    interests: [...new Set(interests)],
    aiUseCase: text('aiUseCase'),
    csrfToken: text('csrfToken'),
  };
}

/** Client-made submission key (SPEC §3): time plus random text; the server dedupes on it. */
export function createCsrfToken(now = Date.now(), random = Math.random): string {
  return `${now.toString(36)}-${random().toString(36).slice(2, 12)}`;
}
