import type {Kysely} from 'kysely';
import type {SqlDialect} from '../connection';
import {autoId} from './columns';

/**
 * The staff area's authority (issue 11, DESIGN "Staff area"): accounts, server-side sessions,
 * one-time setup tokens, login throttling counters and the audit log. Everything lives in the
 * database so several instances share it. Times are epoch milliseconds (bigint), compared the
 * same way on both dialects; tokens are stored only as SHA-256 hashes.
 */
export function createStaffAccounts(dialect: SqlDialect) {
  const id = autoId(dialect);

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('staff_accounts')
        .addColumn('id', 'integer', id)
        // Lowercased and trimmed, so 'Ana@X.com' and 'ana@x.com' are one account.
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('disabled_at', 'bigint')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('password_changed_at', 'bigint', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('staff_sessions')
        .addColumn('id', 'integer', id)
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('account_id', 'integer', (col) =>
          col.notNull().references('staff_accounts.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema
        .createIndex('staff_sessions_account_idx')
        .on('staff_sessions')
        .column('account_id')
        .execute();

      await db.schema
        .createTable('staff_setup_tokens')
        .addColumn('id', 'integer', id)
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('used_at', 'bigint')
        .execute();

      // One row per throttled key ('account:ana@x.com', 'address:203.0.113.9').
      await db.schema
        .createTable('staff_login_throttle')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('failures', 'integer', (col) => col.notNull())
        .addColumn('last_failure_at', 'bigint', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('staff_audit_log')
        .addColumn('id', 'integer', id)
        .addColumn('at', 'bigint', (col) => col.notNull())
        // The actor's e-mail as typed or known; kept when the account is later deleted.
        .addColumn('actor', 'text', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('target', 'text')
        .addColumn('ip', 'text')
        .execute();
      await db.schema.createIndex('staff_audit_log_at_idx').on('staff_audit_log').column('at').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'staff_audit_log',
        'staff_login_throttle',
        'staff_setup_tokens',
        'staff_sessions',
        'staff_accounts',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
