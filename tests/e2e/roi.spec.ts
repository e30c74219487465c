import {test, expect, gotoHydrated} from './fixtures';

test('choosing an industry resets the calculator to its defaults', async ({page}) => {
  await gotoHydrated(page, '/');
  const industry = page.getByLabel('Industry', {exact: true});
  const salary = page.getByLabel(/Average annual salary/);
  const tickets = page.getByRole('slider', {name: 'Support tickets per day'});
  await expect(industry).toHaveValue('technology');
  await expect(salary).toHaveValue('65000');
  await expect(tickets).toHaveValue('200');

  await tickets.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tickets).toHaveValue('210');
  await salary.fill('90000');

  await industry.selectOption('retail');
  await expect(salary).toHaveValue('38000');
  await expect(tickets).toHaveValue('150');
  await expect(page.getByRole('slider', {name: 'AI resolution rate'})).toHaveValue('75');
  await expect(page.getByRole('slider', {name: 'Minutes per inquiry'})).toHaveValue('6');
});

test('Calculate ROI scrolls to the calculator', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('link', {name: 'Calculate ROI'}).or(page.getByRole('button', {name: 'Calculate ROI'})).first().click();
  await expect(page.locator('#roi-calculator')).toBeInViewport();
});

test("the calculator's call to action opens the contact form with its estimate in the message", async ({page}) => {
  await gotoHydrated(page, '/');
  await page.getByLabel('Industry', {exact: true}).selectOption('healthcare');
  await page.getByRole('link', {name: 'Get a plan for these savings'}).click();
  await page.waitForURL('**/contact?*');
  await expect(page.getByLabel('Anything else you would like us to know? (optional)')).toHaveValue(
    'Our ROI estimate (Healthcare): 3,654 hours reclaimed and $67.1K saved a year, a 1,608% return on investment.',
  );
});
