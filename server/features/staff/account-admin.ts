/**
 * What staff do with accounts in Settings, without HTTP (issue 11 §1), each change audit-logged:
 * - owners and admins add accounts with a role (never above their own), change roles, and
 *   disable or enable accounts, within the rules of src/lib/staff/roles.ts (only owners manage
 *   owners, nobody raises their own role, the last owner stays); disabling ends that account's
 *   sessions and nobody can disable themselves;
 * - each person lists their live sessions and ends one or all others;
 * - a password change asks for the current password and ends the other sessions.
 * account-routes.ts only translates these to and from HTTP.
 */
import type {Kysely} from 'kysely';
import type {StaffErrorCode} from '../../../src/lib/staff/messages';
import {disableIssue, manageIssue, newAccountIssue, roleChangeIssue, type RoleRuleCode, type StaffRole} from '../../../src/lib/staff/roles';
import {readAudit, writeAudit} from '../../platform/audit-log';
import type {SqlDialect} from '../../platform/database/connection';
import type {Database} from '../../platform/database/schema';
import {changePassword, createAccount, newPasswordIssue} from './accounts';
import {recordCredentialChange} from './credential-changes';
import {describeDevice} from './device';
import {verifyPassword} from './passwords';
import {
  changeAccount,
  deleteAccountSessions,
  deleteSession,
  findAccountById,
  listAccountSessions,
  type ActiveSession,
  type StaffAccount,
} from './queries';
import {sessionLimits, type StaffDeps} from './sessions';

/** What the account rules need of the app besides the staff deps: the SQL dialect (for row locks). */
export type AccountDeps = StaffDeps & {dialect: SqlDialect};

/** The staff member acting: their session and where the request came from. */
export type Actor = Pick<ActiveSession, 'id' | 'accountId' | 'email' | 'role'> & {ip: string};

/**
 * Why the request was turned down: the status and code the staff API answers with.
 * `permissionDenied` is the role map's refusal of 'accounts:manage'.
 */
export type Refusal = {ok: false; status: 400 | 403 | 404 | 409; code: StaffErrorCode; field?: string};

const refused = (status: Refusal['status'], code: StaffErrorCode, field?: string): Refusal => ({ok: false, status, code, field});

/** A refusal of src/lib/staff/roles.ts's account rules: 403, or 404 for an account that is not there. */
function roleRuleRefusal(issue: RoleRuleCode | 'notFound', field?: string): Refusal {
  if (issue === 'notFound') return refused(404, 'accountNotFound');
  if (issue === 'permissionDenied') return refused(403, 'permissionDenied');
  return refused(issue === 'lastOwner' ? 409 : 403, issue, field);
}

/** Adds an account with `role` from `input` (e-mail and password, checked as createAccount does). */
export async function addAccount({db}: AccountDeps, input: unknown, role: StaffRole, actor: Actor): Promise<{ok: true; account: StaffAccount} | Refusal> {
  const issue = newAccountIssue(actor.role, role);
  if (issue) return roleRuleRefusal(issue, 'role');
  const created = await createAccount(db, input, role);
  if (!created.ok) return refused(created.code === 'accountExists' ? 409 : 400, created.code, created.field);
  await writeAudit(db, {actor: actor.email, action: 'account_created', target: `${created.account.email} as ${role}`, ip: actor.ip});
  return created;
}

/** Disables an account (ending its sessions) or enables it again. */
export async function setAccountDisabled({db, dialect}: AccountDeps, id: number, disabled: boolean, actor: Actor): Promise<{ok: true} | Refusal> {
  if (disabled && id === actor.accountId) return refused(400, 'cannotDisableSelf');
  const by = {id: actor.accountId, role: actor.role};
  const changed = await changeAccount(db, dialect, id, {disabled}, (account, owners) =>
    disabled ? disableIssue(by, account, owners) : manageIssue(by, account),
  );
  if (!changed.ok) return roleRuleRefusal(changed.issue);
  if (disabled) await deleteAccountSessions(db, id);
  await writeAudit(db, {actor: actor.email, action: disabled ? 'account_disabled' : 'account_enabled', target: changed.account.email, ip: actor.ip});
  return {ok: true};
}

/** Gives an account another role; the account as it is now. */
export async function changeRole({db, dialect}: AccountDeps, id: number, role: StaffRole, actor: Actor): Promise<{ok: true; account: StaffAccount} | Refusal> {
  const by = {id: actor.accountId, role: actor.role};
  const changed = await changeAccount(db, dialect, id, {role}, (account, owners) => roleChangeIssue(by, account, role, owners));
  if (!changed.ok) return roleRuleRefusal(changed.issue, 'role');
  if (changed.account.role !== role) {
    const target = `${changed.account.email}: ${changed.account.role} -> ${role}`;
    await writeAudit(db, {actor: actor.email, action: 'role_changed', target, ip: actor.ip});
  }
  return {ok: true, account: {...changed.account, role}};
}

/** The acting person's live sessions, newest first, each with its device and whether it is this one. */
export async function ownSessions({db, config}: AccountDeps, actor: Actor) {
  const sessions = await listAccountSessions(db, actor.accountId, sessionLimits(config));
  return sessions.map(({userAgent, ...rest}) => ({...rest, device: describeDevice(userAgent), current: rest.id === actor.id}));
}

/** Ends one of the person's own sessions: another account's id is "not found", not "forbidden". */
export async function endSession({db}: AccountDeps, id: number, actor: Actor): Promise<{ok: true} | Refusal> {
  if (!(await deleteSession(db, id, actor.accountId))) return refused(404, 'sessionNotFound');
  await writeAudit(db, {actor: actor.email, action: 'session_ended', target: `session ${id}`, ip: actor.ip});
  return {ok: true};
}

/** Ends every other session of the person; how many. */
export async function endOtherSessions({db}: AccountDeps, actor: Actor): Promise<number> {
  const ended = await deleteAccountSessions(db, actor.accountId, actor.id);
  if (ended > 0) await writeAudit(db, {actor: actor.email, action: 'session_ended', target: `${ended} other sessions`, ip: actor.ip});
  return ended;
}

/** Changes the person's own password, the current one given; the other sessions end. */
export async function changeOwnPassword(
  {db}: AccountDeps,
  {currentPassword, newPassword}: {currentPassword: string; newPassword: string},
  actor: Actor,
): Promise<{ok: true; endedSessions: number} | Refusal> {
  const account = await findAccountById(db, actor.accountId);
  if (!account || !(await verifyPassword(account.password_hash, currentPassword))) return refused(400, 'currentPasswordWrong', 'currentPassword');
  const issue = newPasswordIssue(newPassword);
  if (issue) return refused(400, issue, 'newPassword');
  await changePassword(db, account.id, newPassword);
  const endedSessions = await deleteAccountSessions(db, account.id, actor.id);
  await recordCredentialChange(db, {email: account.email, actor: actor.email, action: 'password_changed', what: 'password changed', ip: actor.ip});
  return {ok: true, endedSessions};
}

/** A page of the audit log, newest first, and the `before` of the next page (null: no more). */
export async function auditPage(db: Kysely<Database>, query: {limit: number; before?: number}) {
  const entries = await readAudit(db, query);
  const last = entries.at(-1);
  return {entries, next: entries.length === query.limit && last ? last.id : null};
}
