/**
 * Users (issue 11 §2): the people who reached us through any form, merged by e-mail.
 * - GET /contacts: search, source and day-range filters, sort and paging, all on the server;
 * - GET /contacts/export.csv: the same filter as CSV (audited);
 * - GET /contacts/person?email=: the person's submissions in time order with their mail states;
 * - DELETE /contacts/person?email=: erasure of every record and notification about them (audited).
 * The address travels in the query, not the path: a path parameter is capped at 100 characters
 * by the router, and an e-mail address may have 254.
 */
import type {FastifyPluginAsync} from 'fastify';
import {
  contactPageSizeDefault,
  contactPageSizeMax,
  contactSearchMaxLength,
  contactSortKeys,
  contactSources,
  dayRange,
  sortOrders,
  type ContactQuery,
  type ContactSortKey,
  type SortOrder,
} from '../../../src/lib/staff/contacts';
import {csvRows} from '../../../src/lib/staff/csv';
import {contactProfiles, emptyProfile} from '../../db/contact-profiles';
import {writeAudit} from '../../db/audit-log';
import {allContacts, contactDetail, eraseContact, listContacts, type ContactFilter} from '../../db/contacts';
import {refuse, sessionOf} from '../../features/staff';

const day = {type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$'} as const;

const filterProperties = {
  q: {type: 'string', maxLength: contactSearchMaxLength},
  source: {type: 'string', enum: [...contactSources]},
  from: day,
  to: day,
  sort: {type: 'string', enum: [...contactSortKeys], default: 'lastContact'},
  order: {type: 'string', enum: [...sortOrders], default: 'desc'},
} as const;

const listQuery = {
  type: 'object',
  properties: {
    ...filterProperties,
    page: {type: 'integer', minimum: 1, maximum: 1_000_000, default: 1},
    limit: {type: 'integer', minimum: 1, maximum: contactPageSizeMax, default: contactPageSizeDefault},
  },
} as const;

const exportQuery = {type: 'object', properties: filterProperties} as const;

const emailQuery = {
  type: 'object',
  properties: {email: {type: 'string', minLength: 3, maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+$'}},
  required: ['email'],
} as const;

type ListQuery = ContactQuery & {sort: ContactSortKey; order: SortOrder; page: number; limit: number};

/** The query's filter with its days as a time range, or null when the range is not a real one. */
function filterOf(query: ContactQuery): ContactFilter | null {
  const range = dayRange(query.from, query.to);
  if (range === 'invalid') return null;
  return {q: query.q, source: query.source, ...range};
}

/** "12 people; source lead; 2026-01-01..2026-01-31; searched": what was exported, not who. */
function exportTarget(count: number, query: ContactQuery): string {
  const parts = [`${count} people`];
  if (query.source) parts.push(`source ${query.source}`);
  if (query.from || query.to) parts.push(`${query.from ?? '…'}..${query.to ?? '…'}`);
  if (query.q?.trim()) parts.push('searched');
  return parts.join('; ');
}

/** The audit log keeps that an erasure happened, not the address it was asked to forget. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Every field we store about a person (issue 20 §3); cells are defused by csvCell. */
const csvHeader = [
  ...['E-mail', 'Name', 'Company', 'Phone', 'Position', 'Company size', 'Interests', 'AI use case'],
  ...['Source forms', 'Newsletter consent', 'Submissions', 'First contact', 'Last contact'],
];

const contactRoutes: FastifyPluginAsync = async (app) => {
  app.get<{Querystring: ListQuery}>('/contacts', {config: {staffPermission: 'contacts:read'}, schema: {querystring: listQuery}}, async (request, reply) => {
    const {sort, order, page, limit} = request.query;
    const filter = filterOf(request.query);
    if (!filter) return refuse(reply, 400, 'invalidDateRange', 'from');
    const {contacts, total} = await listContacts(app.db, {...filter, sort, order, limit, offset: (page - 1) * limit});
    return {contacts, total, page, limit};
  });

  app.get<{Querystring: Omit<ListQuery, 'page' | 'limit'>}>(
    '/contacts/export.csv',
    {config: {staffPermission: 'contacts:read'}, schema: {querystring: exportQuery}},
    async (request, reply) => {
      const session = sessionOf(request);
      const {sort, order} = request.query;
      const filter = filterOf(request.query);
      if (!filter) return refuse(reply, 400, 'invalidDateRange', 'from');
      const contacts = await allContacts(app.db, {...filter, sort, order});
      await writeAudit(app.db, {
        actor: session.email,
        action: 'contacts_exported',
        target: exportTarget(contacts.length, request.query),
        ip: request.ip,
      });
      const profiles = await contactProfiles(app.db);
      const rows = contacts.map((c) => {
        const p = profiles.get(c.email) ?? emptyProfile();
        return [
          ...[c.email, c.name, c.company, p.phone, p.position, p.companySize, p.interests.join('; '), p.aiUseCase],
          ...[c.sources.join(' '), p.newsletter ? 'yes' : 'no', c.submissions, iso(c.firstContact), iso(c.lastContact)],
        ];
      });
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="users-${date}.csv"`)
        .header('x-content-type-options', 'nosniff')
        // The byte order mark makes spreadsheet programs read the file as UTF-8.
        .send(`\uFEFF${csvRows([csvHeader, ...rows])}`);
    },
  );

  app.get<{Querystring: {email: string}}>('/contacts/person', {config: {staffPermission: 'contacts:read'}, schema: {querystring: emailQuery}}, async (request, reply) => {
    const detail = await contactDetail(app.db, request.query.email);
    if (!detail) return refuse(reply, 404, 'contactNotFound');
    return detail;
  });

  app.delete<{Querystring: {email: string}}>('/contacts/person', {config: {staffPermission: 'contacts:erase', freshFactor: true}, schema: {querystring: emailQuery}}, async (request, reply) => {
    const session = sessionOf(request);
    const erased = await eraseContact(app.db, request.query.email);
    if (erased.records === 0) return refuse(reply, 404, 'contactNotFound');
    await writeAudit(app.db, {
      actor: session.email,
      action: 'contact_erased',
      target: `${maskedEmail(request.query.email.trim().toLowerCase())}: ${erased.records} records, ${erased.mails} mails`,
      ip: request.ip,
    });
    return erased;
  });
};

export default contactRoutes;
