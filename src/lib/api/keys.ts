/**
 * API keys of the /v1 agent API (issue 12 §2, SPEC §6 "API key types"): the three types, their
 * secret prefixes, the permissions a key can hold and what each type gets. Shared by the server
 * (checks) and the staff area (the key form), so both name them alike.
 */

export const apiKeyTypes = ['public', 'private', 'scoped'] as const;
export type ApiKeyType = (typeof apiKeyTypes)[number];

export const apiKeyPrefixes: Record<ApiKeyType, string> = {public: 'pk_', private: 'sk_', scoped: 'rk_'};

export const apiPermissions = [
  'ask',
  'conversations:read',
  'knowledge:read',
  'knowledge:write',
  'handoff',
  'feedback',
] as const;
export type ApiPermission = (typeof apiPermissions)[number];

/**
 * A public key lives in web pages: it may ask, hand off and rate, and read a conversation whose
 * id it knows (the id is the capability), never list them.
 */
export const publicKeyPermissions: readonly ApiPermission[] = ['ask', 'handoff', 'feedback'];

/** Requests per minute a new key gets unless staff choose another limit. */
export const defaultRateLimits: Record<ApiKeyType, number> = {public: 60, private: 600, scoped: 600};
export const rateLimitMax = 100_000;

/** The permissions a key of `type` holds; a scoped key holds the ones chosen for it. */
export function permissionsFor(type: ApiKeyType, chosen: readonly ApiPermission[] = []): ApiPermission[] {
  if (type === 'public') return [...publicKeyPermissions];
  if (type === 'private') return [...apiPermissions];
  return apiPermissions.filter((permission) => chosen.includes(permission));
}

/** How many characters of a secret staff see ('pk_' and 9 more). */
export const keyPrefixLength = 12;

/** 'self' in a public key's origins: the site's own origin. */
export const selfOrigin = 'self';

/**
 * What GET /v1/widget/status says of a public key on the calling page: `ready`, or why the
 * widget cannot work there (the widget then shows no launcher and tells the site owner why).
 */
/** Longer than any key we make: GET /v1/widget/status refuses to read it, the widget does not ask. */
export const publicKeyMaxLength = 200;

export const widgetKeyStatuses = ['ready', 'unknownKey', 'revokedKey', 'expiredKey', 'notPublicKey', 'originNotAllowed'] as const;
export type WidgetKeyStatus = (typeof widgetKeyStatuses)[number];
