import {test, expect, gotoHydrated, prerendered} from './fixtures';

test.describe('case studies', () => {
  test('the industry tabs filter the case study cards', async ({page}) => {
    await gotoHydrated(page, '/case-studies');
    const stories = page.locator('#stories');
    const visibleCards = stories.getByRole('tabpanel').getByRole('article');

    await expect(stories.getByRole('tab', {name: 'All Industries'})).toHaveAttribute('aria-selected', 'true');
    const allCount = await visibleCards.count();
    const industries = await visibleCards.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-industry')));
    expect(new Set(industries).size, 'All Industries shows stories from every industry').toBe(8);

    await stories.getByRole('tab', {name: 'Healthcare'}).click();
    await expect(stories.getByRole('tab', {name: 'Healthcare'})).toHaveAttribute('aria-selected', 'true');
    await expect(visibleCards.first()).toHaveAttribute('data-industry', 'healthcare');
    const healthcare = await visibleCards.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-industry')));
    expect(healthcare.length).toBeGreaterThan(0);
    expect(healthcare.length).toBeLessThan(allCount);
    expect(healthcare.every((industry) => industry === 'healthcare')).toBe(true);
    await expect(page).toHaveURL(/[?&]industry=healthcare/);

    // Keyboard: the arrow keys move along the tablist, Enter selects.
    await stories.getByRole('tab', {name: 'Healthcare'}).press('ArrowRight');
    await expect(stories.getByRole('tab', {name: 'Retail'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(stories.getByRole('tab', {name: 'Retail'})).toHaveAttribute('aria-selected', 'true');
    await expect(visibleCards.first()).toHaveAttribute('data-industry', 'retail');
    await expect(stories.getByRole('tabpanel').locator('article:not([data-industry="retail"])')).toHaveCount(0);

    // Cards lead to the industry page, never to a dead link.
    const readMore = visibleCards.first().getByRole('link', {name: /AI agents for Retail/});
    await expect(readMore).toHaveAttribute('href', '/industry/retail');
  });
});

test.describe('pricing', () => {
  // Issue 20: "$3,588 facturados" sat beside "4176 US$". Every price of the Spanish page, the
  // cards, the comparison, the add-ons, the FAQ and the description, is written by Intl.
  test('the Spanish page writes every price the Spanish way', async ({request}) => {
    const {status, html} = await prerendered(request, '/es/pricing');
    expect(status).toBe(200);
    // The whole document's text (table cells run together: "3588 US$5388 US$").
    const text = html.text.replace(/\s+/g, ' ');
    expect(text).toContain('3588 US$ facturados anualmente');
    expect(text).toContain('Pro cuesta 299 US$/mes (3588 US$ facturados anualmente)');
    expect(text).toContain('CRM 19 US$/mes');
    expect(text.match(/(?<!US)\$\d[\d,.]*/g), 'prices written the English way').toBeNull();
    expect(html.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('desde 299\u00a0US$/mes');
  });

  // Issue 20: the site's figures ("85%", "desde $99", "de $5,000", "10-20%") sat beside "85 %"
  // and "4176 US$". The pages that quote them write them the Spanish way too, JSON-LD included.
  test('the Spanish pages that quote the site figures write them the Spanish way', async ({request}) => {
    const expected: Record<string, string[]> = {
      '/es/': ['85 %', '347 %', 'desde 99 US$'],
      '/es/landing': ['un 30 %', 'desde 99 US$', '5000 US$'],
      '/es/about-us': ['85 %', '347 %'],
      '/es/partners': ['10-20 %', '15-30 %'],
    };
    for (const [sitePath, figures] of Object.entries(expected)) {
      const {status, html} = await prerendered(request, sitePath);
      expect(status, sitePath).toBe(200);
      // \s also folds the no-break space Intl puts before a Spanish unit.
      const text = html.text.replace(/\s+/g, ' ');
      expect(text.match(/\d[\d,.]*%|(?<!US)\$\d[\d,.]*|\d{1,3}(?:,\d{3})+\b/g), `${sitePath}: figures written the English way`).toBeNull();
      for (const figure of figures) expect(text, sitePath).toContain(figure);
    }
  });

  test('shows the SPEC §9 plans with checkout links that open in a new tab', async ({page}) => {
    await gotoHydrated(page, '/pricing');
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    const plans = page.locator('#plans');
    await expect(plans.getByText('$299', {exact: true})).toBeVisible();
    await expect(plans.getByText('$3,588 billed annually')).toBeVisible();
    await expect(plans.getByText('$449', {exact: true})).toBeVisible();
    await expect(plans.getByText('$5,388 billed annually')).toBeVisible();
    await expect(plans.getByRole('heading', {name: 'Business (most popular plan)'})).toBeVisible();
    for (const link of await plans.getByRole('link', {name: /Get Started|Contact Sales/}).all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the white paper form opens, Cancel hides it, and a submission opens the PDF in a new tab', async ({page}) => {
    await gotoHydrated(page, '/pricing');
    const section = page.locator('#white-paper');
    const open = section.getByRole('button', {name: 'Get the White Paper'});
    const form = section.getByRole('form');

    await expect(form).toHaveCount(0);
    await open.click();
    await expect(form).toBeVisible();
    await expect(form.getByLabel(/First Name/)).toBeFocused();
    await form.getByRole('button', {name: 'Cancel'}).click();
    await expect(form).toHaveCount(0);
    await expect(open).toBeFocused();

    await open.click();
    await form.getByRole('button', {name: 'Download White Paper'}).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields');

    await form.getByLabel(/First Name/).fill('Ada');
    await form.getByLabel(/Last Name/).fill('Lovelace');
    await form.getByLabel(/Business Email/).fill(`ada+${Date.now()}@example.com`);
    await form.getByLabel(/Company Name/).fill('Analytical Engines');
    await form.getByLabel(/Company Size/).selectOption('11-50');

    // Hold the answer back a moment so the processing state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/functions/v1/white-paper-request', async (route) => {
      await held;
      await route.continue();
    });
    const pdfRequest = page.context().waitForEvent('request', (request) => /\.pdf(\?|$)/.test(request.url()));
    const popup = page.waitForEvent('popup');
    await form.getByRole('button', {name: 'Download White Paper'}).click();
    const busy = form.getByRole('button', {name: 'Processing...'});
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    await popup;
    const paperUrl = (await pdfRequest).url();
    expect(paperUrl).toMatch(/\.pdf$/);
    const paper = await page.request.get(paperUrl);
    expect(paper.status()).toBe(200);
    expect(paper.headers()['content-type']).toContain('application/pdf');
    expect((await paper.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await expect(page.getByText('White paper downloaded successfully!')).toBeVisible();
    await expect(form).toHaveCount(0);
  });

  test('an add-on card highlights on hover and on keyboard focus', async ({page}) => {
    await gotoHydrated(page, '/pricing');
    const card = page.locator('[data-add-on="crm"]');
    const other = page.locator('[data-add-on="ai-invoicing"]');
    const borderOf = (locator: typeof card) => locator.evaluate((element) => getComputedStyle(element).borderTopColor);
    const primary = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--ifm-color-primary)';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    const resting = await borderOf(card);
    expect(resting).not.toBe(primary);

    await card.getByRole('link', {name: /Ask about CRM/}).focus();
    await expect.poll(() => borderOf(card)).toBe(primary);
    expect(await borderOf(other)).toBe(resting);

    await card.getByRole('link').blur();
    await other.hover();
    await expect.poll(() => borderOf(other)).toBe(primary);
    await expect.poll(() => borderOf(card)).toBe(resting);
  });

  test('the FAQ is anchored at #frequently-asked-questions and published as FAQPage', async ({page}) => {
    await gotoHydrated(page, '/pricing#frequently-asked-questions');
    const faq = page.locator('#frequently-asked-questions');
    await expect(faq.getByRole('heading', {name: 'Frequently Asked Questions'})).toBeInViewport();
    await faq.getByText('Can I upgrade or downgrade my plan?').click();
    await expect(faq.getByText(/Upgrades take effect immediately/)).toBeVisible();

    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']));
    expect(types).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']));
  });

  test('the call to action books a demo in a new tab and calls sales', async ({page}) => {
    await gotoHydrated(page, '/pricing');
    const demo = page.getByRole('link', {name: /Book a Demo/});
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', {name: /Call Sales/})).toHaveAttribute('href', /^tel:\+\d+$/);
  });

  test('the Spanish page is translated', async ({page}) => {
    await gotoHydrated(page, '/es/pricing');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Precios sencillos y transparentes');
    await expect(page.getByRole('button', {name: 'Obtener el documento técnico'})).toBeVisible();
  });
});
