/**
 * What every public form does alike, form by form (the service runs them all the same way): a
 * filled trap is answered like a success and stores nothing; a submission key sent twice stores
 * once, and with different answers is refused with 409; a server failure answers the form's
 * SPEC §8 text and nothing of its cause.
 */
import {formEndpoints} from '../../../../src/config/ids';
import {formErrorMessages} from '../../../../src/lib/forms/messages';
import type {Database as Tables} from '../../../../server/platform/database/schema';
import {countRows, startTestServer, type TestServer} from '../../helper';
import {newsletterBody, partnerBody, validLead, whitePaperDownloadBody, whitePaperRequestBody} from './bodies';

type Form = {
  endpoint: string;
  body(overrides?: Record<string, unknown>): Record<string, unknown>;
  table: keyof Tables;
  /** The form's trap field (the partner form has a real website field). */
  trap: string;
  /** A field whose change makes a different submission. */
  changed: Record<string, unknown>;
  /** SPEC §8's text for a failure of the server. */
  failure: string;
};

const paperUrl = {downloadUrl: expect.stringMatching(/^\/storage\/v1\/object\/public\/white-papers\//)};

const forms: Array<[string, Form, Record<string, unknown>]> = [
  ['lead', {endpoint: formEndpoints.lead, body: validLead, table: 'leads', trap: 'website', changed: {firstName: 'Charles'}, failure: 'Failed to submit form'}, {ok: true}],
  [
    'white paper download',
    {
      endpoint: formEndpoints.whitePaperDownload,
      body: whitePaperDownloadBody,
      table: 'white_paper_requests',
      trap: 'website',
      changed: {companyName: 'Other Inc'},
      failure: 'Failed to process your download request. Please try again later.',
    },
    paperUrl,
  ],
  [
    'white paper request',
    {
      endpoint: formEndpoints.whitePaperRequest,
      body: whitePaperRequestBody,
      table: 'white_paper_requests',
      trap: 'website',
      changed: {title: 'CTO'},
      failure: 'Failed to download white paper',
    },
    paperUrl,
  ],
  ['partner', {endpoint: formEndpoints.partner, body: partnerBody, table: 'partner_applications', trap: 'homepage', changed: {message: 'Something else'}, failure: 'Failed to submit form'}, {ok: true}],
  ['newsletter', {endpoint: formEndpoints.newsletter, body: newsletterBody, table: 'newsletter_subscriptions', trap: 'website', changed: {}, failure: 'Failed to submit form'}, {ok: true}],
];

/** The forms whose submission key makes a retry (the newsletter keeps one subscription per address instead). */
const keyedForms = forms.filter(([, form]) => form.table !== 'newsletter_subscriptions');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (endpoint: string, payload: Record<string, unknown>) => server.app.inject({method: 'POST', url: `/functions/v1/${endpoint}`, payload});

describe.each(forms)('the %s form', (_name, form, answer) => {
  test('answers a filled trap field like a success and stores nothing, nor mails anyone', async () => {
    const before = [await countRows(server, form.table), await countRows(server, 'outbox')];
    const response = await post(form.endpoint, form.body({[form.trap]: 'http://spam.example'}));
    expect([response.statusCode, response.json()]).toEqual([200, answer]);
    expect([await countRows(server, form.table), await countRows(server, 'outbox')]).toEqual(before);
  });
});

describe.each(keyedForms)('the %s form', (_name, form, answer) => {
  test('stores a submission sent three times at once (one key) once, with one notification at most', async () => {
    const body = form.body();
    const before = [await countRows(server, form.table), await countRows(server, 'outbox')];
    const answers = await Promise.all([1, 2, 3].map(() => post(form.endpoint, body)));
    expect(answers.map((response) => [response.statusCode, response.json()])).toEqual(Array(3).fill([200, answer]));
    const after = [await countRows(server, form.table), await countRows(server, 'outbox')];
    expect(after[0]! - before[0]!).toBe(1);
    expect(after[1]! - before[1]!).toBeLessThanOrEqual(1);
  });

  test('refuses the same key with different answers with 409 and keeps the first submission', async () => {
    const body = form.body();
    expect((await post(form.endpoint, body)).statusCode).toBe(200);
    const before = await countRows(server, form.table);
    const changed = await post(form.endpoint, {...body, ...form.changed});
    expect([changed.statusCode, changed.json()]).toEqual([409, {code: 'duplicateSubmission', error: formErrorMessages.duplicateSubmission}]);
    expect(await countRows(server, form.table)).toBe(before);
  });
});

describe('a server failure', () => {
  let broken: TestServer;
  beforeAll(async () => {
    broken = await startTestServer({logLevel: 'error'});
    await broken.app.db.destroy();
  });
  afterAll(() => broken.close());

  test.each(forms)('answers the %s form with its text, without internals, and logs the cause with the request id', async (_name, form) => {
    const response = await broken.app.inject({method: 'POST', url: `/functions/v1/${form.endpoint}`, payload: form.body()});
    expect([response.statusCode, response.json()]).toEqual([500, {code: 'internalError', error: form.failure}]);
    expect(response.body).not.toMatch(/stack|at |insert|sqlite|kysely/i);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    const logged = broken.logs.find((line) => line.level >= 50 && line.reqId === requestId);
    expect(logged?.err?.message).toMatch(/destroyed/i);
  });
});
