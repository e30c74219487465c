import {test, expect, gotoHydrated, pagesOfBuild} from './fixtures';

/**
 * No page scrolls sideways on a phone or a tablet (issue 10: /es/landing was 6 px and
 * /documentation/api-reference 120 px wider than a 390 px screen). Every page of both
 * sitemaps is loaded once, hydrated, and measured at each width by resizing the same page,
 * so the whole walk stays within a couple of minutes on two cores.
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

test('no page of either locale scrolls sideways at 320, 390 or 768 px', async ({page}) => {
  test.setTimeout(240_000);
  const paths = pagesOfBuild();
  expect(paths.length).toBeGreaterThan(40);
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({width: widths[0], height: 844});
    await gotoHydrated(page, path);
    for (const width of widths) {
      await page.setViewportSize({width, height: 844});
      const {scrollWidth, innerWidth} = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(innerWidth).toBe(width);
      if (scrollWidth > innerWidth) {
        const culprits = await page.evaluate(widestElements, width);
        problems.push(`${path} at ${width} px: ${scrollWidth} px wide; ${culprits.join(', ')}`);
      }
    }
  }
  expect(problems, 'pages wider than the screen').toEqual([]);
});
