/**
 * API keys as the staff API answers them (issue 12 contract, SPEC §6 "API key types"): public
 * pk_ keys for browsers (their origins), private sk_ keys for servers (everything), scoped rk_
 * keys with chosen permissions. The secret is answered once, when the key is made.
 */
import {arrayOf, count, epochMs, nullableEpochMs, object, text, type FromSchema} from '../jsonSchema';
import {agentRefSchema} from './agents';

export const apiKeyTypes = ['public', 'private', 'scoped'] as const;
export type ApiKeyType = (typeof apiKeyTypes)[number];

export const apiKeyPermissions = ['ask', 'conversations:read', 'knowledge:read', 'knowledge:write', 'handoff', 'feedback'] as const;
export type ApiKeyPermission = (typeof apiKeyPermissions)[number];

/** Requests per minute a new key gets unless staff choose otherwise. */
export const defaultRateLimit: Record<ApiKeyType, number> = {public: 60, private: 600, scoped: 600};
export const maxRateLimit = 100_000;
export const apiKeyNameMaxLength = 100;

const apiKeyViewProperties = {
  id: text,
  agentId: text,
  name: text,
  type: {type: 'string', enum: apiKeyTypes},
  /** The first 12 characters of the secret, enough to recognise it. */
  prefix: text,
  permissions: arrayOf({type: 'string', enum: apiKeyPermissions}),
  origins: arrayOf(text),
  rateLimit: count,
  createdAt: epochMs,
  lastUsedAt: nullableEpochMs,
  revokedAt: nullableEpochMs,
  /** When the key stops working (sandbox keys); null: never. */
  expiresAt: nullableEpochMs,
} as const;
const apiKeyView = object(apiKeyViewProperties);
export type ApiKeyView = FromSchema<typeof apiKeyView>;

/** A key in the staff list, with the agent it belongs to. */
const listedApiKeyView = object({...apiKeyViewProperties, agent: agentRefSchema});
export type ListedApiKeyView = FromSchema<typeof listedApiKeyView>;

/** GET /api/admin/api-keys. */
export const apiKeyListSchema = object({keys: arrayOf(listedApiKeyView)});

/** POST /api/admin/api-keys: the new key and its secret, answered this once. */
export const createdApiKeySchema = object({key: apiKeyView, secret: text});

export type NewApiKey = {
  name: string;
  type: ApiKeyType;
  permissions?: ApiKeyPermission[];
  origins?: string[];
  rateLimit?: number;
};

/** The origins typed one per line (or separated by commas or spaces), without blanks or repeats. */
export function originList(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean))];
}

/** 'self' or an http(s) origin without path (what a browser sends as Origin). */
export function isKeyOrigin(origin: string): boolean {
  if (origin === 'self') return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin;
  } catch {
    return false;
  }
}
