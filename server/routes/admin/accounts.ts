/**
 * Accounts, sessions, password and audit log (issue 11 §1, shown in Settings):
 * - staff add accounts and disable or enable them; disabling ends that account's sessions and
 *   nobody can disable themselves (the last way in would go with it);
 * - each person sees their active sessions and ends one or all others;
 * - a password change asks for the current password and ends the other sessions.
 */
import type {FastifyPluginAsync} from 'fastify';
import {parseStaffInput, passwordChangeSchema} from '../../../src/lib/staff/credentials';
import {changePassword, createAccount, newPasswordIssue} from '../../auth/accounts';
import {recordCredentialChange} from '../../auth/credential-changes';
import {describeDevice} from '../../auth/device';
import {verifyPassword} from '../../auth/passwords';
import {readAudit, writeAudit} from '../../db/audit-log';
import {findAccountById, listAccounts, setAccountDisabled} from '../../db/staff-accounts';
import {deleteAccountSessions, deleteSession, listAccountSessions} from '../../db/staff-sessions';
import {refuse} from './refuse';
import {sessionLimits, sessionOf} from './session';

const idParams = {
  type: 'object',
  properties: {id: {type: 'integer', minimum: 1}},
  required: ['id'],
} as const;

const auditQuery = {
  type: 'object',
  properties: {
    limit: {type: 'integer', minimum: 1, maximum: 100, default: 50},
    before: {type: 'integer', minimum: 1},
  },
} as const;

const accountRoutes: FastifyPluginAsync = async (app) => {
  app.get('/accounts', async () => ({accounts: await listAccounts(app.db)}));

  app.post('/accounts', {bodyLimit: 4096, config: {freshFactor: true}}, async (request, reply) => {
    const session = sessionOf(request);
    const created = await createAccount(app.db, request.body);
    if (!created.ok) return refuse(reply, created.code === 'accountExists' ? 409 : 400, created.code, created.field);
    await writeAudit(app.db, {actor: session.email, action: 'account_created', target: created.account.email, ip: request.ip});
    return reply.code(201).send({account: created.account});
  });

  for (const disabled of [true, false]) {
    app.post<{Params: {id: number}}>(
      `/accounts/:id/${disabled ? 'disable' : 'enable'}`,
      {schema: {params: idParams}, config: {freshFactor: true}},
      async (request, reply) => {
        const session = sessionOf(request);
        const {id} = request.params;
        if (disabled && id === session.accountId) return refuse(reply, 400, 'cannotDisableSelf');
        const account = await findAccountById(app.db, id);
        if (!account) return refuse(reply, 404, 'accountNotFound');
        await setAccountDisabled(app.db, id, disabled);
        if (disabled) await deleteAccountSessions(app.db, id);
        await writeAudit(app.db, {
          actor: session.email,
          action: disabled ? 'account_disabled' : 'account_enabled',
          target: account.email,
          ip: request.ip,
        });
        return reply.code(204).send();
      },
    );
  }

  app.get('/sessions', async (request) => {
    const session = sessionOf(request);
    const sessions = await listAccountSessions(app.db, session.accountId, sessionLimits(app));
    return {
      sessions: sessions.map(({userAgent, ...rest}) => ({
        ...rest,
        device: describeDevice(userAgent),
        current: rest.id === session.id,
      })),
    };
  });

  app.delete<{Params: {id: number}}>('/sessions/:id', {schema: {params: idParams}}, async (request, reply) => {
    const session = sessionOf(request);
    // Only the person's own sessions: another account's id is "not found", not "forbidden".
    if (!(await deleteSession(app.db, request.params.id, session.accountId))) {
      return refuse(reply, 404, 'sessionNotFound');
    }
    await writeAudit(app.db, {actor: session.email, action: 'session_ended', target: `session ${request.params.id}`, ip: request.ip});
    return reply.code(204).send();
  });

  app.post('/sessions/end-others', async (request) => {
    const session = sessionOf(request);
    const ended = await deleteAccountSessions(app.db, session.accountId, session.id);
    if (ended > 0) {
      await writeAudit(app.db, {actor: session.email, action: 'session_ended', target: `${ended} other sessions`, ip: request.ip});
    }
    return {ended};
  });

  app.post('/password', {bodyLimit: 4096, config: {freshFactor: true}}, async (request, reply) => {
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
    {schema: {querystring: auditQuery}},
    async (request) => {
      const entries = await readAudit(app.db, request.query);
      const last = entries.at(-1);
      return {entries, next: entries.length === request.query.limit && last ? last.id : null};
    },
  );
};

export default accountRoutes;
