/**
 * GET /api/admin/traffic?from=YYYY-MM-DD&to=YYYY-MM-DD: the Traffic dashboard's figures for a
 * range of whole UTC days, both included (issue 11 §2). The page picks the range (presets,
 * custom); the server only checks it: real days, in order, at most a year.
 */
import type {FastifyPluginAsync} from 'fastify';
import {checkRange} from '../../../src/lib/traffic/report';
import {trafficReport} from '../../db/traffic-report';
import {refuse} from './refuse';

const rangeQuery = {
  type: 'object',
  properties: {
    from: {type: 'string', maxLength: 10},
    to: {type: 'string', maxLength: 10},
  },
  required: ['from', 'to'],
  additionalProperties: false,
} as const;

const trafficRoutes: FastifyPluginAsync = async (app) => {
  app.get<{Querystring: {from: string; to: string}}>(
    '/traffic',
    {
      schema: {querystring: rangeQuery},
      // A malformed query gets the same {code, error} as a wrong day, naming the field.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        const [issue] = request.validationError.validation;
        const field = issue?.instancePath.slice(1) || String(issue?.params.missingProperty ?? '');
        return refuse(reply, 400, 'invalidDate', field || undefined);
      }
      const checked = checkRange(request.query);
      if (!checked.ok) return refuse(reply, 400, checked.code, checked.field);
      return trafficReport(app.db, request.query);
    },
  );
};

export default trafficRoutes;
