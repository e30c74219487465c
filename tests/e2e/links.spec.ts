import {test, expect, gotoHydrated} from './fixtures';

/**
 * Every link's text says where it goes (issue 10: SEO 92 on /blog for its "Read more" links and
 * on /es/ for "Empezar"). Lighthouse's link-text audit reads a link's innerText, visually
 * hidden text included and aria-label not, and compares it with a list of generic phrases per
 * language; this does the same with its English and Spanish lists.
 */
const genericTexts = new Set([
  // Lighthouse 12 (core/audits/seo/link-text.js), English.
  'click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info',
  'more information', 'right here', 'read more', 'see more', 'start', 'this',
  // Lighthouse 12, Spanish.
  'click aquí', 'click aqui', 'clicka aquí', 'clicka aqui', 'pincha aquí', 'pincha aqui', 'aquí', 'aqui',
  'más', 'mas', 'más información', 'más informacion', 'mas información', 'mas informacion', 'este',
  'enlace', 'este enlace', 'empezar',
  // Same idea, phrased as our copy would.
  'haga clic aquí', 'leer más', 'ver más', 'saber más', 'comenzar',
]);

const pages = ['/', '/es/', '/blog', '/es/blog', '/pricing', '/es/pricing'];

for (const path of pages) {
  test(`every link on ${path} says where it goes`, async ({page}) => {
    await gotoHydrated(page, path);
    const links = await page.locator('a[href]').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        text: (anchor as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
        href: anchor.getAttribute('href') ?? '',
      })),
    );
    expect(links.length).toBeGreaterThan(10);
    const generic = links
      .filter(({href}) => !href.startsWith('#') && !href.startsWith('mailto:'))
      .filter(({text}) => genericTexts.has(text.toLowerCase()))
      .map(({text, href}) => `"${text}" -> ${href}`);
    expect(generic, `links with generic text on ${path}`).toEqual([]);
  });
}
