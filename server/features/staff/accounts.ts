/**
 * Account operations shared by the staff API and the command line (`npm run admin`): the same
 * rules (length from src/lib/staff, the common-password list here) whichever way in.
 */
import type {Kysely} from 'kysely';
import {newAccountSchema, parseStaffInput} from '../../../src/lib/staff/credentials';
import type {StaffErrorCode} from '../../../src/lib/staff/messages';
import type {StaffRole} from '../../../src/lib/staff/roles';
import type {Database} from '../../platform/database/schema';
import {hashPassword, isCommonPassword} from './passwords';
import {insertAccount, setPasswordHash, type StaffAccount} from './queries';

export type AccountResult = {ok: true; account: StaffAccount} | {ok: false; code: StaffErrorCode; field: string};

/** Checks a new password beyond its length; undefined when it may be used. */
export function newPasswordIssue(password: string): StaffErrorCode | undefined {
  return isCommonPassword(password) ? 'passwordTooCommon' : undefined;
}

/** Adds an account with `role`, which the caller has checked the adder may give. */
export async function createAccount(db: Kysely<Database>, input: unknown, role: StaffRole, now = Date.now()): Promise<AccountResult> {
  const parsed = parseStaffInput(newAccountSchema, input);
  if (!parsed.ok) return parsed;
  const {email, password} = parsed.value;
  const issue = newPasswordIssue(password);
  if (issue) return {ok: false, code: issue, field: 'password'};
  const account = await insertAccount(db, {email, passwordHash: await hashPassword(password), role, now});
  return account ? {ok: true, account} : {ok: false, code: 'accountExists', field: 'email'};
}

export async function changePassword(db: Kysely<Database>, accountId: number, password: string) {
  await setPasswordHash(db, accountId, await hashPassword(password));
}
