import {staffHome} from '../../src/lib/staff/navigation';
import {queryRows} from './db';
import {test, expect, axeViolations, gotoHydrated} from './fixtures';
import {logInTo} from './staff';

/**
 * "Was this page helpful?" in Chromium against the production build (issue 13 §3): a reader votes
 * and comments at the end of docs pages of both versions and locales, the server stores it, and
 * staff read it on the Traffic dashboard. The feedback works by keyboard, fits a phone and has no
 * WCAG 2.2 AA violation once the comment box is open, light or dark. Pages are visited with an
 * ordinary Chrome user agent: headless Chromium is a bot, whose votes are not stored.
 */
test.use({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  // A staff page asks for the session first (401 before logging in).
  allowedConsoleErrors: [/status of 40[01]/],
});

type Stored = {page: string; version: string; locale: string; helpful: number; comment: string | null};

const storedVotes = (page: string): Stored[] =>
  queryRows('select page, version, locale, helpful, comment from docs_feedback where page = ? order by id', page) as Stored[];

test('votes and a comment on an English and a Spanish docs page reach the staff dashboard', async ({page}) => {
  test.setTimeout(90_000);
  const comment = `The quick start skips the key step (e2e ${Date.now()})`;

  await gotoHydrated(page, '/documentation/getting-started');
  const question = page.getByRole('group', {name: 'Was this page helpful?'});
  await question.getByRole('button', {name: 'Yes'}).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  // Changing one's mind replaces the vote.
  await question.getByRole('button', {name: 'No'}).click();
  await expect(question.getByRole('button', {name: 'No'})).toHaveAttribute('aria-pressed', 'true');
  await expect(question.getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('textbox', {name: 'Tell us more (optional)'}).fill(comment);
  await page.getByRole('button', {name: 'Send', exact: true}).click();
  await expect(page.getByText('Thank you, your comment was sent.')).toBeVisible();
  await expect
    .poll(() => storedVotes('/documentation/getting-started'))
    .toEqual([{page: '/documentation/getting-started', version: '2.0', locale: 'en', helpful: 0, comment}]);

  await gotoHydrated(page, '/es/documentation/next/getting-started');
  const pregunta = page.getByRole('group', {name: '¿Le ha resultado útil esta página?'});
  await pregunta.getByRole('button', {name: 'Sí'}).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('¡Gracias por su opinión!')).toBeVisible();
  await expect
    .poll(() => storedVotes('/es/documentation/next/getting-started'))
    .toEqual([{page: '/es/documentation/next/getting-started', version: 'current', locale: 'es', helpful: 1, comment: null}]);

  await logInTo(page, staffHome);
  await page.getByRole('radio', {name: 'Today'}).check();
  const card = page.getByRole('region', {name: 'Docs helpfulness'});
  const english = card.getByRole('row', {name: /^\/documentation\/getting-started /});
  // Page, pageviews (the visit above), yes, no, share helpful, comments.
  await expect(english.getByRole('cell')).toHaveText(['/documentation/getting-started', /^[1-9]/, '0', '1', '0%', '1']);
  const spanish = card.getByRole('row', {name: /^\/documentation\/next\/getting-started /});
  await expect(spanish.getByRole('cell')).toHaveText(['/documentation/next/getting-started', /^[1-9]/, '1', '0', '100%', '0']);
  await expect(card.getByRole('listitem').filter({hasText: comment})).toContainText('/documentation/getting-started · English · version 2.0 · Not helpful');
  for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), `${staffHome} with votes`).toEqual([]);
});

test('on a phone the feedback fits the screen and, with the comment box open, has no WCAG 2.2 AA violation, light or dark', async ({page}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({width: 390, height: 844});
  for (const pagePath of ['/documentation/next/security', '/es/documentation/security']) {
    await gotoHydrated(page, pagePath);
    const spanish = pagePath.startsWith('/es/');
    const yes = page.getByRole('button', {name: spanish ? 'Sí' : 'Yes'});
    await yes.scrollIntoViewIfNeeded();
    await yes.click();
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('textbox', {name: spanish ? 'Cuéntenos más (opcional)' : 'Tell us more (optional)'})).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${pagePath} scrolls sideways`).toBeLessThanOrEqual(0);
    for (const scheme of ['light', 'dark'] as const) expect(await axeViolations(page, scheme), pagePath).toEqual([]);
  }
});
