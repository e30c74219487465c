import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, buildDir, pagesOfBuild, sitemapFiles, sitemapPages} from './fixtures';

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
const colorSchemes = ['light', 'dark'] as const;
const pages = pagesOfBuild();

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

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
        const results = await new AxeBuilder({page})
          .options({
            runOnly: {type: 'tag', values: wcagTags},
            rules: Object.fromEntries(lighthouseExtraRules.map((rule) => [rule, {enabled: true}])),
          })
          .analyze();
        violations.push(...describeViolations(scheme, results.violations));
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
