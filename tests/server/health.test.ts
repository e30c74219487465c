import {startTestServer, type TestServer} from './helper';

describe('GET /healthz', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.close());

  test('answers 200 ok while the database answers', async () => {
    const response = await server.app.inject({method: 'GET', url: '/healthz'});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({status: 'ok'});
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('answers 503 once the database is gone', async () => {
    await server.app.db.destroy();
    const response = await server.app.inject({method: 'GET', url: '/healthz'});
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({status: 'unavailable'});
  });
});
