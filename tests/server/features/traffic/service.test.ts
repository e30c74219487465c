/**
 * The traffic service (server/features/traffic/service.ts) without HTTP: what row a beacon's
 * pageview becomes, what happens when it cannot be stored, and how daily figures add up to the
 * dashboard's lists. The writer is a stub here; beacon.test.ts runs the real one.
 */
import type {DailyFigure} from '../../../../server/features/traffic/queries';
import {recordPageview, topCounts} from '../../../../server/features/traffic/service';
import type {PageviewRow} from '../../../../server/features/traffic/writer';

/** A writer that keeps the rows it is given, refusing them when `refuse` is set. */
function stubWriter(refuse?: Error) {
  const rows: PageviewRow[] = [];
  const lost: unknown[] = [];
  return {
    rows,
    lost,
    add: async (row: PageviewRow) => {
      if (refuse) throw refuse;
      rows.push(row);
    },
    countLost: (error: unknown) => void lost.push(error),
  };
}

const pageview = {path: '/es/pricing?utm_source=newsletter&x=1', referrer: 'https://www.google.com/search?q=agents', locale: 'es' as const, screen: 'mobile' as const};
const own = {ownHosts: ['agentworks.example'], visitor: async () => 'hash-1'};

describe('recording a pageview', () => {
  it('stores the page without its query, the utm source, the referrer host and the visitor hash', async () => {
    const writer = stubWriter();
    expect(await recordPageview(writer, pageview, own, 1000)).toBe(true);
    expect(writer.rows).toEqual([
      {at: 1000, page: '/es/pricing', referrer_host: 'google.com', utm_source: 'newsletter', locale: 'es', screen: 'mobile', visitor: 'hash-1'},
    ]);
  });

  it('keeps no referrer from our own site', async () => {
    const writer = stubWriter();
    await recordPageview(writer, {...pageview, referrer: 'https://agentworks.example/blog'}, own);
    expect(writer.rows[0].referrer_host).toBeNull();
  });

  it("counts a pageview as lost when the day's salt cannot be read, and answers false", async () => {
    const writer = stubWriter();
    const failure = new Error('database is read-only');
    const refused = await recordPageview(writer, pageview, {...own, visitor: () => Promise.reject(failure)});
    expect({refused, rows: writer.rows, lost: writer.lost}).toEqual({refused: false, rows: [], lost: [failure]});
  });

  it('answers false when the writer refuses the row (the writer counts it)', async () => {
    expect(await recordPageview(stubWriter(new Error('disk full')), pageview, own)).toBe(false);
  });
});

describe('adding up daily figures', () => {
  const figure = (day: string, value: string, visitors: number, pageviews: number): DailyFigure => ({day, dimension: 'page', value, visitors, pageviews});
  const figures = [
    figure('2026-03-01', '/pricing', 3, 4),
    figure('2026-03-02', '/pricing', 2, 2),
    figure('2026-03-01', '/', 5, 9),
    figure('2026-03-02', '/blog', 5, 5),
    {...figure('2026-03-01', '', 40, 50), dimension: 'total' as const},
  ];

  it('sums each value over the days, most visitors first, then most pageviews, then by name', () => {
    expect(topCounts(figures, 'page')).toEqual([
      {value: '/', visitors: 5, pageviews: 9},
      {value: '/pricing', visitors: 5, pageviews: 6},
      {value: '/blog', visitors: 5, pageviews: 5},
    ]);
  });

  it('keeps the first `limit` and reads one dimension only', () => {
    expect(topCounts(figures, 'page', 1)).toEqual([{value: '/', visitors: 5, pageviews: 9}]);
    expect(topCounts(figures, 'referrer')).toEqual([]);
  });
});
