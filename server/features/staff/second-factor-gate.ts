/**
 * The second factor's two gates on staff routes (issue 21 §1), checked by the scope's guard
 * (server/admin-routes.ts) after the session:
 * - a session a password alone opened is "pending": it reaches only routes declared
 *   `config: {pendingFactor: true}` (enrolment, verification, the session itself, logout), and
 *   every other answers 403 `secondFactorRequired`;
 * - a sensitive action declared `config: {freshFactor: true}` needs a factor proved within the
 *   last 5 minutes, else 403 `freshFactorRequired` (the staff pages then ask for the factor in a
 *   dialog and retry).
 */
import type {FastifyReply, FastifyRequest} from 'fastify';
import {freshFactorWindowMs} from '../../../src/lib/staff/factors';
import type {ActiveSession} from './queries';
import {refuse} from './refuse';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable by a session that has not proved its second factor yet. */
    pendingFactor?: boolean;
    /** A sensitive action: needs a second factor proved within the last 5 minutes. */
    freshFactor?: boolean;
  }
}

export function hasFreshFactor(session: Pick<ActiveSession, 'factorVerifiedAt'>, now = Date.now()): boolean {
  return session.factorVerifiedAt !== null && now - session.factorVerifiedAt <= freshFactorWindowMs;
}

/** The refusal a request gets from the second-factor gates, if any. */
export function secondFactorRefusal(request: FastifyRequest, session: ActiveSession, reply: FastifyReply) {
  const config = request.routeOptions.config;
  if (session.factorVerifiedAt === null && !config?.pendingFactor) return refuse(reply, 403, 'secondFactorRequired');
  if (config?.freshFactor && !hasFreshFactor(session)) return refuse(reply, 403, 'freshFactorRequired');
  return undefined;
}
