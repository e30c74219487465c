import type {Page} from '@playwright/test';
import {test, sharedPageTest, expect, gotoHydrated, axeViolations, buildDir, pagesOfBuild, sitemapFiles, sitemapPages} from './fixtures';

/**
 * Every public page (issue 5 §3, WCAG 2.2 AA): each page listed in the sitemaps of both locales
 * answers 200, hydrates without a console error, has exactly one h1, reflows without scrolling
 * sideways on a phone or a tablet (WCAG 1.4.10; issue 10: /es/landing was 6 px and
 * /documentation/api-reference 120 px wider than a 390 px screen), and axe-core finds no WCAG 2.2
 * AA violation nor any failure of the further rules Lighthouse's accessibility score runs
 * (issue 10 §5: score 100), in dark and in light mode (the site follows prefers-color-scheme).
 * One test per page, so pages run in parallel and a failure names its page; each page is loaded
 * once and resized and recoloured in place.
 *
 * Playwright needs the list of tests before the server runs, so the pages are read from the
 * sitemaps of the build the server publishes (BUILD_DIR, as the server resolves it); a separate
 * test checks that the server answers exactly those sitemaps.
 */

const widths = [390, 320, 768] as const;

/** The elements that stick out past the right edge, to say what to fix. */
function widestElements(width: number): string[] {
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
      typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''
    }`;
  return [...document.body.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > width + 0.5)
    .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 0.5)
    .slice(0, 3)
    .map((element) => `${describe(element)} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`);
}

const pages = pagesOfBuild();

/** An API reference operation page: `/es?/documentation/<version>?/api-reference/<operation>`. */
const operationPage = /^(\/es)?\/documentation(\/\d+\.\d+)?\/api-reference\/[^/]+$/;

/**
 * The operation pages are one generated template filled with each operation's words, so their
 * colours are the template's: the first of each language and version is scanned in both colour
 * schemes, the others in dark only (every rule but contrast looks at the same markup whatever
 * the scheme). A second scan per page was a tenth of this file's time (issue 18).
 */
const bothSchemes = new Set(
  pages.filter((pagePath) => {
    const match = operationPage.exec(pagePath);
    if (!match) return true;
    const sameTemplate = (other: string) => operationPage.exec(other)?.slice(1, 3).join() === match.slice(1, 3).join();
    return pages.find(sameTemplate) === pagePath;
  }),
);

/** Navigates with the given color scheme and returns the document's HTTP status. */
async function openInScheme(page: Page, pagePath: string, scheme: 'light' | 'dark'): Promise<number> {
  await page.emulateMedia({colorScheme: scheme});
  const documentResponse = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && response.frame() === page.mainFrame(),
  );
  await gotoHydrated(page, pagePath);
  return (await documentResponse).status();
}

test.describe('accessibility of every page in the sitemaps', () => {
  // One load and two axe scans per page: about 5 s on an idle 2-core machine. The page opens in
  // dark mode (the scheme a page must pick up from the system before it paints), then switches
  // to light, as a reader's system can at any time.
  test.describe.configure({timeout: 60_000});

  test('the operation pages scanned in both schemes are one per language and version', () => {
    const representatives = [...bothSchemes].filter((pagePath) => operationPage.test(pagePath));
    expect(representatives).toEqual([
      '/documentation/1.0/api-reference/add-knowledge',
      '/documentation/api-reference/add-knowledge',
      '/es/documentation/1.0/api-reference/add-knowledge',
      '/es/documentation/api-reference/add-knowledge',
    ]);
    expect(pages.filter((pagePath) => operationPage.test(pagePath)).length).toBeGreaterThan(representatives.length);
  });

  // The scanner itself: a page made to break two rules (one only in dark) is caught, with axe
  // already in the page from a first scan, as every second scan of this file finds it.
  sharedPageTest('the scan finds what it must: an image without text, low contrast in dark mode', async ({page}) => {
    await gotoHydrated(page, '/accessibility');
    expect(await axeViolations(page, 'light', 'main')).toEqual([]);
    await page.locator('main').evaluate((main) => {
      main.insertAdjacentHTML('afterbegin', '<img src="/img/logo.svg" width="20" height="20"><p style="color: #333">Dim text</p>');
    });
    const found = await axeViolations(page, 'dark', 'main');
    expect(found.some((line) => line.startsWith('[dark] image-alt'))).toBe(true);
    expect(found.some((line) => line.startsWith('[dark] color-contrast'))).toBe(true);
  });

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

  // Each test only loads its page and reads it, so all of them share one tab per worker.
  for (const pagePath of pages) {
    const schemes = bothSchemes.has(pagePath) ? 'dark and light mode' : 'dark mode (its template in light too)';
    sharedPageTest(`${pagePath}: 200, hydrates, one h1, fits 320-768 px, no WCAG 2.2 AA violation in ${schemes}`, async ({page}) => {
      expect(await openInScheme(page, pagePath, 'dark'), `${pagePath} answers 200`).toBe(200);
      await expect(page.locator('html'), 'the site follows prefers-color-scheme').toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('h1'), 'exactly one h1').toHaveCount(1);

      const desktop = page.viewportSize()!;
      const overflows: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({width, height: 844});
        const {scrollWidth, innerWidth} = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(innerWidth).toBe(width);
        if (scrollWidth > innerWidth) {
          const culprits = await page.evaluate(widestElements, width);
          overflows.push(`at ${width} px: ${scrollWidth} px wide; ${culprits.join(', ')}`);
        }
      }
      expect(overflows, `${pagePath} is wider than the screen`).toEqual([]);
      await page.setViewportSize(desktop);

      const violations = await axeViolations(page, 'dark');
      if (bothSchemes.has(pagePath)) violations.push(...(await axeViolations(page, 'light')));
      expect(violations, `WCAG 2.2 AA violations on ${pagePath}`).toEqual([]);
    });
  }
});

test.describe('crawler mode (SPEC §1, §4): hidden content is shown to search bots', () => {
  // /industry/technology has both kinds of hidden content, so each side is one page load.
  const faqAnswer = /^Technology companies resolve 80% of tickets automatically/;
  const onboardingTitle = 'Get every new user to their first result';

  test.describe('for Googlebot', () => {
    test.use({userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'});

    test('on /industry/technology an FAQ answer and the non-default Onboarding tab panel are visible', async ({page}) => {
      await gotoHydrated(page, '/industry/technology');
      await expect(page.locator('html')).toHaveAttribute('data-crawler', 'true');
      await expect(page.getByText(faqAnswer)).toBeVisible();
      await expect(page.getByRole('tab', {name: 'Support'})).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(onboardingTitle)).toBeVisible();
    });
  });

  // The same content stays collapsed for people, so the checks above prove crawler mode did it.
  test('for a person the same FAQ answer and tab panel start hidden', async ({page}) => {
    await gotoHydrated(page, '/industry/technology');
    await expect(page.locator('html')).not.toHaveAttribute('data-crawler', 'true');
    await expect(page.getByText(faqAnswer)).toBeHidden();
    await expect(page.getByText(onboardingTitle)).toBeHidden();
  });
});
