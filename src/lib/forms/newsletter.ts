/**
 * SPEC §3 "Newsletter subscription": the e-mail trimmed and lowercased, names and company with
 * special characters stripped; §5/§8: a bad e-mail is refused with the newsletter's own text.
 */
import {fieldMaxLength, isValidEmail, stripTags} from './common';
import type {FormIssue} from './whitePaper';

export type NewsletterSubscription = {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
};

export type NewsletterField = keyof NewsletterSubscription;

/**
 * Keeps letters and digits of any script, spaces and the punctuation real names and company
 * names use (. , ' & -); drops everything else, including markup.
 */
export function stripSpecialCharacters(value: string): string {
  return stripTags(value)
    .replace(/[^\p{L}\p{M}\p{N}\s.,'&-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function normalizeSubscription(input: Record<string, unknown>): NewsletterSubscription {
  const text = (key: NewsletterField) => {
    const value = input[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    email: text('email').trim().toLowerCase(),
    firstName: stripSpecialCharacters(text('firstName')).slice(0, fieldMaxLength),
    lastName: stripSpecialCharacters(text('lastName')).slice(0, fieldMaxLength),
    companyName: stripSpecialCharacters(text('companyName')).slice(0, fieldMaxLength),
  };
}

export function validateSubscription(
  subscription: NewsletterSubscription,
): FormIssue<NewsletterField> | null {
  const {email} = subscription;
  if (!email || email.length > fieldMaxLength || !isValidEmail(email)) {
    return {code: 'newsletterEmail', field: 'email'};
  }
  return null;
}
