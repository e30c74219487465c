import fs from 'node:fs';
import Database from 'better-sqlite3';
import type {Page} from '@playwright/test';
import {e2eDatabase} from '../../playwright.config';
import {test, expect, gotoHydrated, replaceLiveCode, waitForHydration} from './fixtures';

/** Records every CSP violation the page reports, from the first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {__cspViolations: string[]}).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as {__cspViolations: string[]}).__cspViolations ?? [])),
  ];
}

test.describe('content security policy on the production pages', () => {
  for (const path of ['/', '/landing', '/documentation/getting-started', '/es/']) {
    test(`${path} runs with no CSP violation`, async ({page}) => {
      const violations = await watchCsp(page);
      const response = await page.goto(path);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'self' 'sha256-/);
      expect(/script-src [^;]*/.exec(csp)?.[0]).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      await waitForHydration(page);
      // Theme switch and scrolling exercise the inline theme script's effects and lazy chunks.
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });
  }

  test('the live code editor runs on the integration guide, and search works, without violations', async ({page}) => {
    const violations = await watchCsp(page);
    await gotoHydrated(page, '/documentation/integration');
    // The live editor (react-live, which evaluates code) starts when the reader starts editing.
    await page.getByRole('textbox', {name: /Live code editor/}).first().focus();
    await expect(page.locator('[class*="playgroundPreview"]').first()).toBeVisible();
    const search = page.getByRole('searchbox').or(page.getByPlaceholder(/search/i)).first();
    if (await search.isVisible()) {
      await search.fill('security');
      await page.waitForTimeout(1500);
    }
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
});

test('the landing page white paper form downloads the PDF and records the request', async ({page}) => {
  const email = `grace+${Date.now()}@example.com`;
  await gotoHydrated(page, '/landing');
  const form = page.locator('#white-paper');
  await form.getByLabel(/First Name/).fill('Grace');
  await form.getByLabel(/Last Name/).fill('Hopper');
  await form.getByLabel(/Business Email/).fill(email);
  await form.getByLabel(/Company Name/).fill('Compilers Inc');
  await form.getByLabel(/Company Size/).selectOption('51-200');
  await form.getByLabel(/newsletter/).check();

  const downloadStarted = page.waitForEvent('download');
  await form.getByRole('button', {name: 'Download White Paper'}).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('ai-vs-human-support-agents-benchmark.pdf');
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(form.getByRole('status')).toContainText('Your download has started');

  const db = new Database(e2eDatabase, {readonly: true, fileMustExist: true});
  try {
    expect(db.prepare('select user_name, company_size, subscribe from white_paper_requests where email = ?').all(email)).toEqual([
      {user_name: 'Grace Hopper', company_size: '51-200', subscribe: 1},
    ]);
    expect(db.prepare('select count(*) as n from newsletter_subscriptions where email = ?').get(email)).toEqual({n: 1});
  } finally {
    db.close();
  }
});

test('the landing form explains a refusal without leaving the page', async ({page}) => {
  await gotoHydrated(page, '/landing');
  const form = page.locator('#white-paper');
  await form.getByRole('button', {name: 'Download White Paper'}).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields');
  await expect(form.getByLabel(/First Name/)).toBeFocused();
});

test('the live editor works when the docs are reached by an in-app link from a marketing page', async ({page}) => {
  // The integration guide is the longest docs page; its preview loads the real widget's code as
  // it nears the viewport and editing loads react-live: three downloads after a heavy hydration,
  // a marketing page before it. The policy change needs two real page loads.
  test.slow();
  // The marketing page's policy has no 'unsafe-eval'; entering the docs must load their own.
  // The integration solution's page links straight to the guide: two page loads, not three.
  await gotoHydrated(page, '/solutions/seamless-integration');
  await page.getByRole('main').getByRole('link', {name: 'Read the Integration Guide'}).first().click();
  await page.waitForURL('**/documentation/integration**');
  const preview = page.getByRole('group', {name: 'Chat widget preview'});
  await replaceLiveCode(page, '<WidgetPreview data-welcome-message="Hello from an in-app visit" />');
  await expect(preview.getByText('Hello from an in-app visit')).toBeVisible();
});
