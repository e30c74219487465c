import {test, expect, holdBundle} from './fixtures';
import {findLeadsByEmail} from './db';

/**
 * Issue 10 §4: forms work before the bundle hydrates and with JavaScript off, as POSTs
 * (never a GET with the visitor's data in the URL).
 */
test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  test('the lead form takes both steps and lands on the thank-you page; the lead is stored', async ({page}) => {
    const email = `nojs+${Date.now()}@example.com`;
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));

    await page.goto('/landing');
    const signup = page.locator('#signup');
    await expect(signup.getByRole('button', {name: 'Submit'})).toBeHidden();
    await signup.getByLabel(/First Name/).fill('Mary');
    await signup.getByLabel(/Last Name/).fill('Jackson');
    await signup.getByLabel(/Business Email/).fill(email);
    await signup.getByLabel(/Phone/).fill('555-123-4567');
    await signup.getByLabel(/Company Name/).fill('NACA');
    await signup.getByLabel(/Company Size/).selectOption('101-500');
    await signup.getByRole('button', {name: 'Continue'}).click();

    // The server's answer: the same page with step 2 shown and step 1 carried along.
    const answered = page.locator('form[action$="/send-notification"]');
    await answered.getByLabel('Sales Assistance').check();
    await answered.getByLabel('Planning for next quarter').check();
    await answered.getByRole('button', {name: 'Submit'}).click();

    await page.waitForURL('**/thank-you');
    await expect(page.getByRole('heading', {level: 1, name: 'Thank You!'})).toBeVisible();
    const leads = findLeadsByEmail(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({first_name: 'Mary', company_size: '101-500', ai_use_case: 'Planning for next quarter'});
    expect(urls.filter((url) => decodeURIComponent(url).includes(email) || url.includes('Mary'))).toEqual([]);
  });

  test.describe('refused', () => {
  // The browser logs the refused post's 400 answer (the page that shows the error).
  test.use({allowedConsoleErrors: [/status of 400/]});

  test('a refused step comes back with the spec message and what was typed', async ({page}) => {
    await page.goto('/landing');
    const signup = page.locator('#signup');
    await signup.getByLabel(/First Name/).fill('Mary');
    await signup.getByRole('button', {name: 'Continue'}).click();
    const answered = page.locator('form[action$="/send-notification"]');
    await expect(answered.getByRole('alert')).toHaveText('Please fill in all required fields');
    await expect(answered.getByLabel(/First Name/)).toHaveValue('Mary');
    await expect(answered.getByLabel(/Last Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).not.toContain('Mary');
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
