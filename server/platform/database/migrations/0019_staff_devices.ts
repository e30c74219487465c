import type {Kysely} from 'kysely';
import type {SqlDialect} from '../connection';
import {autoId} from './columns';

/**
 * Browsers an account has signed in from (issue 21 §3, OWASP's device cookies): a row per device
 * cookie, stored as its token's SHA-256. A login that brings a live device cookie of the account
 * it names is throttled by that device's own failures only, so guesses from elsewhere cannot
 * lock the owner out. Numbered 0019: 0017 and 0018 are the second factors and the roles.
 */
export function createStaffDevices(dialect: SqlDialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('staff_devices')
        .addColumn('id', 'integer', autoId(dialect))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('account_id', 'integer', (col) => col.notNull().references('staff_accounts.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('last_used_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('staff_devices_account_idx').on('staff_devices').column('account_id').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('staff_devices').execute();
    },
  };
}
