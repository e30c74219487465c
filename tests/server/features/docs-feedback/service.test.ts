/**
 * The docs feedback service (server/features/docs-feedback/service.ts) without HTTP: a vote's
 * locale must be its page's, a bot's vote is not stored (and its visitor hash never asked), a
 * comment is stored trimmed, and the report counts each page's votes beside its pageviews.
 */
import {castVote, helpfulnessReport} from '../../../../server/features/docs-feedback/service';
import {startTestServer, type TestServer} from '../../helper';

let server: TestServer;
const vote = {page: '/es/documentation/intro', version: '1.0', locale: 'es' as const, helpful: true};
const day = '2026-03-04';
const at = Date.parse(`${day}T12:00:00Z`);

/** A voter whose visitor hash is counted when asked for. */
function voter(isBot = false) {
  const asked = {count: 0};
  return {asked, voter: {isBot, visitor: async () => (asked.count++, 'visitor-1')}};
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('casting a vote', () => {
  it("refuses a locale that is not the page's, naming the page's", async () => {
    const {asked, voter: en} = voter();
    expect(await castVote(server.app.db, {...vote, locale: 'en'}, en)).toEqual({
      ok: false,
      error: 'locale must be es for /es/documentation/intro',
    });
    expect(asked.count).toBe(0);
  });

  it("answers a bot's vote without storing it or asking who it is", async () => {
    const {asked, voter: bot} = voter(true);
    expect(await castVote(server.app.db, vote, bot)).toEqual({ok: true, stored: false});
    expect(asked.count).toBe(0);
    expect(server.rows('docs_feedback')).toEqual([]);
  });

  it("stores a reader's vote under their visitor hash, the comment trimmed", async () => {
    const {asked, voter: reader} = voter();
    expect(await castVote(server.app.db, {...vote, comment: '  Clear.  '}, reader)).toEqual({ok: true, stored: true});
    expect(asked.count).toBe(1);
    expect(server.rows('docs_feedback')).toEqual([expect.objectContaining({page: vote.page, visitor: 'visitor-1', helpful: 1, comment: 'Clear.'})]);
  });
});

describe('the report of a period', () => {
  it('counts yes and no per page (both locales together) beside its pageviews, most votes first', async () => {
    const db = server.app.db;
    await db
      .insertInto('docs_feedback')
      .values(
        [
          {page: '/documentation/intro', helpful: 0, visitor: 'a'},
          {page: '/es/documentation/intro', helpful: 1, visitor: 'b'},
          {page: '/documentation/api', helpful: 1, visitor: 'a'},
        ].map((row) => ({...row, day, version: '1.0', locale: row.page.startsWith('/es') ? 'es' : 'en', comment: null, created_at: at, updated_at: at})),
      )
      .execute();
    await db
      .insertInto('pageviews')
      .values({at, page: '/documentation/intro', referrer_host: null, utm_source: null, locale: 'en', screen: 'desktop', visitor: 'a'})
      .execute();

    const report = await helpfulnessReport(db, {from: day, to: day}, {now: at});
    expect(report).toEqual({
      from: day,
      to: day,
      totals: {yes: 2, no: 1, share: 2 / 3},
      pages: [
        {page: '/documentation/intro', yes: 1, no: 1, share: 0.5, comments: 0, pageviews: 1},
        {page: '/documentation/api', yes: 1, no: 0, share: 1, comments: 0, pageviews: 0},
      ],
      comments: [],
      commentCount: 0,
      unanswered: [],
    });
  });
});
