/**
 * /api/admin/*: the staff API. Every route here requires a live server-side session unless it
 * is declared `config: {publicRoute: true}` (login, setup); the check runs in one onRequest hook
 * of this scope, so a new route cannot forget it (tests/server/features/staff/account-routes.test.ts
 * lists them all and asserts 401). A session that has not proved a second factor reaches only
 * the routes that enrol or verify one (features/staff/second-factor-gate.ts). Every other route
 * declares the permission it needs, `config: {staffPermission: 'whitePapers:write'}`
 * (src/lib/staff/roles.ts), and the same hook refuses a role without it with 403
 * `permissionDenied`; a route that declares none is refused when it is registered, so the app
 * does not start (tests/server/features/staff/roles.test.ts walks every route with every role).
 * State-changing routes are also same-origin only: the abuse guards refuse cross-site
 * POST/PUT/PATCH/DELETE before this scope is reached.
 */
import type {FastifyPluginAsync, HTTPMethods, RouteOptions} from 'fastify';
import fp from 'fastify-plugin';
import {can, isStaffPermission, type StaffPermission} from '../src/lib/staff/roles';
import {apiKeyAdminRoutes, chatLogAdminRoutes} from './features/api';
import {docsFeedbackAdminRoutes} from './features/docs-feedback';
import {
  clearSessionCookie,
  findSession,
  offerFirstRunSetup,
  readSessionCookie,
  recordActivity,
  refuse,
  refusePermission,
  secondFactorRefusal,
  staffDeps,
  staffRoutes,
  type ActiveSession,
} from './features/staff';
import {trafficAdminRoutes} from './features/traffic';
import {webhookAdminRoutes} from './features/webhooks';
import {whitePaperAdminRoutes} from './features/white-papers';
import {contactAdminRoutes as contactRoutes} from './features/contacts';
import {settingsRoutes} from './features/settings';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (login, first-run setup). */
    publicRoute?: boolean;
    /** Reads the session without counting as activity (the page's own status check). */
    passive?: boolean;
    /** What the staff member's role must allow (src/lib/staff/roles.ts); every non-public route has one. */
    staffPermission?: StaffPermission;
  }
  interface FastifyInstance {
    /** Every staff API route with whether it is public: the guard test walks this list. */
    staffRoutes: StaffRoute[];
  }
  interface FastifyRequest {
    /** The staff session of this request; set on every non-public admin route. */
    staffSession?: ActiveSession;
  }
}

export type StaffRoute = {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  public: boolean;
  permission?: StaffPermission;
  /** Reachable before the second factor is proved. */
  pendingFactor: boolean;
  /** Needs a second factor proved within 5 minutes. */
  freshFactor: boolean;
};

/** A route of this scope as the guard sees it; one that is neither public nor permitted is refused. */
export function staffRouteOf(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): StaffRoute {
  const factor = {pendingFactor: Boolean(route.config?.pendingFactor), freshFactor: Boolean(route.config?.freshFactor)};
  const permission = route.config?.staffPermission;
  if (route.config?.publicRoute) return {method: route.method, url: route.url, public: true, ...factor};
  if (!isStaffPermission(permission)) {
    throw new Error(`${String(route.method)} ${route.url} declares no permission of src/lib/staff/roles.ts (config: {staffPermission})`);
  }
  return {method: route.method, url: route.url, public: false, permission, ...factor};
}

const staffScope: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    app.staffRoutes.push(staffRouteOf(route));
  });
  // Staff answers are personal: never stored by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.publicRoute) return;
    const token = readSessionCookie(request);
    const session = await findSession(staffDeps(app), token);
    if (!session) {
      if (token !== undefined) clearSessionCookie(request, reply);
      return refuse(reply, 401, 'sessionRequired');
    }
    if (!request.routeOptions.config?.passive) await recordActivity(staffDeps(app), session);
    request.staffSession = session;
    // A session that has not proved its second factor yet learns that before anything else.
    const refusal = secondFactorRefusal(request, session, reply);
    if (refusal) return refusal;
    const permission = request.routeOptions.config?.staffPermission;
    if (!permission || !can(session.role, permission)) return refusePermission(reply, session.role, permission);
  });

  await app.register(staffRoutes);
  await app.register(chatLogAdminRoutes);
  await app.register(contactRoutes);
  await app.register(whitePaperAdminRoutes);
  await app.register(settingsRoutes);
  await app.register(trafficAdminRoutes);
  await app.register(docsFeedbackAdminRoutes);
  await app.register(apiKeyAdminRoutes);
  await app.register(webhookAdminRoutes);

  // The hook must resolve to nothing: Fastify logs any value an onListen hook returns as an error.
  app.addHook('onListen', async () => {
    await offerFirstRunSetup(app);
  });
};

/** Registers the staff API under `basePath`, sharing its route list with the whole app. */
export default fp<{basePath: string}>(
  async function adminRoutes(app, {basePath}) {
    app.decorate('staffRoutes', []);
    await app.register(staffScope, {prefix: basePath});
  },
  {name: 'admin-routes'},
);
