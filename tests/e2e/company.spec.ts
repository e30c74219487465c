import type {Page} from '@playwright/test';
import {limits} from '../../src/config/site';
import {test, expect, gotoHydrated, prerendered} from './fixtures';
import {findLeadsByEmail, findRowsByEmail} from './db';
import {checkJsonLdText} from '../../src/lib/seo/checker';

/**
 * The company and legal pages and the blog (SPEC §2 "Other linked paths"), the contact form
 * that stores a lead, and the footer's newsletter signup.
 */

const pages = [
  {path: '/blog', en: 'AgentWorks Blog', es: 'Blog de AgentWorks'},
  {path: '/contact', en: 'Contact Us', es: 'Contacto'},
  {path: '/about-us', en: 'About Us', es: 'Quiénes somos'},
  {path: '/careers', en: 'Careers', es: 'Empleo'},
  {path: '/privacy-policy', en: 'Privacy Policy', es: 'Política de privacidad'},
  {path: '/terms-and-conditions', en: 'Terms and Conditions', es: 'Términos y condiciones'},
  {path: '/cookies-policy', en: 'Cookies Policy', es: 'Política de cookies'},
  {path: '/accessibility', en: 'Accessibility Statement', es: 'Declaración de accesibilidad'},
] as const;

const locales = [
  {name: 'en', prefix: ''},
  {name: 'es', prefix: '/es'},
] as const;

const unique = (name: string) => `${name}+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

// The prerendered HTML is what this checks (a11y.spec.ts loads and hydrates every one of these
// pages already), so it is read over HTTP: no browser page per path.
for (const locale of locales) {
  test(`company pages (${locale.name}) answer 200 with one h1 in their language`, async ({request}) => {
    for (const page of pages) {
      const path = `${locale.prefix}${page.path}`;
      const {status, h1s, lang} = await prerendered(request, path);
      expect(status, path).toBe(200);
      expect(h1s, `${path}: its one h1`).toEqual([page[locale.name]]);
      expect(lang, `${path}: lang`).toBe(locale.name === 'en' ? 'en-US' : 'es-ES');
    }
  });
}

test('the blog lists at least three posts, and a post carries valid BlogPosting structured data', async ({page}) => {
  await gotoHydrated(page, '/blog');
  const postLinks = page.locator('article h2 a');
  expect(await postLinks.count()).toBeGreaterThanOrEqual(3);

  await page.getByRole('link', {name: 'Designing the human handoff'}).first().click();
  await page.waitForURL('**/blog/designing-the-human-handoff');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Designing the human handoff');

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BlogPosting');
  expect(posting, 'a BlogPosting block').toBeTruthy();
  expect(posting).toMatchObject({
    headline: 'Designing the human handoff',
    datePublished: expect.stringMatching(/^2025-05-20/),
    author: {'@type': 'Person', name: 'María Torres'},
  });
  expect(blocks.flatMap((text, i) => checkJsonLdText(text, `script[${i}]`))).toEqual([]);
});

test('the Spanish blog shows the translated posts', async ({page}) => {
  await gotoHydrated(page, '/es/blog/measuring-the-roi-of-an-ai-agent');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Cómo medir el retorno de un agente de IA, paso a paso',
  );
});

test('the contact form stores a lead and lands on /thank-you', async ({page}) => {
  // The page's own clock, to skip SPEC's 1.5 s pause before /thank-you once the toast is seen.
  await page.clock.install();
  const email = unique('contact');
  await gotoHydrated(page, '/contact');
  const form = page.getByRole('region', {name: 'Send us a message'});
  await form.getByLabel(/First Name/).fill('Katherine');
  await form.getByLabel(/Last Name/).fill('Johnson');
  await form.getByLabel(/Business Email/).fill(email);
  await form.getByLabel(/Phone/).fill('555-987-6543');
  await form.getByLabel(/Position/).fill('Head of Support');
  await form.getByLabel(/Company Name/).fill('Orbital Care');
  await form.getByLabel(/Company Size/).selectOption('31-100');
  await form.getByRole('button', {name: 'Continue'}).click();
  await form.getByLabel('Customer Service Automation').check();
  await form.getByLabel('Just exploring options right now').check();
  await form.getByRole('button', {name: 'Submit'}).click();

  await expect(page.getByText("Thank you for your interest! We'll be in touch soon.")).toBeVisible();
  await page.clock.fastForward(limits.leadRedirectDelayMs);
  await page.waitForURL('**/thank-you');

  const leads = findLeadsByEmail(email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    first_name: 'Katherine',
    last_name: 'Johnson',
    company_name: 'Orbital Care',
    company_size: '31-100',
    ai_use_case: 'Just exploring options right now',
  });
  expect(JSON.parse(String(leads[0].interests))).toEqual(['Customer Service Automation']);
});

async function footerNewsletter(page: Page) {
  return page.locator('footer').getByRole('form', {name: /Newsletter|Boletín/});
}

test('the footer newsletter subscribes a lowercased address once', async ({page}) => {
  const email = unique('Reader');
  await gotoHydrated(page, '/about-us');
  const newsletter = await footerNewsletter(page);
  await newsletter.getByLabel('Email address').fill(`  ${email.toUpperCase()} `);
  await newsletter.getByRole('button', {name: 'Subscribe'}).click();
  await expect(newsletter.getByRole('status')).toHaveText(/Thanks for subscribing!/);
  await expect(newsletter.getByLabel('Email address')).toHaveValue('');

  // Subscribing again is answered the same way and keeps one subscription.
  await newsletter.getByLabel('Email address').fill(email);
  await newsletter.getByRole('button', {name: 'Subscribe'}).click();
  await expect(newsletter.getByLabel('Email address')).toHaveValue('');
  await expect(newsletter.getByRole('status')).toHaveText(/Thanks for subscribing!/);

  const rows = findRowsByEmail('newsletter_subscriptions', email.toLowerCase());
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({source: 'newsletter'});
});

test('the footer newsletter refuses a bad address with the spec message', async ({page}) => {
  await gotoHydrated(page, '/privacy-policy');
  const newsletter = await footerNewsletter(page);
  await newsletter.getByLabel('Email address').fill('not-an-email');
  await newsletter.getByRole('button', {name: 'Subscribe'}).click();
  await expect(newsletter.getByRole('alert')).toHaveText('Invalid email format. Newsletter subscription failed.');
  await expect(newsletter.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(newsletter.getByRole('status')).toBeEmpty();
});

test('the Spanish footer refuses a bad address in Spanish', async ({page}) => {
  await gotoHydrated(page, '/es/careers');
  const newsletter = await footerNewsletter(page);
  await newsletter.getByLabel('Correo electrónico').fill('nadie@dominio');
  await newsletter.getByRole('button', {name: 'Suscribirme'}).click();
  await expect(newsletter.getByRole('alert')).toHaveText(
    'Formato de correo electrónico no válido. No se ha podido completar la suscripción al boletín.',
  );
});
