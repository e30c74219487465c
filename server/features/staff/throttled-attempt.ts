/**
 * One attempt at a secret (a password, a second-factor code) under the throttle's counts: wait
 * if any count says so, else check; a failed check counts against every key, a passed one clears
 * the first. Guesses sent together must not all pass one reading of the count:
 * - on the first key, the attempt is counted as a failure before the check, if that count is
 *   still the one read (queries.ts `reserveFailure`); an attempt that lost the race
 *   reads again. This holds across instances on one database, where turns in one process
 *   cannot (issue 21 §3: the documented number of checked guesses, however many instances);
 * - within the process, attempts on the first key also take turns (oneAtATime), so they do not
 *   spin on each other's reservations.
 */
import type {Kysely} from 'kysely';
import type {Database} from '../../platform/database/schema';
import {throttleKey, throttleRules, waitMs, type ThrottleKind} from './login-throttle';
import {oneAtATime} from './one-at-a-time';
import {clearFailures, readFailures, recordFailure, reserveFailure} from './queries';

/** Readings of the counts an attempt may lose to other instances' attempts before it waits. */
const maxReadings = 20;

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
    for (let reading = 0; reading < maxReadings; reading += 1) {
      const counts = await readFailures(db, keys);
      const now = Date.now();
      const wait = Math.max(...limits.map(([kind], index) => waitMs(throttleRules[kind], counts.get(keys[index]), now)));
      if (wait > 0) return {wait, passed: undefined};
      if (!(await reserveFailure(db, keys[0], counts.get(keys[0]), now))) continue;
      const passed = await check();
      if (passed === undefined) await recordFailure(db, keys.slice(1));
      else await clearFailures(db, [keys[0]]);
      return {wait: 0, passed};
    }
    // Other instances kept changing the count first: a flood, which may well wait a second.
    return {wait: 1000, passed: undefined};
  });
}
