/** bench/agent's figures: hit@k by page (anchors ignored), uncertain rates, percentiles and missed targets. */
import fs from 'node:fs';
import path from 'node:path';
import {missedTargets, pageOf, percentile, qualityFigures, rankOfPage} from '../../bench/agent/score.mjs';

const answer = (urls: string[], uncertain = false) => ({
  response: '',
  sources: urls.map((url) => ({title: '', url, snippet: ''})),
  suggestedFollowUps: [],
  uncertain,
});

describe('bench/agent scoring', () => {
  it('compares pages without anchors, query strings, origins or trailing slashes', () => {
    expect(pageOf('/es/documentation/integration#crm')).toBe('/es/documentation/integration');
    expect(pageOf('https://site.example/pricing/?x=1')).toBe('/pricing');
    expect(pageOf('/')).toBe('/');
    expect(rankOfPage(answer(['/a#x', '/b#y']), '/b')).toBe(1);
    expect(rankOfPage(answer(['/b#y'], true), '/b')).toBe(-1);
    // Several pages that each answer the question: the first of any counts.
    expect(rankOfPage(answer(['/a#x', '/c', '/b']), ['/b', '/c'])).toBe(1);
    expect(rankOfPage(answer(['/a#x']), ['/b', '/c'])).toBe(-1);
  });

  it('counts hit@1, hit@3 and the uncertain rates', () => {
    const figures = qualityFigures([
      {question: {query: 'q1', locale: 'en', page: '/a'}, answer: answer(['/a#1'])},
      {question: {query: 'q2', locale: 'en', page: '/a'}, answer: answer(['/b', '/c', '/a#2'])},
      {question: {query: 'q3', locale: 'en', page: '/a'}, answer: answer(['/b', '/c', '/d', '/a'])},
      {question: {query: 'q4', locale: 'en', page: '/a'}, answer: answer([], true)},
      {question: {query: 'o1', locale: 'en'}, answer: answer([], true)},
      {question: {query: 'o2', locale: 'en'}, answer: answer(['/a'])},
    ]);
    expect(figures).toMatchObject({questions: 4, hit1: 0.25, hit3: 0.5, uncertainInScope: 0.25, outOfScope: 2, outOfScopeUncertain: 0.5});
    expect(figures.misses.map((m: {question: {query: string}}) => m.question.query)).toEqual(['q3', 'q4']);
    expect(figures.answeredOutOfScope.map((m: {question: {query: string}}) => m.question.query)).toEqual(['o2']);
  });

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({length: 100}, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([3], 95)).toBe(3);
    expect(percentile([], 50)).toBeNaN();
  });

  it('names each missed target, latency only when measured', () => {
    const good = {hit3: 0.9, outOfScopeUncertain: 0.95};
    expect(missedTargets(good, undefined)).toEqual([]);
    expect(missedTargets(good, {p95: 49.9})).toEqual([]);
    expect(missedTargets({hit3: 0.5, outOfScopeUncertain: 0.8}, {p95: 50})).toEqual([
      'hit@3 50.0% is under 90.0%',
      'out-of-scope uncertain 80.0% is under 90.0%',
      '/v1/ask p95 50.0 ms is not under 50 ms',
    ]);
  });
});

describe('bench/agent questions.json', () => {
  const set = JSON.parse(fs.readFileSync(path.join(__dirname, '../../bench/agent/questions.json'), 'utf8'));

  it('has at least 60 English and 30 Spanish questions with their page, and 20 out of scope', () => {
    const count = (locale: string) => set.questions.filter((q: {locale: string}) => q.locale === locale).length;
    expect(count('en')).toBeGreaterThanOrEqual(60);
    expect(count('es')).toBeGreaterThanOrEqual(30);
    expect(set.outOfScope.length).toBeGreaterThanOrEqual(20);
  });

  it('names pages as paths in the question\'s locale, without anchors, and asks nothing twice', () => {
    for (const q of set.questions) {
      for (const page of [q.page].flat()) {
        expect(page).toMatch(/^\/[^#?]*$/);
        expect(page.startsWith('/es/')).toBe(q.locale === 'es');
      }
    }
    const queries = [...set.questions, ...set.outOfScope].map((q: {query: string}) => q.query);
    expect(new Set(queries).size).toBe(queries.length);
  });
});
