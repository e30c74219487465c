import type {Kysely} from 'kysely';

/**
 * Settings staff change at run time (issue 11 §2 "Settings"), one row per key with its value as
 * JSON text, so both dialects store it alike. The first key is the notification recipients
 * that override NOTIFY_TO; no row means "use the environment's value".
 */
export function createSiteSettings() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('site_settings')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_by', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('site_settings').execute();
    },
  };
}
