/**
 * Calendar days (UTC, 'YYYY-MM-DD') as the staff area's filters and the traffic report use them:
 * one parser for every date a person types into a staff page or an API query.
 */
export const dayMs = 86_400_000;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Epoch ms of a 'YYYY-MM-DD' day's start (UTC), or undefined if it is no real day ('2026-02-30'). */
export function dayStart(day: string): number | undefined {
  if (!dayPattern.test(day)) return undefined;
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day ? undefined : at;
}

export function dayOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/**
 * The range [start, end) in epoch ms covering the days `from`..`to`, either end optional;
 * `invalid` when a day does not exist or the range runs backwards.
 */
export function dayRange(from?: string, to?: string): {start?: number; end?: number} | 'invalid' {
  const start = from === undefined ? undefined : dayStart(from);
  const last = to === undefined ? undefined : dayStart(to);
  if ((from !== undefined && start === undefined) || (to !== undefined && last === undefined)) return 'invalid';
  if (start !== undefined && last !== undefined && start > last) return 'invalid';
  return {start, end: last === undefined ? undefined : last + dayMs};
}
