/**
 * The Traffic dashboard's question and answer (GET /api/admin/traffic): a range of whole UTC
 * days, both ends included, and the figures for it. Shared by the server's route and the page.
 */
import {dayMs, dayOf, dayStart} from '../days';
import type {ConversionGoalId} from './conversions';

/** The longest range the dashboard answers: a year, leap day included. */
export const maxRangeDays = 366;

export {dayOf, dayStart};

export type DayRange = {from: string; to: string};

export type RangeProblem = 'invalidDate' | 'dateRangeReversed' | 'dateRangeTooLong';

/** Checks a range: real days, `from` not after `to`, at most {@link maxRangeDays} days. */
export function checkRange({from, to}: DayRange):
  | {ok: true; startMs: number; endMs: number; days: number}
  | {ok: false; code: RangeProblem; field: 'from' | 'to'} {
  const startMs = dayStart(from);
  if (startMs === undefined) return {ok: false, code: 'invalidDate', field: 'from'};
  const lastStart = dayStart(to);
  if (lastStart === undefined) return {ok: false, code: 'invalidDate', field: 'to'};
  if (lastStart < startMs) return {ok: false, code: 'dateRangeReversed', field: 'to'};
  const days = (lastStart - startMs) / dayMs + 1;
  if (days > maxRangeDays) return {ok: false, code: 'dateRangeTooLong', field: 'to'};
  return {ok: true, startMs, endMs: lastStart + dayMs, days};
}

export const rangePresets = ['today', '7days', '30days', 'custom'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** The days of a preset ending today (UTC): 7 days is today and the six before it. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now = Date.now()): DayRange {
  const length = preset === 'today' ? 1 : preset === '7days' ? 7 : 30;
  return {from: dayOf(now - (length - 1) * dayMs), to: dayOf(now)};
}

/** Every day of a range, in order. */
export function daysOf({from, to}: DayRange): string[] {
  const days: string[] = [];
  for (let at = dayStart(from)!, last = dayStart(to)!; at <= last; at += dayMs) days.push(dayOf(at));
  return days;
}

/** One row of a breakdown: visitors (distinct per day, summed) and pageviews. */
export type TrafficCount = {value: string; visitors: number; pageviews: number};

export type TrafficReport = DayRange & {
  totals: {
    /**
     * Distinct visitor hashes per day, summed over the days (visits). The hash changes daily, so
     * this is also the number of distinct hashes over the whole range: one person on two days
     * counts twice, and nobody can tell that it was the same person.
     */
    visitors: number;
    pageviews: number;
    /** Pageviews per visit, or null without visits. */
    viewsPerVisit: number | null;
  };
  /** Every day of the range, days without pageviews included. */
  series: {day: string; visitors: number; pageviews: number}[];
  pages: TrafficCount[];
  referrers: TrafficCount[];
  utmSources: TrafficCount[];
  locales: TrafficCount[];
  devices: TrafficCount[];
  conversions: {
    goal: ConversionGoalId;
    /** Paths without locale, or 'all'. */
    pages: readonly string[] | 'all';
    submissions: number;
    /** Visits of the form's pages in the range. */
    visitors: number;
    /** conversionRate(submissions, visitors): at most 1, null without visitors. */
    rate: number | null;
  }[];
};
