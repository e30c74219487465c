import {conversionRate, pathsInEveryLocale} from '@site/src/lib/traffic/conversions';
import {checkRange, daysOf, presetRange} from '@site/src/lib/traffic/report';

describe('the Traffic dashboard periods', () => {
  // 24 Nov 2026, 00:30 UTC: still the 23rd in America, already the 24th in UTC.
  const now = Date.parse('2026-11-24T00:30:00Z');

  test.each([
    ['today', {from: '2026-11-24', to: '2026-11-24'}],
    ['7days', {from: '2026-11-18', to: '2026-11-24'}],
    ['30days', {from: '2026-10-26', to: '2026-11-24'}],
  ] as const)('%s ends today (UTC) and counts today in', (preset, range) => {
    expect(presetRange(preset, now)).toEqual(range);
    expect(checkRange(range)).toMatchObject({ok: true});
  });

  test('a range is whole UTC days, both ends included', () => {
    expect(checkRange({from: '2024-02-28', to: '2024-03-01'})).toEqual({
      ok: true,
      startMs: Date.parse('2024-02-28T00:00:00Z'),
      endMs: Date.parse('2024-03-02T00:00:00Z'),
      days: 3,
    });
    expect(daysOf({from: '2024-02-28', to: '2024-03-01'})).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });

  test.each([
    [{from: '2023-02-29', to: '2023-03-01'}, 'invalidDate', 'from'],
    [{from: '2026-01-01', to: '2026-13-01'}, 'invalidDate', 'to'],
    [{from: '2026-01-01', to: ''}, 'invalidDate', 'to'],
    [{from: '2026-01-02', to: '2026-01-01'}, 'dateRangeReversed', 'to'],
    [{from: '2024-01-01', to: '2025-01-01'}, 'dateRangeTooLong', 'to'],
  ])('%j is refused: %s', (range, code, field) => {
    expect(checkRange(range)).toEqual({ok: false, code, field});
  });

  test('366 days (a leap year) is the longest range', () => {
    expect(checkRange({from: '2024-01-01', to: '2024-12-31'})).toMatchObject({ok: true, days: 366});
  });

  test('a page counts in both locales', () => {
    expect(pathsInEveryLocale('/pricing')).toEqual(['/pricing', '/es/pricing']);
    expect(pathsInEveryLocale('/')).toEqual(['/', '/es', '/es/']);
  });
});

describe('conversionRate: submissions ÷ visitors who viewed a page carrying the form', () => {
  test.each([
    ['a share of the visitors', 1, 4, 0.25],
    ['every visitor', 3, 3, 1],
    ['no submissions', 0, 5, 0],
    ['more submissions than counted visitors (150% before)', 3, 2, 1],
    ['submissions without counted visitors', 2, 0, null],
    ['nothing at all', 0, 0, null],
  ])('%s: %d of %d -> %p', (_case, submissions, visitors, rate) => {
    expect(conversionRate(submissions, visitors)).toBe(rate);
  });
});
