/**
 * SPEC §3 landing/case-study white paper form (POST download-white-paper): the paper's path,
 * checked and sanitised by the §5 "Download path" rules, and who asks for it.
 */
import {z} from 'zod';
import {isValidEmail} from '../common';
import {safeWhitePaperPath, whitePaperCompanySizes} from '../whitePaper';
import {checkedText, choice, flag, formObject, optionalSubmissionKey, text} from './fields';

/** The path as sent becomes the paper's safe file name, or the request is refused. */
const filePath = z.preprocess(
  (value) => (value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : value),
  z.string({error: 'wrongType'}).transform((raw, context) => {
    const path = safeWhitePaperPath(raw);
    if (path.ok) return path.file;
    context.addIssue({code: 'custom', message: 'invalidPath'});
    return z.NEVER;
  }),
);

export const whitePaperDownloadSchema = formObject({
  filePath,
  email: checkedText(isValidEmail, 'email', {required: true, normalize: (value) => value.toLowerCase()}),
  /** First and last name joined (SPEC §3). */
  userName: text({required: true}),
  companyName: text({required: true}),
  companySize: choice(whitePaperCompanySizes, {required: true}),
  subscribe: flag(),
  csrfToken: optionalSubmissionKey(),
});

export type WhitePaperDownloadRequest = z.output<typeof whitePaperDownloadSchema>;
