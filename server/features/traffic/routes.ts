/**
 * Traffic over HTTP (issue 11 §2); the rules are service.ts's.
 *
 * POST /api/beacon: one pageview from a public page (src/clientModules/trafficBeacon.ts). Bots
 * and browsers sending Global Privacy Control or Do Not Track are answered like everyone else
 * (204) and not stored. A pageview the database refuses answers 503 and is counted in the log
 * (`pageviewsLost`), so a failing database shows in monitoring instead of a quiet gap. The beacon
 * has its own, looser rate limit: reading pages must never use up a visitor's allowance for
 * submitting forms.
 *
 * GET /api/admin/traffic?from=YYYY-MM-DD&to=YYYY-MM-DD (server/admin-routes.ts registers it behind
 * the staff guard): the Traffic dashboard's figures for a range of whole UTC days, both included.
 * The page picks the range (presets, custom); the server only checks it: real days, in order, at
 * most a year. The dashboard's other figures for the same period (docs helpfulness) take their
 * range the same way, with {@link rangeRouteOptions} and {@link refuseBadRange}.
 */
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import type {FastifyReply, FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import {trafficBeaconPath} from '../../../src/config/ids';
import {checkRange, type DayRange} from '../../../src/lib/traffic/report';
import {pageviewSchema} from '../../../src/lib/traffic/schema';
import {errorBodySchema, noContentSchema, sendError} from '../../platform/http/errors';
import {refuse, staffResponses} from '../staff';
import {scheduleRollUps} from './rollup-schedule';
import {rangeQuery, trafficReportSchema} from './schema';
import {recordPageview, trafficReport} from './service';
import {requestVisitor, shouldSkip} from './visitor';
import {PageviewWriter} from './writer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the queued pageviews now (graceful close does it too; tests call it before reading). */
    flushPageviews(): Promise<void>;
  }
}

export const trafficRoutes = fp(
  async function trafficRoutes(app) {
    const visitorOf = requestVisitor(app);
    const writer = new PageviewWriter(app.db, (error, lost, pageviewsLost) =>
      app.log.error({err: error, lost, pageviewsLost}, 'pageviews could not be stored'),
    );
    app.decorate('flushPageviews', () => writer.flush());
    // Registered after the database plugin, so this runs before the database closes.
    app.addHook('onClose', () => writer.flush());
    scheduleRollUps(app);
    // The rate limiter's allow-list and the handler both ask whether a request counts: decide once.
    const skipDecisions = new WeakMap<FastifyRequest, boolean>();
    const skip = (request: FastifyRequest): boolean => {
      let decision = skipDecisions.get(request);
      if (decision === undefined) {
        decision = shouldSkip(request.headers);
        skipDecisions.set(request, decision);
      }
      return decision;
    };
    const publicHost = app.config.publicOrigin ? new URL(app.config.publicOrigin).hostname : undefined;

    app.post(
      trafficBeaconPath,
      {
        bodyLimit: 4096,
        // One log line per pageview would bury the rest of the log (and cost a third of the
        // route's throughput); refusals and failures are still logged.
        logLevel: 'warn',
        schema: {response: {204: noContentSchema, '4xx': errorBodySchema, 503: errorBodySchema}},
        config: {
          ownRateLimit: true,
          // Requests that will not be stored (bots, GPC/DNT) cost no write, so they are not limited.
          rateLimit: {max: app.config.rateLimit.beaconMax, timeWindow: 60_000, allowList: skip},
        },
      },
      async (request, reply) => {
        const parsed = pageviewSchema.safeParse(request.body);
        if (!parsed.success) return sendError(reply, 400, 'badRequest', 'Not a pageview: send {path, referrer, locale, screen}');
        if (skip(request)) return reply.code(204).send(null);
        const ownHosts = [request.hostname, ...(publicHost ? [publicHost] : [])];
        const stored = await recordPageview(writer, parsed.data, {ownHosts, visitor: () => visitorOf(request)});
        return stored ? reply.code(204).send(null) : sendError(reply, 503, 'pageviewNotStored');
      },
    );
  },
  {name: 'traffic', dependencies: ['database']},
);

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

export const trafficAdminRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const schema = {...rangeRouteOptions.schema, response: staffResponses({200: trafficReportSchema})};
  app.get('/traffic', {...rangeRouteOptions, schema, config: {staffPermission: 'activity:read'}}, async (request, reply) => {
    return refuseBadRange(request, reply) ?? trafficReport(app.db, request.query);
  });
};
