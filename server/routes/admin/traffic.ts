/**
 * GET /api/admin/traffic?from=YYYY-MM-DD&to=YYYY-MM-DD: the Traffic dashboard's figures for a
 * range of whole UTC days, both included (issue 11 §2). The page picks the range (presets,
 * custom); the server only checks it: real days, in order, at most a year. The dashboard's other
 * figures for the same period (docs helpfulness) take their range the same way.
 */
import type {FastifyPluginAsync, FastifyReply, FastifyRequest} from 'fastify';
import {checkRange, type DayRange} from '../../../src/lib/traffic/report';
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

/** Route options of a `?from&to` report: a malformed query is left to {@link refuseBadRange}. */
export const rangeRouteOptions = {
  schema: {querystring: rangeQuery},
  // A malformed query gets the same {code, error} as a wrong day, naming the field.
  attachValidation: true,
} as const;

/** Answers 400 with the code and field when the range is malformed or impossible; else undefined. */
export function refuseBadRange(request: FastifyRequest<{Querystring: DayRange}>, reply: FastifyReply): FastifyReply | undefined {
  if (request.validationError) {
    const [issue] = request.validationError.validation;
    const field = issue?.instancePath.slice(1) || String(issue?.params.missingProperty ?? '');
    return refuse(reply, 400, 'invalidDate', field || undefined);
  }
  const checked = checkRange(request.query);
  if (!checked.ok) return refuse(reply, 400, checked.code, checked.field);
  return undefined;
}

const trafficRoutes: FastifyPluginAsync = async (app) => {
  app.get<{Querystring: DayRange}>('/traffic', {...rangeRouteOptions, config: {staffPermission: 'activity:read'}}, async (request, reply) => {
    return refuseBadRange(request, reply) ?? trafficReport(app.db, request.query);
  });
};

export default trafficRoutes;
