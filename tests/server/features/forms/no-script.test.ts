/**
 * Forms without JavaScript (issue 10 §4): a url-encoded post to /functions/v1/forms/{endpoint}
 * goes through the same checks as the JSON call and answers like a web page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import spanishCodeJson from '../../../../i18n/es/code.json';
import {formErrorMessages} from '../../../../src/lib/forms/messages';
import {whitePaperFile} from '../../../../src/lib/forms/whitePaper';
import {startTestServer, type TestServer} from '../../helper';

const action = '/functions/v1/forms/send-notification';

/**
 * A landing page with the lead form's no-script markup: both steps, the second hidden, and
 * closing tags left out the way the minified build leaves them out.
 */
const landingPage = `<!doctype html><html><head><title>Landing</title>
<script>window.inline = 1</script><link rel="modulepreload" href="/assets/js/main.js"></head><body>
<form method="post" action="${action}" aria-labelledby="h-1">
<input type="hidden" name="page" value="/landing">
<div data-step="contact"><h3 id="h-1" tabindex="-1">Step 1 of 2</h3><input name="firstName"><input name="lastName"><input name="email" type="email">
<input name="phone" type="tel"><input name="position"><input name="companyName">
<p class=note>Fields marked with * are required.
<select name="companySize"><option value="">Select<option value="31-100">31-100</select>
<button type="submit" name="step" value="contact">Continue</button></div>
<div data-step="needs" hidden><h3 id="h-2" tabindex="-1">Step 2 of 2</h3><input type="checkbox" name="interests" value="Sales Assistance">
<input type="radio" name="aiUseCase" value="Planning for next quarter">
<button type="submit" name="step" value="needs">Submit</button></div>
<input type="text" name="website" tabindex="-1">
<p role="alert"></p></form><script src="/assets/js/main.js"></script></body></html>`;

const contact = {
  page: '/landing',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.nojs@example.com',
  phone: '555-123-4567',
  position: 'CTO',
  companyName: 'Analytical Engines',
  companySize: '31-100',
  website: '',
};

const encode = (fields: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of [value].flat()) params.append(key, item);
  }
  return params.toString();
};

let server: TestServer;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-nojs-'));
  fs.writeFileSync(path.join(dir, 'landing.html'), landingPage);
  fs.mkdirSync(path.join(dir, 'es'));
  fs.writeFileSync(path.join(dir, 'es', 'landing.html'), landingPage.replace('value="/landing"', 'value="/es/landing"'));
  server = await startTestServer({buildDir: dir});
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

const post = (fields: Record<string, string | string[]>, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: action,
    headers: {'content-type': 'application/x-www-form-urlencoded', ...headers},
    payload: encode(fields),
  });

test('Continue on a valid step 1 answers the page with step 2 shown and step 1 carried along', async () => {
  const response = await post({...contact, step: 'contact'});
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/text\/html/);
  expect(response.body).toMatch(/<div data-step="?needs"?>/);
  expect(response.body).toMatch(/<div data-step="?contact"? hidden/);
  expect(response.body).toContain('value="ada.nojs@example.com"');
  expect(response.body).toMatch(/<option value="?31-100"? selected>31-100<\/option><\/select>/);
  expect(response.body).not.toMatch(/<option[^>]*>[^<]*<div/);
  expect(response.body).toMatch(/<form [^>]*aria-labelledby="h-2"/);
  // The page opens at step 2, not at the top: its heading takes the focus on load.
  expect(response.body.match(/<[^>]*\bautofocus\b[^>]*>/g)).toEqual([expect.stringMatching(/^<h3 id="h-2"/)]);
  expect(server.leads()).toHaveLength(0);
});

test('a refused step shows the page again with the spec text, the values and the flags, without scripts', async () => {
  const response = await post({...contact, lastName: '', email: 'ada at example', step: 'contact'});
  expect(response.statusCode).toBe(400);
  expect(response.body).toMatch(new RegExp(`<p role="?alert"?>${formErrorMessages.required}</p>`));
  expect(response.body).toContain('value="Ada"');
  expect(response.body).toMatch(/name="?lastName"? [^>]*aria-invalid="true"/);
  // It opens at the first refused field.
  expect(response.body.match(/<[^>]*\bautofocus\b[^>]*>/g)).toEqual([expect.stringMatching(/name="?lastName"?/)]);
  expect(response.body).not.toMatch(/<script|modulepreload/);
});

test('markup typed into a field comes back as text, not as markup', async () => {
  const response = await post({...contact, firstName: '"><script>alert(1)</script>', lastName: '', step: 'contact'});
  expect(response.body).not.toContain('<script>alert(1)');
  expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
});

test('Submit stores the lead once and sees the visitor to the thank-you page with a 303, no data in the URL', async () => {
  const response = await post({...contact, interests: ['Sales Assistance'], aiUseCase: 'Planning for next quarter', step: 'needs'});
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/thank-you');
  const [lead] = server.leads().filter((row) => row.email === contact.email);
  expect(lead).toMatchObject({first_name: 'Ada', company_size: '31-100', ai_use_case: 'Planning for next quarter'});
  expect(lead.csrf_token).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(server.rows('outbox').length).toBeGreaterThan(0);
});

test('a Spanish page answers with the Spanish thank-you page', async () => {
  const response = await post({
    ...contact, page: '/es/landing', email: 'es.nojs@example.com',
    interests: 'Sales Assistance', aiUseCase: 'Planning for next quarter', step: 'needs',
  });
  expect(response.headers.location).toBe('/es/thank-you');
});

test('a refused step on a Spanish page shows the Spanish text of the same code', async () => {
  const response = await post({...contact, page: '/es/landing', lastName: '', step: 'contact'});
  expect(response.statusCode).toBe(400);
  const spanish = (spanishCodeJson['form.error.required'] as {message: string}).message;
  expect(spanish).not.toBe(formErrorMessages.required);
  expect(response.body).toMatch(new RegExp(`<p role="?alert"?>${spanish}</p>`));
});

test('a refused final step shows the step the problem is in', async () => {
  const response = await post({...contact, phone: '12', interests: 'Sales Assistance', aiUseCase: 'Planning for next quarter', step: 'needs'});
  expect(response.statusCode).toBe(400);
  expect(response.body).toContain(formErrorMessages.phone);
  expect(response.body).toMatch(/<div data-step="?contact"?>/);
  expect(response.body).toMatch(/<div data-step="?needs"? hidden/);
});

test('a bad phone number is refused at step 1, where it is typed', async () => {
  const response = await post({...contact, phone: '12', step: 'contact'});
  expect(response.statusCode).toBe(400);
  expect(response.body).toContain(formErrorMessages.phone);
  expect(response.body).toMatch(/<div data-step="?contact"?>/);
});

test('a filled trap field is answered like a success and stores nothing', async () => {
  const response = await post({...contact, email: 'bot.nojs@example.com', website: 'http://spam.example', interests: 'Sales Assistance', aiUseCase: 'Planning for next quarter', step: 'needs'});
  expect(response.statusCode).toBe(303);
  expect(server.leads().filter((row) => row.email === 'bot.nojs@example.com')).toHaveLength(0);
});

test('a post from another site is refused before anything is read', async () => {
  const response = await post(
    {...contact, email: 'cross.nojs@example.com', interests: 'Sales Assistance', aiUseCase: 'Planning for next quarter', step: 'needs'},
    {origin: 'https://evil.example', 'sec-fetch-site': 'cross-site'},
  );
  expect(response.statusCode).toBe(403);
  expect(server.leads().filter((row) => row.email === 'cross.nojs@example.com')).toHaveLength(0);
});

test('a page path outside the site falls back to the home page, never a file elsewhere', async () => {
  const response = await post({...contact, page: '/../../etc/passwd', lastName: '', step: 'contact'});
  expect(response.statusCode).toBe(400);
  expect(response.body).not.toContain('root:');
});

test('the newsletter and partner forms take url-encoded posts too', async () => {
  const newsletter = await server.app.inject({
    method: 'POST',
    url: '/functions/v1/forms/newsletter',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    payload: encode({email: 'News.NoJS@example.com', page: '/landing'}),
  });
  expect(newsletter.statusCode).toBe(303);
  expect(server.rows('newsletter_subscriptions')).toEqual([expect.objectContaining({email: 'news.nojs@example.com'})]);
});

test('the white paper form without JavaScript needs both names, as the page with JavaScript does', async () => {
  const send = (fields: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: '/functions/v1/forms/download-white-paper',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      payload: encode({filePath: whitePaperFile, email: 'paper.nojs@example.com', companyName: 'Compilers', companySize: '11-50', page: '/landing', ...fields}),
    });
  const oneName = await send({firstName: 'Grace', lastName: ''});
  expect(oneName.statusCode).toBe(400);
  expect(oneName.json()).toEqual({code: 'required', error: formErrorMessages.required});
  expect(server.rows('white_paper_requests').filter((row) => row.email === 'paper.nojs@example.com')).toEqual([]);

  const bothNames = await send({firstName: 'Grace', lastName: 'Hopper'});
  expect(bothNames.statusCode).toBe(303);
  expect(server.rows('white_paper_requests').filter((row) => row.email === 'paper.nojs@example.com')).toEqual([expect.objectContaining({user_name: 'Grace Hopper'})]);
});
