import type {FullConfig, FullResult, Reporter, TestCase, TestResult, TestStep} from '@playwright/test/reporter';

/**
 * Prints the 20 slowest tests after every run, each with its share of its own timeout, so a
 * test drifting towards its limit is seen long before a slower machine makes it fail (a test
 * must fit in a third of its timeout: CI machines are sometimes three times slower).
 *
 * A test's time is Playwright's own, which is what its timeout counts: the test, its fixtures and
 * its beforeEach/afterEach hooks. beforeAll/afterAll hooks and worker fixtures (a private server
 * starting, the browser launching) have timeouts of their own and "do not share time with any
 * test" (Playwright's timeouts guide): they are listed as setups against those.
 */
type Entry = {title: string; duration: number; timeout: number; start?: number; worker?: number};

/**
 * The tests that ran beside `entry` on other workers, longest overlap first: on a 2-core machine a
 * test over a third is most often slow because of what ran beside it (a private server starting,
 * an axe scan of a long page), so the line names them to find where the time went.
 */
export function besides(entry: Entry, all: readonly Entry[], count = 3): {title: string; overlap: number}[] {
  if (entry.start === undefined) return [];
  const end = entry.start + entry.duration;
  return all
    .filter((other) => other !== entry && other.start !== undefined && other.worker !== entry.worker)
    .map((other) => ({title: other.title, overlap: Math.min(end, other.start! + other.duration) - Math.max(entry.start!, other.start!)}))
    .filter(({overlap}) => overlap > 0)
    .sort((a, b) => b.overlap - a.overlap)
    .slice(0, count);
}

/** Worker-scoped fixtures: Playwright's own and tests/e2e/fixtures.ts's workerPage. */
const workerFixtures = new Set(['browser', 'playwright', 'workerPage', '_browserOptions', '_optionContextReuseMode']);

function isSetup(step: TestStep): boolean {
  if (step.category === 'hook') return /^(beforeAll|afterAll) hook/.test(step.title);
  const fixture = /^Fixture "(.+)"$/.exec(step.title);
  return step.category === 'fixture' && !!fixture && workerFixtures.has(fixture[1]);
}

/** The setups inside a test's steps (outermost only, so nested steps are not counted twice). */
function setups(steps: readonly TestStep[], file: string, found: Entry[] = []): Entry[] {
  for (const step of steps) {
    if (isSetup(step)) found.push({title: `${file} ${step.title}`, duration: step.duration, timeout: 0, start: step.startTime.getTime()});
    else setups(step.steps, file, found);
  }
  return found;
}

function share(entry: Entry): string {
  const percent = entry.timeout > 0 ? Math.round((100 * entry.duration) / entry.timeout) : 0;
  return `  ${(entry.duration / 1000).toFixed(1).padStart(6)} s  ${String(percent).padStart(3)}% of ${(entry.timeout / 1000).toFixed(0)} s  ${entry.title}`;
}

export default class SlowestTestsReporter implements Reporter {
  private readonly results: Entry[] = [];
  private readonly setups: Entry[] = [];
  /** The timeout hooks and worker fixtures run under: the configured test timeout. */
  private setupTimeout = 30_000;

  onBegin(config: FullConfig): void {
    this.setupTimeout = config.projects[0]?.timeout ?? this.setupTimeout;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const [, , file, ...titles] = test.titlePath();
    const outside = setups(result.steps, file);
    for (const setup of outside) this.setups.push({...setup, timeout: this.setupTimeout, worker: result.workerIndex});
    this.results.push({
      title: `${file}:${test.location.line} ${titles.join(' › ')}`,
      duration: result.duration,
      // test.slow() and per-scan allowances change the timeout during the test: the annotation
      // Playwright keeps is the one it enforced.
      timeout: test.timeout,
      start: result.startTime.getTime(),
      worker: result.workerIndex,
    });
  }

  private withBesides(entry: Entry): string {
    const beside = besides(entry, [...this.results, ...this.setups]).map(({title, overlap}) => `\n          beside it ${(overlap / 1000).toFixed(1)} s: ${title}`);
    return share(entry) + beside.join('');
  }

  onEnd(result: FullResult): void {
    if (!this.results.length) return;
    const slowest = [...this.results].sort((a, b) => b.duration - a.duration).slice(0, 20);
    const overThird = [...this.results, ...this.setups].filter((entry) => entry.timeout > 0 && entry.duration > entry.timeout / 3);
    console.log(`\nThe 20 slowest of ${this.results.length} tests (${(result.duration / 1000).toFixed(0)} s in all):`);
    console.log(slowest.map(share).join('\n'));
    const slowSetups = [...this.setups].sort((a, b) => b.duration - a.duration).slice(0, 5);
    if (slowSetups.length) console.log(`The 5 slowest setups (beforeAll/afterAll hooks, worker fixtures):\n${slowSetups.map(share).join('\n')}`);
    console.log(
      overThird.length
        ? `${overThird.length} test(s) or setup(s) used more than a third of their timeout:\n${overThird.map((entry) => this.withBesides(entry)).join('\n')}`
        : 'Every test and setup used at most a third of its timeout.',
    );
  }
}
