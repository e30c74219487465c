/**
 * Users (issue 11 §2): everyone who reached us through a form, merged by e-mail. The list's
 * query (sources, sort keys, page size, day range) is shared by the staff API, which checks it,
 * and the Users page, which builds it, so both agree on every name and limit.
 */

import {dayRange} from '../days';
import {arrayOf, count, epochMs, nullableEpochMs, nullableText, object, text, type FromSchema} from '../jsonSchema';
import {transcriptSchema, type TranscriptView} from './conversations';

/** Where a submission came from: one per form table, and handoffs from the chat agent (issue 12). */
export const contactSources = ['lead', 'white-paper', 'partner', 'newsletter', 'handoff'] as const;
export type ContactSource = (typeof contactSources)[number];
const contactSource = {type: 'string', enum: contactSources} as const;

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

export {dayRange};

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

/** One person in the list. */
const contactSummary = object({
  email: text,
  name: text,
  company: text,
  submissions: count,
  sources: arrayOf(contactSource),
  firstContact: epochMs,
  lastContact: epochMs,
});
export type ContactSummary = FromSchema<typeof contactSummary>;

/** GET /api/admin/contacts: a page of people and where it is in the whole list. */
export const contactPageSchema = object({contacts: arrayOf(contactSummary), total: count, page: count, limit: count});
export type ContactPage = FromSchema<typeof contactPageSchema>;

const mailState = object({
  status: {type: 'string', enum: ['pending', 'sent', 'failed']},
  attempts: count,
  lastError: nullableText,
  sentAt: nullableEpochMs,
});
export type MailState = FromSchema<typeof mailState>;

/** A field's value: text, a list (interests, "heard about us") or a yes/no answer. */
const contactFieldValue = {anyOf: [text, arrayOf(text), {type: 'boolean'}]} as const;
export type ContactFieldValue = FromSchema<typeof contactFieldValue>;

/** One submission of a person: its form, time, answers and its notification mail (if it has one). */
const contactSubmission = object({
  source: contactSource,
  id: {type: 'integer'},
  createdAt: epochMs,
  fields: arrayOf(object({name: text, value: contactFieldValue})),
  /** null: this form sends no notification, or the mail was written before rows were linked. */
  mail: {anyOf: [mailState, {type: 'null'}]},
});
export type ContactSubmission = FromSchema<typeof contactSubmission>;

/** A chat conversation the person was handed off from, with its transcript. */
export type HandedOffConversation = TranscriptView;

/** A sandbox a lead came with (issue 23): the prospect's sources and their questions with the answers. */
const leadSandbox = object({
  agentId: text,
  name: text,
  /** When the sweep deletes it (30 days after the lead). */
  expiresAt: nullableEpochMs,
  sources: arrayOf(object({title: text, sourceUrl: nullableText, createdAt: epochMs})),
  /** Oldest first. */
  conversations: arrayOf(transcriptSchema),
});
export type LeadSandbox = FromSchema<typeof leadSandbox>;

/** GET /api/admin/contacts/person: everything about one person. */
export const contactDetailSchema = object({
  email: text,
  submissions: arrayOf(contactSubmission),
  /** Conversations with the agent that were handed to sales with this address, oldest first. */
  conversations: arrayOf(transcriptSchema),
  /** The sandboxes the person's leads came with, oldest lead first. */
  sandboxes: arrayOf(leadSandbox),
});
export type ContactDetail = FromSchema<typeof contactDetailSchema>;

/** DELETE /api/admin/contacts/person: how many records and notification mails were erased. */
export const erasedSchema = object({records: count, mails: count});
