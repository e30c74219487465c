/**
 * The server's one leased job queue: everything it sends (mail from the outbox, webhook
 * deliveries) is a job type on it. A job type brings its send function and its own bookkeeping
 * (the columns it records with an outcome, its log lines); the queue does the rest, once:
 * claiming due jobs with a lease (leased-table.ts), so that several instances on one database
 * send each job once and a crashed instance's jobs are taken again when its lease runs out;
 * sending them `concurrency` at a time; retrying failures with backoff (retry-delay.ts) until
 * the type calls one final or the last allowed attempt fails; and, on shutdown, handing back at
 * once what it claimed but has not started, letting sends under way finish within a deadline.
 * One still running after it keeps its claim, since it may yet arrive, and is retried after the
 * lease. Delivery is therefore at least once; each type gives receivers a stable id to drop copies.
 *
 * The jobs stay in their own tables (outbox, webhook_deliveries) rather than one jobs table:
 * their rows are records people read as such (the staff outbox view, an endpoint's delivery
 * log, the mail a submission announced), with typed columns of their own and, for deliveries,
 * an endpoint that must still be active when the job is claimed. One table would turn those
 * columns into an opaque payload and move live rows in a migration, for no change in what the
 * queue does: the queue needs only the columns both tables already share.
 *
 * Each type runs its own queue instance (its poll timer, workers and close deadline): mail can
 * be off (no SMTP_URL) while webhooks run, and a slow mail server cannot hold webhook workers.
 */
import {randomUUID} from 'node:crypto';
import type {FastifyBaseLogger} from 'fastify';
import type {MailConfig} from './config';
import type {JobId} from './leased-table';
import {PollLoop} from './poll-loop';
import {retryDelayMs} from './retry-delay';

/** The queue policy (OUTBOX_* settings, server/platform/config.ts), the same for every job type. */
export type QueuePolicy = Pick<MailConfig, 'pollMs' | 'startDelayMs' | 'retryBaseMs' | 'maxAttempts' | 'leaseMs' | 'concurrency'>;

export type QueuedJob = {id: JobId; attempts: number};

/** What one attempt came to, with the type's own record of it (`detail`). */
export type Outcome<Detail> =
  | {ok: true; detail: Detail}
  | {ok: false; error: unknown; detail?: Detail; /** No retry can succeed (a mail server's 5xx, a refused address). */ final?: boolean};

export type Failure = {attempt: number; final: boolean; retryInMs: number; error: unknown};

/** Where a job type's jobs live: the claim, outcomes and hand-back of its table. */
export type JobStore<Job extends QueuedJob, Detail> = {
  claim(claimer: string, options: {limit: number; leaseMs: number}): Promise<Job[]>;
  markDone(job: Job, claimer: string, detail: Detail): Promise<void>;
  markFailed(job: Job, claimer: string, failure: {error: string; retryInMs: number; final: boolean; detail?: Detail}): Promise<void>;
  release(ids: readonly JobId[], claimer: string): Promise<void>;
};

export type JobType<Job extends QueuedJob, Detail> = {
  /** Starts the queue's own log lines ("outbox relay: ..."). */
  name: string;
  /** Words of those lines: the jobs ("messages"), one attempt ("send") and several ("sends"). */
  words: Readonly<{jobs: string; attempt: string; attempts: string}>;
  /** The field that names a job in log lines ("outboxId"). */
  logKey: string;
  store: JobStore<Job, Detail>;
  /** One attempt; it may reject, which counts as a failed attempt that can be retried. */
  attempt(job: Job): Promise<Outcome<Detail>>;
  /** The type's log lines for a job that went out, and for a failed attempt. */
  logDone(log: FastifyBaseLogger, job: Job, detail: Detail): void;
  logFailed(log: FastifyBaseLogger, job: Job, failure: Failure): void;
  /** Releases what the type holds open (a pool of connections) once the queue has stopped. */
  close?(): void;
};

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class JobQueue<Job extends QueuedJob, Detail> {
  /** This instance's name in the claim columns. */
  readonly id = randomUUID();
  private readonly loop: PollLoop;
  /** Past the close deadline: attempts still under way no longer touch the (closing) database. */
  private abandoned = false;
  /** Claimed jobs no worker has started yet. */
  private queue: Job[] = [];
  private claiming: Promise<void> | undefined;

  constructor(
    private readonly type: JobType<Job, Detail>,
    private readonly policy: QueuePolicy,
    private readonly log: FastifyBaseLogger,
    private readonly closeDeadlineMs: number,
  ) {
    this.loop = new PollLoop(() => this.runOnce(), policy, (error) => this.log.error({err: error}, `${type.name}: run failed`));
  }

  start(): void {
    this.loop.start();
  }

  /** A job was just committed: look now rather than at the next poll. */
  nudge(): void {
    this.loop.nudge();
  }

  private get stopped(): boolean {
    return this.loop.halted;
  }

  /** Hands back what it has not started, lets attempts under way finish (up to the deadline), closes. */
  async stop(): Promise<void> {
    const {name, words} = this.type;
    this.loop.halt();
    // A claim under way lands in the queue first, so its jobs go back with the rest.
    await this.claiming?.catch(() => undefined);
    const unstarted = this.queue.splice(0);
    try {
      await this.type.store.release(unstarted.map((job) => job.id), this.id);
      if (unstarted.length > 0) this.log.info({count: unstarted.length}, `${name}: handed back unsent ${words.jobs}`);
    } catch (error) {
      this.log.error({err: error}, `${name}: could not hand back its ${words.jobs}; they wait out the lease`);
    }
    if (!(await this.loop.settlesWithin(this.closeDeadlineMs))) {
      this.abandoned = true;
      this.log.warn(`${name}: ${words.attempts} still under way after ${this.closeDeadlineMs} ms are retried after the lease`);
    }
    this.type.close?.();
  }

  /**
   * Sends every job that is due now; returns when none is left. `concurrency` workers share a
   * small queue of claimed jobs: whichever finds it empty claims the next few (the others wait
   * for that claim), so no worker idles while another finishes a slow attempt, and every
   * claimed job is attempted well within its lease.
   */
  async runOnce(): Promise<void> {
    const {concurrency, leaseMs} = this.policy;
    const queue = this.queue;
    let drained = false;
    const claimMore = () =>
      (this.claiming ??= this.type.store
        .claim(this.id, {limit: concurrency, leaseMs})
        .then((claimed) => {
          queue.push(...claimed);
          if (claimed.length === 0) drained = true;
        })
        .finally(() => (this.claiming = undefined)));

    const worker = async () => {
      while (!this.stopped) {
        const job = queue.shift();
        if (job) await this.attempt(job);
        else if (drained) return;
        else await claimMore();
      }
    };
    // Every worker finishes its attempt before the run ends (the database stays open until then).
    const results = await Promise.allSettled(Array.from({length: concurrency}, worker));
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw failure.reason;
  }

  private async attempt(job: Job): Promise<void> {
    const {type, log} = this;
    const outcome = await type.attempt(job).catch((error: unknown): Outcome<Detail> => ({ok: false, error}));
    if (this.abandoned) {
      log.warn({[type.logKey]: job.id, sent: outcome.ok}, `${type.name}: ${type.words.attempt} ended after close; the row waits out its lease`);
      return;
    }
    try {
      if (outcome.ok) {
        await type.store.markDone(job, this.id, outcome.detail);
        type.logDone(log, job, outcome.detail);
        return;
      }
      const final = outcome.final === true || job.attempts >= this.policy.maxAttempts;
      const retryInMs = retryDelayMs(job.attempts, this.policy.retryBaseMs);
      await type.store.markFailed(job, this.id, {error: messageOf(outcome.error), retryInMs, final, detail: outcome.detail});
      type.logFailed(log, job, {attempt: job.attempts, final, retryInMs, error: outcome.error});
    } catch (error) {
      // The row keeps its claim and is attempted again after the lease.
      log.error({err: error, [type.logKey]: job.id}, `${type.name}: could not record the outcome`);
    }
  }
}
