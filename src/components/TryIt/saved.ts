/**
 * The agent a visitor made with "Try it on your content", kept in sessionStorage so a reload of
 * /landing (or coming back in the same tab) finds it again: the sandbox (its key proves it is
 * theirs, for 'Delete now'), the documents it read and what they gave it. The chat keeps its own
 * transcript under the widget's key for that agent. It ends with the tab, and 'Delete now' or a
 * sandbox found gone forgets it at once. Small on purpose: the section reads it at first load.
 */
import type {Sandbox} from '@site/src/lib/api/sandbox';
import type {MadeDocument} from '@site/src/lib/api/tryIt';
import {forgetConversation} from '@site/src/widget/store';

export type SavedTry = {
  sandbox: Sandbox;
  documents: MadeDocument[];
  /** What the agent was given (file names, the address, "pasted text"). */
  sources: string[];
  /** The company a web address suggests, for the lead form, or ''. */
  companyName: string;
  /** Content still being read as a job (documents is empty till it ends): where to follow it, and the words for it. */
  pending?: {statusUrl: string; reading: string};
};

const item = 'agentworks.tryIt';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isSavedTry(value: unknown): value is SavedTry {
  if (!value || typeof value !== 'object') return false;
  const {sandbox, documents, sources, companyName, pending} = value as Record<string, unknown>;
  const box = (sandbox ?? {}) as Record<string, unknown>;
  const job = pending as SavedTry['pending'];
  return (
    [box.agentId, box.key, box.publicKey, box.expiresAt].every(isString) &&
    Array.isArray(documents) &&
    documents.every((doc) => isString((doc as MadeDocument)?.title) && Array.isArray((doc as MadeDocument).sections)) &&
    Array.isArray(sources) &&
    sources.every(isString) &&
    isString(companyName) &&
    (job === undefined || (isString(job?.statusUrl) && isString(job.reading)))
  );
}

/** The saved agent, or null (none, storage refused, or something unreadable there). */
export function savedTry(): SavedTry | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(item) ?? 'null');
    return isSavedTry(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveTry(saved: SavedTry): void {
  try {
    storage()?.setItem(item, JSON.stringify(saved));
  } catch {
    // Full or refused (private mode): the agent lasts as long as the page.
  }
}

/** Forgets the agent and its chat transcript (deleted, or found gone). */
export function forgetTry(agentId: string): void {
  try {
    storage()?.removeItem(item);
    forgetConversation(storage(), agentId);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
