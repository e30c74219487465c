import {test as base, expect, type Page} from '@playwright/test';

type Fixtures = {
  /** Console messages a test expects (e.g. the 404 page's failed document load). */
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
};

/**
 * Every test fails on a console error or an uncaught exception: a page that hydrates with an
 * error is broken even when it looks right.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], {option: true}],
  consoleErrors: [
    async ({page, allowedConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Waits until React has hydrated the prerendered page, so clicks reach React handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}
