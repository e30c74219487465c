/**
 * Users (issue 11 §2): everyone who reached us through a form, merged by e-mail. The list's
 * query (sources, sort keys, page size, day range) is shared by the staff API, which checks it,
 * and the Users page, which builds it, so both agree on every name and limit.
 */

/** Where a submission came from: one per form table. */
export const contactSources = ['lead', 'white-paper', 'partner', 'newsletter'] as const;
export type ContactSource = (typeof contactSources)[number];

export const contactSortKeys = ['lastContact', 'email', 'name'] as const;
export type ContactSortKey = (typeof contactSortKeys)[number];

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const contactPageSizeMax = 100;
export const contactPageSizeDefault = 25;
export const contactSearchMaxLength = 200;

export type ContactQuery = {
  q?: string;
  source?: ContactSource;
  /** First and last day (YYYY-MM-DD, UTC), both included. */
  from?: string;
  to?: string;
  sort?: ContactSortKey;
  order?: SortOrder;
  page?: number;
  limit?: number;
};

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 24 * 60 * 60 * 1000;

/** The start of a calendar day (UTC) in epoch ms, or null for anything but a real YYYY-MM-DD. */
export function dayStartMs(day: string): number | null {
  const match = dayPattern.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  // Date.UTC rolls 2026-02-31 over to March: a day that does not exist is refused, not moved.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) return null;
  return ms;
}

/**
 * The range [start, end) in epoch ms covering the days `from`..`to`; `invalid` when a day does
 * not exist or the range runs backwards.
 */
export function dayRange(from?: string, to?: string): {start?: number; end?: number} | 'invalid' {
  const start = from === undefined ? undefined : dayStartMs(from);
  const last = to === undefined ? undefined : dayStartMs(to);
  if (start === null || last === null) return 'invalid';
  if (start !== undefined && last !== undefined && start > last) return 'invalid';
  return {start, end: last === undefined ? undefined : last + dayMs};
}

/** The query string of a list or export request; defaults are left out so URLs stay short. */
export function contactQueryString(query: ContactQuery): string {
  const params = new URLSearchParams();
  const q = query.q?.trim();
  if (q) params.set('q', q);
  if (query.source) params.set('source', query.source);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.sort && query.sort !== 'lastContact') params.set('sort', query.sort);
  if (query.order && query.order !== 'desc') params.set('order', query.order);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.limit && query.limit !== contactPageSizeDefault) params.set('limit', String(query.limit));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One person in the list. Times are epoch ms. */
export type ContactSummary = {
  email: string;
  name: string;
  company: string;
  submissions: number;
  sources: ContactSource[];
  firstContact: number;
  lastContact: number;
};

export type ContactPage = {contacts: ContactSummary[]; total: number; page: number; limit: number};

export type MailState = {
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: number | null;
};

/** A field's value: text, a list (interests, "heard about us") or a yes/no answer. */
export type ContactFieldValue = string | string[] | boolean;

/** One submission of a person: its form, time, answers and its notification mail (if it has one). */
export type ContactSubmission = {
  source: ContactSource;
  id: number;
  createdAt: number;
  fields: Array<{name: string; value: ContactFieldValue}>;
  /** null: this form sends no notification, or the mail was written before rows were linked. */
  mail: MailState | null;
};

export type ContactDetail = {email: string; submissions: ContactSubmission[]};
