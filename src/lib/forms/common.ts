/**
 * Rules every public form shares, browser and server alike, without zod so that light browser
 * code (option lists, the submission key) can import them without loading a schema library:
 * text cleaning (tags, control, bidi and zero-width characters), the SPEC §5 e-mail and phone
 * rules, the submission key and the issue type. The zod field builders on top of these are in
 * schemas/fields.ts.
 */
import {apiPrefixes, type FormEndpoint} from '../../config/ids';
import type {FormErrorCode} from './messages';

/**
 * Where a form posts when JavaScript has not taken it over (not loaded yet, or off): the
 * same endpoint's url-encoded twin, which answers with pages instead of JSON. A form is
 * always method=post, so its answers never end up in a URL or a request log.
 */
export function noScriptFormAction(endpoint: FormEndpoint): string {
  return `${apiPrefixes.functions}/forms/${endpoint}`;
}

/** Hidden fields of a no-script post: the page the form is on, and the lead form's step. */
export const noScriptFields = {page: 'page', step: 'step'} as const;

/** Longest value a one-line field may hold; longer input is refused, not truncated. */
export const fieldMaxLength = 200;

/**
 * The hidden trap field every form sends along (the partner form names its own, because its
 * real `website` field is part of the application). People never see or fill it; a submission
 * that has it filled is answered with success and dropped.
 */
export const honeypotField = 'website';

/**
 * The submission key: the spec's `csrfToken` (its wire name), made by the browser once per
 * submission. It is no defence against cross-site requests (the Origin checks are); the server
 * stores a submission once per key, so a retry or a double click records nothing twice.
 */
export const submissionKeyField = 'csrfToken';
export const submissionKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

/** Client-made submission key (SPEC §3): time plus random text. */
export function createSubmissionKey(now = Date.now(), random = Math.random): string {
  return `${now.toString(36)}-${random().toString(36).slice(2, 12)}`;
}

/** One problem with a submission: its code, the first field it is about, and every such field. */
export type FormIssue<F extends string = string> = {code: FormErrorCode; field: F; fields: F[]};

// A tag starts with a letter (or / ! ?) right after '<', as in HTML itself, so '1 < 2'
// survives; an unclosed tag is cut to the end of the text so no half tag is left behind.
const tagPattern = /<[/!?a-zA-Z][^>]*(>|$)/g;

/** Removes HTML tags and surrounding white space, as SPEC §5 asks of every input. */
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

// Lone surrogate halves are not text at all: no encoding can store or send them.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Invisible characters that change how text reads without being seen: bidi embeddings,
// overrides and isolates (U+202A-202E, U+2066-2069), zero-width characters (U+200B-200D,
// U+2060, U+FEFF), and lone surrogates.
const invisible = new RegExp(`[\\u202A-\\u202E\\u2066-\\u2069\\u200B-\\u200D\\u2060\\uFEFF]|${loneSurrogate.source}`, 'g');
// C0 and C1 control characters (NUL, CR, LF, tab, ESC, U+0080-009F ...) and DEL.
const control = /[\u0000-\u001F\u007F-\u009F]/g;
const controlButNewline = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;

/**
 * Text as it may be stored: NFC, invisible characters removed, tags stripped (unless a rule
 * should see them and refuse, as the newsletter's e-mail does). A one-line field
 * loses every control character (a CR/LF in a name would start a new line in a mail); a
 * multi-line field keeps \n only (CR LF and lone CR become \n).
 */
export function cleanText(
  value: string,
  {multiline = false, stripMarkup = true}: {multiline?: boolean; stripMarkup?: boolean} = {},
): string {
  let text = value.replace(invisible, '');
  text = multiline
    ? text.replace(/\r\n?/g, '\n').replace(controlButNewline, ' ')
    : text.replace(control, ' ');
  text = text.normalize('NFC');
  text = stripMarkup ? stripTags(text) : text.trim();
  return multiline ? text : text.replace(/ {2,}/g, ' ');
}

/**
 * True when `value` holds a NUL or a lone surrogate, characters the forms' cleaning takes out
 * (cleanText) because no stored text may hold them. Where text is not cleaned but kept as sent
 * (the /v1 API), a value holding one is refused instead.
 */
export function hasUnstorableCharacters(value: string): boolean {
  return value.includes('\0') || loneSurrogate.test(value);
}

const looseEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const strictEmail = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;
/**
 * Digits in groups, an optional leading +, one separator (space, dot or dash) at most between
 * groups, parentheses around a whole group. Each step of the repetition takes exactly one digit or
 * one parenthesised group, so the pattern never backtracks (no ReDoS on long input).
 */
const phoneShape = /^\+?(?:\(\d+\)|\d)(?:[-.\s]?\(\d+\)|[-.\s]?\d)*$/;
/** ITU-T E.164: at most 15 digits with the country code; national numbers have 8 or more here. */
const phoneDigits = {min: 8, max: 15};

/** SPEC §5 lead step 1: looks like an address, without spaces. */
export function looksLikeEmail(value: string): boolean {
  return looseEmail.test(value);
}

/** SPEC §5 lead submit (and every other form): letters, digits and ._%+- @ domain . 2+ letters. */
export function isValidEmail(value: string): boolean {
  return strictEmail.test(value);
}

/**
 * A phone number as people write it, at home or abroad (issue 20): SPEC §5's US shape (optional
 * +, 3 digits optionally in parentheses, 3 digits, 4 to 6 digits) and international numbers
 * (+44 20 7946 0958, +34 612 345 678, 612 345 678): 8 to 15 digits in groups.
 */
export function isValidPhone(value: string): boolean {
  if (!phoneShape.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= phoneDigits.min && digits <= phoneDigits.max;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when the payload's trap field holds anything but white space. */
export function isHoneypotFilled(input: unknown, field: string = honeypotField): boolean {
  const trap = isRecord(input) ? input[field] : undefined;
  return typeof trap === 'string' && trap.trim() !== '';
}
