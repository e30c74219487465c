/**
 * The retry policy of the server's job queue (job-queue.ts), for mail and webhooks alike: the
 * delay before attempt `attempt + 1` doubles from `baseMs` up to an hour, then takes "equal
 * jitter" (half fixed, half random) so relays that failed together do not retry together.
 */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random): number {
  const capped = Math.min(60 * 60 * 1000, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(capped / 2 + random() * (capped / 2));
}
