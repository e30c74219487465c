/** The traffic feature's route schemas (the beacon's body is checked with src/lib/traffic/schema.ts's zod schema). */

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: a range of whole UTC days, both included (the days are checked by the route). */
export const rangeQuery = {
  type: 'object',
  properties: {
    from: {type: 'string', maxLength: 10},
    to: {type: 'string', maxLength: 10},
  },
  required: ['from', 'to'],
  additionalProperties: false,
} as const;
