/**
 * The first-run setup without HTTP (issue 11 §1): with no account yet, a one-time link
 * (setup-link.ts, valid for an hour) creates the first one, an owner. A link's state can be read
 * without using it, so the page says so before showing a form. Setup happens once: after the
 * first account exists, an unused link cannot be used either.
 */
import type {StaffErrorCode} from '../../../src/lib/staff/messages';
import type {SetupLinkState} from '../../../src/lib/staff/setupLink';
import {writeAudit} from '../../platform/audit-log';
import {newPasswordIssue} from './accounts';
import {hashPassword} from './passwords';
import {consumeSetupToken, countAccounts, insertAccount, setupTokenState} from './queries';
import {openSession, type Client, type SessionAnswer, type StaffDeps} from './sessions';
import {newSetupLink} from './setup-link';
import {hashToken, isWellFormedToken} from './tokens';

/** With no account yet, a new one-time link that creates the first one; undefined otherwise. */
export async function firstRunSetupLink({db, config}: StaffDeps, origin: string): Promise<string | undefined> {
  if ((await countAccounts(db)) > 0) return undefined;
  return newSetupLink(db, origin, config.setupTokenLifetimeMs);
}

/** What a link can still do (valid, used, expired, unknown), without using it. */
export async function setupLinkState({db}: StaffDeps, token: unknown): Promise<SetupLinkState> {
  if (!isWellFormedToken(token)) return 'unknown';
  const state = await setupTokenState(db, hashToken(token));
  return state === 'valid' && (await countAccounts(db)) > 0 ? 'used' : state;
}

export type SetupOutcome =
  | {ok: true; session: SessionAnswer; sessionToken: string}
  | {ok: false; code: StaffErrorCode; field: string};

/** Creates the first account, an owner, with the link's token, and opens its session. */
export async function setUpFirstAccount(
  deps: StaffDeps,
  {token, email, password}: {token: string; email: string; password: string},
  client: Client,
): Promise<SetupOutcome> {
  const {db} = deps;
  const passwordIssue = newPasswordIssue(password);
  if (passwordIssue) return {ok: false, code: passwordIssue, field: 'password'};
  // Only while no account exists: a leaked old link cannot add a second account later.
  if (!isWellFormedToken(token) || (await countAccounts(db)) > 0 || !(await consumeSetupToken(db, hashToken(token)))) {
    return {ok: false, code: 'setupTokenInvalid', field: 'token'};
  }
  // Checked above with the same rules as createAccount; only the insert is left.
  const account = await insertAccount(db, {email, passwordHash: await hashPassword(password), role: 'owner'});
  if (!account) return {ok: false, code: 'accountExists', field: 'email'};
  await writeAudit(db, {actor: email, action: 'setup', target: email, ip: client.ip});
  const opened = await openSession(deps, account, client);
  return {ok: true, session: opened.session, sessionToken: opened.token};
}
