/**
 * Opens the database, brings its schema up to date before any route can use it, shares it as
 * `app.db`, and closes it when the app closes (after in-flight requests have finished).
 */
import fp from 'fastify-plugin';
import type {Kysely} from 'kysely';
import {describeDatabase, type DatabaseConfig} from '../config';
import {openDatabase, type SqlDialect} from '../db/connection';
import {migrateToLatest} from '../db/migrate';
import type {Database} from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: SqlDialect;
  }
}

export type DatabasePluginOptions = {database: DatabaseConfig};

export default fp<DatabasePluginOptions>(
  async function databasePlugin(app, {database}) {
    const {db, dialect} = openDatabase(database);
    try {
      const results = await migrateToLatest(db, dialect);
      for (const r of results) app.log.info({migration: r.migrationName}, 'migration applied');
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.log.info(`database ready: ${describeDatabase(database)}`);

    app.decorate('db', db);
    app.decorate('dbDialect', dialect);
    app.addHook('onClose', async () => {
      await db.destroy();
      app.log.info('database closed');
    });
  },
  {name: 'database'},
);
