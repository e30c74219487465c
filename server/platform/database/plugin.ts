/**
 * Opens the database, brings its schema up to date before any route can use it, shares it as
 * `app.db`, and closes it when the app closes (after in-flight requests have finished).
 */
import fp from 'fastify-plugin';
import type {Kysely} from 'kysely';
import {describeDatabase, type DatabaseConfig} from '../config';
import {openDatabase, type SqlDialect} from './connection';
import {migrateToLatest} from './migrate';
import type {Database} from './schema';
import type {FactorSecrets} from '../factor-key';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: SqlDialect;
    /** Seals and opens the authenticator-app secrets stored in `db` (server/platform/factor-key.ts). */
    factorSecrets: FactorSecrets;
  }
}

export type DatabasePluginOptions = {
  database: DatabaseConfig;
  factorSecrets: FactorSecrets;
  /** Runs once the schema is up to date, before any route can use the database; a throw stops the start. */
  checkAfterMigrations?: (db: Kysely<Database>) => Promise<void>;
};

export default fp<DatabasePluginOptions>(
  async function databasePlugin(app, {database, factorSecrets, checkAfterMigrations}) {
    const {db, dialect} = openDatabase(database);
    try {
      const results = await migrateToLatest(db, dialect, {factorSecrets: () => factorSecrets});
      for (const r of results) app.log.info({migration: r.migrationName}, 'migration applied');
      await checkAfterMigrations?.(db);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.log.info(`database ready: ${describeDatabase(database)}`);

    app.decorate('db', db);
    app.decorate('dbDialect', dialect);
    app.decorate('factorSecrets', factorSecrets);
    app.addHook('onClose', async () => {
      await db.destroy();
      app.log.info('database closed');
    });
  },
  {name: 'database'},
);
