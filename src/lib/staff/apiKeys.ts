/**
 * API keys as the staff API answers them (issue 12 contract, SPEC §6 "API key types"): public
 * pk_ keys for browsers (their origins), private sk_ keys for servers (everything), scoped rk_
 * keys with chosen permissions. The secret is answered once, when the key is made.
 */
import type {AgentRef} from './agents';

export const apiKeyTypes = ['public', 'private', 'scoped'] as const;
export type ApiKeyType = (typeof apiKeyTypes)[number];

export const apiKeyPermissions = ['ask', 'conversations:read', 'knowledge:read', 'knowledge:write', 'handoff', 'feedback'] as const;
export type ApiKeyPermission = (typeof apiKeyPermissions)[number];

/** Requests per minute a new key gets unless staff choose otherwise. */
export const defaultRateLimit: Record<ApiKeyType, number> = {public: 60, private: 600, scoped: 600};
export const maxRateLimit = 100_000;
export const apiKeyNameMaxLength = 100;

export type ApiKeyView = {
  id: string;
  agentId: string;
  name: string;
  type: ApiKeyType;
  /** The first 12 characters of the secret, enough to recognise it. */
  prefix: string;
  permissions: ApiKeyPermission[];
  origins: string[];
  rateLimit: number;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
};

/** A key in the staff list, with the agent it belongs to. */
export type ListedApiKeyView = ApiKeyView & {agent: AgentRef};

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
