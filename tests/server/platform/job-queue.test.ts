/**
 * The job queue (server/platform/job-queue.ts, leased-table.ts) on a table of its own, apart
 * from mail and webhooks: claims never overlap, an expired lease is taken again, failures back
 * off up to the last attempt, and a stopping queue hands back what it has not started. Runs on
 * SQLite, and on PostgreSQL under scripts/test-postgres.sh, where claims really race.
 */
import {sql} from 'kysely';
import type {Kysely} from 'kysely';
import {JobQueue, type Failure, type JobType, type QueuePolicy} from '../../../server/platform/job-queue';
import {LeasedTable} from '../../../server/platform/leased-table';
import type {Database} from '../../../server/platform/database/schema';
import {startTestServer, type TestServer} from '../helper';
import {waitFor} from '../features/mail/smtp-server';

type JobRow = {
  id: number;
  status: string;
  attempts: number;
  next_attempt_at: number;
  claimed_by: string | null;
  claim_expires_at: number | null;
  last_error: string | null;
  done_at: number | null;
  note: string | null;
};
type Job = {id: number; attempts: number; note: string | null};

let server: TestServer;
let db: Kysely<Database>;

beforeAll(async () => {
  server = await startTestServer({logLevel: 'info'});
  db = server.app.db;
  await sql`
    create table queue_test_jobs (
      id integer primary key,
      status varchar(10) not null default 'pending',
      attempts integer not null default 0,
      next_attempt_at bigint not null,
      claimed_by text,
      claim_expires_at bigint,
      last_error text,
      done_at bigint,
      note text
    )`.execute(db);
});
afterAll(() => server.close());
beforeEach(async () => {
  await sql`delete from queue_test_jobs`.execute(db);
  server.logs.length = 0;
});

function newTable() {
  return new LeasedTable<JobRow, Database>(db, server.app.dbDialect, {
    table: 'queue_test_jobs',
    claimedBy: 'claimed_by',
    claimExpiresAt: 'claim_expires_at',
    doneAt: 'done_at',
    errorLength: 20,
    order: ['id'],
    claimable: sql`(due.note is null or due.note <> 'held')`,
  });
}

async function addJobs(count: number, {due = 0, note = null as string | null} = {}): Promise<number[]> {
  const first = Number((await sql<{n: number | null}>`select max(id) as n from queue_test_jobs`.execute(db)).rows[0].n ?? 0) + 1;
  const ids = Array.from({length: count}, (_, i) => first + i);
  for (let i = 0; i < ids.length; i += 100) {
    const values = ids.slice(i, i + 100).map((id) => sql`(${id}, ${due}, ${note})`);
    await sql`insert into queue_test_jobs (id, next_attempt_at, note) values ${sql.join(values)}`.execute(db);
  }
  return ids;
}

async function rows(): Promise<JobRow[]> {
  const {rows: found} = await sql<JobRow>`select * from queue_test_jobs order by id`.execute(db);
  return found.map((row) => ({
    ...row,
    id: Number(row.id),
    attempts: Number(row.attempts),
    next_attempt_at: Number(row.next_attempt_at),
    claim_expires_at: row.claim_expires_at === null ? null : Number(row.claim_expires_at),
    done_at: row.done_at === null ? null : Number(row.done_at),
  }));
}

const row = async (id: number) => (await rows()).find((found) => found.id === id)!;

/** A job type over the test table whose attempts the test decides. */
function testJobs(attempt: (job: Job) => Promise<void>, failures: Failure[] = []): JobType<Job, void> {
  const table = newTable();
  return {
    name: 'test queue',
    words: {jobs: 'jobs', attempt: 'run', attempts: 'runs'},
    logKey: 'jobId',
    store: {
      // UPDATE ... RETURNING gives no order on PostgreSQL: oldest first, as the outbox does.
      claim: async (claimer, options) =>
        (await table.claim(claimer, options))
          .map((found) => ({id: Number(found.id), attempts: Number(found.attempts), note: found.note}))
          .sort((a, b) => a.id - b.id),
      markDone: (job, claimer) => table.markDone(job.id, claimer),
      markFailed: (job, claimer, failure) => table.markFailed(job.id, claimer, failure),
      release: (ids, claimer) => table.release(ids, claimer),
    },
    attempt: (job) =>
      attempt(job).then(
        () => ({ok: true, detail: undefined}),
        (error: unknown) => ({ok: false, error, final: job.note === 'hopeless'}),
      ),
    logDone: () => {},
    logFailed: (_log, _job, failure) => void failures.push(failure),
  };
}

const policy: QueuePolicy = {pollMs: 50, startDelayMs: 0, retryBaseMs: 1000, maxAttempts: 4, leaseMs: 60_000, concurrency: 2};

describe('claiming', () => {
  test('claimers racing for the same jobs never get the same one, and together get them all', async () => {
    const ids = await addJobs(120);
    const table = newTable();
    const taken = new Map<string, number[]>();
    const claimer = async (name: string) => {
      const mine: number[] = [];
      taken.set(name, mine);
      // Bounded, so a claim that hands out a job twice fails the test instead of looping forever.
      for (let round = 0; round < 50; round += 1) {
        const claimed = await table.claim(name, {limit: 7, leaseMs: 60_000});
        if (claimed.length === 0) return;
        mine.push(...claimed.map((found) => Number(found.id)));
      }
    };
    await Promise.all(['a', 'b', 'c', 'd'].map(claimer));

    const all = [...taken.values()].flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort((x, y) => x - y)).toEqual(ids);
    for (const [name, mine] of taken) {
      const stored = (await rows()).filter((found) => mine.includes(found.id));
      expect(stored.every((found) => found.claimed_by === name && found.attempts === 1)).toBe(true);
    }
  });

  test.each([
    ['not due yet', {due: Date.now() + 60_000}],
    ['held back by the type (its own condition)', {note: 'held'}],
  ])('a job %s is not claimed', async (_case, job) => {
    await addJobs(1, job);
    expect(await newTable().claim('a', {limit: 5, leaseMs: 60_000})).toEqual([]);
  });

  test('a lease that ran out (its claimer died) is claimed again, and the first claimer can no longer settle it', async () => {
    const [id] = await addJobs(1);
    const table = newTable();
    expect(await table.claim('dead', {limit: 1, leaseMs: 500, now: 1000})).toHaveLength(1);
    expect(await table.claim('alive', {limit: 1, leaseMs: 500, now: 1400})).toEqual([]);

    const [again] = await table.claim('alive', {limit: 1, leaseMs: 500, now: 1501});
    expect(Number(again.id)).toBe(id);
    expect(Number(again.attempts)).toBe(2);

    await table.markDone(id, 'dead');
    expect(await row(id)).toMatchObject({status: 'pending', claimed_by: 'alive', done_at: null});
    await table.markDone(id, 'alive', {}, 5000);
    expect(await row(id)).toMatchObject({status: 'sent', claimed_by: null, claim_expires_at: null, done_at: 5000});
  });
});

describe('retries', () => {
  test('the delay doubles on each failed attempt, and the last allowed attempt fails the job for good', async () => {
    const [id] = await addJobs(1);
    const failures: Failure[] = [];
    const queue = new JobQueue(testJobs(() => Promise.reject(new Error('receiver is down, and says so at length')), failures), policy, server.app.log, 1000);
    for (let attempt = 1; attempt <= policy.maxAttempts; attempt += 1) {
      const before = Date.now();
      await queue.runOnce();
      const stored = await row(id);
      const {retryInMs, final} = failures.at(-1)!;
      expect(stored).toMatchObject({attempts: attempt, claimed_by: null, last_error: 'receiver is down, an'});
      expect(stored.next_attempt_at).toBeGreaterThanOrEqual(before + retryInMs);
      expect(stored.status).toBe(final ? 'failed' : 'pending');
      // Due again at once, so the next run attempts it without waiting out the delay.
      if (!final) await sql`update queue_test_jobs set next_attempt_at = 0`.execute(db);
    }
    expect(failures.map(({attempt, final}) => [attempt, final])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    // Equal jitter: attempt n waits between half and all of base * 2^(n-1).
    failures.forEach(({retryInMs}, index) => {
      const step = policy.retryBaseMs * 2 ** index;
      expect(retryInMs).toBeGreaterThanOrEqual(step / 2);
      expect(retryInMs).toBeLessThanOrEqual(step);
    });
    await queue.runOnce();
    expect(failures).toHaveLength(4);
  });

  test('a failure the type calls final fails the job on its first attempt', async () => {
    const [id] = await addJobs(1, {note: 'hopeless'});
    const failures: Failure[] = [];
    await new JobQueue(testJobs(() => Promise.reject(new Error('550 no such mailbox')), failures), policy, server.app.log, 1000).runOnce();
    expect(failures).toEqual([expect.objectContaining({attempt: 1, final: true})]);
    expect(await row(id)).toMatchObject({status: 'failed', attempts: 1});
  });
});

describe('stopping', () => {
  test('hands back the claimed jobs it has not started and lets the attempts under way finish', async () => {
    const [fast, slowOne, slowTwo, waiting] = await addJobs(4);
    const started = new Set<number>();
    const finish: (() => void)[] = [];
    const queue = new JobQueue(
      testJobs((job) => {
        started.add(job.id);
        return job.id === fast ? Promise.resolve() : new Promise<void>((resolve) => finish.push(resolve));
      }),
      policy,
      server.app.log,
      5000,
    );
    // Two workers: "fast" goes out, the worker that sent it claims the next two and starts one,
    // so two attempts are under way and "waiting" waits in the queue.
    queue.start();
    await waitFor(() => started.size === 3, 5000, 'three attempts started');
    expect([...started].sort((a, b) => a - b)).toEqual([fast, slowOne, slowTwo]);

    const stopped = queue.stop();
    await waitFor(() => server.logs.some((line) => line.msg === 'test queue: handed back unsent jobs'), 2000, 'the hand-back');
    expect(await row(waiting)).toMatchObject({status: 'pending', attempts: 0, claimed_by: null});
    expect(await row(slowOne)).toMatchObject({status: 'pending', claimed_by: queue.id});

    finish.forEach((resolve) => resolve());
    await stopped;
    for (const id of [fast, slowOne, slowTwo]) expect(await row(id)).toMatchObject({status: 'sent', attempts: 1, claimed_by: null});
    expect(started.has(waiting)).toBe(false);
  });

  test('an attempt still running after the close deadline keeps its claim and records nothing when it ends', async () => {
    const [id] = await addJobs(1);
    let finish: (() => void) | undefined;
    const queue = new JobQueue(testJobs(() => new Promise<void>((resolve) => (finish = resolve))), {...policy, concurrency: 1}, server.app.log, 100);
    queue.start();
    await waitFor(() => finish !== undefined, 5000, 'the attempt started');
    await queue.stop();
    finish!();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await row(id)).toMatchObject({status: 'pending', claimed_by: queue.id, attempts: 1});
    expect(server.logs.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'test queue: runs still under way after 100 ms are retried after the lease',
        'test queue: run ended after close; the row waits out its lease',
      ]),
    );
  });
});
