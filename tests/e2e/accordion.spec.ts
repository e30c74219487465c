import type {Locator, Page} from '@playwright/test';
import {test, expect, blockBundle, gotoHydrated, holdBundle, waitForHydration} from './fixtures';

/**
 * The site's one accordion is native <details name> (issue 10 §4 "Taps before hydration are
 * lost"): with the JavaScript bundle blocked, a tap still opens an answer, a second tap on another
 * question opens that one and closes the first (SPEC §4: one open item or none).
 */
type Case = {
  path: string;
  /** The accordion's container on the page. */
  container: string;
  first: {question: string; answer: RegExp};
  second: {question: string; answer: RegExp};
};

const cases: Case[] = [
  {
    path: '/pricing',
    container: '#frequently-asked-questions',
    first: {question: 'Is an annual commitment required?', answer: /^Yes\. Every plan requires an annual commitment/},
    second: {question: 'Can I upgrade or downgrade my plan?', answer: /^Yes\. Upgrades take effect immediately/},
  },
  {
    path: '/industry/healthcare',
    container: 'section#faq',
    first: {question: 'Does the agent give medical advice?', answer: /^No\. It answers administrative questions/},
    second: {question: 'How is patient information protected?', answer: /^Conversations are encrypted with TLS 1\.3/},
  },
  {
    path: '/documentation/integration?tab=crm',
    container: 'main',
    first: {question: 'Salesforce', answer: /^Creates a Lead \(or updates the matching Contact\)/},
    second: {question: 'HubSpot', answer: /^Creates or updates a Contact for each conversation/},
  },
];

const question = (container: Locator, text: string) => container.locator('summary', {hasText: text});

/** The theme's tabs switch only after hydration; show the CRM tab so its accordion can be tapped. */
async function showCrmTab(page: Page): Promise<void> {
  await page
    .getByRole('tabpanel', {includeHidden: true})
    .filter({has: page.locator('details#salesforce')})
    .evaluate((panel) => panel.removeAttribute('hidden'));
}

test.describe('before hydration (the bundle never arrives)', () => {
  test.use({allowedConsoleErrors: [/net::ERR_FAILED/]});
  test.beforeEach(async ({page}) => blockBundle(page));

  for (const {path, container, first, second} of cases) {
    test(`${path}: a tap opens an answer, a second question opens and the first closes`, async ({page}) => {
      await page.goto(path);
      if (path.startsWith('/documentation/integration')) await showCrmTab(page);
      expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).not.toBe('true');
      const accordion = page.locator(container);
      const firstAnswer = accordion.getByText(first.answer);
      const secondAnswer = accordion.getByText(second.answer);
      await expect(firstAnswer).toBeHidden();

      await question(accordion, first.question).click();
      await expect(firstAnswer).toBeVisible();

      await question(accordion, second.question).click();
      await expect(secondAnswer).toBeVisible();
      await expect(firstAnswer).toBeHidden();

      await question(accordion, second.question).click();
      await expect(secondAnswer).toBeHidden();
      await expect(accordion.locator('details[open]')).toHaveCount(0);
    });
  }

  test('the keyboard reaches a question with Tab and toggles it with Enter and Space', async ({page}) => {
    await page.goto('/pricing');
    const faq = page.locator('#frequently-asked-questions');
    await faq.locator('summary').first().evaluate((summary) => {
      // Start just before the first question, so one Tab lands on it.
      const before = document.createElement('button');
      before.textContent = 'start';
      summary.closest('details')!.before(before);
      before.focus();
    });
    await page.keyboard.press('Tab');
    await expect(question(faq, 'Is an annual commitment required?')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(faq.getByText(cases[0]!.first.answer)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(faq.getByText(cases[0]!.first.answer)).toBeHidden();
  });
});

test('an answer opened before hydration stays open after it, and the accordion stays single-open', async ({page}) => {
  const release = await holdBundle(page);
  await page.goto('/industry/healthcare', {waitUntil: 'domcontentloaded'});
  const faq = page.locator('section#faq');
  const [first, second] = [cases[1]!.first, cases[1]!.second];
  await question(faq, first.question).click();
  await expect(faq.getByText(first.answer)).toBeVisible();

  release();
  await waitForHydration(page);
  await expect(faq.getByText(first.answer)).toBeVisible();
  await expect(faq.locator('details[open]')).toHaveCount(1);

  await question(faq, second.question).click();
  await expect(faq.getByText(second.answer)).toBeVisible();
  await expect(faq.getByText(first.answer)).toBeHidden();
  await expect(faq.locator('details[open]')).toHaveCount(1);
});

test('a link to a question (#id) opens it after hydration', async ({page}) => {
  await gotoHydrated(page, '/documentation/integration?tab=crm#hubspot');
  await expect(page.locator('details#hubspot')).toHaveAttribute('open', '');
  await expect(page.locator('main details[open]')).toHaveCount(1);
});
