import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import {test as base, devices, expect, type APIRequestContext, type ConsoleMessage, type Page} from '@playwright/test';
import {parse, type HTMLElement} from 'node-html-parser';
import {company} from '../../src/config/site';

type Fixtures = {
  /** Console messages a test expects (e.g. the 404 page's failed document load). */
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
};

type WorkerFixtures = {
  /**
   * One browser tab per worker, for tests that each only load a page and read it (the sweep of
   * every sitemap page): a new context per test opens a new browser window, which costs Chromium
   * about a second of CPU (its window UI starts each time) on top of the page itself.
   */
  workerPage: Page;
};

/**
 * Every test fails on a console error or an uncaught exception: a page that hydrates with an
 * error is broken even when it looks right.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  allowedConsoleErrors: [[], {option: true}],
  consoleErrors: [
    async ({page, allowedConsoleErrors}, use) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      };
      const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use(errors);
      // The page may outlive the test (workerPage): the next test listens for itself.
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
  workerPage: [
    async ({browser}, use, workerInfo) => {
      const {baseURL} = workerInfo.project.use;
      const context = await browser.newContext({...devices['Desktop Chrome'], baseURL});
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
});

/** Tests whose `page` is the worker's one tab (see workerPage): they must leave no state behind. */
export const sharedPageTest = test.extend<{page: Page}>({
  page: async ({workerPage}, use) => {
    // A test that failed half-way may have left the tab at a phone's width.
    await workerPage.setViewportSize(devices['Desktop Chrome'].viewport);
    await use(workerPage);
  },
});

export {expect};

/** Waits until React has hydrated the prerendered page, so clicks reach React handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

export async function gotoHydrated(page: Page, sitePath: string): Promise<void> {
  await page.goto(sitePath);
  await waitForHydration(page);
}

/** The bundle never arrives: only the prerendered HTML and its inline scripts run. */
export async function blockBundle(page: Page): Promise<void> {
  await page.route('**/assets/js/**', (route) => route.abort());
}

/** Holds the bundle back until the returned function is called, to act before hydration. */
export async function holdBundle(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/js/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Built HTML as a browser reads it: the minifier leaves out optional end tags (`</li>`, `</p>`),
 * which node-html-parser would otherwise drop with what follows them.
 */
export function parseHtml(html: string): HTMLElement {
  return parse(html, {parseNoneClosedTags: true});
}

/**
 * A page as a crawler first reads it, over HTTP and without a browser: its status, its
 * prerendered HTML, the texts of its h1 elements (without the zero-width space of heading
 * anchors) and its lang. For checks of what the server sends, which need no page load.
 */
export async function prerendered(
  request: APIRequestContext,
  sitePath: string,
): Promise<{status: number; html: HTMLElement; h1s: string[]; lang: string | undefined}> {
  const response = await request.get(sitePath);
  const html = parseHtml(await response.text());
  return {
    status: response.status(),
    html,
    h1s: html.querySelectorAll('h1').map((h1) => h1.text.replace(/\u200b/g, '').trim()),
    lang: html.querySelector('html')?.getAttribute('lang'),
  };
}

export const sitemapFiles = ['/sitemap.xml', '/es/sitemap.xml'];
const production = new URL(company.url).origin;

/** Site paths of the <loc> entries of a sitemap, with the production origin removed. */
export function sitemapPages(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((match) => {
    const url = new URL(match[1].replace(/&amp;/g, '&'));
    if (url.origin !== production) throw new Error(`sitemap entry ${url.href} is not on ${production}`);
    return `${url.pathname}${url.search}`;
  });
}

/** The build the server publishes (BUILD_DIR, as the server resolves it). */
export const buildDir = path.resolve(__dirname, '../..', process.env.BUILD_DIR ?? 'build');

/**
 * Every page of both sitemaps of that build, read before the server runs (Playwright needs
 * the list of tests first); a11y.spec checks that the server answers exactly these sitemaps.
 */
export function pagesOfBuild(): string[] {
  const pages = sitemapFiles.flatMap((sitemap) => {
    const file = path.join(buildDir, sitemap);
    return existsSync(file) ? sitemapPages(readFileSync(file, 'utf8')) : [];
  });
  return [...new Set(pages)].sort();
}

/** The WCAG 2.2 AA rule sets axe checks (issue 5 §3). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules outside those tags that Lighthouse's accessibility score also runs (the ones its
 * gatherer, lighthouse/core/gather/gatherers/accessibility.js, turns on): mostly axe's
 * best practices, such as heading-order and landmark-one-main.
 */
const lighthouseExtraRules = [
  'accesskeys', 'aria-allowed-role', 'aria-conditional-attr', 'aria-deprecated-role', 'aria-dialog-name',
  'aria-prohibited-attr', 'aria-treeitem-name', 'aria-text', 'empty-heading', 'heading-order',
  'html-xml-lang-mismatch', 'identical-links-same-purpose', 'image-redundant-alt', 'input-button-name',
  'label-content-name-mismatch', 'landmark-one-main', 'link-in-text-block', 'meta-viewport', 'select-name',
  'skip-link', 'tabindex', 'table-duplicate-name', 'table-fake-caption', 'target-size', 'td-has-header',
];

type AxeViolation = axe.Result;

/** One readable line per violation and offending element: rule, impact, target and axe's reason. */
function describeViolations(scheme: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const reason = (node.failureSummary ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !/^Fix (any|all) of the following:$/.test(line))
        .join(' / ');
      return `[${scheme}] ${violation.id} (${violation.impact ?? 'n/a'}) ${node.target.join(' ')}: ${violation.help}. ${reason}`;
    }),
  );
}

const axeScanAllowanceMs = 15_000;

/**
 * axe-core's violations of `options` on the page as it is now. axe is put into the page once per
 * document and stays for the next scan (a second colour scheme, a state the test brought about):
 * evaluating its half-megabyte source again was a third of every scan (issue 18). axe.run in the
 * page itself: our pages have no cross-origin frames to reach. `include` limits the scan to the
 * elements that match a CSS selector.
 */
export async function axeScan(page: Page, options: axe.RunOptions, include?: string): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as {axe?: unknown}).axe === 'object');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    ({selector, runOptions}) =>
      (window as unknown as {axe: typeof axe}).axe
        .run(selector ? {include: [selector]} : document, runOptions)
        .then((results) => results.violations),
    // Only violations are read: axe then skips serialising every passing node (issue 18).
    {selector: include ?? null, runOptions: {...options, resultTypes: ['violations'] as axe.resultGroups[]}},
  );
}

/**
 * axe's WCAG 2.2 AA findings, plus the rules Lighthouse's score adds, on the page as it is now
 * in the given colour scheme (emulated here, so call it after the page has loaded). `include`
 * limits the scan to one part (a CSS selector) when the rest of the page is the same as on a
 * page that a11y.spec.ts scans whole: a state the test brought about, such as a filled form.
 */
export async function axeViolations(page: Page, scheme: 'light' | 'dark', include?: string): Promise<string[]> {
  // A scan takes 1-2 s on an idle machine and many times that on a busy one: each scan brings
  // its own allowance, so a test with six scans does not run out of the default 30 s.
  base.info().setTimeout(base.info().timeout + axeScanAllowanceMs);
  // Colours change with transitions (buttons: 200 ms): axe must see the end state, not a frame
  // half-way between light and dark.
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; animation: none !important; }'});
  await page.emulateMedia({colorScheme: scheme});
  // The site follows prefers-color-scheme: wait until the theme has switched.
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  const violations = await axeScan(
    page,
    {
      runOnly: {type: 'tag', values: wcagTags},
      rules: Object.fromEntries(lighthouseExtraRules.map((rule) => [rule, {enabled: true}])),
    },
    include,
  );
  return describeViolations(scheme, violations);
}

/**
 * Replaces the code of the integration guide's live editor as a reader does: a click, then typing. Focus
 * loads the live editor (react-live), which takes over the text and the caret; typing during
 * that swap could be lost on a busy machine (CI runs did): wait until it is live (only it has
 * the Reset button) and has the focus back.
 */
export async function replaceLiveCode(page: Page, code: string): Promise<void> {
  const editor = page.getByRole('textbox', {name: /Live code editor/});
  // The preview is the real widget, whose code comes when it nears the viewport: edit once it is
  // there, so its arrival does not re-render the editor half-way through the typing.
  // After an in-app navigation the page may still be replacing the preview: try again until the
  // one that stays is scrolled to.
  const preview = page.getByRole('group', {name: 'Chat widget preview'});
  await expect(async () => {
    await preview.scrollIntoViewIfNeeded({timeout: 1000});
    await expect(preview.getByRole('dialog', {name: 'Ask our assistant'})).toBeVisible({timeout: 1000});
  }).toPass();
  await editor.click();
  await expect(page.getByRole('button', {name: 'Reset code to original'})).toBeVisible();
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
  // The editor reads its content on key events, as when a reader types.
  await page.keyboard.press('End');
}
