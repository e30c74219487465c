/**
 * Rolls up closed days in the background (hourly, and once the server listens), so the first
 * dashboard request after a quiet spell does not pay for weeks of counting (it took 1.8-3.4 s for
 * about 30 days). The dashboard still rolls up on demand whatever this has not reached yet.
 */
import type {FastifyInstance} from 'fastify';
import {daysOf, dayOf} from '../../../src/lib/traffic/report';
import {rollUpDays} from './queries';
import {scheduleWhileListening} from '../../platform/schedule';

/** How far back the background job looks: the dashboard's longest preset plus a day. */
const lookBackDays = 31;
const everyMs = 60 * 60_000;

/** Rolls up the closed days among the last 31 that are not rolled up yet. */
export async function rollUpRecentDays(app: FastifyInstance, now = Date.now()): Promise<void> {
  await rollUpDays(app.db, daysOf({from: dayOf(now - lookBackDays * 86_400_000), to: dayOf(now)}), now);
}

export function scheduleRollUps(app: FastifyInstance): void {
  scheduleWhileListening(app, {name: 'traffic roll-up', everyMs}, () => rollUpRecentDays(app));
}
