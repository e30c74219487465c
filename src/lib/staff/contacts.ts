/**
 * Users (issue 11 §2): everyone who reached us through a form, merged by e-mail. The list's
 * query (sources, sort keys, page size, day range) is shared by the staff API, which checks it,
 * and the Users page, which builds it, so both agree on every name and limit.
 */

/** Where a submission came from: one per form table, and handoffs from the chat agent (issue 12). */
import {dayRange} from '../days';
import type {ConversationSummary, MessageView} from './conversations';
export const contactSources = ['lead', 'white-paper', 'partner', 'newsletter', 'handoff'] as const;
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

/** A chat conversation the person was handed off from, with its transcript. */
export type HandedOffConversation = {conversation: ConversationSummary; messages: MessageView[]};

/** A sandbox a lead came with (issue 23): the prospect's sources and their questions with the answers. */
export type LeadSandbox = {
  agentId: string;
  name: string;
  /** When the sweep deletes it (30 days after the lead). */
  expiresAt: number | null;
  sources: Array<{title: string; sourceUrl: string | null; createdAt: number}>;
  /** Oldest first. */
  conversations: HandedOffConversation[];
};

export type ContactDetail = {
  email: string;
  submissions: ContactSubmission[];
  /** Conversations with the agent that were handed to sales with this address, oldest first. */
  conversations: HandedOffConversation[];
  /** The sandboxes the person's leads came with, oldest lead first. */
  sandboxes: LeadSandbox[];
};
