/**
 * JSON schema parts shared by the /v1 routes (server/features/api) and the webhook payloads that
 * carry the same objects (server/features/webhooks): here, outside both features, so neither
 * reaches into the other. The route schemas are the API's single source: openapi.ts makes the
 * OpenAPI document from them, so every part says what it is.
 */
import {apiErrorMessages, type ApiErrorCode} from './errors';

export const tags = {
  ask: 'Ask',
  conversations: 'Conversations',
  knowledge: 'Knowledge',
  handoff: 'Handoff',
  widget: 'Widget',
} as const;

export const errorSchema = {
  type: 'object',
  description: 'Every refusal: a stable machine-readable `code` and an English `error` text.',
  properties: {
    code: {type: 'string', description: 'Stable code to branch on, e.g. unauthorized, forbidden, invalidRequest.'},
    error: {type: 'string', description: 'What is wrong and how to fix it; for invalidRequest it names the field.'},
  },
  required: ['code', 'error'],
} as const;

/** The refusals every keyed route can answer, plus the route's own. */
export function errorResponses(...statuses: number[]) {
  const described: Record<number, string> = {
    400: 'invalidRequest: a field is missing or wrong (the text names it)',
    401: 'unauthorized: the bearer key is missing, malformed, unknown or revoked',
    403: 'forbidden: the key lacks the permission, or a public key is used from another origin',
    404: 'notFound: no such object for this agent',
    413: 'bodyTooLarge: the request body is too large',
    429: 'rateLimited: the key used up its requests for this minute (see Retry-After)',
  };
  const example: Record<number, {code: ApiErrorCode; error: string}> = {
    400: {code: 'invalidRequest', error: 'query must be string'},
    401: {code: 'unauthorized', error: apiErrorMessages.unauthorized},
    403: {code: 'forbidden', error: 'This API key lacks the permission knowledge:write'},
    404: {code: 'notFound', error: 'No such conversation'},
    413: {code: 'bodyTooLarge', error: apiErrorMessages.bodyTooLarge},
    429: {code: 'rateLimited', error: apiErrorMessages.rateLimited},
  };
  return Object.fromEntries(
    [...new Set([401, 403, 429, ...statuses])].map((status) => [
      status,
      {...errorSchema, description: described[status], examples: [example[status]]},
    ]),
  );
}

export const timestamp = {type: 'string', format: 'date-time', description: 'ISO 8601 time (UTC).'} as const;
export const nullableTimestamp = {type: ['string', 'null'], format: 'date-time', description: 'ISO 8601 time (UTC), or null.'} as const;

export const conversationId = {
  type: 'string',
  pattern: '^conv_[A-Za-z0-9_-]{1,64}$',
  description: 'A conversation id (conv_...).',
  examples: ['conv_8f3a2c9d1e'],
} as const;

export const messageId = {
  type: 'string',
  pattern: '^msg_[A-Za-z0-9_-]{1,64}$',
  description: 'A message id (msg_...).',
  examples: ['msg_5kq2Zr8TfW1x'],
} as const;

export const sourceSchema = {
  type: 'object',
  description: 'A passage the answer cites: its page or document title, absolute URL with anchor, and the text.',
  properties: {
    title: {type: 'string', description: 'The page and section title, or the knowledge document\'s title.'},
    url: {type: 'string', description: 'Where the passage is, with its anchor.'},
    snippet: {type: 'string', description: 'The passage\'s text the answer quotes.'},
  },
  required: ['title', 'url', 'snippet'],
} as const;

export const visitorSchema = {
  type: 'object',
  description: 'Who the visitor is, once they handed off to sales (null fields before).',
  properties: {
    email: {type: ['string', 'null']},
    name: {type: ['string', 'null']},
    company: {type: ['string', 'null']},
    phone: {type: ['string', 'null']},
  },
  required: ['email', 'name', 'company', 'phone'],
} as const;

export const messageSchema = {
  type: 'object',
  description: 'One message. Role `user` is inbound (the visitor); any other role is outbound.',
  properties: {
    id: messageId,
    conversation_id: conversationId,
    content: {type: 'string'},
    role: {type: 'string', description: '`user` (inbound) or `assistant` (outbound).'},
    sources: {type: 'array', items: sourceSchema},
    uncertain: {type: 'boolean', description: 'The agent said its sources do not cover the question.'},
    rating: {type: ['string', 'null'], enum: ['up', 'down', null], description: "The visitor's rating of this answer."},
    created_at: timestamp,
  },
  required: ['id', 'conversation_id', 'content', 'role', 'sources', 'uncertain', 'rating', 'created_at'],
} as const;

const conversationFields = {
  id: conversationId,
  visitor: visitorSchema,
  user_id: {type: ['string', 'null'], description: 'Your own id for the user, as sent to POST /v1/ask.'},
  locale: {type: 'string', description: 'The language the agent answers in: en or es.'},
  created_at: timestamp,
  handed_off_at: {...nullableTimestamp, description: 'When the visitor was handed off to sales, or null.'},
} as const;

export const conversationSummarySchema = {
  type: 'object',
  description: 'A conversation in a list.',
  properties: {...conversationFields, message_count: {type: 'integer'}},
  required: ['id', 'visitor', 'user_id', 'locale', 'created_at', 'handed_off_at', 'message_count'],
} as const;

export const conversationSchema = {
  type: 'object',
  description: 'A conversation with all its messages, oldest first.',
  properties: {...conversationFields, messages: {type: 'array', items: messageSchema}},
  required: ['id', 'visitor', 'user_id', 'locale', 'created_at', 'handed_off_at', 'messages'],
} as const;

export const iso = (ms: number) => new Date(ms).toISOString();
