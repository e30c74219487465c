/**
 * Docs feedback over HTTP (issue 13 §3); the rules are service.ts's.
 *
 * POST /api/docs-feedback: "Was this page helpful?" from a docs page (src/components/DocsFeedback).
 * No cookie: the voter is the traffic beacon's visitor hash of the day, so one visitor has one
 * vote per page per day, and voting again (or adding a comment) updates it. Bots are answered
 * like everyone else and not stored. Like the beacon it has its own rate limit, apart from the
 * form allowance; the abuse guards refuse cross-site posts.
 *
 * GET /api/admin/docs-feedback?from=YYYY-MM-DD&to=YYYY-MM-DD (routes/admin/index.ts registers it
 * behind the staff guard): the votes of a period per page beside its pageviews, and the latest
 * comments. The Traffic dashboard asks for it with the period it shows.
 */
import type {FastifyPluginAsync} from 'fastify';
import fp from 'fastify-plugin';
import {docsFeedbackPath} from '../../../src/config/ids';
import type {DocsFeedbackVote} from '../../../src/lib/docsFeedback';
import type {DayRange} from '../../../src/lib/traffic/report';
import {HttpError} from '../../plugins/errors';
import {strictBodyValidator, validationText} from '../../routes/schema-validation';
import {isBotRequest, rangeRouteOptions, refuseBadRange, requestVisitor} from '../traffic';
import {docsFeedbackPerMinute, docsFeedbackSchema} from './schema';
import {castVote, helpfulnessReport} from './service';

export const docsFeedbackRoutes = fp(
  async function docsFeedbackRoutes(app) {
    const visitorOf = requestVisitor(app);

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
          rateLimit: {max: docsFeedbackPerMinute, timeWindow: 60_000, allowList: (request) => isBotRequest(request.headers)},
        },
      },
      async (request, reply) => {
        const voter = {isBot: isBotRequest(request.headers), visitor: () => visitorOf(request)};
        const cast = await castVote(app.db, request.body, voter);
        if (!cast.ok) throw new HttpError(400, 'badRequest', cast.error);
        return reply.code(204).send();
      },
    );
  },
  {name: 'docs-feedback', dependencies: ['database']},
);

export const docsFeedbackAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get<{Querystring: DayRange}>('/docs-feedback', {...rangeRouteOptions, config: {staffPermission: 'activity:read'}}, async (request, reply) => {
    return refuseBadRange(request, reply) ?? helpfulnessReport(app.db, request.query);
  });
};
