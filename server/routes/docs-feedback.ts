/**
 * POST /api/docs-feedback: "Was this page helpful?" from a docs page (issue 13 §3,
 * src/components/DocsFeedback). No cookie: the voter is the traffic beacon's visitor hash of the
 * day, so one visitor has one vote per page per day, and voting again (or adding a comment)
 * updates it. Bots are answered like everyone else and not stored. Like the beacon it has its
 * own rate limit, apart from the form allowance; the abuse guards refuse cross-site posts.
 */
import type {FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import {docsFeedbackPath} from '../../src/config/ids';
import {
  commentMaxLength,
  docsPageMaxLength,
  docsPagePattern,
  docsVersionMaxLength,
  docsVersionPattern,
  feedbackLocales,
  type DocsFeedbackVote,
} from '../../src/lib/docsFeedback';
import {localeOfPath} from '../../src/lib/traffic/pageview';
import {recordDocsFeedback} from '../db/docs-feedback';
import {HttpError} from '../plugins/errors';
import {isBotRequest, requestVisitor} from '../traffic/visitor';
import {strictBodyValidator, validationText} from './schema-validation';

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

export default fp(
  async function docsFeedbackRoutes(app) {
    const visitorOf = requestVisitor(app);
    const isBot = (request: FastifyRequest) => isBotRequest(request.headers);

    app.post<{Body: DocsFeedbackVote}>(
      docsFeedbackPath,
      {
        bodyLimit: 8192,
        schema: {body: docsFeedbackSchema},
        validatorCompiler: strictBodyValidator(),
        schemaErrorFormatter: (errors, dataVar) => new HttpError(400, 'badRequest', validationText(errors, dataVar)),
        config: {
          ownRateLimit: true,
          // Bots are not stored, so they cost no write and are not limited.
          rateLimit: {max: docsFeedbackPerMinute, timeWindow: 60_000, allowList: isBot},
        },
      },
      async (request, reply) => {
        const {page, locale, comment} = request.body;
        if (localeOfPath(page) !== locale) throw new HttpError(400, 'badRequest', `locale must be ${localeOfPath(page)} for ${page}`);
        if (isBot(request)) return reply.code(204).send();
        await recordDocsFeedback(app.db, {...request.body, comment: comment?.trim()}, await visitorOf(request));
        return reply.code(204).send();
      },
    );
  },
  {name: 'docs-feedback', dependencies: ['database']},
);
