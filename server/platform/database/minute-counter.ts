/**
 * Named counters per minute in the database (api_key_usage): each /v1 key's requests and the
 * knowledge imports per key and per address, so a rate limit holds across every instance.
 */
import type {Kysely} from 'kysely';
import type {Database} from './schema';

export const rateWindowMs = 60_000;

/**
 * Counts one request of the counter (a key's id, or a name) in the current minute and answers the minute's count so far:
 * one upsert, atomic on both dialects, so instances sharing the database share the count.
 * The first request of a minute also drops the counter's rows older than an hour.
 */
export async function countKeyRequest(
  db: Kysely<Database>,
  keyId: string,
  now = Date.now(),
): Promise<{count: number; windowStart: number}> {
  const windowStart = now - (now % rateWindowMs);
  const row = await db
    .insertInto('api_key_usage')
    .values({key_id: keyId, window_start: windowStart, count: 1})
    .onConflict((conflict) =>
      conflict.columns(['key_id', 'window_start']).doUpdateSet((eb) => ({count: eb('api_key_usage.count', '+', 1)})),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  if (count === 1) {
    await db
      .deleteFrom('api_key_usage')
      .where('key_id', '=', keyId)
      .where('window_start', '<', windowStart - 60 * rateWindowMs)
      .execute();
  }
  return {count, windowStart};
}
