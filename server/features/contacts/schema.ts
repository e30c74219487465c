/**
 * The Users routes' schemas: the query strings (the filter, its paging, and one person's address)
 * and the answers, which src/lib/staff/contacts.ts holds so the Users page reads the same shapes.
 */
import type {FromSchema} from 'json-schema-to-ts';
import {
  contactPageSizeDefault,
  contactPageSizeMax,
  contactSearchMaxLength,
  contactSortKeys,
  contactSources,
  sortOrders,
} from '../../../src/lib/staff/contacts';

export {contactDetailSchema, contactPageSchema, erasedSchema} from '../../../src/lib/staff/contacts';

/** The CSV export's answer: a text/csv file, not JSON. */
export const csvSchema = {content: {'text/csv': {schema: {type: 'string'}}}} as const;

const day = {type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$'} as const;

const filterProperties = {
  q: {type: 'string', maxLength: contactSearchMaxLength},
  source: {type: 'string', enum: [...contactSources]},
  from: day,
  to: day,
  sort: {type: 'string', enum: [...contactSortKeys], default: 'lastContact'},
  order: {type: 'string', enum: [...sortOrders], default: 'desc'},
} as const;

export const listQuery = {
  type: 'object',
  properties: {
    ...filterProperties,
    page: {type: 'integer', minimum: 1, maximum: 1_000_000, default: 1},
    limit: {type: 'integer', minimum: 1, maximum: contactPageSizeMax, default: contactPageSizeDefault},
  },
} as const;

export const exportQuery = {type: 'object', properties: filterProperties} as const;

export const emailQuery = {
  type: 'object',
  properties: {email: {type: 'string', minLength: 3, maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+$'}},
  required: ['email'],
} as const;

/** The filter as the route hands it on: the schema's defaults filled in. */
export type ListQuery = FromSchema<typeof listQuery>;
export type ExportQuery = FromSchema<typeof exportQuery>;
