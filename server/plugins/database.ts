/**
 * Opens the database, brings its schema up to date before any route can use it, shares it as
 * `app.db`, and closes it when the app closes (after in-flight requests have finished).
 */
import fp from 'fastify-plugin';
import type {Kysely} from 'kysely';
import {describeDatabase, type DatabaseConfig} from '../platform/config';
import {openDatabase, type SqlDialect} from '../platform/database/connection';
import {migrateToLatest} from '../platform/database/migrate';
import type {Database} from '../platform/database/schema';
import {checkFactorKey} from '../features/staff';
import type {FactorSecrets} from '../platform/factor-key';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: SqlDialect;
    /** Seals and opens the authenticator-app secrets stored in `db` (server/platform/factor-key.ts). */
    factorSecrets: FactorSecrets;
  }
}

export type DatabasePluginOptions = {database: DatabaseConfig; factorSecrets: FactorSecrets};

export default fp<DatabasePluginOptions>(
  async function databasePlugin(app, {database, factorSecrets}) {
    const {db, dialect} = openDatabase(database);
    try {
      const results = await migrateToLatest(db, dialect, {factorSecrets: () => factorSecrets});
      for (const r of results) app.log.info({migration: r.migrationName}, 'migration applied');
      // Another key than the secrets' would fail every sign-in with an app: stop here and say so.
      await checkFactorKey(db, factorSecrets);
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
