import type {Kysely} from 'kysely';
import type {SqlDialect} from '../connection';
import {autoId} from './columns';

/**
 * A second factor for every staff account (issue 21 §1, ASVS 5.0 V6.3.2): an authenticator app
 * (TOTP), passkeys (WebAuthn) and recovery codes, plus the session's proof of one.
 * - staff_sessions.factor_verified_at: when this session last proved a second factor (epoch ms);
 *   null is the "pending second factor" state a password alone reaches, which may only enrol or
 *   verify. Sessions that existed before this migration start pending.
 * - staff_totp: one authenticator app per account; `confirmed_at` null while enrolment waits for
 *   the first code; `last_step` is the last 30-second step used, so each code works once.
 * - staff_passkeys: WebAuthn credentials (public key and signature counter only).
 * - staff_recovery_codes: SHA-256 of each one-time code (server/features/staff/recovery-codes.ts says why).
 * - staff_webauthn_challenges: one-time challenges of passkey ceremonies, with a short expiry.
 */
export function createSecondFactors(dialect: SqlDialect) {
  const id = autoId(dialect);
  const account = (col: import('kysely').ColumnDefinitionBuilder) =>
    col.notNull().references('staff_accounts.id').onDelete('cascade');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('staff_sessions').addColumn('factor_verified_at', 'bigint').execute();

      await db.schema
        .createTable('staff_totp')
        .addColumn('account_id', 'integer', (col) => account(col).primaryKey())
        .addColumn('secret', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('confirmed_at', 'bigint')
        .addColumn('last_step', 'bigint')
        .execute();

      await db.schema
        .createTable('staff_passkeys')
        .addColumn('id', 'integer', id)
        .addColumn('account_id', 'integer', account)
        // base64url, as the browser reports it; unique across accounts.
        .addColumn('credential_id', 'text', (col) => col.notNull().unique())
        .addColumn('public_key', 'text', (col) => col.notNull())
        .addColumn('counter', 'bigint', (col) => col.notNull())
        .addColumn('transports', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('last_used_at', 'bigint')
        .execute();
      await db.schema.createIndex('staff_passkeys_account_idx').on('staff_passkeys').column('account_id').execute();

      await db.schema
        .createTable('staff_recovery_codes')
        .addColumn('id', 'integer', id)
        .addColumn('account_id', 'integer', account)
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('staff_recovery_codes_account_idx')
        .on('staff_recovery_codes')
        .columns(['account_id', 'code_hash'])
        .execute();

      await db.schema
        .createTable('staff_webauthn_challenges')
        .addColumn('id', 'integer', id)
        .addColumn('challenge', 'text', (col) => col.notNull().unique())
        // 'register' | 'authenticate' | 'login'; the account for the first two.
        .addColumn('purpose', 'text', (col) => col.notNull())
        .addColumn('account_id', 'integer', (col) => col.references('staff_accounts.id').onDelete('cascade'))
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['staff_webauthn_challenges', 'staff_recovery_codes', 'staff_passkeys', 'staff_totp']) {
        await db.schema.dropTable(table).execute();
      }
      await db.schema.alterTable('staff_sessions').dropColumn('factor_verified_at').execute();
    },
  };
}
