import {recordDocsFeedback} from '../../../../server/features/docs-feedback/queries';
import {docsFeedbackPerMinute} from '../../../../server/features/docs-feedback/schema';
import {commentMaxLength} from '../../../../src/lib/docsFeedback';
import {countRows, startTestServer, type TestServer} from '../../helper';
import {asStaff, sharedAsStaff} from '../staff/helper';

const browser = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const vote = {page: '/documentation/getting-started', version: '1.0', locale: 'en', helpful: true};

type FeedbackRow = {day: string; page: string; version: string; locale: string; visitor: string; helpful: number; comment: string | null};

const dayMs = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const todayStart = Date.parse(`${today}T00:00:00Z`);
const dayBefore = (n: number) => new Date(todayStart - n * dayMs).toISOString().slice(0, 10);

function post(server: TestServer, payload: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/api/docs-feedback',
    headers: {'user-agent': browser, ...headers},
    payload: payload as object,
  });
}

describe('POST /api/docs-feedback', () => {
  let server: TestServer;
  const stored = () => server.rows<FeedbackRow & Record<string, unknown>>('docs_feedback');
  /** Rows stored so far, through the app's connection (no psql process on PostgreSQL). */
  const count = () => countRows(server, 'docs_feedback');

  describe('storing', () => {
    // Each reads the whole table (visitor hashes, one row per vote): a server per test.
    beforeEach(async () => {
      server = await startTestServer();
    });
    afterEach(() => server.close());

    test('stores the vote with the page, version, locale, day and a visitor hash; no cookie, address or user agent', async () => {
      const response = await post(server, vote);
      expect(response.statusCode).toBe(204);
      expect(response.headers['set-cookie']).toBeUndefined();
      const rows = stored();
      expect(rows).toEqual([
        expect.objectContaining({day: today, page: '/documentation/getting-started', version: '1.0', locale: 'en', helpful: 1, comment: null}),
      ]);
      expect(rows[0].visitor).toMatch(/^[0-9a-f]{32}$/);
      expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|Safari|Macintosh/);
    });

    test('one vote per visitor and page a day: voting again replaces it, a comment is added to it and kept', async () => {
      await post(server, vote);
      await post(server, {...vote, helpful: false});
      expect(stored()).toEqual([expect.objectContaining({helpful: 0, comment: null})]);

      await post(server, {...vote, helpful: false, comment: '  The example is out of date.  '});
      await post(server, {...vote, helpful: true});
      expect(stored()).toEqual([expect.objectContaining({helpful: 1, comment: 'The example is out of date.'})]);

      await post(server, {...vote, comment: 'Found it further down.'});
      expect(stored()).toEqual([expect.objectContaining({helpful: 1, comment: 'Found it further down.'})]);
    });

    test('another page, locale or browser is another vote', async () => {
      await post(server, vote);
      await post(server, {...vote, page: '/documentation/next/getting-started', version: 'current'});
      await post(server, {...vote, page: '/es/documentation/getting-started', locale: 'es'});
      await post(server, vote, {'user-agent': `${browser} Edg/120`});
      const rows = stored();
      expect(rows.map((row) => row.page)).toEqual([
        '/documentation/getting-started',
        '/documentation/next/getting-started',
        '/es/documentation/getting-started',
        '/documentation/getting-started',
      ]);
      expect(rows[0].visitor).toBe(rows[1].visitor);
      expect(rows[3].visitor).not.toBe(rows[0].visitor);
    });

    test("yesterday's vote stays; today's is a new one", async () => {
      await recordDocsFeedback(server.app.db, {...vote, locale: 'en'}, 'visitor', todayStart - dayMs + 5);
      await recordDocsFeedback(server.app.db, {...vote, locale: 'en', helpful: false}, 'visitor', todayStart + 5);
      expect(stored().map((row) => [row.day, row.helpful])).toEqual([
        [dayBefore(1), 1],
        [today, 0],
      ]);
    });
  });

  describe('refusals and bots', () => {
    // Nothing is stored (counts before and after): one server.
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    test('a bot is answered 204 and not stored', async () => {
      const before = await count();
      const response = await post(server, vote, {'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'});
      expect(response.statusCode).toBe(204);
      expect(await count()).toBe(before);
    });

    test.each([
      ['no body', undefined, 'body'],
      ['an array', [vote], 'body'],
      ['no page', {...vote, page: undefined}, 'page'],
      ['a page outside the docs', {...vote, page: '/pricing'}, 'page'],
      ['a docs-like prefix', {...vote, page: '/documentation-old/intro'}, 'page'],
      ['a page with a query', {...vote, page: '/documentation/intro?x=1'}, 'page'],
      ['a page with a hash', {...vote, page: '/documentation/intro#setup'}, 'page'],
      ['a full URL', {...vote, page: 'https://evil.example/documentation/intro'}, 'page'],
      ['a 400-character page', {...vote, page: `/documentation/${'a'.repeat(400)}`}, 'page'],
      ['no version', {...vote, version: undefined}, 'version'],
      ['an empty version', {...vote, version: ''}, 'version'],
      ['a version with markup', {...vote, version: '<b>1</b>'}, 'version'],
      ['an unknown locale', {...vote, locale: 'fr'}, 'locale'],
      ['a locale the path does not have', {...vote, locale: 'es'}, 'locale'],
      ['a Spanish path sent as English', {...vote, page: '/es/documentation/intro'}, 'locale'],
      ['no vote', {...vote, helpful: undefined}, 'helpful'],
      ['"true" as text', {...vote, helpful: 'true'}, 'helpful'],
      ['1 instead of true', {...vote, helpful: 1}, 'helpful'],
      ['a number as comment', {...vote, comment: 42}, 'comment'],
      ['a blank comment', {...vote, comment: '   '}, 'comment'],
      ['a comment over the limit', {...vote, comment: 'a'.repeat(commentMaxLength + 1)}, 'comment'],
    ])('%s is refused with 400 {code, error} naming the field, nothing stored', async (_label, payload, field) => {
      const before = await count();
      const response = await post(server, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('badRequest');
      expect(body.error).toMatch(new RegExp(`^${field}\\b`));
      expect(await count()).toBe(before);
    });

    test('a comment of the longest length is stored', async () => {
      expect((await post(server, {...vote, comment: 'é'.repeat(commentMaxLength)})).statusCode).toBe(204);
    });

    test.each([
      ['a text/plain body', {'content-type': 'text/plain'}, 415],
      ['a cross-site post', {origin: 'https://evil.example', 'sec-fetch-site': 'cross-site'}, 403],
    ])('%s is refused with its status and code', async (_label, headers, status) => {
      const before = await count();
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/docs-feedback',
        headers: {'user-agent': browser, 'content-type': 'application/json', ...headers},
        payload: JSON.stringify(vote),
      });
      expect(response.statusCode).toBe(status);
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'error']);
      expect(await count()).toBe(before);
    });
  });

  describe('its own rate limit', () => {
    // A server of its own, with a low RATE_LIMIT_MAX.
    afterEach(() => server.close());

    test('has its own limit per address, answered 429 with Retry-After, apart from the form allowance', async () => {
      server = await startTestServer({env: {RATE_LIMIT_MAX: '3'}});
      let last = await post(server, vote);
      for (let i = 1; i <= docsFeedbackPerMinute && last.statusCode === 204; i++) last = await post(server, vote);
      expect(last.statusCode).toBe(429);
      expect(last.json().code).toBe('rateLimited');
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      const form = await server.app.inject({method: 'POST', url: '/functions/v1/newsletter', payload: {email: 'reader@example.com'}});
      expect(form.statusCode).toBe(200);
    });
  });
});

describe('GET /api/admin/docs-feedback', () => {
  // One server: each test reads its own days (votes are only ever added).
  const staff = sharedAsStaff();
  const report = (query: string) => asStaff(staff.server, staff.cookie, {method: 'GET', url: `/api/admin/docs-feedback${query}`});

  async function addVotes(votes: {page: string; helpful: boolean; visitor: string; at: number; comment?: string; locale?: 'en' | 'es'; version?: string}[]) {
    for (const {visitor, at, locale = 'en', version = '1.0', ...rest} of votes) {
      await recordDocsFeedback(staff.server.app.db, {locale, version, ...rest}, visitor, at);
    }
  }

  async function addViews(views: {page: string; at: number; visitor: string}[]) {
    await staff.server.app.db
      .insertInto('pageviews')
      .values(views.map((view) => ({referrer_host: null, utm_source: null, locale: 'en', screen: 'desktop', ...view})))
      .execute();
  }

  test('without a session it is refused', async () => {
    const response = await staff.server.app.inject({method: 'GET', url: `/api/admin/docs-feedback?from=${today}&to=${today}`});
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('sessionRequired');
  });

  test('per page (both locales together): yes, no, share, comments and pageviews; the latest comments first', async () => {
    const intro = '/documentation/intro';
    await addVotes([
      {page: intro, helpful: true, visitor: 'a', at: todayStart - 2 * dayMs + 10},
      {page: intro, helpful: false, visitor: 'b', at: todayStart - dayMs + 10, comment: 'Missing the install step'},
      {page: `/es${intro}`, helpful: true, visitor: 'c', at: todayStart + 10, locale: 'es', comment: 'Muy claro'},
      {page: '/documentation/next/api', helpful: false, visitor: 'a', at: todayStart + 20, version: 'current'},
      // Outside the period.
      {page: intro, helpful: false, visitor: 'd', at: todayStart - 5 * dayMs, comment: 'old'},
    ]);
    await addViews([
      {page: intro, at: todayStart - dayMs + 5, visitor: 'b'},
      {page: `/es${intro}`, at: todayStart + 5, visitor: 'c'},
      {page: intro, at: todayStart + 6, visitor: 'e'},
      {page: '/pricing', at: todayStart + 7, visitor: 'e'},
    ]);

    const response = await report(`?from=${dayBefore(2)}&to=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({from: dayBefore(2), to: today, totals: {yes: 2, no: 2, share: 0.5}, commentCount: 2});
    expect(body.pages).toEqual([
      {page: intro, yes: 2, no: 1, share: 2 / 3, comments: 2, pageviews: 3},
      {page: '/documentation/next/api', yes: 0, no: 1, share: 0, comments: 0, pageviews: 0},
    ]);
    expect(body.comments).toEqual([
      {id: expect.any(Number), at: todayStart + 10, page: `/es${intro}`, locale: 'es', version: '1.0', helpful: true, comment: 'Muy claro'},
      {id: expect.any(Number), at: todayStart - dayMs + 10, page: intro, locale: 'en', version: '1.0', helpful: false, comment: 'Missing the install step'},
    ]);
  });

  test('a period without votes answers empty lists', async () => {
    const day = dayBefore(20); // a day no test votes on
    const body = (await report(`?from=${day}&to=${day}`)).json();
    expect(body).toEqual({from: day, to: day, totals: {yes: 0, no: 0, share: null}, pages: [], comments: [], commentCount: 0, unanswered: []});
  });

  test('at most 20 comments, the latest first, with the count of all', async () => {
    const day = dayBefore(10); // its own day
    const dayStart = Date.parse(`${day}T00:00:00Z`);
    await addVotes(
      Array.from({length: 25}, (_, i) => ({page: '/documentation/intro', helpful: i % 2 === 0, visitor: `v${i}`, at: dayStart + i, comment: `comment ${i}`})),
    );
    const body = (await report(`?from=${day}&to=${day}`)).json();
    expect(body.commentCount).toBe(25);
    expect(body.comments.map((c: {comment: string}) => c.comment)).toEqual(Array.from({length: 20}, (_, i) => `comment ${24 - i}`));
  });

  test.each([
    ['no range', '', 'invalidDate'],
    ['a day that does not exist', '?from=2026-01-01&to=2026-02-30', 'invalidDate'],
    ['a reversed range', '?from=2026-01-02&to=2026-01-01', 'dateRangeReversed'],
  ])('%s is refused with 400 and its code', async (_label, query, code) => {
    const response = await report(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.objectContaining({code, error: expect.any(String)}));
  });
});
