/**
 * Starts the server: `npm run serve` (or `npm start`, which builds first). On SIGTERM/SIGINT it
 * stops accepting connections, lets in-flight requests finish, closes the database and exits 0;
 * if that takes longer than the grace period, or a second signal arrives, it exits at once.
 */
import type {AddressInfo} from 'node:net';
import type {FastifyInstance} from 'fastify';
import {buildApp} from './app';
import {ConfigError, loadConfig} from './platform/config';

/**
 * Longest wait for in-flight requests before giving up on a clean close; longer than the mail
 * relay's own close deadline (relayCloseDeadlineMs), so its last sends are still recorded.
 */
const shutdownGraceMs = 10_000;

function installShutdown(app: FastifyInstance): void {
  let closing = false;

  async function shutdown(reason: string, exitCode: number): Promise<void> {
    if (closing) {
      app.log.warn(`${reason} during shutdown: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${reason}: closing (draining in-flight requests)`);
    const force = setTimeout(() => {
      app.log.error(`shutdown took longer than ${shutdownGraceMs} ms: exiting now`);
      process.exit(1);
    }, shutdownGraceMs);
    force.unref();
    try {
      await app.close();
      app.log.info('closed cleanly');
    } catch (error) {
      app.log.error({err: error}, 'error while closing');
      exitCode = 1;
    }
    process.exit(exitCode);
  }

  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  process.on('uncaughtException', (error) => {
    app.log.fatal({err: error}, 'uncaught exception');
    void shutdown('uncaught exception', 1);
  });
  process.on('unhandledRejection', (reason) => {
    app.log.fatal({err: reason}, 'unhandled promise rejection');
    void shutdown('unhandled rejection', 1);
  });
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  installShutdown(app);
  await app.listen({host: config.host, port: config.port});
  const {port} = app.server.address() as AddressInfo;
  app.log.info(`site and API at http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error('server failed to start:', error);
  process.exit(1);
});
