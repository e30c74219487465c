/**
 * Accounts, sessions, password and audit log under /api/admin (issue 11 §1, shown in Settings):
 * list and add accounts, change roles, disable and enable; list, end one or end all other own
 * sessions; change the own password; read the audit log. The rules are account-admin.ts's.
 */
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {
  accountAnswerSchema,
  accountListSchema,
  auditPageSchema,
  endedSessionsSchema,
  passwordChangedSchema,
  sessionListSchema,
} from '../../../src/lib/staff/api';
import {newAccountRoleSchema, parseStaffInput, passwordChangeSchema, roleChangeSchema} from '../../../src/lib/staff/credentials';
import {noContentSchema} from '../../platform/http/errors';
import {
  addAccount,
  auditPage,
  changeOwnPassword,
  changeRole,
  endOtherSessions,
  endSession,
  ownSessions,
  setAccountDisabled,
  type AccountDeps,
  type Actor,
  type Refusal,
} from './account-admin';
import {listAccounts} from './queries';
import {refuse, refusePermission} from './refuse';
import {auditQuery, idParams, staffResponses} from './schema';
import {sessionOf, staffDeps} from './session';

const depsOf = (app: FastifyInstance): AccountDeps => ({...staffDeps(app), dialect: app.dbDialect});
const actorOf = (request: FastifyRequest): Actor => ({...sessionOf(request), ip: request.ip});
/** The role map's refusal names the role and the permission it lacks. */
const refuseWith = (reply: FastifyReply, request: FastifyRequest, {status, code, field}: Refusal) =>
  code === 'permissionDenied' ? refusePermission(reply, sessionOf(request).role, 'accounts:manage') : refuse(reply, status, code, field);

const accountRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  // Bodies are checked with Settings' own zod rules (parseStaffInput).
  const done = staffResponses({204: noContentSchema});
  app.get('/accounts', {config: {staffPermission: 'accounts:read'}, schema: {response: staffResponses({200: accountListSchema})}}, async () => ({accounts: await listAccounts(app.db)}));

  const addSchema = {response: staffResponses({201: accountAnswerSchema})};
  app.post('/accounts', {config: {staffPermission: 'accounts:manage', freshFactor: true}, bodyLimit: 4096, schema: addSchema}, async (request, reply) => {
    const chosen = parseStaffInput(newAccountRoleSchema, typeof request.body === 'object' && request.body !== null ? request.body : {});
    if (!chosen.ok) return refuse(reply, 400, chosen.code, chosen.field);
    const added = await addAccount(depsOf(app), request.body, chosen.value.role, actorOf(request));
    return added.ok ? reply.code(201).send({account: added.account}) : refuseWith(reply, request, added);
  });

  for (const disabled of [true, false]) {
    app.post(
      `/accounts/:id/${disabled ? 'disable' : 'enable'}`,
      {config: {staffPermission: 'accounts:manage', freshFactor: true}, schema: {params: idParams, response: done}},
      async (request, reply) => {
        const changed = await setAccountDisabled(depsOf(app), request.params.id, disabled, actorOf(request));
        return changed.ok ? reply.code(204).send(null) : refuseWith(reply, request, changed);
      },
    );
  }

  app.post(
    '/accounts/:id/role',
    {
      config: {staffPermission: 'accounts:manage', freshFactor: true},
      schema: {params: idParams, response: staffResponses({200: accountAnswerSchema})},
      bodyLimit: 1024,
    },
    async (request, reply) => {
      const parsed = parseStaffInput(roleChangeSchema, request.body);
      if (!parsed.ok) return refuse(reply, 400, parsed.code, parsed.field);
      const changed = await changeRole(depsOf(app), request.params.id, parsed.value.role, actorOf(request));
      return changed.ok ? {account: changed.account} : refuseWith(reply, request, changed);
    },
  );

  app.get('/sessions', {config: {staffPermission: 'session:own'}, schema: {response: staffResponses({200: sessionListSchema})}}, async (request) => ({sessions: await ownSessions(depsOf(app), actorOf(request))}));

  app.delete('/sessions/:id', {config: {staffPermission: 'session:own'}, schema: {params: idParams, response: done}}, async (request, reply) => {
    const ended = await endSession(depsOf(app), request.params.id, actorOf(request));
    return ended.ok ? reply.code(204).send(null) : refuseWith(reply, request, ended);
  });

  app.post('/sessions/end-others', {config: {staffPermission: 'session:own'}, schema: {response: staffResponses({200: endedSessionsSchema})}}, async (request) => ({
    ended: await endOtherSessions(depsOf(app), actorOf(request)),
  }));

  const passwordSchema = {response: staffResponses({200: passwordChangedSchema})};
  app.post('/password', {config: {staffPermission: 'session:own', freshFactor: true}, bodyLimit: 4096, schema: passwordSchema}, async (request, reply) => {
    const parsed = parseStaffInput(passwordChangeSchema, request.body);
    if (!parsed.ok) return refuse(reply, 400, parsed.code, parsed.field);
    const changed = await changeOwnPassword(depsOf(app), parsed.value, actorOf(request));
    return changed.ok ? {endedSessions: changed.endedSessions} : refuseWith(reply, request, changed);
  });

  app.get(
    '/audit',
    {config: {staffPermission: 'audit:read'}, schema: {querystring: auditQuery, response: staffResponses({200: auditPageSchema})}},
    async (request) => auditPage(app.db, request.query),
  );
};

export default accountRoutes;
