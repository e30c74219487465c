/**
 * The two white paper forms of SPEC §3 and their rules (§5 "Download path", "Pricing/case-study
 * white paper form"), shared by the browser forms and the server routes.
 */
import {
  fieldMaxLength,
  firstTooLong,
  isValidEmail,
  isValidPhone,
  submissionKeyPattern,
  textOf,
} from './common';
import type {FormErrorCode} from './messages';

export {whitePaperBucket} from '../../config/ids';

/** The product's paper: a benchmark study of AI versus human support agents (SPEC §3). */
export const whitePaperFile = 'ai-vs-human-support-agents-benchmark.pdf';

/** SPEC §9: the white paper forms' company size bands. */
export const whitePaperCompanySizes = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;
export type WhitePaperCompanySize = (typeof whitePaperCompanySizes)[number];

export type FormIssue<F extends string> = {code: FormErrorCode; field: F};

/** Where the public copy of a stored file is read from (same origin as the site). */
export function publicObjectPath(bucket: string, file: string): string {
  return `/storage/v1/object/public/${encodeURIComponent(bucket)}/${encodeURIComponent(file)}`;
}

/** Every spelling a path may arrive in: as sent, and URL-decoded up to three times. */
function decodedVariants(raw: string): string[] {
  const variants = [raw];
  let current = raw;
  for (let i = 0; i < 3; i += 1) {
    try {
      const next = decodeURIComponent(current);
      if (next === current) break;
      variants.push(next);
      current = next;
    } catch {
      break;
    }
  }
  return variants;
}

/**
 * SPEC §5: a path with a parent-directory sequence is refused outright. Any two dots in a row,
 * in any decoding of the path, count: no paper name needs them, and refusing is simpler to
 * trust than deciding which of them are harmless.
 */
export function hasParentDirectorySequence(raw: string): boolean {
  return decodedVariants(raw).some((variant) => variant.includes('..') || variant.includes('\0'));
}

/** SPEC §5: other unsafe characters become underscores (the bucket is flat: '/' is one too). */
export function sanitizeFileName(raw: string): string {
  return raw.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** A path as the download call may use it, or the reason it may not. */
export function safeWhitePaperPath(
  raw: string,
): {ok: true; file: string} | {ok: false; code: 'invalidPath'} {
  if (!raw || raw.length > fieldMaxLength || hasParentDirectorySequence(raw)) {
    return {ok: false, code: 'invalidPath'};
  }
  const file = sanitizeFileName(raw);
  // A hidden name (".env") can never be a paper; the storage refuses it anyway.
  if (file.startsWith('.')) return {ok: false, code: 'invalidPath'};
  return {ok: true, file};
}

// ---------------------------------------------------------------------------------------------
// Landing / case-study form: sent to POST /functions/v1/download-white-paper.

export type WhitePaperDownloadRequest = {
  filePath: string;
  email: string;
  /** First and last name joined (SPEC §3). */
  userName: string;
  companyName: string;
  companySize: string;
  subscribe?: boolean;
  /** Optional submission key: a retried submission is recorded once. */
  csrfToken?: string;
};

export type DownloadField = keyof WhitePaperDownloadRequest;

export function joinUserName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

export function normalizeDownloadRequest(input: Record<string, unknown>): WhitePaperDownloadRequest {
  const filePath = typeof input.filePath === 'string' ? input.filePath.trim() : '';
  const csrfToken = textOf(input, 'csrfToken');
  return {
    filePath,
    email: textOf(input, 'email').toLowerCase(),
    userName: textOf(input, 'userName').replace(/\s+/g, ' '),
    companyName: textOf(input, 'companyName'),
    companySize: textOf(input, 'companySize'),
    subscribe: input.subscribe === true,
    ...(csrfToken ? {csrfToken} : {}),
  };
}

const downloadRequired = ['email', 'userName', 'companyName', 'companySize'] as const;

export function validateDownloadRequest(
  request: WhitePaperDownloadRequest,
): FormIssue<DownloadField> | null {
  const path = safeWhitePaperPath(request.filePath);
  if (!path.ok) return {code: 'invalidPath', field: 'filePath'};
  const missing = downloadRequired.find((field) => !request[field]);
  if (missing) return {code: 'required', field: missing};
  const long = firstTooLong(request, downloadRequired);
  if (long) return {code: 'tooLong', field: long};
  if (!isValidEmail(request.email)) return {code: 'email', field: 'email'};
  if (!(whitePaperCompanySizes as readonly string[]).includes(request.companySize)) {
    return {code: 'required', field: 'companySize'};
  }
  if (request.csrfToken !== undefined && !submissionKeyPattern.test(request.csrfToken)) {
    return {code: 'required', field: 'csrfToken'};
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Pricing / case-studies variant: sent to POST /functions/v1/white-paper-request.

export type WhitePaperRequest = {
  firstName: string;
  lastName: string;
  title: string;
  companyName: string;
  email: string;
  phone: string;
  /** Optional (SPEC §5); one of the five bands when given. */
  companySize: string;
  heardAboutUs: string[];
  subscribe: boolean;
  csrfToken?: string;
};

export type RequestField = keyof WhitePaperRequest;

export const heardAboutUsMaxItems = 10;

export function normalizeWhitePaperRequest(input: Record<string, unknown>): WhitePaperRequest {
  const heard = Array.isArray(input.heardAboutUs)
    ? input.heardAboutUs.filter((item): item is string => typeof item === 'string')
    : [];
  const csrfToken = textOf(input, 'csrfToken');
  return {
    firstName: textOf(input, 'firstName'),
    lastName: textOf(input, 'lastName'),
    title: textOf(input, 'title'),
    companyName: textOf(input, 'companyName'),
    email: textOf(input, 'email').toLowerCase(),
    phone: textOf(input, 'phone'),
    companySize: textOf(input, 'companySize'),
    heardAboutUs: [...new Set(heard.map((item) => textOf({item}, 'item')).filter(Boolean))],
    subscribe: input.subscribe === true,
    ...(csrfToken ? {csrfToken} : {}),
  };
}

/** SPEC §5: names, e-mail and company are required; size optional; nothing else bounded. */
export const whitePaperRequestRequired = ['firstName', 'lastName', 'email', 'companyName'] as const;

export function validateWhitePaperRequest(request: WhitePaperRequest): FormIssue<RequestField> | null {
  const missing = whitePaperRequestRequired.find((field) => !request[field]);
  if (missing) return {code: 'required', field: missing};
  const long = firstTooLong(request, [
    'firstName',
    'lastName',
    'title',
    'companyName',
    'email',
    'phone',
  ] as const);
  if (long) return {code: 'tooLong', field: long};
  const heardTooMuch =
    request.heardAboutUs.length > heardAboutUsMaxItems ||
    request.heardAboutUs.some((item) => item.length > fieldMaxLength);
  if (heardTooMuch) {
    return {code: 'tooLong', field: 'heardAboutUs'};
  }
  if (!isValidEmail(request.email)) return {code: 'email', field: 'email'};
  if (request.phone && !isValidPhone(request.phone)) return {code: 'phone', field: 'phone'};
  if (request.companySize && !(whitePaperCompanySizes as readonly string[]).includes(request.companySize)) {
    return {code: 'required', field: 'companySize'};
  }
  if (request.csrfToken !== undefined && !submissionKeyPattern.test(request.csrfToken)) {
    return {code: 'required', field: 'csrfToken'};
  }
  return null;
}
