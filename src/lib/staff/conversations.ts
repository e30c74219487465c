/** What the Chat Logs API answers (server/db/conversations.ts builds it, the staff page reads it). */
import type {AgentRef} from './agents';

export type Source = {title: string; url: string; snippet: string};

export type ConversationSummary = {
  id: string;
  createdAt: number;
  updatedAt: number;
  locale: string;
  /** The agent that had the conversation: the site's, one staff made, or a docs sandbox. */
  agent: AgentRef;
  visitor: {email: string | null; name: string | null; company: string | null; phone: string | null};
  handedOff: boolean;
  /** Epoch ms of the handoff to sales, null while none. */
  handedOffAt: number | null;
  /** The API caller's own id for the visitor (POST /v1/ask user_id). */
  userId: string | null;
  rating: 'up' | 'down' | null;
  messageCount: number;
  firstQuestion: string | null;
  answeredWithoutSources: boolean;
};

export type MessageView = {
  id: string;
  role: string;
  content: string;
  sources: Source[];
  uncertain: boolean;
  /** The visitor's thumbs on this answer. */
  rating: Rating | null;
  createdAt: number;
};

export type Rating = 'up' | 'down';

/** One conversation in the Chat Logs transcript: when it was handed off, and how each answer was rated. */
export type TranscriptView = {conversation: ConversationSummary; messages: MessageView[]};
