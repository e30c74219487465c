/**
 * The staff session as route handlers meet it: the services' needs from the app, the session
 * the guard found (server/admin-routes.ts), and a new session's cookie.
 */
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {readSessionCookie, setSessionCookie} from './cookies';
import type {ActiveSession} from './queries';
import {openSession, type Client, type SessionAccount, type StaffDeps} from './sessions';

export function staffDeps(app: FastifyInstance): StaffDeps {
  return {db: app.db, config: app.config.staff};
}

/** The session of a request that passed the guard. */
export function sessionOf(request: {staffSession?: ActiveSession}): ActiveSession {
  if (!request.staffSession) throw new Error('admin route reached without a session');
  return request.staffSession;
}

/** Who made a staff change, as the audit log records it. */
export type StaffActor = {email: string; ip: string};

export function staffActorOf(request: FastifyRequest): StaffActor {
  return {email: sessionOf(request).email, ip: request.ip};
}

export function clientOf(request: FastifyRequest): Client {
  return {ip: request.ip, userAgent: request.headers['user-agent'], previousToken: readSessionCookie(request)};
}

/** A new session for `account` in this browser (sessions.ts `openSession`), its cookie set; the session's answer. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  account: SessionAccount,
  factorVerifiedAt: number | null = null,
) {
  const {token, session} = await openSession(staffDeps(app), account, clientOf(request), factorVerifiedAt);
  setSessionCookie(request, reply, token);
  return session;
}
