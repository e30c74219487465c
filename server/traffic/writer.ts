/**
 * Pageviews are written in batches: a beacon is answered as soon as its row is queued, and the
 * queue goes to the database every `intervalMs` (or at `maxBatch` rows) as one multi-row insert.
 * One insert per pageview held the beacon to a fraction of the trivial route's throughput
 * (bench/api-load). The cost: a crash loses at most the last interval's pageviews (a graceful
 * close writes them), which is acceptable for traffic counts and never applies to forms.
 */
import type {Insertable, Kysely} from 'kysely';
import type {Database, PageviewsTable} from '../db/schema';

export type PageviewRow = Insertable<PageviewsTable>;

export class PageviewWriter {
  private queue: PageviewRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly onError: (error: unknown, lost: number) => void,
    private readonly intervalMs = 200,
    private readonly maxBatch = 500,
  ) {}

  add(row: PageviewRow): void {
    this.queue.push(row);
    if (this.queue.length >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.intervalMs);
  }

  /** Writes what is queued; resolves when everything queued before the call is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.queue;
    this.queue = [];
    this.writing = this.writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.db.insertInto('pageviews').values(batch).execute();
      } catch (error) {
        this.onError(error, batch.length);
      }
    });
    return this.writing;
  }
}
