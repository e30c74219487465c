/**
 * Copying text to the clipboard with an outcome callers can act on. The theme's own copy
 * button ignores failures; the docs must tell the reader when nothing was copied (SPEC §8).
 */

export type ClipboardEnvironment = {
  /** The async Clipboard API: only present in secure contexts (HTTPS, localhost). */
  clipboard?: {writeText(text: string): Promise<void>};
  /** Synchronous fallback for insecure contexts; returns whether the browser copied. */
  legacyCopy?: (text: string) => boolean;
};

export class ClipboardUnavailableError extends Error {
  constructor() {
    super('No clipboard is available in this browser context');
    this.name = 'ClipboardUnavailableError';
  }
}

/** The old selection + execCommand('copy') route, for pages served over plain HTTP. */
function legacyCopyWithTextarea(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  // Off-screen but still selectable: display:none would make the selection empty.
  textarea.style.position = 'fixed';
  textarea.style.top = '-1000px';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  const previousFocus = document.activeElement as HTMLElement | null;
  textarea.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
}

export function browserClipboardEnvironment(): ClipboardEnvironment {
  if (typeof navigator === 'undefined' || typeof document === 'undefined') return {};
  return {
    clipboard: navigator.clipboard,
    legacyCopy: legacyCopyWithTextarea,
  };
}

/**
 * Resolves once `text` is on the clipboard; rejects when it could not be copied (permission
 * denied, no clipboard at all, or the legacy route reporting failure).
 */
export async function copyToClipboard(
  text: string,
  environment: ClipboardEnvironment = browserClipboardEnvironment(),
): Promise<void> {
  if (environment.clipboard) {
    await environment.clipboard.writeText(text);
    return;
  }
  if (environment.legacyCopy?.(text)) return;
  throw new ClipboardUnavailableError();
}
