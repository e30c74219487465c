/**
 * Docs feedback over HTTP (issue 13 §3); the rules are service.ts's.
 *
 * POST /api/docs-feedback: "Was this page helpful?" from a docs page (src/components/DocsFeedback).
 * No cookie: the voter is the traffic beacon's visitor hash of the day, so one visitor has one
 * vote per page per day, and voting again (or adding a comment) updates it. Bots are answered
 * like everyone else and not stored. Like the beacon it has its own rate limit, apart from the
 * form allowance; the abuse guards refuse cross-site posts.
 *
 * GET /api/admin/docs-feedback?from=YYYY-MM-DD&to=YYYY-MM-DD (server/admin-routes.ts registers it
 * behind the staff guard): the votes of a period per page beside its pageviews, and the latest
 * comments. The Traffic dashboard asks for it with the period it shows.
 */
import type {FastifyPluginAsyncJsonSchemaToTs, JsonSchemaToTsProvider} from '@fastify/type-provider-json-schema-to-ts';
import fp from 'fastify-plugin';
import {docsFeedbackPath} from '../../../src/config/ids';
import {errorBodySchema, HttpError, noContentSchema} from '../../platform/http/errors';
import {strictBodyValidator, validationText} from '../../platform/http/schema-validation';
import {staffResponses} from '../staff';
import {isBotRequest, rangeRouteOptions, refuseBadRange, requestVisitor} from '../traffic';
import {docsFeedbackPerMinute, docsFeedbackSchema, docsHelpfulnessReportSchema} from './schema';
import {castVote, helpfulnessReport} from './service';

export const docsFeedbackRoutes = fp(
  async function docsFeedbackRoutes(fastify) {
    const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
    const visitorOf = requestVisitor(app);

    app.post(
      docsFeedbackPath,
      {
        bodyLimit: 8192,
        schema: {body: docsFeedbackSchema, response: {204: noContentSchema, '4xx': errorBodySchema}},
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
        return reply.code(204).send(null);
      },
    );
  },
  {name: 'docs-feedback', dependencies: ['database']},
);

export const docsFeedbackAdminRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const schema = {...rangeRouteOptions.schema, response: staffResponses({200: docsHelpfulnessReportSchema})};
  app.get('/docs-feedback', {...rangeRouteOptions, schema, config: {staffPermission: 'activity:read'}}, async (request, reply) => {
    return refuseBadRange(request, reply) ?? helpfulnessReport(app.db, request.query);
  });
};
