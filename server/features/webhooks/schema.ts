/**
 * The webhook feature's schemas: the staff routes' parameters (routes.ts), and the webhook
 * requests we send (relay.ts), described for the OpenAPI document's `webhooks` section: the body
 * of each event and the signature headers. A server test checks real deliveries against these
 * schemas, so the description follows the sender.
 */
import {webhookEvents, type WebhookEvent} from '../../../src/lib/staff/webhooks';
import {conversationId, timestamp, visitorSchema} from '../../../src/lib/api/schemas';
import {deliveryHeader, eventHeader, signatureHeader} from './signature';

const idPattern = '^wh[ed]_[A-Za-z0-9_-]{1,40}$';

export const endpointParams = {
  type: 'object',
  properties: {id: {type: 'string', pattern: idPattern}},
  required: ['id'],
} as const;

export const deliveryParams = {
  type: 'object',
  properties: {id: {type: 'string', pattern: idPattern}, deliveryId: {type: 'string', pattern: idPattern}},
  required: ['id', 'deliveryId'],
} as const;

export const deliveriesQuery = {
  type: 'object',
  properties: {limit: {type: 'integer', minimum: 1, maximum: 100, default: 50}},
} as const;

export const webhooksTag = 'Webhooks';

const webhookMessage = {
  type: 'object',
  description: 'A message. Role `user` is inbound (the visitor); any other role is outbound.',
  properties: {
    conversation_id: conversationId,
    content: {type: 'string'},
    role: {type: 'string', description: '`user` (inbound) or `assistant` (outbound).'},
    created_at: timestamp,
  },
  required: ['conversation_id', 'content', 'role', 'created_at'],
} as const;

const eventData: Record<WebhookEvent, Record<string, unknown>> = {
  'conversation.created': {
    type: 'object',
    description: 'The new conversation, with its first message.',
    properties: {id: conversationId, visitor: visitorSchema, messages: {type: 'array', items: webhookMessage}},
    required: ['id', 'visitor', 'messages'],
  },
  'message.created': webhookMessage,
};

const examples: Record<WebhookEvent, unknown> = {
  'conversation.created': {
    id: 'whd_Qm9vc3RlZC1kZWxpdmVy',
    type: 'conversation.created',
    created_at: '2026-11-20T09:12:45.120Z',
    agent_id: 'agt_site',
    data: {
      id: 'conv_8f3a2c',
      visitor: {email: null, name: null, company: null, phone: null},
      messages: [{conversation_id: 'conv_8f3a2c', content: 'What is your returns policy?', role: 'user', created_at: '2026-11-20T09:12:44.000Z'}],
    },
  },
  'message.created': {
    id: 'whd_Qm9vc3RlZC1kZWxpdmVy',
    type: 'message.created',
    created_at: '2026-11-20T09:12:45.120Z',
    agent_id: 'agt_site',
    data: {conversation_id: 'conv_8f3a2c', content: 'What is your returns policy?', role: 'user', created_at: '2026-11-20T09:12:44.000Z'},
  },
};

/** The JSON body of an `event` delivery. */
export function webhookBodySchema(event: WebhookEvent) {
  return {
    type: 'object',
    properties: {
      id: {type: 'string', pattern: '^whd_', description: `The delivery's id, also in ${deliveryHeader}: the same on every retry.`},
      type: {type: 'string', const: event},
      created_at: {...timestamp, description: 'When the event happened.'},
      agent_id: {type: 'string', description: 'The agent the event belongs to.'},
      data: eventData[event],
    },
    required: ['id', 'type', 'created_at', 'agent_id', 'data'],
    examples: [examples[event]],
  };
}

const headers = [
  {
    name: signatureHeader,
    in: 'header',
    required: true,
    description:
      '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint\'s secret>`. Compare in constant time and refuse a `t` more than 5 minutes from your clock.',
    schema: {type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}'},
  },
  {name: eventHeader, in: 'header', required: true, description: 'The event type, as in the body.', schema: {type: 'string'}},
  {name: deliveryHeader, in: 'header', required: true, description: 'The delivery id, as in the body.', schema: {type: 'string'}},
];

const summaries: Record<WebhookEvent, string> = {
  'conversation.created': 'A visitor started a conversation',
  'message.created': 'A message was added to a conversation',
};

export const webhookOperations = Object.fromEntries(
  webhookEvents.map((event) => [
    event,
    {
      post: {
        operationId: `webhook.${event}`,
        summary: summaries[event],
        description:
          'We POST this to every endpoint subscribed to the event, signed with the endpoint\'s secret. Answer with a 2xx within 10 seconds; anything else is retried with exponential backoff, up to 10 attempts. Delivery is at least once: drop repeats by the delivery id.',
        tags: [webhooksTag],
        security: [],
        parameters: headers,
        requestBody: {required: true, content: {'application/json': {schema: webhookBodySchema(event)}}},
        responses: {
          '200': {description: 'Received (any 2xx status counts).'},
          '400': {description: 'Your receiver refused it (for example a signature that did not verify): counted as a failed attempt and retried like any other non-2xx answer.'},
        },
      },
    },
  ]),
) as Record<WebhookEvent, unknown>;
