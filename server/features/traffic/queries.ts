/**
 * The traffic tables (migrations 0008, 0009): pageview rows, the daily salt behind their visitor
 * hashes, and the dashboard's daily figures. Every figure is a sum of daily figures: a visitor
 * is a hash of the day's salt, so one person is one visitor per day, and "visitors" over a range
 * is the sum of each day's distinct hashes (visits). That lets finished days be rolled up once
 * into traffic_daily (migration 0009) and read back cheaply; only the days not rolled up yet
 * (today, mostly) are counted from the raw pageviews. SQL is portable between SQLite and
 * PostgreSQL: integer day numbers, substr, count(distinct).
 */
import {randomBytes} from 'node:crypto';
import {sql, type Kysely} from 'kysely';
import {conversionGoals, pathsInEveryLocale, type ConversionGoalId} from '../../../src/lib/traffic/conversions';
import {dayOf, dayStart, daysOf, type DayRange} from '../../../src/lib/traffic/report';
import type {Database} from '../../platform/database/schema';

export function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/**
 * The salt of `day`, made on first use and shared by every instance (the first insert wins);
 * older salts are deleted as the day starts, so a hash can only be recomputed on its own day.
 */
export async function saltForDay(db: Kysely<Database>, day: string): Promise<string> {
  await db
    .insertInto('traffic_salts')
    .values({day, salt: randomBytes(32).toString('hex')})
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  await db.deleteFrom('traffic_salts').where('day', '<', day).execute();
  const row = await db.selectFrom('traffic_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
  return row.salt;
}

const dayMs = 86_400_000;
/** A day is rolled up this long after it ends: pageviews still queued by a writer arrive first. */
const rollupGraceMs = 5 * 60_000;
export type Dimension = 'total' | 'page' | 'referrer' | 'utm' | 'locale' | 'device' | 'goal';

export type DailyFigure = {day: string; dimension: Dimension; value: string; visitors: number; pageviews: number};

type Counted = {day: number | string; value: string | null; visitors: number | string; pageviews: number | string};

const dayNumber = sql<number>`at / ${sql.lit(dayMs)}`;
/** The page without its locale: '/es/pricing' -> '/pricing', '/es' -> '/' (of any table's `page`). */
export const pageExpression = sql<string>`case when page in ('/es', '/es/') then '/' when page like '/es/%' then substr(page, 4) else page end`;

/** Each day's figures of [startMs, endMs), counted from the raw pageviews. */
export async function countDailyFigures(db: Kysely<Database>, startMs: number, endMs: number): Promise<DailyFigure[]> {
  const inRange = db.selectFrom('pageviews').where('at', '>=', startMs).where('at', '<', endMs);
  const grouped = (value: ReturnType<typeof sql<string | null>>, base = inRange) =>
    base
      .select([
        dayNumber.as('day'),
        value.as('value'),
        sql<number>`count(distinct visitor)`.as('visitors'),
        sql<number>`count(*)`.as('pageviews'),
      ])
      .groupBy([sql`1`, sql`2`])
      .execute() as Promise<Counted[]>;

  const breakdowns: [Dimension, Promise<Counted[]>][] = [
    ['total', grouped(sql<string>`''`)],
    ['page', grouped(pageExpression)],
    ['referrer', grouped(sql`referrer_host`, inRange.where('referrer_host', 'is not', null))],
    ['utm', grouped(sql`utm_source`, inRange.where('utm_source', 'is not', null))],
    ['locale', grouped(sql`locale`)],
    ['device', grouped(sql`screen`)],
    ...conversionGoals.flatMap(({id, pages}): [Dimension, Promise<Counted[]>][] =>
      pages === 'all'
        ? []
        : [['goal', grouped(sql<string>`${sql.lit(id)}`, inRange.where('page', 'in', pages.flatMap(pathsInEveryLocale)))]],
    ),
  ];
  const figures: DailyFigure[] = [];
  for (const [dimension, rows] of breakdowns) {
    for (const row of await rows) {
      figures.push({
        day: dayOf(Number(row.day) * dayMs),
        dimension,
        value: row.value ?? '',
        visitors: Number(row.visitors),
        pageviews: Number(row.pageviews),
      });
    }
  }
  return figures;
}

/** Days of the range that are over and not rolled up yet. */
async function daysToRollUp(db: Kysely<Database>, days: string[], now: number): Promise<string[]> {
  const closed = days.filter((day) => dayStart(day)! + dayMs + rollupGraceMs <= now);
  if (closed.length === 0) return [];
  const rolled = await db.selectFrom('traffic_rolled_days').select('day').where('day', 'in', closed).execute();
  const done = new Set(rolled.map((row) => row.day));
  return closed.filter((day) => !done.has(day));
}

/**
 * Rolls up the finished days of `days` that are not rolled up yet, counting them in one pass.
 * Instances that do it at the same time write the same figures; the first write wins.
 */
export async function rollUpDays(db: Kysely<Database>, days: string[], now = Date.now()): Promise<void> {
  const missing = await daysToRollUp(db, days, now);
  if (missing.length === 0) return;
  const wanted = new Set(missing);
  const figures = (await countDailyFigures(db, dayStart(missing[0])!, dayStart(missing.at(-1)!)! + dayMs)).filter((figure) =>
    wanted.has(figure.day),
  );
  await db.transaction().execute(async (trx) => {
    // 5 values a row: well under SQLite's and PostgreSQL's limits on parameters per statement.
    for (let i = 0; i < figures.length; i += 1000) {
      await trx
        .insertInto('traffic_daily')
        .values(figures.slice(i, i + 1000))
        .onConflict((conflict) => conflict.columns(['day', 'dimension', 'value']).doNothing())
        .execute();
    }
    await trx
      .insertInto('traffic_rolled_days')
      .values(missing.map((day) => ({day, rolled_at: now})))
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
  });
}

/** The figures of every day of the range: rolled-up days from traffic_daily, the rest counted. */
export async function dailyFigures(
  db: Kysely<Database>,
  range: DayRange,
  {now = Date.now(), rollups = true}: {now?: number; rollups?: boolean} = {},
): Promise<DailyFigure[]> {
  const days = daysOf(range);
  if (!rollups) return countDailyFigures(db, dayStart(range.from)!, dayStart(range.to)! + dayMs);
  await rollUpDays(db, days, now);
  const rolled = new Set(
    (await db.selectFrom('traffic_rolled_days').select('day').where('day', '>=', range.from).where('day', '<=', range.to).execute()).map(
      (row) => row.day,
    ),
  );
  const stored = await db
    .selectFrom('traffic_daily')
    .select(['day', 'dimension', 'value', 'visitors', 'pageviews'])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .execute();
  const figures: DailyFigure[] = stored.map((row) => ({
    ...row,
    dimension: row.dimension as Dimension,
    visitors: Number(row.visitors),
    pageviews: Number(row.pageviews),
  }));
  // The days not rolled up form one run at the end of the range (today, or days not yet over).
  const open = days.filter((day) => !rolled.has(day));
  if (open.length > 0) figures.push(...(await countDailyFigures(db, dayStart(open[0])!, dayStart(open.at(-1)!)! + dayMs)));
  return figures;
}

/** Each form's submissions in [startMs, endMs); created_at is ISO text (SQLite) or timestamptz. */
export async function countSubmissions(db: Kysely<Database>, startMs: number, endMs: number): Promise<Record<ConversionGoalId, number>> {
  const from = new Date(startMs).toISOString();
  const to = new Date(endMs).toISOString();
  const count = sql<number>`count(*)`.as('count');
  const [leads, papers, partners, newsletter] = await Promise.all([
    db.selectFrom('leads').select(count).where('created_at', '>=', from).where('created_at', '<', to).executeTakeFirstOrThrow(),
    db
      .selectFrom('white_paper_requests')
      .select(['form', count])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy('form')
      .execute(),
    db.selectFrom('partner_applications').select(count).where('created_at', '>=', from).where('created_at', '<', to).executeTakeFirstOrThrow(),
    db.selectFrom('newsletter_subscriptions').select(count).where('created_at', '>=', from).where('created_at', '<', to).executeTakeFirstOrThrow(),
  ]);
  const paperCount = (form: string) => Number(papers.find((row) => row.form === form)?.count ?? 0);
  return {
    lead: Number(leads.count),
    whitePaperDownload: paperCount('download'),
    whitePaperRequest: paperCount('request'),
    partner: Number(partners.count),
    newsletter: Number(newsletter.count),
  };
}
