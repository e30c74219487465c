/**
 * The OpenAPI document of /v1 without a server behind it (issue 22 §1): the /v1 routes alone on
 * a bare Fastify instance, no database, key store or queue, so `npm run openapi` makes in a
 * moment the document that GET /v1/openapi.json serves (tests/server/features/api/openapi.test.ts checks they
 * are the same).
 */
import Fastify from 'fastify';
import {apiPrefixes} from '../../../src/config/ids';
import {openApiUrl} from './openapi';
import {v1Operations} from './operations';

export async function v1Document(): Promise<unknown> {
  const app = Fastify({logger: false});
  try {
    // The routes are only described: no answer is ever read from these paths.
    await app.register(v1Operations, {prefix: apiPrefixes.v1, buildDir: '', publicOrigin: undefined});
    const response = await app.inject({method: 'GET', url: openApiUrl});
    if (response.statusCode !== 200) throw new Error(`GET ${openApiUrl} answered ${response.statusCode}`);
    return response.json();
  } finally {
    await app.close();
  }
}
