/**
 * The conversation (its id and transcript) and the panel's view (open, the unsent question) live
 * in sessionStorage, so they survive navigation and reloads in this tab and end with the tab.
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

/** What the panel looked like: open or not, and the question typed but not sent yet. */
export type StoredView = {open: boolean; draft: string};

export function viewKey(agentId: string): string {
  return `${storageKey(agentId)}:view`;
}

function isStoredView(value: unknown): value is StoredView {
  if (!value || typeof value !== 'object') return false;
  const {open, draft} = value as Record<string, unknown>;
  return typeof open === 'boolean' && typeof draft === 'string';
}

/** The tab's sessionStorage, or nothing where the browser blocks it (reading it then throws). */
export function safeSessionStorage(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

function read<T>(storage: Storage | undefined, key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  try {
    const raw = storage?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isValid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

function write(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the conversation lasts as long as the page.
  }
}

export function loadConversation(storage: Storage | undefined, agentId: string): StoredConversation {
  return read(storage, storageKey(agentId), isStoredConversation, {conversationId: null, messages: []});
}

export function saveConversation(storage: Storage | undefined, agentId: string, conversation: StoredConversation): void {
  write(storage, storageKey(agentId), {...conversation, messages: conversation.messages.slice(-maxMessages)});
}

export function loadView(storage: Storage | undefined, agentId: string): StoredView {
  return read(storage, viewKey(agentId), isStoredView, {open: false, draft: ''});
}

export function saveView(storage: Storage | undefined, agentId: string, view: StoredView): void {
  write(storage, viewKey(agentId), view);
}

/** Forgets everything the widget kept for this agent in the tab (an agent that is gone). */
export function forgetConversation(storage: Storage | undefined, agentId: string): void {
  try {
    storage?.removeItem(storageKey(agentId));
    storage?.removeItem(viewKey(agentId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
