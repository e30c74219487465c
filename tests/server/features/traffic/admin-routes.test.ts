import {rollUpRecentDays} from '../../../../server/features/traffic/rollup-schedule';
import {trafficReport} from '../../../../server/features/traffic/service';
import {asStaff, eachTestAsStaff, sharedAsStaff, type StaffSession} from '../staff/helper';

const dayMs = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const todayStart = Date.parse(`${today}T00:00:00Z`);
const dayBefore = (n: number) => new Date(todayStart - n * dayMs).toISOString().slice(0, 10);

type View = {at: number; page: string; visitor: string; referrer_host?: string | null; utm_source?: string | null; locale?: string; screen?: string};

describe('GET /api/admin/traffic', () => {
  const staff = {} as StaffSession;

  const report = (query: string) => asStaff(staff.server, staff.cookie, {method: 'GET', url: `/api/admin/traffic${query}`});

  async function addViews(views: View[]) {
    await staff.server.app.db
      .insertInto('pageviews')
      .values(views.map((view) => ({referrer_host: null, utm_source: null, locale: 'en', screen: 'desktop', ...view})))
      .execute();
  }

  async function addSubmissions(at: number) {
    const created_at = new Date(at).toISOString();
    const person = {email: 'p@example.com', first_name: 'P', last_name: 'Q', company_name: 'C', created_at};
    await staff.server.app.db
      .insertInto('leads')
      .values({...person, phone: '555', position: 'CTO', company_size: '1-30', interests: '[]', ai_use_case: 'x', csrf_token: `t-${at}`})
      .execute();
    for (const form of ['download', 'request'] as const) {
      await staff.server.app.db
        .insertInto('white_paper_requests')
        .values({...person, form, file_path: 'a.pdf', user_name: 'P Q', title: '', company_size: '1-10', phone: '', heard_about_us: '[]', subscribe: 0})
        .execute();
    }
    await staff.server.app.db
      .insertInto('partner_applications')
      .values({...person, phone: '', website: '', partner_type: 'referral', message: 'hi'})
      .execute();
    await staff.server.app.db.insertInto('newsletter_subscriptions').values({...person, email: `n${at}@example.com`, source: 'footer'}).execute();
  }

  describe('figures', () => {
    // Each reads all pageviews and forms of its days: a server per test.
    eachTestAsStaff(undefined, staff);

    test('counts visitors per day, pageviews, breakdowns and conversions; both locales count for a page', async () => {
      const twoDaysAgo = todayStart - 2 * dayMs;
      await addViews([
        // Two days ago: visitor a reads the landing page in both locales, b comes from a search.
        {at: twoDaysAgo + 1000, page: '/landing', visitor: 'a', utm_source: 'newsletter'},
        {at: twoDaysAgo + 2000, page: '/es/landing', visitor: 'a', locale: 'es', screen: 'mobile'},
        {at: twoDaysAgo + 3000, page: '/pricing', visitor: 'b', referrer_host: 'google.com'},
        // Today: c on the Spanish home page and the partners page.
        {at: todayStart + 1000, page: '/es', visitor: 'c', locale: 'es', screen: 'tablet', referrer_host: 'google.com'},
        {at: todayStart + 2000, page: '/partners', visitor: 'c', locale: 'es', screen: 'tablet'},
      ]);
      await addSubmissions(twoDaysAgo + 5000);

      const response = await report(`?from=${dayBefore(2)}&to=${today}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(body).toMatchObject({from: dayBefore(2), to: today, totals: {visitors: 3, pageviews: 5, viewsPerVisit: 5 / 3}});
      expect(body.series).toEqual([
        {day: dayBefore(2), visitors: 2, pageviews: 3},
        {day: dayBefore(1), visitors: 0, pageviews: 0},
        {day: today, visitors: 1, pageviews: 2},
      ]);
      expect(body.pages).toEqual([
        {value: '/landing', visitors: 1, pageviews: 2},
        {value: '/', visitors: 1, pageviews: 1},
        {value: '/partners', visitors: 1, pageviews: 1},
        {value: '/pricing', visitors: 1, pageviews: 1},
      ]);
      expect(body.referrers).toEqual([{value: 'google.com', visitors: 2, pageviews: 2}]);
      expect(body.utmSources).toEqual([{value: 'newsletter', visitors: 1, pageviews: 1}]);
      expect(body.locales).toEqual([
        {value: 'es', visitors: 2, pageviews: 3},
        {value: 'en', visitors: 2, pageviews: 2},
      ]);
      expect(body.devices).toEqual([
        {value: 'desktop', visitors: 2, pageviews: 2},
        {value: 'tablet', visitors: 1, pageviews: 2},
        {value: 'mobile', visitors: 1, pageviews: 1},
      ]);
      expect(body.conversions).toEqual([
        {goal: 'lead', pages: ['/', '/landing', '/contact'], submissions: 1, visitors: 2, rate: 0.5},
        {goal: 'whitePaperDownload', pages: ['/landing', '/case-studies'], submissions: 1, visitors: 1, rate: 1},
        {goal: 'whitePaperRequest', pages: ['/pricing'], submissions: 1, visitors: 1, rate: 1},
        {goal: 'partner', pages: ['/partners'], submissions: 1, visitors: 1, rate: 1},
        {goal: 'newsletter', pages: 'all', submissions: 1, visitors: 3, rate: 1 / 3},
      ]);
    });

    test('a form sent more often than its pages had counted visitors converts at 100%, never more', async () => {
      await addViews([
        {at: todayStart + 1000, page: '/partners', visitor: 'x'},
        {at: todayStart + 2000, page: '/es/partners', visitor: 'y', locale: 'es'},
      ]);
      // Three applications: one visitor sent twice, one blocks counting (no pageview at all).
      const person = {email: 'p@example.com', first_name: 'P', last_name: 'Q', company_name: 'C', created_at: new Date(todayStart + 3000).toISOString()};
      for (let i = 0; i < 3; i++) {
        await staff.server.app.db
          .insertInto('partner_applications')
          .values({...person, phone: '', website: '', partner_type: 'referral', message: `hi ${i}`})
          .execute();
      }
      const body = (await report(`?from=${today}&to=${today}`)).json();
      expect(body.conversions.find((c: {goal: string}) => c.goal === 'partner')).toEqual({
        goal: 'partner',
        pages: ['/partners'],
        submissions: 3,
        visitors: 2,
        rate: 1,
      });
    });

    test('the background roll-up covers the closed days of the last month before anyone asks', async () => {
      await addViews([
        {at: todayStart - 40 * dayMs, page: '/old', visitor: 'o'},
        {at: todayStart - 3 * dayMs + 10, page: '/pricing', visitor: 'a'},
        {at: todayStart + 10, page: '/pricing', visitor: 'c'},
      ]);
      // One hour into today: every earlier day is closed; today is not.
      await rollUpRecentDays(staff.server.app, todayStart + 3_600_000);
      const rolled = staff.server.rows<{day: string}>('traffic_rolled_days').map((row) => row.day);
      expect(rolled).toHaveLength(31);
      expect(rolled).toContain(dayBefore(3));
      expect(rolled).not.toContain(today);
      expect(rolled).not.toContain(dayBefore(40));
      expect(staff.server.rows<{day: string; dimension: string; pageviews: number}>('traffic_daily').filter((row) => row.dimension === 'total')).toEqual([
        expect.objectContaining({day: dayBefore(3), pageviews: 1}),
      ]);
    });

    test('finished days are rolled up once and read back; today is counted from the pageviews', async () => {
      await addViews([
        {at: todayStart - 3 * dayMs + 10, page: '/pricing', visitor: 'a'},
        {at: todayStart - dayMs + 10, page: '/blog', visitor: 'b'},
        {at: todayStart + 10, page: '/pricing', visitor: 'c'},
      ]);
      const first = (await report(`?from=${dayBefore(6)}&to=${today}`)).json();
      expect(staff.server.rows<{day: string}>('traffic_rolled_days').map((row) => row.day)).toEqual(
        [6, 5, 4, 3, 2, 1].map(dayBefore),
      );
      expect(staff.server.rows<{day: string; dimension: string}>('traffic_daily').filter((row) => row.day === today)).toEqual([]);
      // What the rollups give is what counting the raw rows gives.
      expect(await trafficReport(staff.server.app.db, {from: dayBefore(6), to: today}, {rollups: false})).toEqual(first);
      // Once rolled up, a day is read from traffic_daily: a late row of that day is not counted again.
      await addViews([{at: todayStart - dayMs + 20, page: '/blog', visitor: 'late'}]);
      expect((await report(`?from=${dayBefore(6)}&to=${today}`)).json()).toEqual(first);
      expect(first.totals).toEqual({visitors: 3, pageviews: 3, viewsPerVisit: 1});
    });

    test('days are whole UTC days, both ends included', async () => {
      await addViews([
        {at: todayStart - dayMs - 1, page: '/a', visitor: 'before'},
        {at: todayStart - dayMs, page: '/b', visitor: 'first'},
        {at: todayStart - 1, page: '/c', visitor: 'last'},
        {at: todayStart, page: '/d', visitor: 'after'},
      ]);
      await addSubmissions(todayStart - dayMs - 1);
      await addSubmissions(todayStart - 1);
      await addSubmissions(todayStart);
      const body = (await report(`?from=${dayBefore(1)}&to=${dayBefore(1)}`)).json();
      expect(body.pages.map((page: {value: string}) => page.value)).toEqual(['/b', '/c']);
      expect(body.conversions.map((c: {submissions: number}) => c.submissions)).toEqual([1, 1, 1, 1, 1]);
    });

    test('an empty period answers zeros, and rates are null without visitors', async () => {
      const body = (await report(`?from=${today}&to=${today}`)).json();
      expect(body).toMatchObject({totals: {visitors: 0, pageviews: 0, viewsPerVisit: null}, pages: [], referrers: []});
      expect(body.series).toEqual([{day: today, visitors: 0, pageviews: 0}]);
      expect(body.conversions.every((c: {rate: number | null; submissions: number}) => c.rate === null && c.submissions === 0)).toBe(true);
    });
  });

  describe('ranges', () => {
    // Answered or refused whatever is stored: one server.
    sharedAsStaff(undefined, staff);

    test('a range of 366 days is answered', async () => {
      expect((await report('?from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
    });

    test.each([
      ['no range', '', 'invalidDate', 'from'],
      ['no end', '?from=2026-01-01', 'invalidDate', 'to'],
      ['a word', '?from=yesterday&to=2026-01-01', 'invalidDate', 'from'],
      ['a day that does not exist', '?from=2026-01-01&to=2026-02-30', 'invalidDate', 'to'],
      ['a short month', '?from=2026-1-01&to=2026-01-02', 'invalidDate', 'from'],
      ['a time', '?from=2026-01-01T00:00&to=2026-01-02', 'invalidDate', 'from'],
      ['a number', '?from=20260101&to=2026-01-02', 'invalidDate', 'from'],
      ['two values', '?from=2026-01-01&from=2026-01-02&to=2026-01-03', 'invalidDate', 'from'],
      ['a reversed range', '?from=2026-01-02&to=2026-01-01', 'dateRangeReversed', 'to'],
      ['367 days', '?from=2025-01-01&to=2026-01-02', 'dateRangeTooLong', 'to'],
      ['an SQL fragment', "?from=2026-01-01'--&to=2026-01-02", 'invalidDate', 'from'],
    ])('%s (%s) is refused with 400 and its code', async (_label, query, code, field) => {
      const response = await report(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expect.objectContaining({code, field}));
      expect(typeof response.json().error).toBe('string');
    });

    test('without a session the figures are refused', async () => {
      const response = await staff.server.app.inject({method: 'GET', url: `/api/admin/traffic?from=${today}&to=${today}`});
      expect(response.statusCode).toBe(401);
    });
  });
});
