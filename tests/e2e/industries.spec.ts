import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, prerendered} from './fixtures';
import {industryIds, listMarketingRoutes, type IndustryId, type UseCaseId} from '../../src/config/ids';

/** The h1 of each generated page, English and Spanish (a page left untranslated fails here). */
const industryHeadlines: Record<IndustryId, [string, string]> = {
  healthcare: ['AI Agents for Healthcare Providers', 'Agentes de IA para centros sanitarios'],
  retail: ['AI Agents for Retail', 'Agentes de IA para el comercio minorista'],
  technology: ['AI Agents for Technology Companies', 'Agentes de IA para empresas tecnológicas'],
  manufacturing: ['AI Agents for Manufacturers', 'Agentes de IA para fabricantes'],
  media: ['AI Agents for Media Companies', 'Agentes de IA para medios de comunicación'],
  'business-services': ['AI Agents for Business Services', 'Agentes de IA para servicios empresariales'],
  ecommerce: ['AI Agents for eCommerce', 'Agentes de IA para el comercio electrónico'],
  'professional-services': ['AI Agents for Professional Services', 'Agentes de IA para servicios profesionales'],
};

const useCaseHeadlines: Record<UseCaseId, [string, string]> = {
  'customer-support': ['Customer Support Automation', 'Automatización de la atención al cliente'],
  documentation: ['AI Documentation Assistance', 'Asistencia con la documentación mediante IA'],
  'process-automation': ['Intelligent Process Automation', 'Automatización inteligente de procesos'],
  scheduling: ['AI Scheduling and Reminders', 'Gestión de citas y recordatorios con IA'],
};

const locales = [
  {prefix: '', index: 0},
  {prefix: '/es', index: 1},
] as const;

/** Opens a page after hydration and returns the HTTP status of its document. */
async function open(page: Page, path: string): Promise<number | undefined> {
  const documentResponse = page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.request().resourceType() === 'document',
  );
  await gotoHydrated(page, path);
  return (await documentResponse).status();
}

function headlineOf(route: ReturnType<typeof listMarketingRoutes>[number], index: 0 | 1): string {
  return route.kind === 'industry' ? industryHeadlines[route.industryId][index] : useCaseHeadlines[route.useCaseId][index];
}

test.describe('generated industry and use-case pages', () => {
  // What this checks is in the prerendered HTML, read over HTTP (a11y.spec.ts loads and hydrates
  // the pages of the sitemaps): no browser page per route.
  for (const {prefix, index} of locales) {
    test(`${prefix || 'en'}: each answers 200, shows its one h1 and declares a canonical URL that answers 200`, async ({request}) => {
      for (const route of listMarketingRoutes()) {
        const path = `${prefix}${route.path}`;
        const {status, html, h1s} = await prerendered(request, path);
        expect(status, path).toBe(200);
        expect(h1s, `${path}: its one h1`).toEqual([headlineOf(route, index)]);
        const canonical = html.querySelector('link[rel="canonical"]')?.getAttribute('href');
        expect(new URL(canonical!).pathname, `${path}: canonical`).toBe(`${prefix}${route.canonicalPath}`);
        expect((await request.get(`${prefix}${route.canonicalPath}`)).status(), `${path}: canonical answers`).toBe(200);
      }
    });
  }

  test('/industries/healthcare carries medical-business structured data', async ({page}) => {
    await gotoHydrated(page, '/industries/healthcare');
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']));
    expect(types).toEqual(expect.arrayContaining(['MedicalBusiness', 'Service', 'FAQPage', 'BreadcrumbList']));
  });
});

test.describe('industry pages behave', () => {
  test('technology tabs switch with the keyboard and remember the choice in the URL', async ({page}) => {
    await gotoHydrated(page, '/industry/technology');
    const support = page.getByRole('tab', {name: 'Support', exact: true});
    const onboarding = page.getByRole('tab', {name: 'Onboarding', exact: true});
    const documentation = page.getByRole('tab', {name: 'Documentation', exact: true});
    await expect(support).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Resolve tickets before they are filed')).toBeVisible();

    await support.focus();
    await page.keyboard.press('ArrowRight');
    await expect(onboarding).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(onboarding).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Get every new user to their first result')).toBeVisible();
    await expect(page.getByText('Resolve tickets before they are filed')).toBeHidden();
    await expect(page).toHaveURL(/[?&]tab=onboarding/);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(documentation).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Make your docs conversational')).toBeVisible();
  });

  test('technology page seeds the ROI calculator with technology defaults', async ({page}) => {
    await gotoHydrated(page, '/industry/technology');
    await expect(page.getByRole('combobox', {name: 'Industry'})).toHaveValue('technology');
    await expect(page.getByRole('spinbutton', {name: /average annual salary/i})).toHaveValue('65000');
  });

  test('an industry FAQ answer opens from its question, by mouse and by keyboard', async ({page}) => {
    await gotoHydrated(page, '/industry/healthcare');
    const faq = page.locator('section#faq');
    const firstAnswer = faq.getByText('No. It answers administrative questions');
    await expect(firstAnswer).toBeHidden();
    await faq.getByText('Does the agent give medical advice?').click();
    await expect(firstAnswer).toBeVisible();

    const secondQuestion = faq.locator('summary', {hasText: 'How is patient information protected?'});
    const secondAnswer = faq.getByText('Conversations are encrypted with TLS 1.3');
    await secondQuestion.focus();
    await page.keyboard.press('Enter');
    await expect(secondAnswer).toBeVisible();
  });

  test("'Back to Solutions' and 'Back to All Industries' lead to /solutions", async ({page}) => {
    await gotoHydrated(page, '/industry/retail');
    await page.getByRole('link', {name: 'Back to Solutions'}).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('AI Agents for Every Part of Your Business');

    // An industry page has both links (hero and foot): back to it, in the app, for the other.
    await page.goBack();
    await expect(page).toHaveURL(/\/industry\/retail$/);
    await page.getByRole('link', {name: 'Back to All Industries'}).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('AI Agents for Every Part of Your Business');
  });

  test('the hero image loads eagerly with high priority and ends up sharp', async ({page}) => {
    await gotoHydrated(page, '/industry/ecommerce');
    const hero = page.locator('header img').first();
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('data-loaded', 'true');
  });
});

test.describe('solutions pages', () => {
  test('the solutions overview links every industry and books demos in a new tab', async ({page}) => {
    expect(await open(page, '/solutions')).toBe(200);
    const grid = page.locator('section#industries');
    await expect(grid.getByRole('link')).toHaveCount(industryIds.length);
    for (const id of industryIds) await expect(grid.locator(`a[href="/industry/${id}"]`)).toHaveCount(1);

    const bookDemo = page.getByRole('link', {name: /Book a Demo/}).last();
    await expect(bookDemo).toHaveAttribute('target', '_blank');
    await expect(bookDemo).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('link', {name: 'View Pricing'})).toHaveAttribute('href', '/pricing');

    await grid.getByRole('link', {name: 'Technology'}).click();
    await expect(page).toHaveURL(/\/industry\/technology$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(industryHeadlines.technology[0]);
  });

  for (const {prefix} of locales) {
    test(`${prefix}/solutions/seamless-integration answers 200 with one h1`, async ({page}) => {
      expect(await open(page, `${prefix}/solutions/seamless-integration`)).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
      await expect(page.locator('section#channels h3')).toHaveCount(4);
    });
  }

  test('a use-case page anchors what, why and how and reaches them from its hero', async ({page}) => {
    await gotoHydrated(page, '/solutions/workflow-automation');
    for (const id of ['features', 'what', 'why', 'how', 'faq']) await expect(page.locator(`section#${id}`)).toHaveCount(1);
    await expect(page.locator('section#faq details:not([open])')).toHaveCount(6);
    await page.getByRole('link', {name: 'See Examples'}).click();
    await expect(page).toHaveURL(/#how$/);
    await expect(page.getByRole('heading', {name: 'Procurement and invoice processing'})).toBeInViewport();
  });
});
