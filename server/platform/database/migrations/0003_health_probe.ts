import type {Kysely} from 'kysely';

/**
 * A one-row table the readiness check writes to (/readyz): a committed write is the only proof
 * that forms can be stored (a read-only file or replica, a full disk, a revoked grant all still
 * answer reads). Kept apart from the form tables so the probe never touches real data.
 */
export function createHealthProbe() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('health_probe')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('checked_at', 'bigint', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('health_probe').execute();
    },
  };
}
