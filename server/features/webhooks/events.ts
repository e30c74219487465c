/**
 * What a webhook request carries (docs/api-reference.mdx "Webhooks"): one JSON body per
 * delivery, `{id, type, created_at, agent_id, data}`, where `id` is the delivery's id (also in
 * the AgentWorks-Delivery header, for receivers to drop repeats) and `data` the event's object:
 * conversation.created {id, visitor, messages}, message.created {conversation_id, content,
 * role, created_at}.
 */
import {randomBytes} from 'node:crypto';
import type {WebhookEvent} from '../../../src/lib/staff/webhooks';

export function newEndpointId(): string {
  return `whe_${randomBytes(12).toString('base64url')}`;
}

export function newDeliveryId(): string {
  return `whd_${randomBytes(12).toString('base64url')}`;
}

export function webhookBody(
  {deliveryId, agentId, type, data}: {deliveryId: string; agentId: string; type: WebhookEvent; data: unknown},
  now = Date.now(),
): string {
  return JSON.stringify({id: deliveryId, type, created_at: new Date(now).toISOString(), agent_id: agentId, data});
}
