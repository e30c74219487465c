/**
 * The questions the site's agent could not answer, by the page they came from (issue 13 §3):
 * the widget sends its page as context.page, and staff read the uncertain answers' questions
 * grouped by page (locales together) beside the docs helpfulness, from the site's agent only.
 */
import {pagePath} from '../../../../server/features/api/ask';
import {createSandbox} from '../../../../server/features/sandbox/queries';
import {agentBuildDir} from '../agent/fixture';
import {asStaff, eachTestAsStaff} from '../staff/helper';
import {call, newKey} from './helper';

const today = new Date().toISOString().slice(0, 10);
const offTopic = 'What will the weather be like in Madrid tomorrow?';

describe('unanswered questions by page', () => {
  const staff = eachTestAsStaff({buildDir: agentBuildDir});

  const ask = (key: string, query: string, page?: string) =>
    call(staff.server, key, {method: 'POST', url: '/v1/ask', payload: {query, context: {locale: 'en', ...(page ? {page} : {})}}});
  const report = async () =>
    (await asStaff(staff.server, staff.cookie, {method: 'GET', url: `/api/admin/docs-feedback?from=${today}&to=${today}`})).json() as {
      unanswered: {page: string; count: number; questions: {text: string; path: string}[]}[];
    };

  test('groups the site agent\'s uncertain answers by the page of their question', async () => {
    const key = await newKey(staff.server, 'public');
    expect((await report()).unanswered).toEqual([]);

    const first = await ask(key, offTopic, '/es/documentation/security?x=1#top');
    expect(first.json()).toMatchObject({uncertain: true});
    await ask(key, 'Can I order a pizza with the agent?', 'http://localhost/documentation/security');
    await ask(key, 'How much does the Pro plan cost?', '/pricing');
    // Without a page, an unanswered question has nowhere to go.
    await ask(key, offTopic);

    const {unanswered} = await report();
    expect(unanswered).toEqual([
      {
        page: '/documentation/security',
        count: 2,
        questions: [
          expect.objectContaining({text: 'Can I order a pizza with the agent?', path: '/documentation/security'}),
          expect.objectContaining({text: offTopic, path: '/es/documentation/security'}),
        ],
      },
    ]);
  });

  test('a sandbox\'s unanswered questions are not the site\'s', async () => {
    const sandbox = await createSandbox(staff.server.app.db);
    const answer = await call(staff.server, sandbox.secret, {method: 'POST', url: '/v1/ask', payload: {query: offTopic, context: {page: '/pricing'}}});
    expect(answer.json()).toMatchObject({uncertain: true});
    expect((await report()).unanswered).toEqual([]);
  });
});

test.each([
  ['/pricing', '/pricing'],
  ['/es/pricing?utm=x#faq', '/es/pricing'],
  ['https://www.agentworks.example/documentation/integration#crm', '/documentation/integration'],
  ['//evil.example/x', undefined],
  ['javascript:alert(1)', undefined],
  ['pricing', undefined],
  ['  ', undefined],
  [undefined, undefined],
])('the page of a question: %p -> %p', (sent, kept) => {
  expect(pagePath(sent)).toBe(kept);
});
