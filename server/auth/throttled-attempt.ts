/**
 * One attempt at a secret (a password, a second-factor code) under the throttle's counts: wait
 * if any count says so, else check; a failed check counts against every key, a passed one clears
 * the first. Attempts on the first key take turns (oneAtATime), so guesses sent together cannot
 * all pass one reading of the count.
 */
import type {Kysely} from 'kysely';
import type {Database} from '../db/schema';
import {clearFailures, readFailures, recordFailure} from '../db/login-throttle';
import {throttleKey, throttleRules, waitMs, type ThrottleKind} from './login-throttle';
import {oneAtATime} from './one-at-a-time';

/** `wait` > 0: not checked, try again in that many ms; else `passed`, what the check proved, if anything. */
export type Attempt<T> = {wait: number; passed: T | undefined};

/** `check` answers what the attempt proved, or undefined when it failed. */
export async function throttledAttempt<T>(
  db: Kysely<Database>,
  limits: [ThrottleKind, string][],
  check: () => Promise<T | undefined>,
): Promise<Attempt<T>> {
  const keys = limits.map(([kind, value]) => throttleKey(kind, value));
  return oneAtATime(keys[0], async () => {
    const counts = await readFailures(db, keys);
    const now = Date.now();
    const wait = Math.max(...limits.map(([kind], index) => waitMs(throttleRules[kind], counts.get(keys[index]), now)));
    if (wait > 0) return {wait, passed: undefined};
    const passed = await check();
    if (passed === undefined) await recordFailure(db, keys);
    else await clearFailures(db, [keys[0]]);
    return {wait: 0, passed};
  });
}
