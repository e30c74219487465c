/**
 * GET /api/admin/docs-feedback?from=YYYY-MM-DD&to=YYYY-MM-DD: the docs pages' "Was this page
 * helpful?" votes of a period (issue 13 §3), per page beside its pageviews, and the latest
 * comments. The Traffic dashboard asks for it with the period it shows.
 */
import type {FastifyPluginAsync} from 'fastify';
import type {DayRange} from '../../../src/lib/traffic/report';
import {docsHelpfulness} from '../../db/docs-feedback';
import {unansweredByPage} from '../../db/unanswered-questions';
import {rangeRouteOptions, refuseBadRange} from './traffic';

const docsFeedbackRoutes: FastifyPluginAsync = async (app) => {
  app.get<{Querystring: DayRange}>('/docs-feedback', {...rangeRouteOptions, config: {staffPermission: 'activity:read'}}, async (request, reply) => {
    const refused = refuseBadRange(request, reply);
    if (refused) return refused;
    const [helpfulness, unanswered] = await Promise.all([docsHelpfulness(app.db, request.query), unansweredByPage(app.db, request.query)]);
    return {...helpfulness, unanswered};
  });
};

export default docsFeedbackRoutes;
