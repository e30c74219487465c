/**
 * What the Chat Logs API answers (server/features/api/conversation-queries.ts builds it, the staff page reads it):
 * the JSON schemas the routes declare and serialize with, and the types derived from them.
 */
import {arrayOf, count, epochMs, nullableEpochMs, nullableText, object, text, type FromSchema} from '../jsonSchema';
import {agentRefSchema} from './agents';

export const ratings = ['up', 'down'] as const;
export type Rating = (typeof ratings)[number];

const source = object({title: text, url: text, snippet: text});
export type Source = FromSchema<typeof source>;

const conversationSummary = object({
  id: text,
  createdAt: epochMs,
  updatedAt: epochMs,
  locale: text,
  /** The agent that had the conversation: the site's, one staff made, or a docs sandbox. */
  agent: agentRefSchema,
  visitor: object({email: nullableText, name: nullableText, company: nullableText, phone: nullableText}),
  handedOff: {type: 'boolean'},
  /** The handoff to sales, null while none. */
  handedOffAt: nullableEpochMs,
  /** The API caller's own id for the visitor (POST /v1/ask user_id). */
  userId: nullableText,
  rating: {enum: [...ratings, null]},
  messageCount: count,
  firstQuestion: nullableText,
  answeredWithoutSources: {type: 'boolean'},
});
export type ConversationSummary = FromSchema<typeof conversationSummary>;

const messageView = object({
  id: text,
  role: text,
  content: text,
  sources: arrayOf(source),
  uncertain: {type: 'boolean'},
  /** The visitor's thumbs on this answer. */
  rating: {enum: [...ratings, null]},
  createdAt: epochMs,
});
export type MessageView = FromSchema<typeof messageView>;

/** One conversation with its messages: the Chat Logs transcript, or a conversation handed to sales. */
export const transcriptSchema = object({conversation: conversationSummary, messages: arrayOf(messageView)});
/** One conversation in the Chat Logs transcript: when it was handed off, and how each answer was rated. */
export type TranscriptView = FromSchema<typeof transcriptSchema>;

/** GET /api/admin/conversations: a page of conversations, newest first, and the cursor of the next. */
export const conversationPageSchema = object({conversations: arrayOf(conversationSummary), next: nullableText});
