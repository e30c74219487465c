// The figures of bench/agent from the answers it collected: pure functions, so tests/bench checks them.

/** '/es/documentation/integration#crm' and '/es/documentation/integration/' -> '/es/documentation/integration'. */
export function pageOf(url) {
  const path = url.replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Where the expected page first appears among an answer's sources (0-based), or -1. `page` may
 * list several pages that each answer the question (an API reference operation page and the
 * overview's section on it): the first of any counts.
 */
export function rankOfPage(answer, page) {
  if (answer.uncertain) return -1;
  const expected = new Set([page].flat().map(pageOf));
  return answer.sources.findIndex((source) => expected.has(pageOf(source.url)));
}

/**
 * hit@1 and hit@3 of in-scope questions, and how often out-of-scope ones were marked uncertain.
 * `results`: [{question: {query, locale, page?}, answer}] (no page = out of scope).
 */
export function qualityFigures(results) {
  const inScope = results.filter((r) => r.question.page);
  const outOfScope = results.filter((r) => !r.question.page);
  const ranks = inScope.map((r) => rankOfPage(r.answer, r.question.page));
  const share = (count, of) => (of ? count / of : 0);
  return {
    questions: inScope.length,
    hit1: share(ranks.filter((rank) => rank === 0).length, inScope.length),
    hit3: share(ranks.filter((rank) => rank >= 0 && rank < 3).length, inScope.length),
    uncertainInScope: share(inScope.filter((r) => r.answer.uncertain).length, inScope.length),
    outOfScope: outOfScope.length,
    outOfScopeUncertain: share(outOfScope.filter((r) => r.answer.uncertain).length, outOfScope.length),
    misses: inScope.filter((_, i) => ranks[i] < 0 || ranks[i] >= 3),
    answeredOutOfScope: outOfScope.filter((r) => !r.answer.uncertain),
  };
}

/** The p-th percentile (0-100) of a list of numbers, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const targets = {hit3: 0.9, outOfScopeUncertain: 0.9, p95Ms: 50};

/** The targets a run missed, as sentences (empty: all met). Latency only when it was measured. */
export function missedTargets(quality, latency) {
  const missed = [];
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  if (quality.hit3 < targets.hit3) missed.push(`hit@3 ${pct(quality.hit3)} is under ${pct(targets.hit3)}`);
  if (quality.outOfScopeUncertain < targets.outOfScopeUncertain) {
    missed.push(`out-of-scope uncertain ${pct(quality.outOfScopeUncertain)} is under ${pct(targets.outOfScopeUncertain)}`);
  }
  if (latency && !(latency.p95 < targets.p95Ms)) missed.push(`/v1/ask p95 ${latency.p95.toFixed(1)} ms is not under ${targets.p95Ms} ms`);
  return missed;
}
