/**
 * Runs tasks with the same key one after another, in arrival order; different keys run freely.
 * The login throttle reads a count, checks the password, then writes the count: without turns,
 * guesses sent together would all pass one reading (measured: 12 checks in 10 s where the rule
 * allows 5). Within this process only: several instances on PostgreSQL do not share it, so
 * what must hold across them is settled in the database (throttled-attempt.ts reserves each
 * check with a compare-and-set; factor-queries.ts `removeFactor` locks the account's row).
 */
const tails = new Map<string, Promise<unknown>>();

export async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
