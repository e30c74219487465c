/**
 * Accounts, sessions, password and audit log (issue 11 §1, shown in Settings):
 * - owners and admins add accounts with a role (viewer unless they choose more, never above
 *   their own), change roles, and disable or enable accounts, within the rules of
 *   src/lib/staff/roles.ts (only owners manage owners, nobody raises their own role, the last
 *   owner stays); disabling ends that account's sessions and nobody can disable themselves;
 * - each person sees their active sessions and ends one or all others;
 * - a password change asks for the current password and ends the other sessions.
 */
import type {FastifyPluginAsync, FastifyReply} from 'fastify';
import {newAccountRoleSchema, parseStaffInput, passwordChangeSchema, roleChangeSchema} from '../../../src/lib/staff/credentials';
import {disableIssue, manageIssue, newAccountIssue, roleChangeIssue, type RoleRuleCode, type StaffRole} from '../../../src/lib/staff/roles';
import {readAudit, writeAudit} from '../../db/audit-log';
import {changePassword, createAccount, newPasswordIssue} from './accounts';
import {recordCredentialChange} from './credential-changes';
import {describeDevice} from './device';
import {verifyPassword} from './passwords';
import {changeAccount, deleteAccountSessions, deleteSession, findAccountById, listAccountSessions, listAccounts} from './queries';
import {refuse, refusePermission} from './refuse';
import {auditQuery, idParams} from './schema';
import {sessionOf} from './session';
import {sessionLimits} from './sessions';

/** A refusal of src/lib/staff/roles.ts's account rules: 403, or 404 for an account that is not there. */
function refuseRoleRule(reply: FastifyReply, role: StaffRole, issue: RoleRuleCode | 'notFound', field?: string) {
  if (issue === 'notFound') return refuse(reply, 404, 'accountNotFound');
  if (issue === 'permissionDenied') return refusePermission(reply, role, 'accounts:manage');
  return refuse(reply, issue === 'lastOwner' ? 409 : 403, issue, field);
}

const accountRoutes: FastifyPluginAsync = async (app) => {
  app.get('/accounts', {config: {staffPermission: 'accounts:read'}}, async () => ({accounts: await listAccounts(app.db)}));

  app.post('/accounts', {config: {staffPermission: 'accounts:manage', freshFactor: true}, bodyLimit: 4096}, async (request, reply) => {
    const session = sessionOf(request);
    const chosen = parseStaffInput(newAccountRoleSchema, typeof request.body === 'object' && request.body !== null ? request.body : {});
    if (!chosen.ok) return refuse(reply, 400, chosen.code, chosen.field);
    const {role} = chosen.value;
    const issue = newAccountIssue(session.role, role);
    if (issue) return refuseRoleRule(reply, session.role, issue, 'role');
    const created = await createAccount(app.db, request.body, role);
    if (!created.ok) return refuse(reply, created.code === 'accountExists' ? 409 : 400, created.code, created.field);
    await writeAudit(app.db, {actor: session.email, action: 'account_created', target: `${created.account.email} as ${role}`, ip: request.ip});
    return reply.code(201).send({account: created.account});
  });

  for (const disabled of [true, false]) {
    app.post<{Params: {id: number}}>(
      `/accounts/:id/${disabled ? 'disable' : 'enable'}`,
      {config: {staffPermission: 'accounts:manage', freshFactor: true}, schema: {params: idParams}},
      async (request, reply) => {
        const session = sessionOf(request);
        const {id} = request.params;
        if (disabled && id === session.accountId) return refuse(reply, 400, 'cannotDisableSelf');
        const actor = {id: session.accountId, role: session.role};
        const changed = await changeAccount(app.db, app.dbDialect, id, {disabled}, (account, owners) =>
          disabled ? disableIssue(actor, account, owners) : manageIssue(actor, account),
        );
        if (!changed.ok) return refuseRoleRule(reply, session.role, changed.issue);
        if (disabled) await deleteAccountSessions(app.db, id);
        await writeAudit(app.db, {
          actor: session.email,
          action: disabled ? 'account_disabled' : 'account_enabled',
          target: changed.account.email,
          ip: request.ip,
        });
        return reply.code(204).send();
      },
    );
  }

  app.post<{Params: {id: number}}>(
    '/accounts/:id/role',
    {config: {staffPermission: 'accounts:manage', freshFactor: true}, schema: {params: idParams}, bodyLimit: 1024},
    async (request, reply) => {
      const session = sessionOf(request);
      const parsed = parseStaffInput(roleChangeSchema, request.body);
      if (!parsed.ok) return refuse(reply, 400, parsed.code, parsed.field);
      const {role} = parsed.value;
      const actor = {id: session.accountId, role: session.role};
      const changed = await changeAccount(app.db, app.dbDialect, request.params.id, {role}, (account, owners) =>
        roleChangeIssue(actor, account, role, owners),
      );
      if (!changed.ok) return refuseRoleRule(reply, session.role, changed.issue, 'role');
      if (changed.account.role !== role) {
        await writeAudit(app.db, {
          actor: session.email,
          action: 'role_changed',
          target: `${changed.account.email}: ${changed.account.role} -> ${role}`,
          ip: request.ip,
        });
      }
      return {account: {...changed.account, role}};
    },
  );

  app.get('/sessions', {config: {staffPermission: 'session:own'}}, async (request) => {
    const session = sessionOf(request);
    const sessions = await listAccountSessions(app.db, session.accountId, sessionLimits(app.config.staff));
    return {
      sessions: sessions.map(({userAgent, ...rest}) => ({
        ...rest,
        device: describeDevice(userAgent),
        current: rest.id === session.id,
      })),
    };
  });

  app.delete<{Params: {id: number}}>('/sessions/:id', {config: {staffPermission: 'session:own'}, schema: {params: idParams}}, async (request, reply) => {
    const session = sessionOf(request);
    // Only the person's own sessions: another account's id is "not found", not "forbidden".
    if (!(await deleteSession(app.db, request.params.id, session.accountId))) {
      return refuse(reply, 404, 'sessionNotFound');
    }
    await writeAudit(app.db, {actor: session.email, action: 'session_ended', target: `session ${request.params.id}`, ip: request.ip});
    return reply.code(204).send();
  });

  app.post('/sessions/end-others', {config: {staffPermission: 'session:own'}}, async (request) => {
    const session = sessionOf(request);
    const ended = await deleteAccountSessions(app.db, session.accountId, session.id);
    if (ended > 0) {
      await writeAudit(app.db, {actor: session.email, action: 'session_ended', target: `${ended} other sessions`, ip: request.ip});
    }
    return {ended};
  });

  app.post('/password', {config: {staffPermission: 'session:own', freshFactor: true}, bodyLimit: 4096}, async (request, reply) => {
    const session = sessionOf(request);
    const parsed = parseStaffInput(passwordChangeSchema, request.body);
    if (!parsed.ok) return refuse(reply, 400, parsed.code, parsed.field);
    const {currentPassword, newPassword} = parsed.value;
    const account = await findAccountById(app.db, session.accountId);
    if (!account || !(await verifyPassword(account.password_hash, currentPassword))) {
      return refuse(reply, 400, 'currentPasswordWrong', 'currentPassword');
    }
    const issue = newPasswordIssue(newPassword);
    if (issue) return refuse(reply, 400, issue, 'newPassword');
    await changePassword(app.db, account.id, newPassword);
    const ended = await deleteAccountSessions(app.db, account.id, session.id);
    await recordCredentialChange(app.db, {email: account.email, actor: session.email, action: 'password_changed', what: 'password changed', ip: request.ip});
    return {endedSessions: ended};
  });

  app.get<{Querystring: {limit: number; before?: number}}>(
    `/audit`,
    {config: {staffPermission: 'audit:read'}, schema: {querystring: auditQuery}},
    async (request) => {
      const entries = await readAudit(app.db, request.query);
      const last = entries.at(-1);
      return {entries, next: entries.length === request.query.limit && last ? last.id : null};
    },
  );
};

export default accountRoutes;
