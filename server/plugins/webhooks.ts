/**
 * `app.webhooks.emit(agentId, type, data)` queues one signed delivery per endpoint of the agent
 * subscribed to the event and nudges the relay (server/webhooks/relay.ts), which every instance
 * runs from the moment the app is ready until it closes. Timing reuses the mail outbox's
 * settings (OUTBOX_POLL_MS, OUTBOX_RETRY_BASE_MS, OUTBOX_MAX_ATTEMPTS, OUTBOX_LEASE_MS,
 * OUTBOX_START_DELAY_MS, OUTBOX_CONCURRENCY): one queue policy for everything the server sends.
 */
import fp from 'fastify-plugin';
import type {WebhookEvent} from '../../src/lib/staff/webhooks';
import {enqueueDeliveries} from '../db/webhooks';
import {newDeliveryId, webhookBody} from '../webhooks/events';
import {WebhookRelay, webhookTimeoutMs, type WebhookRelayConfig} from '../webhooks/relay';

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
      async emit(agentId, type, data) {
        const queued = await enqueueDeliveries(app.db, {
          agentId,
          eventType: type,
          newId: newDeliveryId,
          payloadFor: (deliveryId) => webhookBody({deliveryId, agentId, type, data}),
        });
        if (queued > 0) relay.nudge();
        return queued;
      },
    } satisfies Webhooks);
    app.addHook('onReady', async () => relay.start());
    // preClose runs before the database plugin's onClose, so the relay's last write succeeds.
    app.addHook('preClose', async () => relay.stop());
  },
  {name: 'webhooks', dependencies: ['database']},
);
