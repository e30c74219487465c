import type {Kysely} from 'kysely';
import type {SqlDialect} from '../connection';
import {autoId} from './columns';

/**
 * First-party, cookieless traffic (issue 11 §2 "Traffic", in the spirit of Plausible): one row
 * per pageview with a visitor hash made from a salt of the day; the salts table holds only the
 * current day's salt, so yesterday's hashes can no longer be recomputed from an address.
 * No address, user agent or cookie is stored.
 */
export function createPageviews(dialect: SqlDialect) {
  const id = autoId(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('pageviews')
        .addColumn('id', dialect === 'postgres' ? 'bigint' : 'integer', id)
        .addColumn('at', 'bigint', (col) => col.notNull())
        .addColumn('page', 'text', (col) => col.notNull())
        .addColumn('referrer_host', 'text')
        .addColumn('utm_source', 'text')
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('screen', 'text', (col) => col.notNull())
        .addColumn('visitor', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('pageviews_at_idx').on('pageviews').column('at').execute();
      await db.schema
        .createTable('traffic_salts')
        .addColumn('day', 'text', (col) => col.primaryKey())
        .addColumn('salt', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('traffic_salts').execute();
      await db.schema.dropTable('pageviews').execute();
    },
  };
}
