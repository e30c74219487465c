/**
 * The two white paper forms of SPEC §3: their constants and the §5 "Download path" rules,
 * shared by the browser forms, the storage route and the form schemas (schemas/whitePaper*.ts).
 */
import {fieldMaxLength} from './common';

export {whitePaperBucket} from '../../config/ids';

/** The product's paper: a benchmark study of AI versus human support agents (SPEC §3). */
export const whitePaperFile = 'ai-vs-human-support-agents-benchmark.pdf';

/** SPEC §9: the white paper forms' company size bands. */
export const whitePaperCompanySizes = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;
export type WhitePaperCompanySize = (typeof whitePaperCompanySizes)[number];

/** "Where did you hear about us" answers one request may carry. */
export const heardAboutUsMaxItems = 10;

/** Where the public copy of a stored file is read from (same origin as the site). */
export function publicObjectPath(bucket: string, file: string): string {
  return `/storage/v1/object/public/${encodeURIComponent(bucket)}/${encodeURIComponent(file)}`;
}

export function joinUserName(firstName: string, lastName: string): string {
  const [first, last] = [firstName.trim(), lastName.trim()];
  // Both names are required: one alone leaves userName empty, so the 'required' rule answers.
  return first && last ? `${first} ${last}` : '';
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
  // A paper's name starts with a letter or digit, as the storage requires of every object:
  // a hidden name (".env") or one that sanitised to "_etc_passwd" or "-x" is bad input.
  if (!/^[A-Za-z0-9]/.test(file)) return {ok: false, code: 'invalidPath'};
  return {ok: true, file};
}
