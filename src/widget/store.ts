/**
 * The conversation (its id and transcript) lives in sessionStorage, so it survives navigation
 * between pages of the site in this tab and ends with the tab.
 */
import type {Source} from './citations';

export type StoredMessage =
  | {role: 'user'; text: string}
  | {
      role: 'assistant';
      id: string;
      text: string;
      sources: Source[];
      followUps: string[];
      rating: 'up' | 'down' | null;
    };

export type StoredConversation = {
  conversationId: string | null;
  messages: StoredMessage[];
  /** The visitor handed this conversation to sales: 'Talk to sales' shows as done. */
  handedOff?: boolean;
};

const maxMessages = 60;

export function storageKey(agentId: string): string {
  return `agentworks-widget:${agentId}`;
}

function isStoredConversation(value: unknown): value is StoredConversation {
  if (!value || typeof value !== 'object') return false;
  const {conversationId, messages, handedOff} = value as Record<string, unknown>;
  return (
    (conversationId === null || typeof conversationId === 'string') &&
    Array.isArray(messages) &&
    (handedOff === undefined || typeof handedOff === 'boolean')
  );
}

export function loadConversation(storage: Storage | undefined, agentId: string): StoredConversation {
  const empty = {conversationId: null, messages: []};
  try {
    const raw = storage?.getItem(storageKey(agentId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isStoredConversation(parsed) ? parsed : empty;
  } catch {
    return empty;
  }
}

export function saveConversation(storage: Storage | undefined, agentId: string, conversation: StoredConversation): void {
  try {
    const messages = conversation.messages.slice(-maxMessages);
    storage?.setItem(storageKey(agentId), JSON.stringify({...conversation, messages}));
  } catch {
    // Storage full or blocked (private mode): the conversation lasts as long as the page.
  }
}
