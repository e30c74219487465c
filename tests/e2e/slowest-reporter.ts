import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/**
 * Prints the 20 slowest tests after every run, each with its share of its own timeout, so a
 * test drifting towards its limit is seen long before a slower machine makes it fail (a test
 * must fit in a third of its timeout: CI machines are sometimes three times slower).
 */
export default class SlowestTestsReporter implements Reporter {
  private readonly results: {title: string; duration: number; timeout: number}[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const [, , file, ...titles] = test.titlePath();
    this.results.push({
      title: `${file}:${test.location.line} ${titles.join(' › ')}`,
      duration: result.duration,
      // test.slow() and per-scan allowances change the timeout during the test: the annotation
      // Playwright keeps is the one it enforced.
      timeout: test.timeout,
    });
  }

  onEnd(result: FullResult): void {
    if (!this.results.length) return;
    const slowest = [...this.results].sort((a, b) => b.duration - a.duration).slice(0, 20);
    const overThird = this.results.filter((entry) => entry.timeout > 0 && entry.duration > entry.timeout / 3);
    const lines = slowest.map((entry) => {
      const share = entry.timeout > 0 ? Math.round((100 * entry.duration) / entry.timeout) : 0;
      return `  ${(entry.duration / 1000).toFixed(1).padStart(6)} s  ${String(share).padStart(3)}% of ${(entry.timeout / 1000).toFixed(0)} s  ${entry.title}`;
    });
    console.log(`\nThe 20 slowest of ${this.results.length} tests (${(result.duration / 1000).toFixed(0)} s in all):`);
    console.log(lines.join('\n'));
    console.log(
      overThird.length
        ? `${overThird.length} test(s) used more than a third of their timeout: ${overThird.map((entry) => entry.title).join('; ')}`
        : 'Every test used at most a third of its timeout.',
    );
  }
}
