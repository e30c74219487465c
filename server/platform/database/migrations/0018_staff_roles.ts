import type {Kysely} from 'kysely';

/**
 * Staff roles (issue 21 §2): every account gets a role of src/lib/staff/roles.ts. Accounts that
 * exist when this runs become owners, so nobody loses what they could do before roles existed.
 * The column's default only fills those rows: new accounts are always inserted with a role
 * chosen by whoever adds them (server/features/staff/queries.ts requires one).
 */
export function createStaffRoles() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('staff_accounts')
        .addColumn('role', 'text', (col) => col.notNull().defaultTo('owner'))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('staff_accounts').dropColumn('role').execute();
    },
  };
}
