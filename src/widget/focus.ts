/** Keeps keyboard focus inside the open chat dialog (Tab and Shift+Tab wrap around). */
const focusableSelector =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.closest('[hidden]'),
  );
}

/** The element focused inside a shadow root or the document. */
export function activeElementOf(root: Document | ShadowRoot): Element | null {
  return root.activeElement;
}

export function trapTab(event: KeyboardEvent, container: HTMLElement, root: Document | ShadowRoot): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(container);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = activeElementOf(root);
  const inside = active instanceof HTMLElement && container.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
