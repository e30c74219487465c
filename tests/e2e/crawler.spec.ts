import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * Crawler mode (SPEC §1, §4): a search bot gets the static version of every page, in which no
 * disclosure is collapsed: no closed <details>, no aria-expanded="false" header whose panel is
 * hidden, no hidden tab panel. The same pages seen by a person start with collapsed content, which
 * proves the check finds what it looks for.
 */
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const pages = [
  '/documentation/integration',
  '/pricing',
  '/partners',
  '/industry/healthcare',
  '/industry/technology',
  '/use-cases/process-automation',
  '/documentation/security',
];

/** Collapsed disclosures inside the page content (<main>), each described for the failure message. */
async function collapsedDisclosures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 60)}"`;
    const isShown = (element: Element) => element.checkVisibility();
    const main = document.querySelector('main');
    if (!main) return ['no <main> on the page'];
    const found: string[] = [];
    main.querySelectorAll('details').forEach((details) => {
      const body = details.lastElementChild;
      if (!details.open || (body && body.tagName !== 'SUMMARY' && !isShown(body))) {
        found.push(`closed ${describe(details)}`);
      }
    });
    main.querySelectorAll('[aria-expanded="false"][aria-controls]').forEach((toggle) => {
      const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      if (panel && !isShown(panel)) found.push(`collapsed ${describe(toggle)}`);
    });
    main.querySelectorAll('[role="tabpanel"]').forEach((panel) => {
      if (!isShown(panel)) found.push(`hidden tab panel ${describe(panel)}`);
    });
    return found;
  });
}

test.describe('for Googlebot', () => {
  test.use({userAgent: GOOGLEBOT});

  for (const path of pages) {
    test(`${path}: every disclosure is open`, async ({page}) => {
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-crawler', 'true');
      await expect.poll(() => collapsedDisclosures(page)).toEqual([]);
    });
  }
});

test.describe('for a person', () => {
  for (const path of pages) {
    test(`${path}: starts with collapsed content`, async ({page}) => {
      await gotoHydrated(page, path);
      expect(await collapsedDisclosures(page)).not.toEqual([]);
    });
  }
});
