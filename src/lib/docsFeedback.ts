/**
 * "Was this page helpful?" at the end of every docs page (issue 13 §3): what a docs page sends to
 * POST /api/docs-feedback, the limits the server's schema holds it to (server/features/docs-feedback/schema.ts
 * builds its JSON schema from these), and the staff report (GET /api/admin/docs-feedback). Data and
 * types only, so a docs page loads no validation library for it.
 */
import type {DayRange} from './traffic/report';
import {trafficLocales, type TrafficLocale} from './traffic/pageview';

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

export type DocsFeedbackVote = {
  /** The page's path, locale prefix included: '/es/documentation/intro'. */
  page: string;
  version: string;
  locale: TrafficLocale;
  helpful: boolean;
  /** Added after the vote; a later vote without one keeps it. */
  comment?: string;
};

/** One page's votes in the period, both locales together (like the traffic report's pages). */
export type DocsHelpfulnessPage = {
  /** Path without locale prefix: '/documentation/intro'. */
  page: string;
  yes: number;
  no: number;
  /** yes / (yes + no). */
  share: number;
  comments: number;
  /** The page's pageviews in the same period (both locales), from the traffic figures. */
  pageviews: number;
};

export type DocsFeedbackComment = {
  id: number;
  /** Epoch ms of the comment's last change. */
  at: number;
  /** As voted on, locale prefix included. */
  page: string;
  locale: string;
  version: string;
  helpful: boolean;
  comment: string;
};

export type DocsHelpfulnessReport = DayRange & {
  totals: {yes: number; no: number; share: number | null};
  /** Most votes first, at most {@link helpfulnessPageLimit}. */
  pages: DocsHelpfulnessPage[];
  /** The latest comments first, at most {@link latestCommentLimit}. */
  comments: DocsFeedbackComment[];
  /** Every comment of the period, of which `comments` are the latest. */
  commentCount: number;
  /** The questions the site's agent could not answer, by the page they came from, most first. */
  unanswered: UnansweredPage[];
};

/** A page whose visitors asked what the agent could not answer, with the latest such questions. */
export type UnansweredPage = {
  /** Without its locale prefix, as the traffic report counts pages. */
  page: string;
  count: number;
  /** The latest first, at most {@link unansweredQuestionLimit}; `path` as the visitor had it. */
  questions: {text: string; at: number; path: string}[];
};

export const unansweredPageLimit = 20;
export const unansweredQuestionLimit = 3;

export const helpfulnessPageLimit = 50;
export const latestCommentLimit = 20;
