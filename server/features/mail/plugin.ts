/**
 * Starts the outbox relay when SMTP_URL is set (once the app is ready) and stops it when the app
 * closes: messages it claimed but has not started go back to the table at once, for another
 * instance to send; the sends under way finish first (within the relay's close deadline).
 * Without SMTP_URL nothing is sent: messages wait in the outbox table, where staff can see them,
 * until a relay with SMTP runs.
 */
import fp from 'fastify-plugin';
import type {MailConfig} from '../../platform/config';
import {OutboxRelay, smtpSender} from './relay';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells the relay that a message was committed (a no-op when the relay is off). */
    nudgeOutbox(): void;
    outboxRelay: OutboxRelay | null;
  }
}

export default fp<{mail: MailConfig}>(
  async function outboxPlugin(app, {mail}) {
    const relay = mail.smtpUrl
      ? new OutboxRelay(app.db, app.dbDialect, mail, smtpSender(mail.smtpUrl, mail.concurrency), app.log)
      : null;
    app.decorate('outboxRelay', relay);
    app.decorate('nudgeOutbox', () => relay?.nudge());

    if (!relay) {
      app.addHook('onReady', async () => {
        app.log.warn('SMTP_URL is not set: notifications wait in the outbox table until it is');
      });
      return;
    }
    app.addHook('onReady', async () => relay.start());
    // preClose runs before the database plugin's onClose, so the relay's last write succeeds.
    app.addHook('preClose', async () => relay.stop());
  },
  {name: 'outbox', dependencies: ['database']},
);
