/**
 * Logging in and out, the session's status, and the first-run setup under /api/admin
 * (issue 11 §1); the rules are login.ts's, sessions.ts's and setup.ts's.
 * - POST /api/admin/login answers 429 + Retry-After while the throttle says wait, and one 401
 *   for a wrong e-mail or password; a login sets the session cookie, and the device cookie for a
 *   browser new to the account.
 * - POST /api/admin/setup creates the first account from the one-time link logged at start;
 *   POST /api/admin/setup/state says whether a link still can (valid, used, expired, unknown)
 *   without using it. A POST keeps the token out of request logs.
 * - Both open a session that is pending its second factor (issue 21 §1): it may only verify one
 *   (factor-routes.ts) or, for an account without any (the first account right after
 *   setup), enrol one.
 */
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import type {FastifyInstance} from 'fastify';
import {loginSchema, parseStaffInput, setupSchema} from '../../../src/lib/staff/credentials';
import {sessionInfoSchema} from '../../../src/lib/staff/api';
import {setupLinkStates, setupStatePath} from '../../../src/lib/staff/setupLink';
import {noContentSchema} from '../../platform/http/errors';
import {clearSessionCookie, readDeviceCookie, setDeviceCookie, setSessionCookie} from './cookies';
import {logIn, logOut} from './login';
import {refuse} from './refuse';
import {staffResponses} from './schema';
import {clientOf, sessionOf, staffDeps} from './session';
import {sessionAnswer} from './sessions';
import {firstRunSetupLink, setUpFirstAccount, setupLinkState} from './setup';

function publicOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : app.config.port;
  return app.config.publicOrigin ?? `http://localhost:${port}`;
}

/** With no account yet, logs a one-time link that creates the first one (valid for an hour). */
export async function offerFirstRunSetup(app: FastifyInstance): Promise<string | undefined> {
  const link = await firstRunSetupLink(staffDeps(app), publicOrigin(app));
  if (link) app.log.warn(`No staff account yet. Create the first one within an hour at: ${link}`);
  return link;
}

const loginRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const deps = staffDeps(app);
  // Bodies are checked with the login page's own zod rules (parseStaffInput).
  const opensSession = {response: staffResponses({200: sessionInfoSchema})};
  const stateSchema = {type: 'object', properties: {state: {type: 'string', enum: setupLinkStates}}, required: ['state']} as const;

  app.post('/login', {config: {publicRoute: true}, bodyLimit: 4096, schema: opensSession}, async (request, reply) => {
    const parsed = parseStaffInput(loginSchema, request.body);
    if (!parsed.ok) return refuse(reply, 400, parsed.code, parsed.field);
    const outcome = await logIn(deps, {...parsed.value, ...clientOf(request), deviceToken: readDeviceCookie(request)});
    if (!outcome.ok && outcome.reason === 'throttled') {
      reply.header('retry-after', String(Math.ceil(outcome.waitMs / 1000)));
      return refuse(reply, 429, 'loginThrottled');
    }
    if (!outcome.ok) {
      request.log.info('staff login refused');
      return refuse(reply, 401, 'invalidCredentials');
    }
    if (outcome.deviceToken) setDeviceCookie(request, reply, outcome.deviceToken);
    setSessionCookie(request, reply, outcome.sessionToken);
    return outcome.session;
  });

  app.post('/logout', {config: {pendingFactor: true, staffPermission: 'session:own'}, schema: {response: staffResponses({204: noContentSchema})}}, async (request, reply) => {
    await logOut(deps, sessionOf(request), request.ip);
    clearSessionCookie(request, reply);
    return reply.code(204).send(null);
  });

  // The page's own check of who is logged in; it does not count as activity.
  app.get('/session', {config: {passive: true, pendingFactor: true, staffPermission: 'session:own'}, schema: opensSession}, async (request) =>
    sessionAnswer(deps, sessionOf(request)),
  );

  // The staff pages' inactivity timer reports activity (mouse, keys, scroll, touch) here, at
  // most about once a minute, so the server's idle expiry follows what the person does.
  app.post('/session/activity', {config: {pendingFactor: true, staffPermission: 'session:own'}, schema: opensSession}, async (request) =>
    sessionAnswer(deps, sessionOf(request)),
  );

  app.post(setupStatePath, {config: {publicRoute: true}, bodyLimit: 1024, schema: {response: staffResponses({200: stateSchema})}}, async (request) => {
    const token: unknown = (request.body as {token?: unknown} | null)?.token;
    return {state: await setupLinkState(deps, token)};
  });

  app.post('/setup', {config: {publicRoute: true}, bodyLimit: 4096, schema: opensSession}, async (request, reply) => {
    const parsed = parseStaffInput(setupSchema, request.body);
    if (!parsed.ok) return refuse(reply, 400, parsed.code, parsed.field);
    const outcome = await setUpFirstAccount(deps, parsed.value, clientOf(request));
    if (!outcome.ok) return refuse(reply, 400, outcome.code, outcome.field);
    setSessionCookie(request, reply, outcome.sessionToken);
    return outcome.session;
  });
};

export default loginRoutes;
