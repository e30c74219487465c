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
 * Text as facts are compared: without citation markers (" [2]"), accents or case, and with the
 * thousands separators of either locale dropped between digits ("1,000", "1.000", "1 000" with a
 * no-break or thin space -> "1000"), so "5.388" and "$5,388" both contain "5388". A decimal or a
 * version ("1.3", "0.9.4", "1.20") keeps its point: only a group of exactly three digits goes.
 * A space before a percent sign goes too (Spanish writes "85 %"), and any other no-break or thin
 * space is a space: the typed facts write "9 US$" with a no-break space, which reads as "9 US$".
 */
export function normalizeText(text) {
  return text
    .replace(/\s\[\d+\]/g, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\d)[,.\u00a0\u202f](?=\d{3}(?!\d))/g, '$1')
    .replace(/(\d)\s+%/g, '$1%')
    .replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * Whether an answer's text states the expected fact: a string, a list of alternatives (any one
 * suffices) or {regex} (tested, case-insensitive, on the normalized text). Strings are normalized
 * like the text, so a fact may be written "$5,388" or "5388".
 */
export function factFound(text, fact) {
  const normalized = normalizeText(text);
  if (fact && typeof fact === 'object' && !Array.isArray(fact)) return new RegExp(fact.regex, 'iu').test(normalized);
  return [fact].flat().some((alternative) => normalized.includes(normalizeText(String(alternative))));
}

/** A count out of a total: {count, total, share} (share 0 when there is nothing to count). */
export function ratio(count, total) {
  return {count, total, share: total ? count / total : 0};
}

/** "41/55 = 74.5%" (or "0/0 = -" when there was nothing to count). */
export function formatRatio({count, total, share}) {
  return `${count}/${total} = ${total ? `${(share * 100).toFixed(1)}%` : '-'}`;
}

/**
 * One scored answer: its rank (expected page among the sources), whether the fact is in the text,
 * and for follow-ups whether it is right (expected page among the first three and fact present).
 * `result`: {question: {query, locale, kind?, page?, fact?, previous?}, answer}; no page = out of scope.
 */
export function scoreResult(result) {
  const {question, answer} = result;
  if (!question.page) return {...result, inScope: false, rank: -1, hit1: false, hit3: false, fact: false, right: answer.uncertain};
  const rank = rankOfPage(answer, question.page);
  const hit3 = rank >= 0 && rank < 3;
  const fact = question.fact === undefined ? true : factFound(answer.response, question.fact);
  return {...result, inScope: true, rank, hit1: rank === 0, hit3, fact, right: hit3 && fact && !answer.uncertain};
}

/**
 * The figures of one group of results (a half in one locale): hit@1, hit@3, in-scope answers
 * marked uncertain, out-of-scope answers marked uncertain, the fact in the answer, follow-ups
 * right; each a ratio with its counts. `misses` are the in-scope questions not right (page not in
 * the first three, fact absent or uncertain) and `answeredOutOfScope` the out-of-scope ones answered.
 */
export function qualityFigures(results) {
  const scored = results.map(scoreResult);
  const inScope = scored.filter((r) => r.inScope);
  const outOfScope = scored.filter((r) => !r.inScope);
  const followUps = inScope.filter((r) => r.question.previous);
  const count = (list, test) => ratio(list.filter(test).length, list.length);
  return {
    inScope: inScope.length,
    outOfScope: outOfScope.length,
    hit1: count(inScope, (r) => r.hit1),
    hit3: count(inScope, (r) => r.hit3),
    uncertainInScope: count(inScope, (r) => r.answer.uncertain),
    outOfScopeUncertain: count(outOfScope, (r) => r.answer.uncertain),
    fact: count(inScope, (r) => r.fact),
    followUps: count(followUps, (r) => r.right),
    misses: inScope.filter((r) => !r.right),
    answeredOutOfScope: outOfScope.filter((r) => !r.answer.uncertain),
  };
}

/** qualityFigures per locale, in the order locales first appear: {en: figures, es: figures}. */
export function figuresByLocale(results) {
  const locales = [...new Set(results.map((r) => r.question.locale))];
  return Object.fromEntries(locales.map((locale) => [locale, qualityFigures(results.filter((r) => r.question.locale === locale))]));
}

/** Why a scored in-scope result is a miss, in words: 'uncertain', 'page rank 4', 'no page', 'fact absent'. */
export function missReasons(scored) {
  const reasons = [];
  if (scored.answer.uncertain) reasons.push('uncertain');
  else if (!scored.hit3) reasons.push(scored.rank < 0 ? 'page not cited' : `page at rank ${scored.rank + 1}`);
  if (!scored.fact) reasons.push('fact absent');
  return reasons;
}

/**
 * How many misses per kind, without their text (the held-out half's misses are printed this way
 * so that nobody tunes on them): {typo: 2, 'follow-up': 1}, kinds sorted by name; out-of-scope
 * answers count under their own kind ("off-topic", "nonexistent-plan"...).
 */
export function missesPerKind(misses) {
  const counts = {};
  for (const {question} of misses) counts[question.kind ?? 'unknown'] = (counts[question.kind ?? 'unknown'] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/** The p-th percentile (0-100) of a list of numbers, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Issue 19 §1's targets, per locale, on the held-out half. */
export const targets = {
  hit3: 0.9,
  hit1: 0.75,
  /** At most this share of answerable questions marked uncertain. */
  uncertainInScope: 0.05,
  /** Every out-of-scope question marked uncertain. */
  outOfScopeUncertain: 1,
  fact: 0.85,
  followUps: 0.9,
  p95Ms: 50,
};

/**
 * The targets a run missed, as sentences (empty: all met). `byLocale` is figuresByLocale of the
 * held-out half; latency only when it was measured.
 */
export function missedTargets(byLocale, latency) {
  const missed = [];
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  const atLeast = [
    ['hit3', 'hit@3'],
    ['hit1', 'hit@1'],
    ['outOfScopeUncertain', 'out-of-scope uncertain'],
    ['fact', 'fact in the answer'],
    ['followUps', 'follow-ups right'],
  ];
  for (const [locale, figures] of Object.entries(byLocale)) {
    for (const [key, name] of atLeast) {
      const value = figures[key];
      if (value.total && value.share < targets[key]) missed.push(`[${locale}] ${name} ${formatRatio(value)} is under ${pct(targets[key])}`);
    }
    const uncertain = figures.uncertainInScope;
    if (uncertain.total && uncertain.share > targets.uncertainInScope) {
      missed.push(`[${locale}] in-scope uncertain ${formatRatio(uncertain)} is over ${pct(targets.uncertainInScope)}`);
    }
  }
  if (latency && !(latency.p95 < targets.p95Ms)) missed.push(`/v1/ask p95 ${latency.p95.toFixed(1)} ms is not under ${targets.p95Ms} ms`);
  return missed;
}
