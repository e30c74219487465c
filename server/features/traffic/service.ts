/**
 * Traffic without HTTP (issue 11 §2): a beacon's pageview stored under the day's visitor hash,
 * and the Traffic dashboard's report of a range of days. routes.ts only translates these to and
 * from HTTP.
 */
import type {Kysely} from 'kysely';
import {conversionGoals, conversionRate} from '../../../src/lib/traffic/conversions';
import {dayStart, daysOf, type DayRange, type TrafficCount, type TrafficReport} from '../../../src/lib/traffic/report';
import {referrerHost, splitPagePath, type PageviewInput} from '../../../src/lib/traffic/schema';
import type {Database} from '../../platform/database/schema';
import {countSubmissions, dailyFigures, type DailyFigure, type Dimension} from './queries';
import type {PageviewWriter} from './writer';

const dayMs = 86_400_000;
/** Rows per breakdown on the dashboard (pages, referrers, utm sources). */
export const topListLength = 10;

/**
 * Stores a pageview as the beacon sent it: the page split from its utm_source, the referrer's
 * host unless it is one of ours, and the visitor's hash of the day. Resolves to false when it
 * could not be stored (the writer logs and counts it).
 */
export async function recordPageview(
  writer: Pick<PageviewWriter, 'add' | 'countLost'>,
  {path, referrer, locale, screen}: PageviewInput,
  {ownHosts, visitor}: {ownHosts: string[]; visitor(): Promise<string>},
  now = Date.now(),
): Promise<boolean> {
  const {page, utmSource} = splitPagePath(path);
  let hash: string;
  try {
    hash = await visitor();
  } catch (error) {
    // The day's salt is stored on its first pageview: a database refusing writes fails here first.
    writer.countLost(error, 1);
    return false;
  }
  const row = {at: now, page, referrer_host: referrerHost(referrer, ownHosts), utm_source: utmSource, locale, screen, visitor: hash};
  // A refused insert is logged and counted by the writer, once per batch.
  return writer.add(row).then(
    () => true,
    () => false,
  );
}

/** The sums of one dimension's values over the days, most visitors first. */
export function topCounts(figures: DailyFigure[], dimension: Dimension, limit = Infinity): TrafficCount[] {
  const sums = new Map<string, TrafficCount>();
  for (const figure of figures) {
    if (figure.dimension !== dimension) continue;
    const sum = sums.get(figure.value) ?? {value: figure.value, visitors: 0, pageviews: 0};
    sum.visitors += figure.visitors;
    sum.pageviews += figure.pageviews;
    sums.set(figure.value, sum);
  }
  return [...sums.values()]
    .sort((a, b) => b.visitors - a.visitors || b.pageviews - a.pageviews || a.value.localeCompare(b.value))
    .slice(0, limit);
}

/** The dashboard's answer for a checked range (see src/lib/traffic/report.ts checkRange). */
export async function trafficReport(
  db: Kysely<Database>,
  range: DayRange,
  options: {now?: number; rollups?: boolean} = {},
): Promise<TrafficReport> {
  const [figures, submissions] = await Promise.all([
    dailyFigures(db, range, options),
    countSubmissions(db, dayStart(range.from)!, dayStart(range.to)! + dayMs),
  ]);
  const totalsByDay = new Map(figures.filter((figure) => figure.dimension === 'total').map((figure) => [figure.day, figure]));
  const series = daysOf(range).map((day) => ({
    day,
    visitors: totalsByDay.get(day)?.visitors ?? 0,
    pageviews: totalsByDay.get(day)?.pageviews ?? 0,
  }));
  const visitors = series.reduce((sum, day) => sum + day.visitors, 0);
  const pageviews = series.reduce((sum, day) => sum + day.pageviews, 0);
  const goalVisitors = new Map(topCounts(figures, 'goal').map((count) => [count.value, count.visitors]));
  return {
    ...range,
    totals: {visitors, pageviews, viewsPerVisit: visitors ? pageviews / visitors : null},
    series,
    pages: topCounts(figures, 'page', topListLength),
    referrers: topCounts(figures, 'referrer', topListLength),
    utmSources: topCounts(figures, 'utm', topListLength),
    locales: topCounts(figures, 'locale'),
    devices: topCounts(figures, 'device'),
    conversions: conversionGoals.map(({id, pages}) => {
      const goalVisits = pages === 'all' ? visitors : (goalVisitors.get(id) ?? 0);
      return {goal: id, pages: pages === 'all' ? pages : [...pages], submissions: submissions[id], visitors: goalVisits, rate: conversionRate(submissions[id], goalVisits)};
    }),
  };
}
