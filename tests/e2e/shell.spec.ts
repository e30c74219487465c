import {test, expect, blockBundle, gotoHydrated, holdBundle, waitForHydration} from './fixtures';

test.describe('header', () => {
  test('the Solutions mega menu works by keyboard', async ({page}) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', {name: 'Solutions'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menuId = await toggle.getAttribute('aria-controls');
    const menu = page.locator(`[id="${menuId}"]`);
    await expect(menu.getByText('Solutions by Function')).toBeVisible();
    await expect(menu.getByText('Solutions by Industry')).toBeVisible();
    await expect(menu.getByRole('link', {name: /Business Services/})).toHaveAttribute(
      'href',
      '/industry/business-services',
    );
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('the mega menu opens by mouse and closes on a click outside', async ({page}) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', {name: 'Solutions'});
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = await page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`).boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(900);
    await page.mouse.click(10, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Login and Get Started open the external pages in a new tab', async ({page}) => {
    await gotoHydrated(page, '/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    for (const name of [/^Login/, /^Get Started/]) {
      const link = navbar.getByRole('link', {name}).first();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
    }
  });

  test('the header gains a shadow once scrolled past 10 px', async ({page}) => {
    await gotoHydrated(page, '/');
    const navbar = page.locator('nav.navbar');
    const shadow = () => navbar.evaluate((el) => getComputedStyle(el).boxShadow);
    const atTop = await shadow();
    await page.mouse.wheel(0, 400);
    await expect.poll(shadow).not.toBe(atTop);
    await expect.poll(() => navbar.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  });

  test('the mobile menu locks page scrolling while open and Escape closes it', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', {name: /toggle navigation/i});
    await toggle.click();
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    await expect.poll(overflow).toBe('hidden');
    await expect(page.getByRole('link', {name: 'Pricing'}).last()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect.poll(overflow).not.toBe('hidden');
    await expect(toggle).toBeFocused();
  });
});

test('the footer shows contact links, socials and the current year', async ({page}) => {
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
  for (const network of ['Twitter', 'LinkedIn', 'Facebook', 'Instagram']) {
    await expect(footer.getByRole('link', {name: new RegExp(network)})).toBeVisible();
  }
  await expect(footer).toContainText(String(new Date().getFullYear()));
});

for (const [legacy, target] of [
  ['/#/landing', '/landing'],
  ['/es/#/pricing', '/es/pricing'],
]) {
  test(`a legacy hash link ${legacy} lands on the real page ${target}`, async ({page}) => {
    await page.goto(legacy);
    await page.waitForURL((url) => url.pathname === target && url.hash === '', {timeout: 10_000});
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
}

test.describe('not found', () => {
  test.use({allowedConsoleErrors: [/status of 404/]});

  // Unknown docs addresses hydrate the docs route over 404.html: its header must match, or React
  // reports a hydration error (#418), which the console fixture fails on (issue 20 §1).
  for (const [path, title] of [
    ['/no-such-page', 'Page Not Found'],
    ['/es/no-existe', 'Página No Encontrada'],
    ['/documentation/no-such-page', 'Page Not Found'],
    ['/es/documentation/1.0/no-existe', 'Página No Encontrada'],
  ]) {
    test(`${path} answers 404 with the not-found page`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // The served HTML's title, then the one React keeps once hydrated: a hydration error
      // (#418) is logged before hydration ends, so the console fixture sees it.
      expect(await response?.text()).toMatch(new RegExp(`<title[^>]*>${title} \\| AgentWorks</title>`));
      await waitForHydration(page);
      await expect(page).toHaveTitle(`${title} | AgentWorks`);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(page.getByText('404', {exact: true})).toBeVisible();
      await expect(page.getByText(path)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }
});

test('the Spanish home page is in Spanish', async ({page}) => {
  await gotoHydrated(page, '/es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(
    'Make Your Business Smarter with AI',
  );
  await expect(page.getByRole('button', {name: 'Soluciones'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Precios'}).first()).toBeVisible();
});

test.describe('loading', () => {
  // src/config/ssrTemplate.ts: the prerendered HTML paints before the bundle is evaluated.
  for (const path of ['/', '/pricing', '/documentation/getting-started']) {
    test(`${path} paints its prerendered HTML before the bundle runs, then hydrates`, async ({page}) => {
      // The client entry sets window.docusaurus first thing: note when that happens.
      await page.addInitScript(() => {
        let value: unknown;
        Object.defineProperty(window, 'docusaurus', {
          configurable: true,
          get: () => value,
          set: (next) => {
            (window as unknown as {bundleStartedAt?: number}).bundleStartedAt ??= performance.now();
            value = next;
          },
        });
      });
      await gotoHydrated(page, path);
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        bundleStarted: (window as unknown as {bundleStartedAt?: number}).bundleStartedAt,
      }));
      expect(timing.firstPaint, 'a first contentful paint is reported').toBeGreaterThan(0);
      expect(timing.bundleStarted, 'the bundle ran').toBeGreaterThan(0);
      expect(timing.bundleStarted!).toBeGreaterThanOrEqual(timing.firstPaint!);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }
});

test.describe('locale switch', () => {
  const from = '/pricing?plan=pro#faq';
  const expected = '/es/pricing?plan=pro#faq';

  test('keeps the query string and the hash after hydration', async ({page}) => {
    await gotoHydrated(page, from);
    await expect(page.locator('nav.navbar a[lang="es-ES"]').first()).toHaveAttribute('href', expected);
  });

  test.describe('without the bundle', () => {
    test.use({allowedConsoleErrors: [/net::ERR_FAILED/]});

    test('keeps the query string and the hash before hydration', async ({page}) => {
    // The bundle never arrives: the prerendered header alone must do it.
    await blockBundle(page);
    await page.goto(from);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navbar.locator('.dropdown:has(a[lang])').hover();
    await navbar.getByRole('link', {name: 'Español'}).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === expected, {
      waitUntil: 'commit',
    });
    });
  });
});

test.describe('docs version picker', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const [path, shown] of [
    ['/', false],
    ['/pricing', false],
    ['/documentation/getting-started', true],
  ] as const) {
    test(`the mobile menu ${shown ? 'offers' : 'leaves out'} the docs versions on ${path}`, async ({page}) => {
      await gotoHydrated(page, path);
      await page.getByRole('button', {name: /toggle navigation/i}).click();
      const sidebar = page.locator('.navbar-sidebar');
      await expect(sidebar.getByRole('link', {name: 'Pricing'})).toBeVisible();
      await expect(sidebar.getByText('Versions', {exact: true})).toHaveCount(shown ? 1 : 0);
    });
  }
});

test.describe('header controls before hydration', () => {
  // The bundle never arrives: only the prerendered HTML and its inline scripts run.
  test.use({allowedConsoleErrors: [/net::ERR_FAILED/]});
  test.beforeEach(async ({page}) => blockBundle(page));

  test('the mobile menu opens at the first tap, locks scrolling and closes on Escape', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    const toggle = page.getByRole('button', {name: /toggle navigation/i});
    await toggle.click();
    // The open menu covers the bar, whose controls leave the accessibility tree meanwhile.
    await expect(page.locator('.navbar__toggle')).toHaveAttribute('aria-expanded', 'true');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', {name: 'Pricing'})).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await sidebar.getByRole('button', {name: 'Solutions'}).click();
    await expect(sidebar.getByRole('link', {name: /Business Services/})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar.getByRole('link', {name: 'Pricing'})).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('the Solutions menu opens by tap or keyboard and closes on Escape or a tap outside', async ({page}) => {
    await page.goto('/');
    const toggle = page.getByRole('button', {name: 'Solutions'});
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByText('Solutions by Industry')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.mouse.click(10, 700);
    await expect(menu).toBeHidden();
  });
});

test('a menu opened before hydration stays open, then React closes it', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  const release = await holdBundle(page);
  await page.goto('/', {waitUntil: 'domcontentloaded'});
  const toggle = page.getByRole('button', {name: /toggle navigation/i});
  await toggle.click();
  const pricing = page.locator('.navbar-sidebar').getByRole('link', {name: 'Pricing'});
  await expect(pricing).toBeVisible();
  release();
  await waitForHydration(page);
  await expect(pricing).toBeVisible();
  await expect(page.locator('.navbar__toggle')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(pricing).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(pricing).toBeVisible();
});

test.describe('desktop header just above the mobile breakpoint', () => {
  // The Spanish labels are longer; the docs bar also carries the version picker.
  const pages = ['/es/documentation/getting-started', '/es/pricing'];
  for (const path of pages) {
    for (const width of [1000, 1100]) {
      test(`no two header items overlap on ${path} at ${width} px`, async ({page}) => {
        await page.setViewportSize({width, height: 800});
        await gotoHydrated(page, path);
        const navbar = page.getByRole('navigation', {name: 'Principal'});
        await expect(navbar.getByRole('link', {name: /^Empiece ahora/})).toBeVisible();
        await expect(navbar.getByRole('button', {name: 'Español'})).toBeVisible();
        const problems = await page.evaluate(() => {
          const items = [
            ...document.querySelectorAll<HTMLElement>(
              '.navbar__inner .navbar__brand, .navbar__inner .navbar__items > :not(.navbar__toggle)',
            ),
          ].filter((item) => item.getClientRects().length > 0);
          const name = (item: HTMLElement) => item.innerText.trim() || item.className;
          const found: string[] = [];
          items.forEach((item, index) => {
            const box = item.getBoundingClientRect();
            if (box.right > window.innerWidth) found.push(`${name(item)} ends past the screen`);
            for (const other of items.slice(index + 1)) {
              const next = other.getBoundingClientRect();
              const overlaps =
                box.left < next.right - 0.5 && next.left < box.right - 0.5 &&
                box.top < next.bottom - 0.5 && next.top < box.bottom - 0.5;
              if (overlaps) found.push(`${name(item)} overlaps ${name(other)}`);
            }
          });
          // The left group must end before the right group starts (it may overflow its box).
          const [left, right] = ['.navbar__items:not(.navbar__items--right)', '.navbar__items--right'].map(
            (selector) => document.querySelector<HTMLElement>(`.navbar__inner ${selector}`)!,
          );
          const leftEnd = Math.max(...[...left.children].map((child) => child.getBoundingClientRect().right));
          const rightStart = Math.min(
            ...[...right.children].filter((child) => child.getClientRects().length > 0).map((child) => child.getBoundingClientRect().left),
          );
          if (leftEnd > rightStart + 0.5) found.push(`left items end at ${leftEnd} px, right items start at ${rightStart} px`);
          return found;
        });
        expect(problems).toEqual([]);
      });
    }
  }
});

// Issue 20 §2: 'Explore Solutions' used to wrap under the two buttons at 1366 px, its text 16 px
// in from their edges. The prerendered layout is enough: no hydration needed.
test("the home hero's three controls share a line on a laptop and line up wherever they wrap", async ({page}) => {
  await page.goto('/');
  const controls = page.locator('header [class*="actions"] > a');
  await expect(controls).toHaveCount(3);
  const layout = () =>
    controls.evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        const text = document.createRange();
        text.selectNodeContents(link);
        return {top: Math.round(box.top), left: Math.round(box.left), width: Math.round(box.width), textLeft: Math.round(text.getBoundingClientRect().left)};
      }),
    );
  for (const width of [1366, 1024, 600, 390]) {
    await page.setViewportSize({width, height: 900});
    const [first, ...rest] = await layout();
    if (width === 1366) expect(rest.map((control) => control.top)).toEqual([first.top, first.top]);
    for (const control of rest) {
      if (control.top === first.top) continue;
      // A control that starts a line starts where the first one does; on phones each is full width.
      expect(control.left, `at ${width} px`).toBe(first.left);
      if (control.width < first.width) expect(control.textLeft, `at ${width} px`).toBe(first.left);
    }
  }
});

// Issue 20 §2: with scripts off the theme's menu button can do nothing; a link takes its place.
test.describe('the phone menu with JavaScript off', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 390, height: 844}});

  test('the menu link opens the menu with the Solutions links shown, and the close link closes it', async ({page}) => {
    await page.goto('/pricing');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.getByRole('button', {name: /toggle navigation/i})).toBeHidden();
    // The chat needs scripts too: its launcher is not offered.
    await expect(page.getByRole('button', {name: 'Chat with our assistant'})).toBeHidden();
    await expect(sidebar.getByRole('link', {name: 'Pricing'})).toBeHidden();
    await page.getByRole('link', {name: /toggle navigation/i}).click();
    await expect(sidebar.getByRole('link', {name: 'Pricing'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: /Business Services/})).toBeVisible();
    await sidebar.getByRole('link', {name: /close navigation/i}).click();
    await expect(sidebar.getByRole('link', {name: 'Pricing'})).toBeHidden();
  });
});
