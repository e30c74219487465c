import {test, expect, holdBundle} from './fixtures';
import {findLeadsByEmail, findRowsByEmail} from './db';

/**
 * Issue 10 §4: forms work before the bundle hydrates and with JavaScript off, as POSTs
 * (never a GET with the visitor's data in the URL).
 */
test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});
  // Without scripts the form is there once the HTML is parsed: no waiting for the page's images.
  const parsed = {waitUntil: 'domcontentloaded'} as const;

  test('the lead form takes both steps and lands on the thank-you page; the lead is stored', async ({page}) => {
    const email = `nojs+${Date.now()}@example.com`;
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));

    await page.goto('/landing', parsed);
    const signup = page.locator('#signup');
    await expect(signup.getByRole('button', {name: 'Submit'})).toBeHidden();
    await signup.getByLabel(/First Name/).fill('Mary');
    await signup.getByLabel(/Last Name/).fill('Jackson');
    await signup.getByLabel(/Business Email/).fill(email);
    await signup.getByLabel(/Phone/).fill('555-123-4567');
    await signup.getByLabel(/Company Name/).fill('NACA');
    await signup.getByLabel(/Company Size/).selectOption('101-500');
    await signup.getByRole('button', {name: 'Continue'}).click();

    // The server's answer: the same page with step 2 shown and step 1 carried along, opened at
    // step 2 (its heading has the focus), not at the top of the page.
    const answered = page.locator('form[action$="/send-notification"]');
    const step2 = answered.getByRole('heading', {name: /Step 2 of 2/});
    await expect(step2).toBeFocused();
    await expect(step2).toBeInViewport();
    await answered.getByLabel('Sales Assistance').check();
    await answered.getByLabel('Planning for next quarter').check();
    await answered.getByRole('button', {name: 'Submit'}).click();

    await page.waitForURL('**/thank-you', parsed);
    await expect(page.getByRole('heading', {level: 1, name: 'Thank You!'})).toBeVisible();
    const leads = findLeadsByEmail(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({first_name: 'Mary', company_size: '101-500', ai_use_case: 'Planning for next quarter'});
    expect(urls.filter((url) => decodeURIComponent(url).includes(email) || url.includes('Mary'))).toEqual([]);
  });

  test('the pricing white paper form is there without the toggle, posts, and answers with the paper; the request is stored', async ({page}) => {
    const email = `nojs-paper+${Date.now()}@example.com`;
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));

    await page.goto('/pricing', parsed);
    const section = page.locator('#white-paper');
    // The toggle and Cancel need scripts: without them the form is simply shown.
    await expect(section.getByRole('button', {name: 'Get the White Paper'})).toBeHidden();
    const form = section.getByRole('form');
    await expect(form).toBeVisible();
    await expect(form.getByRole('button', {name: 'Cancel'})).toBeHidden();
    await form.getByLabel(/First Name/).fill('Ada');
    await form.getByLabel(/Last Name/).fill('Lovelace');
    await form.getByLabel(/Business Email/).fill(email);
    await form.getByLabel(/Company Name/).fill('Analytical Engines');
    await form.getByLabel(/Company Size/).selectOption('11-50');
    await form.getByLabel(/occasional news/).check();

    const posted = page.waitForResponse((response) => response.request().method() === 'POST');
    const paper = page.waitForRequest((request) => /\.pdf$/.test(new URL(request.url()).pathname));
    // Headless Chromium may take the PDF as a download rather than a page: either is the paper.
    await Promise.all([
      form.getByRole('button', {name: 'Download White Paper'}).click({noWaitAfter: true}),
      posted,
      paper,
    ]);
    const answer = await posted;
    expect(answer.status()).toBe(303);
    expect(new URL(answer.headers().location, answer.url()).pathname).toBe(new URL((await paper).url()).pathname);
    const pdf = await page.request.get((await paper).url());
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    const stored = findRowsByEmail('white_paper_requests', email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({form: 'request', first_name: 'Ada', last_name: 'Lovelace', company_size: '11-50', subscribe: 1});
    expect(urls.filter((url) => decodeURIComponent(url).includes(email) || url.includes('Lovelace'))).toEqual([]);
  });

  test.describe('refused', () => {
  // The browser logs the refused post's 400 answer (the page that shows the error).
  test.use({allowedConsoleErrors: [/status of 400/]});

  test('a refused step comes back with the spec message and what was typed', async ({page}) => {
    await page.goto('/landing', parsed);
    const signup = page.locator('#signup');
    await signup.getByLabel(/First Name/).fill('Mary');
    await signup.getByRole('button', {name: 'Continue'}).click();
    const answered = page.locator('form[action$="/send-notification"]');
    await expect(answered.getByRole('alert')).toHaveText('Please fill in all required fields');
    await expect(answered.getByLabel(/First Name/)).toHaveValue('Mary');
    await expect(answered.getByLabel(/Last Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).not.toContain('Mary');
  });

  test('a refused white paper request comes back with the spec message and what was typed', async ({page}) => {
    await page.goto('/pricing', parsed);
    const form = page.locator('#white-paper').getByRole('form');
    await form.getByLabel(/First Name/).fill('Ada');
    await form.getByRole('button', {name: 'Download White Paper'}).click();
    const answered = page.locator('form[action$="/white-paper-request"]');
    await expect(answered.getByRole('alert')).toHaveText('Please fill in all required fields');
    await expect(answered.getByLabel(/First Name/)).toHaveValue('Ada');
    await expect(answered.getByLabel(/Last Name/)).toHaveAttribute('aria-invalid', 'true');
  });
  });
});

test.describe('before hydration', () => {
// The early post is refused (only the e-mail is filled in): the browser logs its 400.
test.use({allowedConsoleErrors: [/status of 400/]});

test('a form sent before hydration is a POST: no request URL ever carries the e-mail', async ({page}) => {
  const email = `early+${Date.now()}@example.com`;
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  // Hold the bundle back so the visitor types and presses Continue before React takes over.
  const release = await holdBundle(page);
  await page.goto('/landing', {waitUntil: 'commit'});
  const signup = page.locator('#signup');
  await signup.getByLabel(/Business Email/).fill(email);
  await signup.getByRole('button', {name: 'Continue'}).click();
  await page.waitForLoadState();
  release();
  expect(urls.filter((url) => decodeURIComponent(url).includes(email))).toEqual([]);
});
});
