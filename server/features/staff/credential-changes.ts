/**
 * Every change to an account's credentials (password, a factor added or removed, recovery codes
 * used or renewed, factors reset) is written to the audit log and mailed to the account through
 * the outbox, in one transaction (issue 21 §1): the owner hears of a change they did not make.
 */
import type {Kysely} from 'kysely';
import {writeAudit, type AuditAction} from '../../platform/audit-log';
import {insertRow} from '../../platform/database/records';
import type {Database} from '../../platform/database/schema';
import {credentialChangeMail} from '../mail';
import {outboxRecord} from '../mail';

export type CredentialChange = {
  /** The account whose credentials changed. */
  email: string;
  /** Who did it: the account itself, or the CLI. */
  actor: string;
  action: AuditAction;
  /** For the audit line and the mail, e.g. "passkey added: YubiKey". */
  what: string;
  ip: string | null;
};

export async function recordCredentialChange(db: Kysely<Database>, change: CredentialChange, now = Date.now()) {
  await db.transaction().execute(async (trx) => {
    await writeAudit(trx, {actor: change.actor, action: change.action, target: `${change.email}: ${change.what}`, ip: change.ip}, now);
    await insertRow(trx, outboxRecord(credentialChangeMail(change.email, {what: change.what, at: now, ip: change.ip}), now));
  });
}
