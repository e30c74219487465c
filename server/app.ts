/**
 * Builds the whole server (API + built site) as a Fastify instance without listening, so tests
 * drive it through `inject` and main.ts decides where it listens. One plugin per concern, in
 * the order they depend on each other; later concerns (admin) register here the same way.
 */
import Fastify, {type FastifyInstance, type FastifyServerOptions, type RouteOptions} from 'fastify';
import {readOrCreateFactorKey} from './platform/factor-key';
import type {AppConfig} from './platform/config';
import {docsFeedbackRoutes} from './features/docs-feedback';
import {checkFactorKey} from './features/staff';
import {formRoutes} from './features/forms';
import {trafficRoutes} from './features/traffic';
import {webhooks} from './features/webhooks';
import {outgoingGuard, type OutgoingGuard, type Resolver} from './platform/outgoing-request';
import abuseGuards from './platform/http/abuse-guards';
import {agent} from './features/agent';
import compression from './platform/http/compression';
import database from './platform/database/plugin';
import errors from './platform/http/errors';
import {clientErrorHandler, frameworkErrors} from './platform/http/framework-errors';
import gracefulClose from './platform/http/graceful-close';
import {loggingOptions, requestIdHeader, type LogStream} from './platform/logging';
import {notifyRecipients} from './features/settings';
import {outbox} from './features/mail';
import securityHeaders from './platform/http/security-headers';
import staticSite from './platform/http/static-site';
import storage from './platform/storage/plugin';
import adminRoutes from './admin-routes';
import healthRoutes from './platform/health/routes';
import {sandboxRoutes} from './features/sandbox';
import storageRoutes from './platform/storage/routes';
import {v1Routes} from './features/api';
import * as ids from '../src/config/ids';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Every request to a URL a user gave goes through this (server/platform/outgoing-request.ts). */
    outgoing: OutgoingGuard;
  }
}

export const functionsPrefix = ids.apiPrefixes.functions;

/** Paths the API owns: misses there answer JSON, never the site's HTML 404 page. */
export const apiPrefixes = ids.apiRoots;

/** Fastify's types take a hop count as a function: trust the first `hops` proxies in front. */
function trustProxyOption(value: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

export type BuildOptions = {
  /** Where log lines go instead of stdout (tests read them to check what was logged). */
  logStream?: LogStream;
  /** How user-given host names are resolved; tests pass their own so that none uses real DNS. */
  resolveHost?: Resolver;
  /** Sees every route as it is added (tests list the routes and the responses they declare). */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config.logLevel, options.logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    // Route-level limits are tighter; this is the ceiling for anything without one.
    bodyLimit: 1024 * 1024,
    // Refusals made before any route runs answer `{ code, error }` too, without echoing the URL.
    frameworkErrors,
    clientErrorHandler,
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('config', config);
  app.decorate(
    'outgoing',
    outgoingGuard(
      {...config.outgoing, ownHosts: config.publicOrigin ? [new URL(config.publicOrigin).hostname] : []},
      options.resolveHost,
    ),
  );

  await app.register(requestIdHeader);

  // The API takes JSON only: without this, Fastify would also parse text/plain bodies, which is
  // what a cross-site HTML form can send without a CORS preflight.
  app.removeContentTypeParser('text/plain');

  await app.register(errors);
  await app.register(securityHeaders, {buildDir: config.buildDir});
  await app.register(gracefulClose);
  await app.register(compression);
  await app.register(abuseGuards, {
    rateLimit: config.rateLimit,
    publicOrigin: config.publicOrigin,
    port: config.port,
    allowedOrigins: config.allowedOrigins,
  });
  const factorSecrets = readOrCreateFactorKey({key: config.staff.factorKey, file: config.staff.factorKeyFile});
  await app.register(database, {
    database: config.database,
    factorSecrets,
    // Another key than the secrets' would fail every sign-in with an app: stop here and say so.
    checkAfterMigrations: (db) => checkFactorKey(db, factorSecrets),
  });
  await app.register(agent, {buildDir: config.buildDir, llm: config.llm});
  await app.register(storage, {storageDir: config.storageDir});
  await app.register(outbox, {mail: config.mail});
  await app.register(notifyRecipients, {fallback: config.mail.notifyTo});
  await app.register(webhooks, {relay: config.mail});

  await app.register(healthRoutes);
  await app.register(storageRoutes);
  await app.register(formRoutes, {prefix: functionsPrefix});
  await app.register(adminRoutes, {basePath: ids.apiPrefixes.admin});
  await app.register(trafficRoutes);
  await app.register(docsFeedbackRoutes);
  await app.register(sandboxRoutes);
  await app.register(v1Routes, {
    buildDir: config.buildDir,
    publicOrigin: config.publicOrigin,
    syncIntervalMs: config.agentApi.syncIntervalMs,
    indexDocuments: config.agentApi.indexDocuments,
    siteWidgetKey: {key: config.agentApi.siteWidgetKey, file: config.agentApi.siteWidgetKeyFile},
  });

  // Last: its catch-all GET route serves whatever the API did not claim.
  await app.register(staticSite, {buildDir: config.buildDir, apiPrefixes});

  return app;
}
