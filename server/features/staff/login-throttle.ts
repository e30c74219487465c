/**
 * How repeated login failures are slowed (ASVS 5.0 V6.3.1) without letting an attacker lock
 * the real owner out:
 * - per address: 10 free failures, then a doubling wait up to 15 minutes (one source guessing);
 * - per account: 5 free failures, then a doubling wait capped at 1 minute, so guessing one
 *   account from many addresses runs at about one try a minute, and its owner waits at most a
 *   minute whatever anyone else does.
 * - per device cookie (cookies.ts): a browser that signed in to the account before is
 *   judged by its own failures only (5 free, then up to 15 minutes), never by the two above.
 * - per account at the second step: see `factor` below.
 * Counts forget failures 15 minutes old. A successful login clears the account's count (SPEC §4
 * keeps a login-attempts count; here it is the server's, so no browser can reset it).
 */
export type ThrottleRule = {free: number; maxWaitMs: number};

export const throttleRules = {
  address: {free: 10, maxWaitMs: 15 * 60_000},
  account: {free: 5, maxWaitMs: 60_000},
  device: {free: 5, maxWaitMs: 15 * 60_000},
  // Wrong second-factor codes per account (a six-digit code has a million values; the password
  // was right, so this is someone who has it): 5 free, then a doubling wait up to 5 minutes.
  factor: {free: 5, maxWaitMs: 5 * 60_000},
} as const satisfies Record<string, ThrottleRule>;

export type ThrottleKind = keyof typeof throttleRules;

/** Failures older than this no longer count. */
export const failureMemoryMs = 15 * 60_000;

export type FailureCount = {failures: number; lastFailureAt: number};

export function throttleKey(kind: ThrottleKind, value: string): string {
  return `${kind}:${value}`;
}

/** The failures that still count at `now`. */
export function liveFailures(count: FailureCount | undefined, now: number): number {
  if (!count || now - count.lastFailureAt >= failureMemoryMs) return 0;
  return count.failures;
}

/** How long the next attempt must wait (0: it may go ahead now). */
export function waitMs(rule: ThrottleRule, count: FailureCount | undefined, now: number): number {
  const failures = liveFailures(count, now);
  if (!count || failures < rule.free) return 0;
  const wait = Math.min(1000 * 2 ** (failures - rule.free), rule.maxWaitMs);
  return Math.max(0, count.lastFailureAt + wait - now);
}

/**
 * How many of the guesses someone sends every `intervalMs` for `durationMs`, never waiting for an
 * answer, a rule lets through to a password check: the limit the README states, and what the
 * jam test and bench/login-jam measure against.
 */
export function checkedGuesses(rule: ThrottleRule, durationMs: number, intervalMs: number): number {
  let count: FailureCount | undefined;
  let checked = 0;
  for (let now = 0; now < durationMs; now += intervalMs) {
    if (waitMs(rule, count, now) > 0) continue;
    checked += 1;
    count = {failures: liveFailures(count, now) + 1, lastFailureAt: now};
  }
  return checked;
}
