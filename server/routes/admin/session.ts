/** Reading the guard's result in route handlers (the guard itself is in index.ts). */
import type {FastifyInstance} from 'fastify';
import type {ActiveSession, SessionLimits} from '../../db/staff-sessions';

export function sessionLimits(app: FastifyInstance): SessionLimits {
  return {idleMs: app.config.staff.idleTimeoutMs, absoluteMs: app.config.staff.sessionLifetimeMs};
}

/** The session of a request that passed the guard. */
export function sessionOf(request: {staffSession?: ActiveSession}): ActiveSession {
  if (!request.staffSession) throw new Error('admin route reached without a session');
  return request.staffSession;
}
