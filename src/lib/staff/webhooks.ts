/**
 * Webhook endpoints as staff register them in Settings (issue 12 §2): the events an endpoint can
 * subscribe to, the URL rule and the request body the staff API accepts. The server checks with
 * this same schema; the Settings card uses the lists and views.
 */
import {z} from 'zod';
import {arrayOf, count, epochMs, nullableEpochMs, nullableText, object, text, type FromSchema} from '../jsonSchema';

export const webhookEvents = ['conversation.created', 'message.created'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export const webhookUrlMaxLength = 2000;
/** Endpoints per agent: enough for real integrations, few enough that one event stays cheap. */
export const webhooksPerAgent = 20;

export const deliveryStatuses = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * Why `url` cannot receive webhooks, or undefined when it can: http(s) only (a file: or data:
 * URL is not a receiver), and no user:password in it (it would be stored and shown in clear;
 * receivers authenticate us by the signature instead).
 */
export function webhookUrlIssue(url: string): 'invalidWebhookUrl' | 'webhookUrlCredentials' | undefined {
  if (url.length > webhookUrlMaxLength) return 'invalidWebhookUrl';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalidWebhookUrl';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'invalidWebhookUrl';
  if (parsed.username || parsed.password) return 'webhookUrlCredentials';
  return undefined;
}

const url = z
  .string({error: 'invalidWebhookUrl'})
  .transform((value) => value.trim())
  .superRefine((value, context) => {
    const issue = webhookUrlIssue(value);
    if (issue) context.addIssue({code: 'custom', message: issue});
  });

const events = z
  .array(z.enum(webhookEvents, {error: 'invalidWebhookEvents'}), {error: 'invalidWebhookEvents'})
  .min(1, {error: 'invalidWebhookEvents'})
  .transform((list) => webhookEvents.filter((event) => list.includes(event)));

const agentId = z.string({error: 'invalidAgentId'}).regex(/^agt_[A-Za-z0-9_-]{1,60}$/, {error: 'invalidAgentId'});

export const newWebhookSchema = z.object(
  {url, events, agentId: agentId.optional()},
  {error: 'invalidWebhookUrl'},
);
export type NewWebhook = z.infer<typeof newWebhookSchema>;

const webhookEvent = {type: 'string', enum: webhookEvents} as const;

/** An endpoint as the staff API lists it: never its secret, which is shown once at creation. */
const webhookEndpointView = object({id: text, agentId: text, url: text, events: arrayOf(webhookEvent), createdAt: epochMs});
export type WebhookEndpointView = FromSchema<typeof webhookEndpointView>;

/** GET /api/admin/webhooks. */
export const webhookListSchema = object({endpoints: arrayOf(webhookEndpointView)});

/** POST /api/admin/webhooks: the new endpoint and its signing secret, answered this once. */
export const addedWebhookSchema = object({endpoint: webhookEndpointView, secret: text});

const webhookDeliveryView = object({
  id: text,
  eventType: webhookEvent,
  status: {type: 'string', enum: deliveryStatuses},
  attempts: count,
  /** The receiver's HTTP status of the last attempt; null when it never answered. */
  lastStatus: {type: ['integer', 'null']},
  lastError: nullableText,
  createdAt: epochMs,
  nextAttemptAt: epochMs,
  deliveredAt: nullableEpochMs,
});
export type WebhookDeliveryView = FromSchema<typeof webhookDeliveryView>;

/** GET /api/admin/webhooks/:id/deliveries: the endpoint's latest deliveries. */
export const deliveryLogSchema = object({deliveries: arrayOf(webhookDeliveryView)});
