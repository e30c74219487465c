/** The white paper staff routes' parameters (the upload is multipart; the offer's body is checked with src/lib/staff/whitePapers.ts's rule). */

export const nameParams = {
  type: 'object',
  properties: {name: {type: 'string', minLength: 1, maxLength: 200}},
  required: ['name'],
} as const;
