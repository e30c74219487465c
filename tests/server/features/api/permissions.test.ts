/**
 * Each key type against each /v1 route (issue 12 §2, §5): public keys ask, hand off, rate and
 * read a conversation by id; private keys do everything; scoped keys exactly what they hold.
 * An allowed call gets the route's own answer; a refused one 403 forbidden.
 */
import type {ApiPermission} from '../../../../src/lib/api/keys';
import {addMessage, startConversation} from '../../../../server/features/api/conversation-queries';
import {startTestServer, type TestServer} from '../../helper';
import {agentBuildDir} from '../agent/fixture';
import {call, newKey} from './helper';

let server: TestServer;
let conversation: string;
let answer: string;
let documentId: string;

beforeAll(async () => {
  server = await startTestServer({buildDir: agentBuildDir});
  conversation = await startConversation(server.app.db, {agentId: 'agt_site', locale: 'en'});
  answer = await addMessage(server.app.db, {conversationId: conversation, role: 'assistant', content: 'Hello. [1]'});
  const writer = await newKey(server, 'private');
  documentId = (await call(server, writer, {method: 'POST', url: '/v1/knowledge', payload: {title: 'Doc', content: 'Text'}})).json().id;
});
afterAll(() => server.close());

type Route = {name: string; needs: ApiPermission; publicOk: boolean; ok: number; request: () => {method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: Record<string, unknown>}};

const routes: Route[] = [
  {name: 'POST /v1/ask', ok: 200, needs: 'ask', publicOk: true, request: () => ({method: 'POST', url: '/v1/ask', payload: {query: 'Pro plan price?'}})},
  {name: 'GET /v1/conversations', ok: 200, needs: 'conversations:read', publicOk: false, request: () => ({method: 'GET', url: '/v1/conversations'})},
  {name: 'GET /v1/conversations/{id}', ok: 200, needs: 'conversations:read', publicOk: true, request: () => ({method: 'GET', url: `/v1/conversations/${conversation}`})},
  {
    name: 'POST feedback',
    ok: 200,
    needs: 'feedback',
    publicOk: true,
    request: () => ({method: 'POST', url: `/v1/conversations/${conversation}/messages/${answer}/feedback`, payload: {rating: 'up'}}),
  },
  {name: 'POST /v1/knowledge', ok: 201, needs: 'knowledge:write', publicOk: false, request: () => ({method: 'POST', url: '/v1/knowledge', payload: {title: 'T', content: 'C'}})},
  {name: 'GET /v1/knowledge', ok: 200, needs: 'knowledge:read', publicOk: false, request: () => ({method: 'GET', url: '/v1/knowledge'})},
  {name: 'GET /v1/knowledge/{id}', ok: 200, needs: 'knowledge:read', publicOk: false, request: () => ({method: 'GET', url: `/v1/knowledge/${documentId}`})},
  // An id that does not exist: the key check comes first, the 404 shows it passed.
  {name: 'DELETE /v1/knowledge/{id}', ok: 404, needs: 'knowledge:write', publicOk: false, request: () => ({method: 'DELETE', url: '/v1/knowledge/kn_missing'})},
  {
    name: 'POST /v1/handoff',
    ok: 202,
    needs: 'handoff',
    publicOk: true,
    request: () => ({method: 'POST', url: '/v1/handoff', payload: {conversation_id: conversation, visitor: {email: 'a@example.com'}}}),
  },
];

const keyKinds = [
  {kind: 'public', make: () => newKey(server, 'public'), allows: (route: Route) => route.publicOk},
  {kind: 'private', make: () => newKey(server, 'private'), allows: () => true},
  {kind: 'scoped with only ask', make: () => newKey(server, 'scoped', {permissions: ['ask']}), allows: (route: Route) => route.needs === 'ask'},
  {
    kind: 'scoped with knowledge:read + conversations:read',
    make: () => newKey(server, 'scoped', {permissions: ['knowledge:read', 'conversations:read']}),
    allows: (route: Route) => route.needs === 'knowledge:read' || route.needs === 'conversations:read',
  },
  {
    kind: 'scoped with knowledge:write + handoff + feedback',
    make: () => newKey(server, 'scoped', {permissions: ['knowledge:write', 'handoff', 'feedback']}),
    allows: (route: Route) => ['knowledge:write', 'handoff', 'feedback'].includes(route.needs),
  },
];

describe.each(keyKinds)('a $kind key', ({make, allows}) => {
  let key: string;
  beforeAll(async () => {
    key = await make();
  });

  test.each(routes)('$name', async (route) => {
    const response = await call(server, key, route.request());
    if (allows(route)) {
      expect([route.name, response.statusCode]).toEqual([route.name, route.ok]);
    } else {
      expect([route.name, response.statusCode, response.json().code]).toEqual([route.name, 403, 'forbidden']);
    }
  });
});

test.each(routes)('$name without a key: 401', async (route) => {
  const response = await server.app.inject(route.request());
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({code: 'unauthorized'});
});
