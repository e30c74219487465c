/**
 * Every route declares its responses (issue 22 §1): the schema that serializes its answer and
 * from which its TypeScript type is derived. A new route without them fails here; so does an
 * exception that is not one any more.
 */
import type {RouteOptions} from 'fastify';
import {startTestServer, type TestServer} from './helper';

/** Routes that answer files or the site's pages, not JSON: nothing to declare. */
const servesFiles = new Set(['GET,HEAD /*', 'GET /storage/v1/object/public/*']);

let server: TestServer;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  server = await startTestServer({onRoute: (route) => void routes.push(route)});
});
afterAll(() => server.close());

const name = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;

test('every route declares its success response', () => {
  const undeclared = routes
    // HEAD and OPTIONS (CORS preflight) answers are Fastify's and the CORS plugin's, without a body.
    .filter((route) => !['HEAD', 'OPTIONS'].includes(String(route.method)) && !route.schema?.hide && !servesFiles.has(name(route)))
    .filter((route) => !Object.keys(route.schema?.response ?? {}).some((status) => /^2/.test(status)))
    .map(name);
  expect(undeclared).toEqual([]);
});

test('every staff route declares the staff refusal under 4xx beside its success', () => {
  const staff = routes.filter((route) => route.url.startsWith('/api/admin/') && route.method !== 'HEAD');
  expect(staff.length).toBeGreaterThan(40);
  const without = staff.filter((route) => !Object.keys(route.schema?.response ?? {}).includes('4xx')).map(name);
  expect(without).toEqual([]);
});
