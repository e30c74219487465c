/**
 * Pageviews are written by group commit: a pageview waits for the insert that carries it, and
 * every pageview that arrives while an insert runs goes into the next one (one multi-row insert,
 * up to `maxBatch` rows). One insert per pageview held the beacon to a fraction of the trivial
 * route's throughput (bench/api-load); answering before the write (a timed batch) hid failures.
 * So a beacon is answered only once its row is stored, and learns when it could not be.
 */
import type {Insertable, Kysely} from 'kysely';
import type {Database, PageviewsTable} from '../../platform/database/schema';

export type PageviewRow = Insertable<PageviewsTable>;

type Pending = {row: PageviewRow; stored(): void; failed(error: unknown): void};

export class PageviewWriter {
  private queue: Pending[] = [];
  private writing: Promise<void> | undefined;
  /** Pageviews the database refused since start (the log's `pageviewsLost` metric). */
  lost = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly onError: (error: unknown, lost: number, lostSinceStart: number) => void,
    private readonly maxBatch = 500,
  ) {}

  /** Resolves once the row is stored; rejects with the database's error when it is not. */
  add(row: PageviewRow): Promise<void> {
    const done = new Promise<void>((stored, failed) => this.queue.push({row, stored, failed}));
    this.writing ??= this.drain();
    return done;
  }

  /** Resolves when everything queued so far has been written (or refused). */
  flush(): Promise<void> {
    return this.writing ?? Promise.resolve();
  }

  /** Counts pageviews lost before they reached the queue too (e.g. the day's salt was not stored). */
  countLost(error: unknown, count: number): void {
    this.lost += count;
    this.onError(error, count, this.lost);
  }

  private async drain(): Promise<void> {
    // Let the pageviews of this turn of the event loop join the first insert.
    await Promise.resolve();
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        await this.db.insertInto('pageviews').values(batch.map((pending) => pending.row)).execute();
        for (const pending of batch) pending.stored();
      } catch (error) {
        this.countLost(error, batch.length);
        for (const pending of batch) pending.failed(error);
      }
    }
    this.writing = undefined;
  }
}
