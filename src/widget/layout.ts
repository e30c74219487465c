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
