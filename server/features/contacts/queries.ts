/**
 * Users (issue 11 §2): every person who reached us through a form, merged by lowercased e-mail
 * across the form tables. The list is grouped, searched, sorted and paged in SQL that runs the
 * same on SQLite and PostgreSQL (no group_concat/string_agg, no ILIKE): one submission row per
 * form record, then one row per e-mail.
 */
import {sql, type Kysely, type RawBuilder} from 'kysely';
import type {
  ContactDetail,
  ContactFieldValue,
  ContactSortKey,
  ContactSource,
  ContactSubmission,
  ContactSummary,
  MailState,
  SortOrder,
} from '../../../src/lib/staff/contacts';
import {contactSources} from '../../../src/lib/staff/contacts';
import {epochMs, flagValue, jsonList} from '../../platform/database/column-values';
import {getConversation} from '../api';
import {leadSandboxes} from './sandbox-queries';
import {deleteAgentsIn} from '../sandbox';
import type {Database} from '../../platform/database/schema';

type FormTable = 'leads' | 'white_paper_requests' | 'partner_applications' | 'newsletter_subscriptions' | 'handoffs';

/** Each source's table, how its rows name the person, and the answers shown in the detail view. */
const sourceTables: Record<ContactSource, {table: FormTable; name: RawBuilder<string>; fields: readonly string[]}> = {
  lead: {
    table: 'leads',
    name: sql`trim(first_name || ' ' || last_name)`,
    fields: ['first_name', 'last_name', 'email', 'phone', 'position', 'company_name', 'company_size', 'interests', 'ai_use_case', 'message'],
  },
  'white-paper': {
    table: 'white_paper_requests',
    name: sql`trim(user_name)`,
    fields: ['form', 'file_path', 'user_name', 'email', 'title', 'company_name', 'company_size', 'phone', 'heard_about_us', 'subscribe'],
  },
  partner: {
    table: 'partner_applications',
    name: sql`trim(first_name || ' ' || last_name)`,
    fields: ['first_name', 'last_name', 'email', 'company_name', 'phone', 'website', 'partner_type', 'message'],
  },
  newsletter: {
    table: 'newsletter_subscriptions',
    name: sql`trim(first_name || ' ' || last_name)`,
    fields: ['first_name', 'last_name', 'email', 'company_name', 'source'],
  },
  handoff: {
    table: 'handoffs',
    name: sql`trim(name)`,
    fields: ['name', 'email', 'company_name', 'phone', 'reason', 'priority', 'note', 'conversation_id'],
  },
};

/** Columns holding a JSON list (kept as text so both dialects store it alike). */
const listColumns = new Set(['interests', 'heard_about_us']);
const flagColumns = new Set(['subscribe']);

export type ContactFilter = {
  q?: string;
  source?: ContactSource;
  /** Epoch ms, `start` included, `end` excluded. */
  start?: number;
  end?: number;
};

export type ContactListOptions = ContactFilter & {sort: ContactSortKey; order: SortOrder; limit: number; offset: number};

/** A bound timestamp that compares right with created_at on both dialects (ISO text sorts as time). */
function timestampParam(ms: number): string {
  return new Date(ms).toISOString();
}

/** `%term%` for LIKE, with the pattern characters of the term taken literally. */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One row per form record of the chosen sources and days: source, id, e-mail key, name, company, time. */
function submissionsSql(filter: ContactFilter): RawBuilder<unknown> {
  const sources = filter.source ? [filter.source] : contactSources;
  const conditions: RawBuilder<unknown>[] = [];
  if (filter.start !== undefined) conditions.push(sql`created_at >= ${timestampParam(filter.start)}`);
  if (filter.end !== undefined) conditions.push(sql`created_at < ${timestampParam(filter.end)}`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql.join(
    sources.map((source) => {
      const {table, name} = sourceTables[source];
      return sql`select ${sql.lit(source)} as source, id, lower(email) as email_key, ${name} as name,
        trim(company_name) as company, created_at from ${sql.table(table)} ${where}`;
    }),
    sql` union all `,
  );
}

/** One row per person; a search keeps the people any of whose submissions match it. */
function peopleSql(filter: ContactFilter): RawBuilder<unknown> {
  const latest = (column: 'name' | 'company') => sql`(select s2.${sql.ref(column)} from subs s2
    where s2.email_key = s.email_key and s2.${sql.ref(column)} <> ''
    order by s2.created_at desc, s2.id desc limit 1)`;
  const perSource = sql.join(
    contactSources.map((source, i) => sql`sum(case when s.source = ${source} then 1 else 0 end) as ${sql.ref(`n${i}`)}`),
  );
  const term = filter.q?.trim();
  const search = term
    ? sql`having sum(case when lower(s.name) like ${likePattern(term)} escape '\\'
        or s.email_key like ${likePattern(term)} escape '\\'
        or lower(s.company) like ${likePattern(term)} escape '\\' then 1 else 0 end) > 0`
    : sql``;
  return sql`with subs as (${submissionsSql(filter)})
    select s.email_key as email, coalesce(${latest('name')}, '') as name, coalesce(${latest('company')}, '') as company,
      count(*) as submissions, min(s.created_at) as first_contact, max(s.created_at) as last_contact, ${perSource}
    from subs s group by s.email_key ${search}`;
}

const sortColumns: Record<ContactSortKey, RawBuilder<unknown>> = {
  lastContact: sql`p.last_contact`,
  email: sql`p.email`,
  name: sql`lower(p.name)`,
};

type PersonRow = {
  email: string;
  name: string;
  company: string;
  submissions: number | string;
  first_contact: unknown;
  last_contact: unknown;
} & Record<`n${number}`, number | string>;

function toSummary(row: PersonRow): ContactSummary {
  return {
    email: row.email,
    name: row.name,
    company: row.company,
    submissions: Number(row.submissions),
    sources: contactSources.filter((_, i) => Number(row[`n${i}`]) > 0),
    firstContact: epochMs(row.first_contact),
    lastContact: epochMs(row.last_contact),
  };
}

type SortedFilter = ContactFilter & {sort: ContactSortKey; order: SortOrder};

/** The people matching the filter in its order; a page of them when `page` is given. */
async function sortedPeople(db: Kysely<Database>, options: SortedFilter, page?: {limit: number; offset: number}) {
  const direction = options.order === 'asc' ? sql`asc` : sql`desc`;
  const slice = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const rows = await sql<PersonRow>`select * from (${peopleSql(options)}) p
    order by ${sortColumns[options.sort]} ${direction}, p.email ${direction} ${slice}`.execute(db);
  return rows.rows.map(toSummary);
}

/** A page of people, and how many match in all. */
export async function listContacts(
  db: Kysely<Database>,
  {limit, offset, ...options}: ContactListOptions,
): Promise<{contacts: ContactSummary[]; total: number}> {
  const contacts = await sortedPeople(db, options, {limit, offset});
  const counted = await sql<{total: number | string}>`select count(*) as total from (${peopleSql(options)}) p`.execute(db);
  return {contacts, total: Number(counted.rows[0]?.total ?? 0)};
}

/** Every person matching the filter, for the CSV export (sorted like the list). */
export function allContacts(db: Kysely<Database>, options: SortedFilter): Promise<ContactSummary[]> {
  return sortedPeople(db, options);
}

function fieldValue(column: string, value: unknown): ContactFieldValue {
  if (flagColumns.has(column)) return flagValue(value);
  if (listColumns.has(column)) return jsonList(value) ?? String(value);
  return value === null || value === undefined ? '' : String(value);
}

function mailState(row: {status: string; attempts: number | string; last_error: string | null; sent_at: unknown}): MailState {
  return {
    status: row.status as MailState['status'],
    attempts: Number(row.attempts),
    lastError: row.last_error,
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
  };
}

/** Each form record of a person, oldest first. */
async function recordsOf(db: Kysely<Database>, emailKey: string) {
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const found: Array<{source: ContactSource; row: Record<string, unknown>}> = [];
  for (const source of contactSources) {
    const rows = await loose
      .selectFrom(sourceTables[source].table)
      .selectAll()
      .where(sql<string>`lower(email)`, '=', emailKey)
      .execute();
    for (const row of rows) found.push({source, row});
  }
  return found;
}

/** A person's submissions in time order with their answers and mail states; null if none. */
export async function contactDetail(db: Kysely<Database>, email: string): Promise<ContactDetail | null> {
  const emailKey = email.trim().toLowerCase();
  const records = await recordsOf(db, emailKey);
  if (records.length === 0) return null;
  const mails = new Map<string, MailState>();
  for (const source of contactSources) {
    const ids = records.filter((r) => r.source === source).map((r) => Number(r.row.id));
    if (ids.length === 0) continue;
    const rows = await db
      .selectFrom('outbox')
      .select(['source_id', 'status', 'attempts', 'last_error', 'sent_at'])
      .where('source_table', '=', sourceTables[source].table)
      .where('source_id', 'in', ids)
      .execute();
    for (const row of rows) mails.set(`${source}:${Number(row.source_id)}`, mailState(row));
  }
  const submissions: ContactSubmission[] = records.map(({source, row}) => ({
    source,
    id: Number(row.id),
    createdAt: epochMs(row.created_at),
    fields: sourceTables[source].fields.map((name) => ({name, value: fieldValue(name, row[name])})),
    mail: mails.get(`${source}:${Number(row.id)}`) ?? null,
  }));
  submissions.sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  const handedOff = records.filter((r) => r.source === 'handoff').map((r) => String(r.row.conversation_id));
  const conversations = [];
  for (const id of new Set(handedOff)) {
    const found = await getConversation(db, id);
    if (found) conversations.push(found);
  }
  const tried = records.filter((r) => r.source === 'lead' && typeof r.row.sandbox_agent_id === 'string');
  const sandboxes = await leadSandboxes(db, tried.map((r) => String(r.row.sandbox_agent_id)));
  return {email: emailKey, submissions, conversations, sandboxes};
}

/** The sandboxes the person tried on their own content go with them (issue 23). */
async function eraseLeadSandboxes(trx: Kysely<Database>, leadIds: number[]): Promise<void> {
  const rows = await trx.selectFrom('leads').select('sandbox_agent_id').where('id', 'in', leadIds).where('sandbox_agent_id', 'is not', null).execute();
  const agentIds = rows.map((row) => String(row.sandbox_agent_id));
  if (agentIds.length > 0) await deleteAgentsIn(trx, agentIds);
}

/**
 * Erasure: every form record of the person and every notification about them, in one
 * transaction. Mails written before outbox rows were linked are found by their Reply-To, which
 * the notifications set to the person's address. Returns how many records were deleted.
 */
export async function eraseContact(db: Kysely<Database>, email: string): Promise<{records: number; mails: number}> {
  const emailKey = email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    let records = 0;
    let mails = 0;
    for (const source of contactSources) {
      const {table} = sourceTables[source];
      const loose = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const ids = (await loose.selectFrom(table).select('id').where(sql<string>`lower(email)`, '=', emailKey).execute()).map(
        (row) => Number(row.id),
      );
      if (ids.length === 0) continue;
      if (table === 'leads') await eraseLeadSandboxes(trx, ids);
      const outbox = await trx.deleteFrom('outbox').where('source_table', '=', table).where('source_id', 'in', ids).executeTakeFirst();
      mails += Number(outbox.numDeletedRows);
      const deleted = await loose.deleteFrom(table).where('id', 'in', ids).executeTakeFirst();
      records += Number(deleted.numDeletedRows);
    }
    if (records > 0) {
      const unlinked = await trx
        .deleteFrom('outbox')
        .where('source_table', 'is', null)
        .where(sql<string>`lower(reply_to)`, '=', emailKey)
        .executeTakeFirst();
      mails += Number(unlinked.numDeletedRows);
      // A handed-off conversation keeps its transcript but forgets who the visitor was.
      await trx
        .updateTable('conversations')
        .set({visitor_email: null, visitor_name: null, visitor_company: null, visitor_phone: null})
        .where(sql<string>`lower(visitor_email)`, '=', emailKey)
        .execute();
    }
    return {records, mails};
  });
}
