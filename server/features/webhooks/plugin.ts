/**
 * `app.webhooks.emit(agentId, type, data)` queues one signed delivery per endpoint of the agent
 * subscribed to the event and nudges the relay (relay.ts), which every instance runs from the
 * moment the app is ready until it closes. Timing reuses the mail outbox's settings
 * (OUTBOX_POLL_MS, OUTBOX_RETRY_BASE_MS, OUTBOX_MAX_ATTEMPTS, OUTBOX_LEASE_MS,
 * OUTBOX_START_DELAY_MS, OUTBOX_CONCURRENCY): one queue policy for everything the server sends.
 */
import fp from 'fastify-plugin';
import type {WebhookEvent} from '../../../src/lib/staff/webhooks';
import {WebhookRelay, webhookTimeoutMs, type WebhookRelayConfig} from './relay';
import {queueEvent} from './service';

export type Webhooks = {
  /** Queues the event for the agent's subscribed endpoints; resolves to how many deliveries were queued. */
  emit(agentId: string, type: WebhookEvent, data: unknown): Promise<number>;
  relay: WebhookRelay;
};

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks;
  }
}

export type WebhooksOptions = {relay: Omit<WebhookRelayConfig, 'timeoutMs'> & {timeoutMs?: number}};

export default fp<WebhooksOptions>(
  async function webhooksPlugin(app, {relay: relayConfig}) {
    const relay = new WebhookRelay(app.db, app.dbDialect, {timeoutMs: webhookTimeoutMs, ...relayConfig}, app.log, app.outgoing);
    app.decorate('webhooks', {
      relay,
      emit: (agentId, type, data) => queueEvent({db: app.db, outgoing: app.outgoing, relay}, agentId, type, data),
    } satisfies Webhooks);
    app.addHook('onReady', async () => relay.start());
    // preClose runs before the database plugin's onClose, so the relay's last write succeeds.
    app.addHook('preClose', async () => relay.stop());
  },
  {name: 'webhooks', dependencies: ['database']},
);
