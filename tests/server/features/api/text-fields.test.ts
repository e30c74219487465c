/**
 * Issue 20 §4: a NUL or a lone surrogate in any /v1 text field (body or query, nested or in a
 * list) is refused with 400 invalidRequest naming the field, before anything is stored; the
 * same request without it is accepted. The rule is the forms' own (src/lib/forms/common.ts).
 */
import type {InjectOptions} from 'fastify';
import {startTestServer, type TestServer} from '../../helper';
import {call, newKey} from './helper';

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  key = await newKey(server, 'private');
});
afterAll(() => server.close());

const ask = {query: 'How much is the Pro plan?', conversation_id: 'conv_abc', user_id: 'u-1', context: {locale: 'en', version: '2.0', page: '/pricing', plan: 'pro'}};
const handoff = {
  conversation_id: 'conv_abc',
  visitor: {email: 'jane@example.com', name: 'Jane', company: 'Acme', phone: '+34 612 345 678'},
  reason: 'billing',
  note: 'Wants 40 seats',
  priority: 'high',
};
const knowledge = {title: 'Returns', content: 'Returns are free for 30 days.', source_url: 'https://example.com/returns', locale: 'en', tags: ['policy']};
const feedbackUrl = '/v1/conversations/conv_abc/messages/msg_abc/feedback';

/** `base` with the string at `path` (dot-separated, list indexes as numbers) replaced by `value`. */
function withField<T>(base: T, path: string, value: (old: string) => string): T {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split('.');
  let parent = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = keys[keys.length - 1];
  parent[last] = value(String(parent[last]));
  return copy as T;
}

type BodyField = [route: string, field: string, request: (value: (old: string) => string) => InjectOptions];

const post = (url: string, base: object, field: string) => (value: (old: string) => string) =>
  ({method: 'POST', url, payload: withField(base, field, value)}) as InjectOptions;

const bodyFields: BodyField[] = [
  ...['query', 'conversation_id', 'user_id', 'context.locale', 'context.version', 'context.page', 'context.plan'].map(
    (field): BodyField => ['POST /v1/ask', field, post('/v1/ask', ask, field)],
  ),
  ...['conversation_id', 'visitor.email', 'visitor.name', 'visitor.company', 'visitor.phone', 'reason', 'note', 'priority'].map(
    (field): BodyField => ['POST /v1/handoff', field, post('/v1/handoff', handoff, field)],
  ),
  ...['title', 'content', 'source_url', 'locale', 'tags.0'].map(
    (field): BodyField => ['POST /v1/knowledge', field, post('/v1/knowledge', knowledge, field)],
  ),
  ['POST .../feedback', 'rating', post(feedbackUrl, {rating: 'up'}, 'rating')],
];

const characters: Array<[string, (old: string) => string]> = [
  ['a NUL', (old) => `${old.slice(0, 2)}\u0000${old.slice(2)}`],
  ['a lone high surrogate', (old) => `${old}\uD83D`],
  ['a lone low surrogate', (old) => `\uDE00${old}`],
];

const refusal = (field: string) => ({
  status: 400,
  body: {code: 'invalidRequest', error: `${field} must not contain NUL characters or lone surrogates`},
});

describe.each(characters)('%s', (_label, insert) => {
  test.each(bodyFields)('%s %s is refused, naming the field', async (_route, field, request) => {
    const response = await call(server, key, request(insert));
    expect({status: response.statusCode, body: response.json()}).toEqual(refusal(field));
  });
});

// A query string arrives percent-decoded: a NUL can, a lone surrogate cannot (it decodes to U+FFFD).
test.each([
  ['/v1/conversations', 'user_id', 'u%00x'],
  ['/v1/conversations', 'starting_after', 'conv_%00'],
  ['/v1/conversations', 'since', '2026-01-01%00'],
  ['/v1/knowledge', 'starting_after', 'kn_%00'],
])('GET %s?%s with a NUL is refused, naming the field', async (url, field, value) => {
  const response = await call(server, key, {method: 'GET', url: `${url}?${field}=${value}`});
  expect({status: response.statusCode, body: response.json()}).toEqual(refusal(field));
});

test('nothing refused was stored; the same requests without the character (an emoji is a pair) are taken', async () => {
  expect(server.rows('knowledge_documents')).toHaveLength(0);
  const {conversation_id: _none, ...newConversation} = ask;
  const answers = await Promise.all([
    call(server, key, post('/v1/ask', newConversation, 'query')((old) => old)),
    call(server, key, post('/v1/knowledge', knowledge, 'title')((old) => `${old} 😀`)),
  ]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 201]);
  expect(server.rows<{title: string}>('knowledge_documents').map((row) => row.title)).toEqual(['Returns 😀']);
});
