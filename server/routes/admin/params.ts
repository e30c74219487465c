/** Route parameter schemas the staff routes share. */

/** `:id` of an account, session, outbox message or passkey: a positive integer. */
export const idParams = {
  type: 'object',
  properties: {id: {type: 'integer', minimum: 1}},
  required: ['id'],
} as const;
