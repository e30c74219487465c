/** The query strings of the Users routes: the filter, its paging, and one person's address. */
import {
  contactPageSizeDefault,
  contactPageSizeMax,
  contactSearchMaxLength,
  contactSortKeys,
  contactSources,
  sortOrders,
  type ContactQuery,
  type ContactSortKey,
  type SortOrder,
} from '../../../src/lib/staff/contacts';

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

export type ListQuery = ContactQuery & {sort: ContactSortKey; order: SortOrder; page: number; limit: number};
export type ExportQuery = Omit<ListQuery, 'page' | 'limit'>;
