import type {Kysely} from 'kysely';

/**
 * Daily rollups of the pageviews (issue 11 §4: the dashboard answers 30 days of 1,000,000 stored
 * pageviews in under 300 ms; reading the raw rows took longer, see bench/traffic-dashboard).
 * A day is rolled up once it is over (server/features/traffic/queries.ts): per dimension and value, its
 * visitors (distinct hashes of the day) and pageviews. The visitor hash changes every day, so
 * daily figures add up over any range without losing anything.
 */
export function createTrafficRollups() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('traffic_daily')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('dimension', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('visitors', 'integer', (col) => col.notNull())
        .addColumn('pageviews', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('traffic_daily_pk', ['day', 'dimension', 'value'])
        .execute();
      // A day with no pageviews has no rows; this says it was rolled up all the same.
      await db.schema
        .createTable('traffic_rolled_days')
        .addColumn('day', 'text', (col) => col.primaryKey())
        .addColumn('rolled_at', 'bigint', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('traffic_rolled_days').execute();
      await db.schema.dropTable('traffic_daily').execute();
    },
  };
}
