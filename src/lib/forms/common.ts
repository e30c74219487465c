/**
 * Rules every public form shares (browser and server alike): markup is stripped, free text has
 * a length bound, wrong types read as empty so the spec's "required" message answers them, and
 * a hidden trap field catches bots.
 */
import {stripTags} from '../lead/validation';

export {isValidEmail, isValidPhone, stripTags, createCsrfToken} from '../lead/validation';

/** Longest value a one-line field may hold; longer input is refused, not truncated. */
export const fieldMaxLength = 200;

/**
 * The hidden trap field every form sends along (the lead form's name). People never see or
 * fill it; a submission that has it filled is answered with success and dropped.
 */
export const honeypotField = 'website';

/** Submission key pattern (same as the lead form's csrfToken): the server dedupes on it. */
export const submissionKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

/** A string field of an untrusted payload with tags stripped; anything else reads as ''. */
export function textOf(input: Record<string, unknown>, key: string): string {
  const value = input[key];
  return typeof value === 'string' ? stripTags(value) : '';
}

/** The first of `keys` whose value is longer than `max`. */
export function firstTooLong<K extends string>(
  values: Record<K, unknown>,
  keys: readonly K[],
  max = fieldMaxLength,
): K | undefined {
  return keys.find((key) => {
    const value = values[key];
    return typeof value === 'string' && value.length > max;
  });
}

/** True when the payload's trap field holds anything but white space. */
export function isHoneypotFilled(input: Record<string, unknown>, field: string = honeypotField): boolean {
  const trap = input[field];
  return typeof trap === 'string' && trap.trim() !== '';
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
