/**
 * Users (issue 11 §2) without HTTP: the people who reached us through any form, merged by e-mail;
 * the CSV of every field we store about them (issue 20 §3); a person's detail; and erasure. The
 * export and the erasure are audited (the erasure without the address it was asked to forget).
 */
import type {Kysely} from 'kysely';
import {dayRange, type ContactQuery} from '../../../src/lib/staff/contacts';
import {csvRows} from '../../../src/lib/staff/csv';
import type {StaffErrorCode} from '../../../src/lib/staff/messages';
import {writeAudit} from '../../platform/audit-log';
import type {Database} from '../../platform/database/schema';
import {contactProfiles, emptyProfile} from './profile-queries';
import {allContacts, contactDetail, eraseContact, listContacts, type ContactFilter} from './queries';
import type {ExportQuery, ListQuery} from './schema';
import type {StaffActor} from '../staff';

export type Actor = StaffActor;
export type Refusal = {ok: false; status: number; code: StaffErrorCode; field?: string};

const invalidRange: Refusal = {ok: false, status: 400, code: 'invalidDateRange', field: 'from'};
const notFound: Refusal = {ok: false, status: 404, code: 'contactNotFound'};

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

export async function listPeople(db: Kysely<Database>, query: ListQuery) {
  const {sort, order, page, limit} = query;
  const filter = filterOf(query);
  if (!filter) return invalidRange;
  const {contacts, total} = await listContacts(db, {...filter, sort, order, limit, offset: (page - 1) * limit});
  return {ok: true as const, contacts, total, page, limit};
}

/** The CSV of the people the filter finds (with a byte order mark, so spreadsheets read UTF-8). */
export async function exportPeople(db: Kysely<Database>, query: ExportQuery, actor: Actor) {
  const filter = filterOf(query);
  if (!filter) return invalidRange;
  const contacts = await allContacts(db, {...filter, sort: query.sort, order: query.order});
  await writeAudit(db, {actor: actor.email, action: 'contacts_exported', target: exportTarget(contacts.length, query), ip: actor.ip});
  const profiles = await contactProfiles(db);
  const rows = contacts.map((c) => {
    const p = profiles.get(c.email) ?? emptyProfile();
    return [
      ...[c.email, c.name, c.company, p.phone, p.position, p.companySize, p.interests.join('; '), p.aiUseCase],
      ...[c.sources.join(' '), p.newsletter ? 'yes' : 'no', c.submissions, iso(c.firstContact), iso(c.lastContact)],
    ];
  });
  return {ok: true as const, csv: `\uFEFF${csvRows([csvHeader, ...rows])}`};
}

export async function personDetail(db: Kysely<Database>, email: string) {
  const detail = await contactDetail(db, email);
  return detail ? {ok: true as const, detail} : notFound;
}

/** Erases every record and notification about the person; the audit line masks the address. */
export async function erasePerson(db: Kysely<Database>, email: string, actor: Actor) {
  const erased = await eraseContact(db, email);
  if (erased.records === 0) return notFound;
  await writeAudit(db, {
    actor: actor.email,
    action: 'contact_erased',
    target: `${maskedEmail(email.trim().toLowerCase())}: ${erased.records} records, ${erased.mails} mails`,
    ip: actor.ip,
  });
  return {ok: true as const, erased};
}
