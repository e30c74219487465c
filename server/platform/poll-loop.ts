/**
 * The timer of the job queue (job-queue.ts), one per job type: runs `run` after a start
 * delay, then every `pollMs` after the previous run ends, or at once when nudged (a row was just
 * committed). A nudge during a run asks for another run right after it, and nudges before the
 * start delay has passed are ignored, so staff or tests can hold a relay back. The timer never
 * keeps a process alive on its own.
 */
export class PollLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private started = false;
  /** True once the start delay has passed: nudges before that must not cut the delay short. */
  private live = false;
  private again = false;
  /** Set by halt(): no run starts any more, and runs under way should wind down. */
  halted = false;

  constructor(
    private readonly run: () => Promise<void>,
    private readonly timing: {startDelayMs: number; pollMs: number},
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(this.timing.startDelayMs);
  }

  nudge(): void {
    if (!this.live || this.halted) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  halt(): void {
    this.halted = true;
    clearTimeout(this.timer);
  }

  /** True when the run under way (if any) ended within `ms`. */
  settlesWithin(ms: number): Promise<boolean> {
    const work = this.running;
    if (!work) return Promise.resolve(true);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    return Promise.race([work.then(() => true, () => true), deadline]).finally(() => clearTimeout(timer));
  }

  private schedule(delayMs: number): void {
    if (this.halted) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.live = true;
      this.running = this.run()
        .catch(this.onError)
        .finally(() => {
          this.running = undefined;
          const next = this.again ? 0 : this.timing.pollMs;
          this.again = false;
          this.schedule(next);
        });
    }, delayMs);
    this.timer.unref();
  }
}
