/**
 * POST /api/beacon: one pageview from a public page (src/clientModules/trafficBeacon.ts). Bots
 * and browsers sending Global Privacy Control or Do Not Track are answered like everyone else
 * (204) and not stored. A pageview the database refuses answers 503 and is counted in the log
 * (`pageviewsLost`), so a failing database shows in monitoring instead of a quiet gap. The beacon has its own, looser rate limit: reading pages must never use
 * up a visitor's allowance for submitting forms.
 */
import type {FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import {trafficBeaconPath} from '../../src/config/ids';
import {pageviewSchema, referrerHost, splitPagePath} from '../../src/lib/traffic/schema';
import {sendError} from '../plugins/errors';
import {requestVisitor, shouldSkip} from '../traffic/visitor';
import {scheduleRollUps} from '../traffic/rollup-schedule';
import {PageviewWriter} from '../traffic/writer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the queued pageviews now (graceful close does it too; tests call it before reading). */
    flushPageviews(): Promise<void>;
  }
}

export default fp(
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
        config: {
          ownRateLimit: true,
          // Requests that will not be stored (bots, GPC/DNT) cost no write, so they are not limited.
          rateLimit: {max: app.config.rateLimit.beaconMax, timeWindow: 60_000, allowList: skip},
        },
      },
      async (request, reply) => {
        const parsed = pageviewSchema.safeParse(request.body);
        if (!parsed.success) return sendError(reply, 400, 'badRequest', 'Not a pageview: send {path, referrer, locale, screen}');
        if (skip(request)) return reply.code(204).send();

        const {path, referrer, locale, screen} = parsed.data;
        const {page, utmSource} = splitPagePath(path);
        const ownHosts = [request.hostname, ...(publicHost ? [publicHost] : [])];
        let visitor: string;
        try {
          visitor = await visitorOf(request);
        } catch (error) {
          // The day's salt is stored on its first pageview: a database refusing writes fails here first.
          writer.countLost(error, 1);
          return sendError(reply, 503, 'pageviewNotStored');
        }
        const row = {at: Date.now(), page, referrer_host: referrerHost(referrer, ownHosts), utm_source: utmSource, locale, screen, visitor};
        // A refused insert is logged and counted by the writer, once per batch.
        const stored = await writer.add(row).then(() => true, () => false);
        return stored ? reply.code(204).send() : sendError(reply, 503, 'pageviewNotStored');
      },
    );
  },
  {name: 'traffic', dependencies: ['database']},
);
