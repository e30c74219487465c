/**
 * The sandbox a visitor asked to keep (issue 23 §1), on its way from "Try it on your content" to
 * the lead form on the same page: its key (the server's proof it is theirs) and what we know to
 * prefill. A tiny store in the page's memory, so the try-it code can stay out of the first load.
 */
export type AttachedSandbox = {
  key: string;
  /** What the agent was given (file names, the address, "pasted text"), for the visitor to see. */
  sources: string[];
  /** The message to start from, e.g. what was tried. */
  message: string;
  /** The company guessed from a web address, or ''. */
  companyName: string;
};

let current: AttachedSandbox | null = null;
const listeners = new Set<() => void>();

export function attachSandbox(next: AttachedSandbox | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeAttachedSandbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function attachedSandbox(): AttachedSandbox | null {
  return current;
}
