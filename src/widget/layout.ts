/**
 * The launcher never covers other fixed controls of the host page (toasts, a back-to-top
 * button): when one of them overlaps the launcher's column, the launcher moves up (or down,
 * in a top corner) just past it.
 */
export type Box = {top: number; bottom: number; left: number; right: number};

const gap = 8;

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * How far the launcher at `home` (its rect without any shift) must move so that it clears every
 * obstacle it would overlap; positive = away from its edge. Obstacles are considered in order of
 * distance, so a stack of controls is cleared as a whole.
 */
export function clearanceShift(home: Box, obstacles: readonly Box[], fromBottom: boolean): number {
  const sorted = [...obstacles].sort((a, b) => (fromBottom ? b.bottom - a.bottom : a.top - b.top));
  let shift = 0;
  for (const obstacle of sorted) {
    // Read field by field: a DOMRect keeps its fields on the prototype, where a spread misses them.
    const offset = fromBottom ? -shift : shift;
    const box = {left: home.left, right: home.right, top: home.top + offset, bottom: home.bottom + offset};
    if (!overlaps(box, obstacle)) continue;
    shift = Math.max(shift, fromBottom ? home.bottom - obstacle.top + gap : obstacle.bottom - home.top + gap);
  }
  return Math.max(0, shift);
}

function boxOf(element: Element): Box | null {
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 ? rect : null;
}

/** Moves the launcher clear of the page's fixed controls whenever they appear, move or go. */
export function keepClear(doc: Document, win: Window, root: HTMLElement, launcher: HTMLElement, selector: string, fromBottom: boolean): () => void {
  let frame = 0;
  let timer = 0;
  const update = () => {
    frame = 0;
    root.style.translate = '';
    const home = boxOf(launcher);
    if (!home) return;
    let obstacles: Box[];
    try {
      obstacles = [...doc.querySelectorAll(selector)].map(boxOf).filter((box): box is Box => box !== null);
    } catch {
      return; // an invalid selector: nothing to avoid
    }
    const shift = clearanceShift(home, obstacles, fromBottom);
    if (shift > 0) root.style.translate = `0 ${fromBottom ? -shift : shift}px`;
  };
  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(update);
    // Controls that fade or slide in are measured again once their transition has ended.
    win.clearTimeout(timer);
    timer = win.setTimeout(update, 450);
  };
  const observer = new MutationObserver(schedule);
  observer.observe(doc.body, {childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style', 'data-visible']});
  win.addEventListener('scroll', schedule, {passive: true});
  win.addEventListener('resize', schedule);
  schedule();
  return () => {
    observer.disconnect();
    win.removeEventListener('scroll', schedule);
    win.removeEventListener('resize', schedule);
    win.cancelAnimationFrame(frame);
    win.clearTimeout(timer);
  };
}
