import type {Page} from '@playwright/test';
import {findRowsByEmail} from './db';
import {test, expect, gotoHydrated} from './fixtures';

const applicationSection = (page: Page) => page.locator('#partner-application');

async function fillApplication(page: Page, email: string): Promise<void> {
  const form = applicationSection(page);
  await form.getByLabel(/First Name/).fill('Grace');
  await form.getByLabel(/Last Name/).fill('Hopper');
  await form.getByLabel(/Company Name/).fill('Compiler Works');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/Phone/).fill('(555) 123-4567');
  await form.getByLabel(/^Website/).fill('https://compiler.example.com');
  await form.getByLabel(/Partner Type/).selectOption('reseller');
  await form
    .getByLabel(/How do you plan to partner/)
    .fill('We implement support tooling for mid-size companies and want to resell AI agents.');
}

test('the hero buttons lead to the programs and the application form', async ({page}) => {
  await gotoHydrated(page, '/partners');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Partners');
  await expect(page.getByRole('link', {name: 'Become a Partner'})).toHaveAttribute('href', '#partner-application');
  await page.getByRole('link', {name: 'Explore Programs'}).click();
  await expect(page).toHaveURL(/#partner-types$/);
  await expect(page.locator('#partner-types').getByRole('heading', {level: 3})).toHaveText([
    'Referral Partners',
    'Technology Partners',
    'Affiliate Partners',
    'Reseller Partners',
  ]);
});

test('the benefits tabs list six benefits for each program', async ({page}) => {
  await gotoHydrated(page, '/partners');
  const benefits = page.locator('#partner-benefits');
  for (const tab of ['Referral', 'Technology', 'Affiliate', 'Reseller']) {
    await benefits.getByRole('tab', {name: tab}).click();
    await expect(benefits.getByRole('tab', {name: tab})).toHaveAttribute('aria-selected', 'true');
    await expect(benefits.getByRole('tabpanel').locator('li')).toHaveCount(6);
  }
});

test('a complete application is stored and the confirmation takes focus', async ({page}) => {
  const email = `grace+${Date.now()}@example.com`;
  await gotoHydrated(page, '/partners');
  await fillApplication(page, email);
  await applicationSection(page).getByRole('button', {name: 'Submit Application'}).click();

  const confirmation = applicationSection(page).getByRole('heading', {name: 'Application Received!'});
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  await expect(applicationSection(page).getByRole('button', {name: 'Submit Application'})).toHaveCount(0);

  const stored = findRowsByEmail('partner_applications', email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    first_name: 'Grace',
    last_name: 'Hopper',
    company_name: 'Compiler Works',
    phone: '(555) 123-4567',
    website: 'https://compiler.example.com',
    partner_type: 'reseller',
  });
});

test('the browser refuses missing fields and the form explains a bad phone number', async ({page}) => {
  const email = `nobody+${Date.now()}@example.com`;
  await gotoHydrated(page, '/partners');
  const form = applicationSection(page);
  await form.getByRole('button', {name: 'Submit Application'}).click();
  // The browser's own required-field check stops the submission at the first empty field.
  await expect(form.getByLabel(/First Name/)).toBeFocused();
  expect(await form.getByLabel(/First Name/).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

  await fillApplication(page, email);
  await form.getByLabel(/Phone/).fill('12345');
  await form.getByRole('button', {name: 'Submit Application'}).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid phone number');
  await expect(form.getByLabel(/Phone/)).toHaveAttribute('aria-invalid', 'true');
  expect(findRowsByEmail('partner_applications', email)).toHaveLength(0);
});

test.describe('when the server fails', () => {
  test.use({allowedConsoleErrors: [/status of 503/]});

  test('an error toast shows and every answer is kept', async ({page}) => {
    await page.route('**/functions/v1/partner-application', (route) =>
      route.fulfill({status: 503, contentType: 'application/json', body: '{"error":"Failed to submit form"}'}),
    );
    await gotoHydrated(page, '/partners');
    await fillApplication(page, 'grace@example.com');
    const submit = applicationSection(page).getByRole('button', {name: 'Submit Application'});
    await submit.click();
    await expect(
      page.getByText('There was a problem submitting your application. Please try again.'),
    ).toBeVisible();
    await expect(submit).toBeEnabled();
    await expect(applicationSection(page).getByLabel(/^Email/)).toHaveValue('grace@example.com');
    await expect(applicationSection(page).getByLabel(/Partner Type/)).toHaveValue('reseller');
  });
});

test('the FAQ opens one answer at a time and closes it again', async ({page}) => {
  await gotoHydrated(page, '/partners');
  const faq = page.locator('#partner-faq');
  // Each question is the <summary> of a native <details>, whose `open` is its expanded state.
  const review = faq.locator('summary', {hasText: 'How long does it take to review my application?'});
  const cost = faq.locator('summary', {hasText: 'Does it cost anything to become a partner?'});
  const reviewAnswer = faq.getByText(/responds within 2 business days/);
  const costAnswer = faq.getByText(/referral and affiliate programs have no upfront cost/);

  await expect(reviewAnswer).toBeHidden();
  await review.click();
  await expect(reviewAnswer).toBeVisible();
  await expect(review.locator('..')).toHaveAttribute('open', '');

  await cost.focus();
  await page.keyboard.press('Enter');
  await expect(costAnswer).toBeVisible();
  await expect(reviewAnswer).toBeHidden();
  await expect(review.locator('..')).not.toHaveAttribute('open');

  await cost.click();
  await expect(costAnswer).toBeHidden();
  await expect(faq.locator('details[open]')).toHaveCount(0);
});

test.describe('for a search crawler', () => {
  test.use({userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'});

  test('every FAQ answer and every benefits tab is shown', async ({page}) => {
    await gotoHydrated(page, '/partners');
    await expect(page.locator('html')).toHaveAttribute('data-crawler', 'true');
    await expect(page.getByText(/may join multiple programs/)).toBeVisible();
    await expect(page.getByText('Partner pricing on every plan you resell')).toBeVisible();
  });
});

/** The left group of the desktop header; its links, without the logo. */
const navbar = (page: Page) => page.locator('.navbar__items:not(.navbar__items--right)');
const navLinks = (page: Page) => navbar(page).locator('a.navbar__item');

for (const path of ['/industry/technology', '/use-cases/process-automation', '/solutions/workflow-automation']) {
  test(`the header shows the product items on ${path}`, async ({page}) => {
    await gotoHydrated(page, path);
    const nav = navbar(page);
    await expect(nav.getByRole('button', {name: 'Solutions'})).toBeVisible();
    await expect(navLinks(page)).toHaveText(['Features', 'Pricing', 'Documentation'], {
      useInnerText: true,
    });
    await expect(page.getByRole('link', {name: 'Login'})).toBeVisible();
    await expect(page.getByRole('link', {name: /Get Started/})).toBeVisible();

    await nav.getByRole('link', {name: 'Features'}).click();
    await expect(page).toHaveURL(new RegExp(`${path}#features$`));
    await expect(page.locator('#features')).toBeInViewport();
  });
}

test('the header shows the usual items elsewhere, and switches on client-side navigation', async ({page}) => {
  await gotoHydrated(page, '/');
  const nav = navbar(page);
  await expect(navLinks(page)).toHaveText(['Case Studies', 'Pricing', 'Partners', 'Documentation'], {
    useInnerText: true,
  });
  await nav.getByRole('button', {name: 'Solutions'}).click();
  await page.getByRole('link', {name: 'Technology'}).first().click();
  await expect(page).toHaveURL(/\/industry\/technology$/);
  await expect(navLinks(page)).toHaveText(['Features', 'Pricing', 'Documentation'], {useInnerText: true});
});

test('the Spanish header follows the same rule', async ({page}) => {
  await gotoHydrated(page, '/es/use-cases/scheduling');
  await expect(navbar(page).getByRole('link', {name: 'Funciones'})).toBeVisible();
  await expect(navbar(page).getByRole('link', {name: 'Socios'})).toHaveCount(0);
});
