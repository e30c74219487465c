import {startTestServer, type TestServer} from '../../helper';

describe('GET /healthz (liveness) and GET /readyz (readiness)', () => {
  let server: TestServer;

  describe('on a working database', () => {
    // The probes only read, and write their one probe row: one server.
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    test.each(['/healthz', '/readyz'])('%s answers 200 ok while the database answers', async (url) => {
      const response = await server.app.inject({method: 'GET', url});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({status: 'ok'});
      expect(response.headers['cache-control']).toBe('no-store');
    });

    test('/readyz writes no form data: its probe row is the only row it touches', async () => {
      for (let i = 0; i < 3; i += 1) await server.app.inject({method: 'GET', url: '/readyz'});
      expect(server.rows('health_probe')).toEqual([{id: 1, checked_at: expect.anything()}]);
      for (const table of ['leads', 'outbox', 'newsletter_subscriptions']) expect(server.rows(table)).toEqual([]);
    });
  });

  describe('on a broken database', () => {
    // Each breaks its server's database: a server per test.
    beforeEach(async () => {
      server = await startTestServer();
    });
    afterEach(() => server.close());

    test.each(['/healthz', '/readyz'])('%s answers 503 once the database is gone', async (url) => {
      await server.app.db.destroy();
      const response = await server.app.inject({method: 'GET', url});
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({status: 'unavailable', code: expect.any(String), error: expect.any(String)});
      expect(response.headers['cache-control']).toBe('no-store');
    });

    test('/readyz answers 503 while the database takes reads but refuses writes, as a form would fail', async () => {
      await server.makeDatabaseReadOnly();
      const form = await server.app.inject({
        method: 'POST',
        url: '/functions/v1/newsletter',
        payload: {email: 'readonly@example.com'},
      });
      expect(form.statusCode).toBe(500);

      const ready = await server.app.inject({method: 'GET', url: '/readyz'});
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({status: 'unavailable', code: 'notReady', error: expect.any(String)});
      // The process itself is fine: liveness stays ok, so an orchestrator does not restart it.
      const live = await server.app.inject({method: 'GET', url: '/healthz'});
      expect(live.statusCode).toBe(200);
    });
  });
});
