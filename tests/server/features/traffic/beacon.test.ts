import {apiErrorMessages} from '../../../../src/lib/api/errors';
import {countRows, startTestServer, type TestServer} from '../../helper';

const browser = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const pageview = {path: '/pricing?utm_source=newsletter&x=1', referrer: 'https://www.google.com/search?q=agents', locale: 'en', screen: 'desktop'};

type PageviewRow = {page: string; referrer_host: string | null; utm_source: string | null; locale: string; screen: string; visitor: string};

describe('POST /api/beacon', () => {
  let server: TestServer;

  const flushed = () => server.app.flushPageviews();
  /** The stored pageviews, once the queue has been written. */
  async function stored(): Promise<Array<PageviewRow & Record<string, unknown>>> {
    await flushed();
    return server.rows('pageviews');
  }
  /** How many pageviews are stored, once the queue has been written (through the app's connection). */
  async function count(): Promise<number> {
    await flushed();
    return countRows(server, 'pageviews');
  }

  function beacon(payload: unknown, headers: Record<string, string> = {}) {
    return server.app.inject({
      method: 'POST',
      url: '/api/beacon',
      headers: {'user-agent': browser, ...headers},
      payload: payload as object,
    });
  }

  describe('not counted, or refused', () => {
    // Nothing is stored (counts before and after): one server.
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    test.each([
      ['a search bot', {'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'}],
      ['a headless browser', {'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36'}],
      ['no user agent', {'user-agent': ''}],
      ['Global Privacy Control', {'sec-gpc': '1'}],
      ['Do Not Track', {dnt: '1'}],
    ])('%s is answered 204 and not counted', async (_label, headers) => {
      const before = await count();
      expect((await beacon(pageview, headers)).statusCode).toBe(204);
      expect(await count()).toBe(before);
    });

    test.each([
      ['no body', undefined],
      ['a path without a slash', {...pageview, path: 'pricing'}],
      ['a path with a hash', {...pageview, path: '/pricing#plans'}],
      ['a path with spaces', {...pageview, path: '/a b'}],
      ['a 2,000-character path', {...pageview, path: `/${'a'.repeat(2000)}`}],
      ['a javascript: referrer', {...pageview, referrer: 'javascript:alert(1)'}],
      ['an unknown locale', {...pageview, locale: 'fr'}],
      ['an exact width instead of a bucket', {...pageview, screen: 1280}],
      ['an array', [pageview]],
    ])('%s is refused with 400 and a code, nothing stored', async (_label, payload) => {
      const before = await count();
      const response = await beacon(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('code');
      expect(await count()).toBe(before);
    });
  });

  describe('storing', () => {
    // Each reads every stored row, the salts, or a limit of its own: a server per test.
    beforeEach(async () => {
      server = await startTestServer();
    });
    afterEach(() => server.close());

    test('stores one row per pageview: page without query, referring site, utm source, locale, screen, a visitor hash', async () => {
      const response = await beacon(pageview);
      expect(response.statusCode).toBe(204);
      const rows = await stored();
      expect(rows).toEqual([
        expect.objectContaining({page: '/pricing', referrer_host: 'google.com', utm_source: 'newsletter', locale: 'en', screen: 'desktop'}),
      ]);
      expect(rows[0].visitor).toMatch(/^[0-9a-f]{32}$/);
      // Nothing that identifies the person is kept.
      expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|Safari|Macintosh/);
      expect(Object.keys(rows[0]).sort()).toEqual(['at', 'id', 'locale', 'page', 'referrer_host', 'screen', 'utm_source', 'visitor']);
    });

    test('the same browser on the same day is one visitor; another browser is another', async () => {
      await beacon(pageview);
      await beacon({...pageview, path: '/es/pricing', locale: 'es'});
      await beacon(pageview, {'user-agent': `${browser} Edg/120`});
      const visitors = (await stored()).map((row) => row.visitor);
      expect(visitors[0]).toBe(visitors[1]);
      expect(visitors[2]).not.toBe(visitors[0]);
    });

    test('a navigation from one of our own pages has no referring site', async () => {
      await beacon({...pageview, referrer: 'http://localhost/landing'});
      expect((await stored())[0].referrer_host).toBeNull();
    });

    test('the salt of the day is kept once, and older salts are deleted', async () => {
      server.exec("insert into traffic_salts (day, salt) values ('2000-01-01', 'old')");
      await beacon(pageview);
      await beacon(pageview);
      expect(server.rows<{day: string}>('traffic_salts').map((row) => row.day)).toEqual([new Date().toISOString().slice(0, 10)]);
    });

    test('an answered pageview is stored already, also when many arrive at once', async () => {
      const answers = await Promise.all(Array.from({length: 20}, () => beacon(pageview)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(204));
      expect(server.rows('pageviews')).toHaveLength(20);
    });

    test.each([
      ['the day already has its salt', true],
      ["the day's first pageview (its salt cannot be stored either)", false],
    ])('a database that refuses writes: 503 pageviewNotStored, counted in the log (%s)', async (_label, warm) => {
      await server.close();
      server = await startTestServer({logLevel: 'error'});
      if (warm) expect((await beacon(pageview)).statusCode).toBe(204);
      await server.makeDatabaseReadOnly();

      const first = await beacon(pageview);
      const second = await beacon(pageview);
      for (const response of [first, second]) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({code: 'pageviewNotStored', error: apiErrorMessages.pageviewNotStored});
      }
      const lossLines = server.logs.filter((line) => line.msg === 'pageviews could not be stored');
      expect(lossLines.map((line) => (line as {pageviewsLost?: number}).pageviewsLost)).toEqual([1, 2]);
      expect(server.rows('pageviews')).toHaveLength(warm ? 1 : 0);
    });

    test('reading pages does not use up the allowance for forms', async () => {
      await server.close();
      server = await startTestServer({env: {RATE_LIMIT_MAX: '3'}});
      for (let i = 0; i < 10; i++) expect((await beacon(pageview)).statusCode).toBe(204);
      const form = await server.app.inject({method: 'POST', url: '/functions/v1/newsletter', payload: {email: 'reader@example.com'}});
      expect(form.statusCode).toBe(200);
    });

    test('the beacon has its own limit per address, answered 429 with Retry-After', async () => {
      let last = await beacon(pageview);
      for (let i = 1; i < 301 && last.statusCode === 204; i++) last = await beacon(pageview);
      expect(last.statusCode).toBe(429);
      expect(last.json().code).toBe('rateLimited');
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(await stored()).toHaveLength(300);
    });
  });
});
