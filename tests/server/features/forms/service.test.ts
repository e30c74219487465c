/**
 * The forms service (server/features/forms/service.ts) without HTTP: a submission runs trap,
 * schema, the server's own checks and one store, and tells the outbox; a post without
 * JavaScript walks the lead form's steps and ends on the thank-you page of its language or on
 * the paper. The routes' tests (every-form, lead, white-paper, ...) run the same through HTTP.
 */
import {formEndpoints, type FormEndpoint} from '../../../../src/config/ids';
import {formErrorMessages, whitePaperDownloadMessages} from '../../../../src/lib/forms/messages';
import {whitePaperFile} from '../../../../src/lib/forms/whitePaper';
import type {FormDeps, SubmissionContext} from '../../../../server/features/forms/form-definition';
import {publicForms} from '../../../../server/features/forms/forms';
import {offeredPaper, submitForm, submitNoScriptPost} from '../../../../server/features/forms/service';
import {countRows, startTestServer, tableRows, type TestServer} from '../../helper';
import {newsletterBody, partnerBody, validLead, whitePaperDownloadBody} from './bodies';

let server: TestServer;
let nudges = 0;
let logged: string[] = [];
const notifyTo = 'sales-team@example.com';

const deps = (): FormDeps => ({
  db: server.app.db,
  storage: server.app.storage,
  notifyTo: async () => notifyTo,
  nudgeOutbox: () => void (nudges += 1),
});
/** The log's messages (its details left out). */
const record = (detailsOrMessage: object | string, message?: string) => void logged.push(message ?? String(detailsOrMessage));
const context: SubmissionContext = {origin: {ip: '203.0.113.7', userAgent: 'a browser'}, log: {info: record, error: record}};
const formOf = (endpoint: FormEndpoint) => publicForms.find((form) => form.endpoint === endpoint)!;
const noScriptFormOf = (endpoint: FormEndpoint) => {
  const {noScript, ...form} = formOf(endpoint);
  return {...form, noScript: noScript!};
};
const submit = (endpoint: FormEndpoint, body: Record<string, unknown>) => submitForm(deps(), formOf(endpoint), body, context);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  nudges = 0;
  logged = [];
});

describe('submitForm', () => {
  test('stores a lead with where it came from, queues its mail to the recipients and nudges the outbox once', async () => {
    const lead = validLead({lastName: 'Service'});
    expect(await submit(formEndpoints.lead, lead)).toEqual({kind: 'accepted', answer: {ok: true}});
    const [row] = (await tableRows<{csrf_token: string; ip: string; user_agent: string; id: number}>(server, 'leads')).filter((r) => r.csrf_token === lead.csrfToken);
    expect(row).toMatchObject({ip: '203.0.113.7', user_agent: 'a browser'});
    const mails = (await tableRows<{source_id: number; recipient: string}>(server, 'outbox')).filter((mail) => Number(mail.source_id) === Number(row!.id));
    expect(mails.map((mail) => mail.recipient)).toEqual([notifyTo]);
    expect([nudges, logged]).toEqual([1, [`${formEndpoints.lead}: stored`]]);
  });

  test('answers a retry of the same submission as accepted, writes nothing and nudges nobody', async () => {
    const lead = validLead();
    await submit(formEndpoints.lead, lead);
    const before = await countRows(server, 'outbox');
    logged = [];
    expect(await submit(formEndpoints.lead, {...lead})).toEqual({kind: 'accepted', answer: {ok: true}});
    expect([await countRows(server, 'outbox'), nudges, logged]).toEqual([before, 1, [`${formEndpoints.lead}: already stored`]]);
  });

  test('stores a newsletter subscription without a mail, so the outbox is not nudged', async () => {
    const body = newsletterBody();
    expect(await submit(formEndpoints.newsletter, body)).toEqual({kind: 'accepted', answer: {ok: true}});
    expect((await tableRows<{email: string}>(server, 'newsletter_subscriptions')).map((r) => r.email)).toContain(body.email);
    expect(nudges).toBe(0);
  });

  test.each([
    ['a lead without a phone', formEndpoints.lead, () => validLead({phone: ''}), {status: 400, code: 'required', error: formErrorMessages.required}],
    ['a lead with a bad e-mail', formEndpoints.lead, () => validLead({email: 'ada@'}), {status: 400, code: 'email', error: formErrorMessages.email}],
    [
      'a partner of an unknown type',
      formEndpoints.partner,
      () => partnerBody({partnerType: 'investor'}),
      {status: 400, code: 'unknownOption', error: formErrorMessages.unknownOption},
    ],
    [
      'a download of a path outside the bucket',
      formEndpoints.whitePaperDownload,
      () => whitePaperDownloadBody({filePath: '../site.db'}),
      {status: 400, code: 'invalidPath', error: formErrorMessages.invalidPath},
    ],
    [
      'a download of a paper that is not stored',
      formEndpoints.whitePaperDownload,
      () => whitePaperDownloadBody({filePath: 'missing.pdf'}),
      {status: 404, code: 'paperMissing', error: whitePaperDownloadMessages.publicUrlFailed},
    ],
  ] as const)('refuses %s, stores nothing and mails nobody', async (_case, endpoint, body, refusal) => {
    const before = await countRows(server, 'outbox');
    const outcome = await submit(endpoint, body());
    expect(outcome).toMatchObject({kind: 'refused', ...refusal});
    expect([await countRows(server, 'outbox'), nudges]).toEqual([before, 0]);
  });

  test('refuses a reused submission key with different answers (409) and keeps the first', async () => {
    const body = partnerBody();
    await submit(formEndpoints.partner, body);
    const outcome = await submit(formEndpoints.partner, {...body, message: 'Something else'});
    expect(outcome).toEqual({kind: 'refused', status: 409, code: 'duplicateSubmission', error: formErrorMessages.duplicateSubmission});
    const stored = (await tableRows<{email: string; message: string}>(server, 'partner_applications')).filter((r) => r.email === body.email);
    expect(stored.map((r) => r.message)).toEqual([body.message]);
  });

  test('answers a filled trap like a success without checking or storing anything', async () => {
    const before = await countRows(server, 'leads');
    expect(await submit(formEndpoints.lead, {website: 'http://spam.example'})).toEqual({kind: 'accepted', answer: {ok: true}});
    expect(await countRows(server, 'leads')).toBe(before);
    expect(logged).toEqual([`${formEndpoints.lead}: dropped, honeypot field filled`]);
  });
});

describe('submitNoScriptPost', () => {
  const form = (fields: Record<string, string | string[]>) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) params.append(name, one);
    return params;
  };
  const contact = {firstName: 'Ada', lastName: 'Lovelace', email: 'ada.service@example.com', phone: '555-123-4567', companyName: 'Engines', companySize: '31-100'};
  const needs = {interests: 'Sales Assistance', aiUseCase: 'Planning for next quarter'};
  const post = (endpoint: FormEndpoint, fields: Record<string, string | string[]>) => submitNoScriptPost(deps(), noScriptFormOf(endpoint), form(fields), context);

  test.each([
    ['a valid first step shows the second', {...contact, page: '/landing', step: 'contact'}, {page: '/landing', outcome: {kind: 'step', show: 'needs'}}],
    [
      'a refused first step shows it again with the refused fields',
      {...contact, phone: '12', page: '/landing', step: 'contact'},
      {page: '/landing', outcome: {kind: 'refused', status: 400, code: 'phone', error: formErrorMessages.phone, fields: ['phone'], step: 'contact'}},
    ],
    [
      'a last step refused for an answer of the first shows the first',
      {...contact, ...needs, email: 'ada@', page: '/landing', step: 'needs'},
      {page: '/landing', outcome: {kind: 'refused', status: 400, code: 'email', error: formErrorMessages.email, fields: ['email'], step: 'contact'}},
    ],
    ['an accepted lead goes to the thank-you page', {...contact, ...needs, page: '/landing', step: 'needs'}, {page: '/landing', outcome: {kind: 'accepted', location: '/thank-you'}}],
    [
      'an accepted lead from a Spanish page goes to the Spanish thank-you page',
      {...contact, ...needs, email: 'es.service@example.com', page: '/es/landing', step: 'needs'},
      {page: '/es/landing', outcome: {kind: 'accepted', location: '/es/thank-you'}},
    ],
    ['a page outside the site comes back as the home page', {...contact, page: '/../../etc/passwd', step: 'contact'}, {page: '/', outcome: {kind: 'step', show: 'needs'}}],
  ])('lead: %s', async (_case, fields, expected) => {
    expect(await post(formEndpoints.lead, fields)).toEqual(expected);
  });

  test('a white paper download goes to the paper, its two names joined as the call takes them', async () => {
    const fields = {firstName: 'Grace', lastName: 'Hopper', email: 'grace.service@example.com', companyName: 'Compilers', companySize: '51-200', filePath: whitePaperFile, page: '/'};
    const {outcome} = await post(formEndpoints.whitePaperDownload, fields);
    expect(outcome).toEqual({kind: 'accepted', location: (await offeredPaper(deps())).downloadUrl});
    const stored = (await tableRows<{email: string; user_name: string; subscribe: number}>(server, 'white_paper_requests')).find((r) => r.email === fields.email);
    expect(stored).toMatchObject({user_name: 'Grace Hopper', subscribe: 0});
  });

  test('each post without JavaScript gets a submission key of its own, so a page sent twice is two posts', async () => {
    const fields = {...partnerBody({csrfToken: undefined}), page: '/partners'} as Record<string, string>;
    delete fields.csrfToken;
    for (let i = 0; i < 2; i += 1) expect((await post(formEndpoints.partner, fields)).outcome).toEqual({kind: 'accepted', location: '/thank-you'});
    const stored = (await tableRows<{email: string; csrf_token: string}>(server, 'partner_applications')).filter((r) => r.email === fields.email);
    expect(new Set(stored.map((r) => r.csrf_token)).size).toBe(2);
  });
});

test('offeredPaper names the product paper with no title or description until staff offer one', async () => {
  expect(await offeredPaper(deps())).toEqual({
    file: whitePaperFile,
    downloadUrl: `/storage/v1/object/public/white-papers/${whitePaperFile}`,
    title: null,
    description: null,
  });
});
