/**
 * White paper uploads (SPEC §5 "White paper upload (admin)", issue 11 §2) and the offer's title
 * and description (issue 20 §2): the rules the staff cards check before sending and the server
 * checks again on what arrives, with the same code.
 */
import {z} from 'zod';
import {arrayOf, count, epochMs, object, text, type FromSchema} from '../jsonSchema';
import {cleanText} from '../forms/common';

/** Largest paper the server stores; the card refuses bigger files before sending them. */
export const whitePaperMaxBytes = 20 * 1024 * 1024;
export const whitePaperMaxMegabytes = whitePaperMaxBytes / (1024 * 1024);

export const pdfMimeType = 'application/pdf';

/** Every PDF begins with these bytes, whatever its name or declared type says. */
export const pdfSignature = '%PDF-';

/** Stored names stay well inside the storage's 200-character limit. */
const maxBaseNameLength = 100;

/** Why a file name cannot be stored. */
export type FileNameIssue = 'invalidFileName' | 'notPdf';

/**
 * SPEC §5: the stored name is the lowercased base name with non-alphanumerics replaced by
 * hyphens, plus the extension ("Q3 Report (final).PDF" -> "q3-report-final.pdf"). Runs of
 * hyphens are folded and trimmed, so the name starts with a letter or digit as storage requires.
 * A name that reaches outside the bucket (a path, "..") is refused, not repaired: no browser
 * sends one, so it can only be a probe.
 */
export function storedWhitePaperName(original: string): {ok: true; name: string} | {ok: false; code: FileNameIssue} {
  if (/[/\\\0]/.test(original) || original.includes('..')) return {ok: false, code: 'invalidFileName'};
  const dot = original.lastIndexOf('.');
  const extension = dot > 0 ? original.slice(dot + 1).toLowerCase() : '';
  if (extension !== 'pdf') return {ok: false, code: 'notPdf'};
  const base = original
    .slice(0, dot)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxBaseNameLength)
    .replace(/-+$/, '');
  if (!base) return {ok: false, code: 'invalidFileName'};
  return {ok: true, name: `${base}.${extension}`};
}

/** True when the first bytes are a PDF's signature. */
export function hasPdfSignature(firstBytes: Uint8Array): boolean {
  if (firstBytes.length < pdfSignature.length) return false;
  return [...pdfSignature].every((char, index) => firstBytes[index] === char.charCodeAt(0));
}

/** One paper in the bucket as the staff API lists it. */
const whitePaperView = object({
  name: text,
  size: count,
  /** The stored file's last write. */
  uploadedAt: epochMs,
  /** Requests the public forms answered with this paper. */
  downloads: count,
  /** The paper the public forms offer. */
  offered: {type: 'boolean'},
});
export type WhitePaperView = FromSchema<typeof whitePaperView>;

/** POST /api/admin/white-papers: the stored paper. */
export const uploadedPaperSchema = object({paper: whitePaperView});

export const offerTitleMaxLength = 120;
export const offerDescriptionMaxLength = 400;

/**
 * Staff's words as stored and shown: one line, trimmed, invisible and control characters out.
 * Markup is kept as typed: the public forms render it as text, never as HTML.
 */
export function cleanOfferText(value: string): string {
  return cleanText(value, {stripMarkup: false});
}

/** A required one-line text of 1 to `max` characters (after cleaning); `code` for any refusal. */
function offerText(max: number, code: 'invalidOfferTitle' | 'invalidOfferDescription') {
  return z
    .string({error: code})
    .transform(cleanOfferText)
    .refine((value) => value.length >= 1 && value.length <= max, {error: code});
}

/** POST /api/admin/white-papers/offered: the paper the forms offer and what they say of it. */
export const whitePaperOfferSchema = z.object(
  {
    name: z.string({error: 'paperNotFound'}).min(1, {error: 'paperNotFound'}).max(200, {error: 'paperNotFound'}),
    title: offerText(offerTitleMaxLength, 'invalidOfferTitle'),
    description: offerText(offerDescriptionMaxLength, 'invalidOfferDescription'),
  },
  {error: 'invalidOfferTitle'},
);
export type WhitePaperOfferInput = z.infer<typeof whitePaperOfferSchema>;

/** The offered paper's public words, as the staff API lists them. */
const whitePaperOfferView = object({name: text, title: text, description: text});
export type WhitePaperOfferView = FromSchema<typeof whitePaperOfferView>;

/** GET /api/admin/white-papers: every paper, the file the forms offer, and the offer's words (null while none is set). */
export const whitePaperListSchema = object({
  papers: arrayOf(whitePaperView),
  offered: text,
  offer: {anyOf: [whitePaperOfferView, {type: 'null'}]},
});

/** POST /api/admin/white-papers/offered: the paper now offered and its words. */
export const offeredPaperSchema = object({offered: text, offer: whitePaperOfferView});
