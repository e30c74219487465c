/**
 * The body of POST /api/docs-feedback, built from the limits the browser's form shares
 * (src/lib/docsFeedback.ts), and the vote allowance of one address.
 */
import {
  commentMaxLength,
  docsPageMaxLength,
  docsPagePattern,
  docsVersionMaxLength,
  docsVersionPattern,
  feedbackLocales,
} from '../../../src/lib/docsFeedback';

/** Votes and comments one address may send per minute: a reader sends two or three a page. */
export const docsFeedbackPerMinute = 30;

export const docsFeedbackSchema = {
  type: 'object',
  properties: {
    page: {type: 'string', maxLength: docsPageMaxLength, pattern: docsPagePattern},
    version: {type: 'string', minLength: 1, maxLength: docsVersionMaxLength, pattern: docsVersionPattern},
    locale: {type: 'string', enum: feedbackLocales},
    helpful: {type: 'boolean'},
    // Not blank: a comment says something.
    comment: {type: 'string', maxLength: commentMaxLength, pattern: '\\S'},
  },
  required: ['page', 'version', 'locale', 'helpful'],
  additionalProperties: false,
} as const;
