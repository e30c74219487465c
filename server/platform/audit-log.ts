/** What staff did, when and from where (issue 11 §3): written by the admin routes, read in Settings. */
import type {Kysely} from 'kysely';
import type {Database} from './database/schema';

export const auditActions = [
  'setup',
  'login',
  'login_failed',
  'logout',
  'session_ended',
  'password_changed',
  'account_created',
  'account_disabled',
  'account_enabled',
  'role_changed',
  'contact_erased',
  'contacts_exported',
  'white_paper_uploaded',
  'white_paper_deleted',
  'white_paper_offered',
  'white_paper_offer_edited',
  'recipients_changed',
  'outbox_retried',
  'api_key_created',
  'api_key_revoked',
  'webhook_created',
  'webhook_deleted',
  'webhook_retried',
  // Second factors (issue 21 §1).
  'login_passkey',
  'factor_verified',
  'factor_failed',
  'factor_added',
  'factor_removed',
  'recovery_code_used',
  'recovery_codes_renewed',
  'factors_reset',
] as const;

export type AuditAction = (typeof auditActions)[number];

export type AuditEntry = {actor: string; action: AuditAction; target?: string | null; ip?: string | null};

export async function writeAudit(db: Kysely<Database>, entry: AuditEntry, now = Date.now()) {
  await db
    .insertInto('staff_audit_log')
    .values({at: now, actor: entry.actor, action: entry.action, target: entry.target ?? null, ip: entry.ip ?? null})
    .execute();
}

export type AuditRecord = {id: number; at: number; actor: string; action: string; target: string | null; ip: string | null};

/** Newest first, `limit` at a time; `before` is the id of the last entry of the previous page. */
export async function readAudit(
  db: Kysely<Database>,
  {limit, before}: {limit: number; before?: number},
): Promise<AuditRecord[]> {
  let query = db.selectFrom('staff_audit_log').selectAll().orderBy('id', 'desc').limit(limit);
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query.execute();
  return rows.map((row) => ({...row, at: Number(row.at)}));
}
