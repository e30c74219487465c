import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, axeViolations, buildDir, pagesOfBuild, sitemapFiles, sitemapPages} from './fixtures';

/**
 * Accessibility of every public page (issue 5 §3, WCAG 2.2 AA): each page listed in the
 * sitemaps of both locales answers 200, hydrates without a console error, has exactly one h1 and
 * axe-core finds no WCAG 2.2 AA violation nor any failure of the further rules Lighthouse's
 * accessibility score runs (issue 10 §5: score 100), in light and in dark mode (the site follows
 * prefers-color-scheme). One test per page, so pages run in parallel and a failure names its page.
 *
 * Playwright needs the list of tests before the server runs, so the pages are read from the
 * sitemaps of the build the server publishes (BUILD_DIR, as the server resolves it); a separate
 * test checks that the server answers exactly those sitemaps.
 */

const colorSchemes = ['light', 'dark'] as const;
const pages = pagesOfBuild();

/** Navigates with the given color scheme and returns the document's HTTP status. */
async function openInScheme(page: Page, pagePath: string, scheme: (typeof colorSchemes)[number]): Promise<number> {
  await page.emulateMedia({colorScheme: scheme});
  const documentResponse = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && response.frame() === page.mainFrame(),
  );
  await gotoHydrated(page, pagePath);
  return (await documentResponse).status();
}

test.describe('accessibility of every page in the sitemaps', () => {
  // Two loads and two axe scans per page: a docs page with many code tokens takes axe ~20 s on
  // a busy 2-core machine (the contrast rule checks every token).
  test.describe.configure({timeout: 120_000});

  test('the server publishes the sitemaps these tests walk', async ({request}) => {
    expect(pages.length, `no sitemap in ${buildDir}: build the site first`).toBeGreaterThan(0);
    const served: string[] = [];
    for (const sitemap of sitemapFiles) {
      const response = await request.get(sitemap);
      expect(response.status(), `${sitemap} answers 200`).toBe(200);
      served.push(...sitemapPages(await response.text()));
    }
    expect([...new Set(served)].sort()).toEqual(pages);
  });

  for (const pagePath of pages) {
    test(`${pagePath}: 200, hydrates, one h1, no WCAG 2.2 AA violation in light and dark mode`, async ({page}) => {
      const violations: string[] = [];
      for (const scheme of colorSchemes) {
        expect(await openInScheme(page, pagePath, scheme), `${pagePath} answers 200`).toBe(200);
        await expect(page.locator('html'), `the site follows prefers-color-scheme: ${scheme}`).toHaveAttribute(
          'data-theme',
          scheme,
        );
        await expect(page.locator('h1'), 'exactly one h1').toHaveCount(1);
        violations.push(...(await axeViolations(page, scheme)));
      }
      expect(violations, `WCAG 2.2 AA violations on ${pagePath}`).toEqual([]);
    });
  }
});

test.describe('crawler mode (SPEC §1, §4): hidden content is shown to search bots', () => {
  const faqAnswer = /^No\. It answers administrative questions from the content you approve/;
  const onboardingTitle = 'Get every new user to their first result';

  test.describe('for Googlebot', () => {
    test.use({userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'});

    test('an FAQ answer on /industry/healthcare is visible without opening its question', async ({page}) => {
      await gotoHydrated(page, '/industry/healthcare');
      await expect(page.locator('html')).toHaveAttribute('data-crawler', 'true');
      await expect(page.getByText(faqAnswer)).toBeVisible();
    });

    test('the non-default Onboarding tab panel on /industry/technology is visible', async ({page}) => {
      await gotoHydrated(page, '/industry/technology');
      await expect(page.getByRole('tab', {name: 'Support'})).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(onboardingTitle)).toBeVisible();
    });
  });

  // The same content stays collapsed for people, so the checks above prove crawler mode did it.
  test('for a person the same FAQ answer and tab panel start hidden', async ({page}) => {
    await gotoHydrated(page, '/industry/healthcare');
    await expect(page.getByText(faqAnswer)).toBeHidden();
    await gotoHydrated(page, '/industry/technology');
    await expect(page.getByText(onboardingTitle)).toBeHidden();
  });
});
