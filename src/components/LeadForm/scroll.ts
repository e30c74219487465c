/**
 * Brings an element to the top of the view, smoothly unless the reader asked the system for
 * reduced motion, then moves keyboard and screen-reader focus to `focusTarget` without a
 * second jump. Shared by the form's step changes and the landing page's call-to-action buttons.
 */
export function revealAndFocus(
  element: HTMLElement,
  focusTarget: HTMLElement | null,
  block: ScrollLogicalPosition = 'start',
): void {
  const reduceMotion =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // jsdom and very old browsers have no scrollIntoView.
  element.scrollIntoView?.({behavior: reduceMotion ? 'auto' : 'smooth', block});
  focusTarget?.focus({preventScroll: true});
}
