/**
 * The Traffic dashboard's question and answer (GET /api/admin/traffic): a range of whole UTC
 * days, both ends included, and the figures for it. Shared by the server's route and the page.
 */
import {dayMs, dayOf, dayStart} from '../days';
import {arrayOf, count, nullableShare, object, text, type FromSchema} from '../jsonSchema';
import {conversionGoals} from './conversions';

/** The longest range the dashboard answers: a year, leap day included. */
export const maxRangeDays = 366;

export {dayOf, dayStart};

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD`: a range of whole UTC days, both included. The schema holds
 * the shape; {@link checkRange} the days.
 */
export const dayRangeSchema = {
  type: 'object',
  properties: {from: {type: 'string', maxLength: 10}, to: {type: 'string', maxLength: 10}},
  required: ['from', 'to'],
  additionalProperties: false,
} as const;

export type DayRange = FromSchema<typeof dayRangeSchema>;

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
const trafficCount = object({value: text, visitors: count, pageviews: count});
export type TrafficCount = FromSchema<typeof trafficCount>;

/** GET /api/admin/traffic's answer: the server declares it as its response, the dashboard reads it. */
export const trafficReportSchema = object({
  ...dayRangeSchema.properties,
  totals: object({
    /**
     * Distinct visitor hashes per day, summed over the days (visits). The hash changes daily, so
     * this is also the number of distinct hashes over the whole range: one person on two days
     * counts twice, and nobody can tell that it was the same person.
     */
    visitors: count,
    pageviews: count,
    /** Pageviews per visit, or null without visits. */
    viewsPerVisit: {type: ['number', 'null'], minimum: 0},
  }),
  /** Every day of the range, days without pageviews included. */
  series: arrayOf(object({day: text, visitors: count, pageviews: count})),
  pages: arrayOf(trafficCount),
  referrers: arrayOf(trafficCount),
  utmSources: arrayOf(trafficCount),
  locales: arrayOf(trafficCount),
  devices: arrayOf(trafficCount),
  conversions: arrayOf(
    object({
      goal: {type: 'string', enum: conversionGoals.map((goal) => goal.id)},
      /** Paths without locale, or 'all'. */
      pages: {anyOf: [arrayOf(text), {const: 'all'}]},
      submissions: count,
      /** Visits of the form's pages in the range. */
      visitors: count,
      /** conversionRate(submissions, visitors): at most 1, null without visitors. */
      rate: nullableShare,
    }),
  ),
});

export type TrafficReport = FromSchema<typeof trafficReportSchema>;
