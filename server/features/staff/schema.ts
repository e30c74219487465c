/** The staff routes' parameter and query schemas (bodies are checked with src/lib/staff's rules). */

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
