/**
 * "Was this page helpful?" at the end of every docs page (issue 13 §3): what a docs page sends to
 * POST /api/docs-feedback and its limits, and the staff report (GET /api/admin/docs-feedback), as
 * the JSON schemas the server validates and answers with and the types derived from them. Data and
 * types only (the schemas are plain objects), so a docs page loads no validation library for it.
 */
import {arrayOf, count, epochMs, nullableShare, object, text, type FromSchema, type JSONSchema} from './jsonSchema';
import {trafficLocales} from './traffic/pageview';

/** The longest comment, in characters (the page's text box stops there too). */
export const commentMaxLength = 1000;

/** Longest page path and version name the server takes. */
export const docsPageMaxLength = 300;
export const docsVersionMaxLength = 32;

/**
 * A docs page of any version and locale: /documentation/..., /documentation/next/...,
 * /es/documentation/... (no query, no hash). The locale must match the path's prefix.
 */
export const docsPagePattern = '^/(?:es/)?documentation(?:/[A-Za-z0-9._~%/-]*)?$';

/** A docs version's name: '2.0', '1.0', 'current' (the unreleased docs at /documentation/next). */
export const docsVersionPattern = '^[A-Za-z0-9._-]+$';

export const feedbackLocales = trafficLocales;

/** What a docs page sends: the body schema of POST /api/docs-feedback, which the server validates with. */
export const docsFeedbackVoteSchema = {
  type: 'object',
  properties: {
    /** The page's path, locale prefix included: '/es/documentation/intro'. */
    page: {type: 'string', maxLength: docsPageMaxLength, pattern: docsPagePattern},
    version: {type: 'string', minLength: 1, maxLength: docsVersionMaxLength, pattern: docsVersionPattern},
    locale: {type: 'string', enum: feedbackLocales},
    helpful: {type: 'boolean'},
    /** Added after the vote; a later vote without one keeps it. Not blank: a comment says something. */
    comment: {type: 'string', maxLength: commentMaxLength, pattern: '\\S'},
  },
  required: ['page', 'version', 'locale', 'helpful'],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type DocsFeedbackVote = FromSchema<typeof docsFeedbackVoteSchema>;

/** yes / (yes + no). */
const share = {type: 'number', minimum: 0, maximum: 1} as const;

/** One page's votes in the period, both locales together (like the traffic report's pages). */
const helpfulnessPage = object({
  /** Path without locale prefix: '/documentation/intro'. */
  page: text,
  yes: count,
  no: count,
  share,
  comments: count,
  /** The page's pageviews in the same period (both locales), from the traffic figures. */
  pageviews: count,
});

const feedbackComment = object({
  id: {type: 'integer'},
  /** The comment's last change. */
  at: epochMs,
  /** As voted on, locale prefix included. */
  page: text,
  locale: text,
  version: text,
  helpful: {type: 'boolean'},
  comment: text,
});

/** A page whose visitors asked what the agent could not answer, with the latest such questions. */
const unansweredPage = object({
  /** Without its locale prefix, as the traffic report counts pages. */
  page: text,
  count,
  /** The latest first, at most {@link unansweredQuestionLimit}; `path` as the visitor had it. */
  questions: arrayOf(object({text, at: epochMs, path: text})),
});

/** GET /api/admin/docs-feedback's answer: the server declares it as its response, the Traffic page reads it. */
export const docsHelpfulnessReportSchema = object({
  from: text,
  to: text,
  totals: object({yes: count, no: count, share: nullableShare}),
  /** Most votes first, at most {@link helpfulnessPageLimit}. */
  pages: arrayOf(helpfulnessPage),
  /** The latest comments first, at most {@link latestCommentLimit}. */
  comments: arrayOf(feedbackComment),
  /** Every comment of the period, of which `comments` are the latest. */
  commentCount: count,
  /** The questions the site's agent could not answer, by the page they came from, most first. */
  unanswered: arrayOf(unansweredPage),
});

export type DocsHelpfulnessReport = FromSchema<typeof docsHelpfulnessReportSchema>;
export type DocsHelpfulnessPage = DocsHelpfulnessReport['pages'][number];
export type DocsFeedbackComment = DocsHelpfulnessReport['comments'][number];
export type UnansweredPage = DocsHelpfulnessReport['unanswered'][number];

export const unansweredPageLimit = 20;
export const unansweredQuestionLimit = 3;

export const helpfulnessPageLimit = 50;
export const latestCommentLimit = 20;
