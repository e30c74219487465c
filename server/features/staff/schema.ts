/**
 * The staff routes' parameter and query schemas (bodies are checked with src/lib/staff's rules),
 * and the refusal every staff route may answer.
 */

/** `:id` of an account, session, outbox message or passkey: a positive integer. */
export const idParams = {
  type: 'object',
  properties: {id: {type: 'integer', minimum: 1}},
  required: ['id'],
} as const;

/** A page of the audit log: `limit` entries before the entry `before`. */
export const auditQuery = {
  type: 'object',
  properties: {
    limit: {type: 'integer', minimum: 1, maximum: 100, default: 50},
    before: {type: 'integer', minimum: 1},
  },
} as const;

/**
 * Every staff refusal: `{code, error}`, plus the field a form should flag, or the role and
 * permission of a 403 (refuse.ts). Declared under 4xx on every staff route beside its success.
 */
export const staffRefusalSchema = {
  type: 'object',
  properties: {
    code: {type: 'string'},
    error: {type: 'string'},
    field: {type: 'string'},
    role: {type: 'string'},
    permission: {type: 'string'},
  },
  required: ['code', 'error'],
  additionalProperties: false,
} as const;

/** A staff route's responses: its own success schemas and the refusal under 4xx. */
export function staffResponses<const R extends Record<number, unknown>>(success: R) {
  return {...success, '4xx': staffRefusalSchema} as const;
}
