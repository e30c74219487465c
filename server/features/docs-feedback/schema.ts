/**
 * The schemas of the docs feedback routes, which src/lib/docsFeedback.ts holds beside the
 * browser's limits so both sides check one shape, and the vote allowance of one address.
 */

/** Votes and comments one address may send per minute: a reader sends two or three a page. */
export const docsFeedbackPerMinute = 30;

export {docsFeedbackVoteSchema as docsFeedbackSchema, docsHelpfulnessReportSchema} from '../../../src/lib/docsFeedback';
