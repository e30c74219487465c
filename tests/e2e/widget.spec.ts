/**
 * The site's own chat widget (issue 12 §3) against the production build. The /v1 API is mocked
 * here with page.route (its real end-to-end flow is tested once the API is merged): these tests
 * check the widget's side of it, what it sends and how it shows the answers.
 */
import type {Page, Request, Route} from '@playwright/test';
import {externalLinks} from '../../src/config/site';
import {siteAgentId} from '../../src/widget/site/config';
import {siteWidgetKey} from '../../src/widget/build/key';
import {axeViolations, expect, gotoHydrated, holdBundle, parseHtml, test, waitForHydration} from './fixtures';

const answer = {
  id: 'msg_answer_1',
  conversation_id: 'conv_e2e_1',
  response: 'Paste the snippet just before the closing head tag. [1] Plans start at 349 USD a month. [2]',
  sources: [
    {title: 'Integration guide', url: '/documentation/integration#website', snippet: 'Paste the snippet...'},
    {title: 'Pricing', url: '/pricing', snippet: 'Plans...'},
  ],
  suggested_follow_ups: ['Which attributes can I set?'],
  uncertain: false,
};

/** Four follow-ups of a line each in the panel: more than a fifth of it if nothing held them. */
const longFollowUps = [
  'Which attributes can I set on the snippet?',
  'How do I change the colour of the launcher?',
  'Can the widget answer in Spanish as well?',
  'Where do I find the public key for my site?',
];

type V1Calls = {ask: Request[]; feedback: Request[]; handoff: Request[]};

/** Answers the widget's /v1 calls like the API does: ask streams (SSE), the others JSON. */
async function mockV1(page: Page, options: {askStatus?: number; followUps?: string[]} = {}): Promise<V1Calls> {
  const calls: V1Calls = {ask: [], feedback: [], handoff: []};
  // The agent API only: /functions/v1/... (the forms, the white paper offer) stays real.
  await page.route((url) => url.pathname.startsWith('/v1/'), async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname === '/v1/ask') {
      calls.ask.push(request);
      if (options.askStatus) {
        await route.fulfill({status: options.askStatus, json: {code: 'rateLimited', error: 'Too many requests'}, headers: {'Retry-After': '30'}});
        return;
      }
      const body = [
        `event: delta\ndata: ${JSON.stringify({text: 'Paste the snippet just before the closing head tag. [1]'})}\n\n`,
        `event: delta\ndata: ${JSON.stringify({text: ' Plans start at 349 USD a month. [2]'})}\n\n`,
        `event: done\ndata: ${JSON.stringify({...answer, suggested_follow_ups: options.followUps ?? answer.suggested_follow_ups})}\n\n`,
      ].join('');
      await route.fulfill({status: 200, contentType: 'text/event-stream', body});
    } else if (url.pathname === '/v1/widget/status') {
      // The check before the launcher shows: the site key works here.
      await route.fulfill({status: 200, json: {status: 'ready'}});
    } else if (url.pathname.endsWith('/feedback')) {
      calls.feedback.push(request);
      await route.fulfill({status: 200, json: {id: answer.id, rating: request.postDataJSON().rating}});
    } else if (url.pathname === '/v1/handoff') {
      calls.handoff.push(request);
      await route.fulfill({status: 202, json: {id: 'hnd_1', conversation_id: answer.conversation_id, status: 'queued', created_at: 1}});
    } else {
      await route.fulfill({status: 404, json: {code: 'notFound', error: 'Not found'}});
    }
  });
  return calls;
}

/** The widget's own launcher, once it has loaded (in its landmark, which the stand-in has not). */
function siteLauncher(page: Page, name = 'Chat with our assistant') {
  return page.getByRole('complementary', {name}).getByRole('button', {name});
}

/**
 * Presses the launcher the page shows: before the widget has loaded, the prerendered stand-in
 * (which loads the widget and opens it); after, the widget's own. Both have this name.
 */
async function pressLauncher(page: Page, name = 'Chat with our assistant'): Promise<void> {
  await page.getByRole('button', {name, exact: true}).click();
  // The widget arrives a moment after the press: then its panel is open.
  await expect(page.getByRole('dialog')).toBeVisible();
}

test.describe('the site chat widget', () => {
  test('shows the launcher from the first paint, loads the widget only when pressed, answers with sources, rates and hands off', async ({page}) => {
    const calls = await mockV1(page);
    const widgetRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/widget.js') widgetRequests.push(request.url());
    });
    const response = await page.goto('/');
    // The prerendered page has the launcher as a plain button, and does not load the widget.
    const html = await response!.text();
    expect(html).not.toContain('widget.js');
    expect(parseHtml(html).querySelector('button[aria-label="Chat with our assistant"]')).not.toBeNull();
    await waitForHydration(page);
    const standIn = page.getByRole('button', {name: 'Chat with our assistant'});
    const before = await standIn.boundingBox();
    // Moving, scrolling: still nothing loaded.
    await page.mouse.move(5, 5);
    await page.mouse.move(25, 25);
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(500);
    expect(widgetRequests).toEqual([]);

    await standIn.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Ask our assistant'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Hi! How can I help you today?')).toBeVisible();
    const question = dialog.getByRole('textbox', {name: 'Your question'});
    await expect(question).toBeFocused();
    expect(widgetRequests).toHaveLength(1);
    // The widget's own launcher took the stand-in's place, exactly: one launcher, same box.
    const launcher = siteLauncher(page);
    expect(await launcher.boundingBox()).toEqual(before);
    await expect(page.getByRole('button', {name: 'Chat with our assistant'})).toHaveCount(1);

    await question.fill('How do I add the widget?');
    await page.keyboard.press('Enter');
    const cite = dialog.getByRole('link', {name: 'Source 1: Integration guide'});
    await expect(cite).toBeVisible();
    await expect(cite).toHaveAttribute('href', /\/documentation\/integration#website$/);
    await expect(dialog.getByRole('list', {name: 'Sources'})).toContainText('Pricing');

    const ask = calls.ask[0];
    expect(ask.headers().authorization).toMatch(/^Bearer pk_[A-Za-z0-9_-]{20,}$/);
    expect(ask.headers().accept).toContain('text/event-stream');
    expect(ask.postDataJSON()).toEqual({query: 'How do I add the widget?', context: {locale: 'en', page: '/'}});

    // Follow-up chips ask within the same conversation.
    await dialog.getByRole('button', {name: 'Which attributes can I set?'}).click();
    await expect.poll(() => calls.ask.length).toBe(2);
    expect(calls.ask[1].postDataJSON()).toMatchObject({conversation_id: 'conv_e2e_1'});

    const helpful = dialog.getByRole('button', {name: 'Helpful'}).first();
    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    expect(new URL(calls.feedback[0].url()).pathname).toBe('/v1/conversations/conv_e2e_1/messages/msg_answer_1/feedback');

    await dialog.getByRole('button', {name: 'Talk to sales'}).click();
    await dialog.getByRole('button', {name: 'Send to sales'}).click();
    await expect(dialog.getByRole('textbox', {name: 'Name'})).toBeFocused();
    await expect(dialog.getByRole('textbox', {name: 'Name'})).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('textbox', {name: 'Name'}).fill('Ada Lovelace');
    await dialog.getByRole('textbox', {name: 'E-mail'}).fill('ada@example.com');
    await dialog.getByRole('button', {name: 'Send to sales'}).click();
    await expect(dialog.getByText('Thank you. Our sales team will contact you soon.')).toBeVisible();
    expect(calls.handoff[0].postDataJSON()).toEqual({conversation_id: 'conv_e2e_1', visitor: {name: 'Ada Lovelace', email: 'ada@example.com'}});

    // Escape closes the dialog and gives the focus back to the launcher.
    await question.focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('a press before the page hydrates opens the widget once it has', async ({page}) => {
    await mockV1(page);
    const release = await holdBundle(page);
    await page.goto('/', {waitUntil: 'domcontentloaded'});
    // The early header script keeps the press; the launcher acts on it when React owns the page.
    await page.getByRole('button', {name: 'Chat with our assistant'}).click();
    release();
    await expect(page.getByRole('dialog', {name: 'Ask our assistant'})).toBeVisible();
  });

  test('the docs search box asks the agent what was typed, in the widget', async ({page}) => {
    const calls = await mockV1(page);
    await gotoHydrated(page, '/documentation/getting-started');
    const search = page.getByPlaceholder('Search');
    await search.click();
    await search.pressSequentially('add the widget');
    await page.getByText('Ask the agent:').click();
    const dialog = page.getByRole('dialog', {name: 'Ask our assistant'});
    await expect(dialog.getByRole('link', {name: 'Source 1: Integration guide'})).toBeVisible();
    expect(calls.ask[0].postDataJSON()).toMatchObject({query: 'add the widget'});
  });

  test('keeps focus inside the open dialog', async ({page}) => {
    await mockV1(page);
    await gotoHydrated(page, '/pricing');
    await pressLauncher(page);
    const dialog = page.getByRole('dialog', {name: 'Ask our assistant'});
    await expect(dialog.getByRole('textbox', {name: 'Your question'})).toBeFocused();
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((element) => element.contains(element.getRootNode() instanceof ShadowRoot ? (element.getRootNode() as ShadowRoot).activeElement : null));
      expect(inside).toBe(true);
    }
  });

  test('the conversation survives page loads and in-app navigation, a reload keeps the panel open with the draft', async ({page}) => {
    await mockV1(page);
    await gotoHydrated(page, '/');
    await pressLauncher(page);
    const dialog = page.getByRole('dialog', {name: 'Ask our assistant'});
    await dialog.getByRole('textbox', {name: 'Your question'}).fill('How do I add the widget?');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('link', {name: 'Source 1: Integration guide'})).toBeVisible();

    // In-app navigation keeps the widget mounted, open, with its transcript.
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Pricing'}).first().click();
    await page.waitForURL('**/pricing');
    await expect(page.locator('[data-agentworks-widget]')).toHaveCount(1);

    // A full page load restores it from sessionStorage, open with the question being typed.
    await siteLauncher(page).click();
    await dialog.getByRole('textbox', {name: 'Your question'}).fill('And the price?');
    await gotoHydrated(page, '/case-studies');
    await expect(dialog.getByText('How do I add the widget?')).toBeVisible();
    await expect(dialog.getByRole('link', {name: 'Source 1: Integration guide'})).toBeVisible();
    await expect(dialog.getByRole('textbox', {name: 'Your question'})).toHaveValue('And the price?');
  });

  test('speaks Spanish on Spanish pages and asks in Spanish', async ({page}) => {
    const calls = await mockV1(page);
    await gotoHydrated(page, '/es/');
    await pressLauncher(page, 'Chatear con nuestro asistente');
    const dialog = page.getByRole('dialog', {name: 'Pregunte a nuestro asistente'});
    await expect(dialog.getByText('¡Hola! ¿En qué podemos ayudarle hoy?')).toBeVisible();
    await dialog.getByRole('textbox', {name: 'Su pregunta'}).fill('¿Cómo instalo el widget?');
    await dialog.getByRole('button', {name: 'Enviar', exact: true}).click();
    await expect(dialog.getByRole('link', {name: 'Fuente 1: Integration guide'})).toBeVisible();
    expect(calls.ask[0].postDataJSON().context).toEqual({locale: 'es', page: '/es/'});
  });

  test('is not on staff pages', async ({page}) => {
    await gotoHydrated(page, '/admin-login');
    await expect(page.getByRole('button', {name: 'Chat with our assistant'})).toHaveCount(0);
    await expect(page.locator('script[data-agent-id]')).toHaveCount(0);
    await expect(page.locator('[data-agentworks-widget]')).toHaveCount(0);
  });

  /** Opens the panel and asks: an answer with four long follow-ups (see longFollowUps). */
  async function askInPanel(page: Page) {
    await pressLauncher(page);
    const dialog = page.getByRole('dialog', {name: 'Ask our assistant'});
    await dialog.getByRole('textbox', {name: 'Your question'}).fill('How do I add the widget?');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('link', {name: 'Source 1: Integration guide'})).toBeVisible();
    return dialog;
  }

  async function axeInBothSchemes(page: Page): Promise<string[]> {
    return [...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))];
  }

  test('on a phone: under the open menu, the panel full screen, axe clean in light and dark', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await mockV1(page, {followUps: longFollowUps});
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', {name: /toggle navigation/i});
    // The stand-in launcher lies under the open menu: the menu is what the visitor touches there.
    const standIn = await page.getByRole('button', {name: 'Chat with our assistant'}).boundingBox();
    await toggle.click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Pricing'})).toBeVisible();
    const center = {x: standIn!.x + standIn!.width / 2, y: standIn!.y + standIn!.height / 2};
    // What lies on top there is the navbar's: its menu, or the backdrop the menu slides in over.
    expect(await page.evaluate(({x, y}) => !!document.elementFromPoint(x, y)?.closest('.navbar'), center)).toBe(true);
    await page.keyboard.press('Escape');

    const dialog = await askInPanel(page);
    expect(await dialog.boundingBox()).toEqual({x: 0, y: 0, width: 390, height: 844});
    expect(await axeInBothSchemes(page)).toEqual([]);

    // The widget's own launcher hides while the menu is open.
    await page.keyboard.press('Escape');
    await expect(siteLauncher(page)).toBeVisible();
    await toggle.click();
    await expect(siteLauncher(page)).toBeHidden();
  });

  test('on a laptop: chips take at most a fifth of the panel, the handoff form scrolls, axe clean in light and dark', async ({page}) => {
    await page.setViewportSize({width: 1366, height: 768});
    await mockV1(page, {followUps: longFollowUps});
    await gotoHydrated(page, '/');
    const dialog = await askInPanel(page);
    const chips = dialog.getByRole('group', {name: 'Related questions'});
    await expect(chips.getByRole('button')).toHaveCount(4);
    const [panelBox, chipsBox] = await Promise.all([dialog.boundingBox(), chips.boundingBox()]);
    expect(chipsBox!.height).toBeLessThanOrEqual(panelBox!.height / 5);
    expect(await axeInBothSchemes(page)).toEqual([]);

    // A short window: the form scrolls under the pointer (the wheel, a swipe) to its buttons.
    await dialog.getByRole('button', {name: 'Talk to sales'}).click();
    await page.setViewportSize({width: 1366, height: 420});
    await dialog.getByText(/^Leave your name/).hover();
    await page.mouse.wheel(0, 600);
    const submit = dialog.getByRole('button', {name: 'Send to sales'});
    await expect
      .poll(async () => {
        const [panel, button] = await Promise.all([dialog.boundingBox(), submit.boundingBox()]);
        return button!.y >= panel!.y && button!.y + button!.height <= panel!.y + panel!.height;
      })
      .toBe(true);
  });
});

test.describe('when the API refuses', () => {
  test.use({allowedConsoleErrors: [/status of 429/]});

  test('says so when the API refuses with 429', async ({page}) => {
    await mockV1(page, {askStatus: 429});
    await gotoHydrated(page, '/');
    await pressLauncher(page);
    const dialog = page.getByRole('dialog', {name: 'Ask our assistant'});
    await dialog.getByRole('textbox', {name: 'Your question'}).fill('Hello?');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(/Too many questions/);
    await expect(dialog.getByRole('textbox', {name: 'Your question'})).toHaveValue('Hello?');
  });
});

test.describe('a snippet the API refuses', () => {
  test.use({allowedConsoleErrors: [/^AgentWorks widget did not start: /]});

  // Nothing mocked: the real /v1/widget/status of this server says the key is unknown.
  test('shows visitors no launcher and tells the site owner why, with the docs link', async ({page, consoleErrors}) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') messages.push(message.text());
    });
    const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/widget/status');
    const unknownKey = `pk_${'Z'.repeat(43)}`;
    const html = `<!doctype html><html lang="en"><head><title>Shop</title><script src="/widget.js" data-agent-id="${siteAgentId}" data-public-key="${unknownKey}" async></script></head><body><p>Our shop</p></body></html>`;
    await page.route('**/e2e-unknown-key.html', (route) => route.fulfill({contentType: 'text/html', body: html}));
    await page.goto('/e2e-unknown-key.html');
    expect(await (await checked).json()).toEqual({status: 'unknownKey'});

    await expect.poll(() => messages.length).toBe(1);
    expect(messages[0]).toContain('is not a key of');
    expect(messages[0]).toMatch(/See http:\/\/[^/]+\/documentation\/integration#step-1-generate-your-snippet$/);
    await expect(page.locator('[data-agentworks-widget]')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Chat with our assistant'})).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the launcher covers no other control', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  type Box = {x: number; y: number; width: number; height: number};
  const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  for (const viewport of [{width: 390, height: 844}, {width: 1366, height: 768}]) {
    test(`at ${viewport.width} px, with a toast and the back-to-top button`, async ({page}) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/documentation/integration');
      // The widget loaded (pressed, then closed): its launcher is the one that moves clear.
      await pressLauncher(page);
      await page.keyboard.press('Escape');
      const launcher = siteLauncher(page);
      await expect(launcher).toBeVisible();

      // A toast: copy a code block.
      const codeBlock = page.locator('.theme-code-block').filter({hasText: 'index.html'});
      await codeBlock.hover();
      await codeBlock.getByRole('button', {name: 'Copy code to clipboard'}).click();
      const toast = page.locator('[data-sonner-toast]').first();
      await expect(toast).toBeVisible();
      // The back-to-top button: shown after scrolling down and then a little up.
      await page.mouse.wheel(0, 2500);
      await page.waitForTimeout(300);
      await page.mouse.wheel(0, -200);
      const backToTop = page.locator('.theme-back-to-top-button');
      await expect(backToTop).toBeVisible();

      await expect
        .poll(async () => {
          const [l, t, b] = await Promise.all([launcher.boundingBox(), toast.boundingBox(), backToTop.boundingBox()]);
          return {toast: overlap(l!, t!), backToTop: overlap(l!, b!)};
        })
        .toEqual({toast: false, backToTop: false});
    });
  }
});

test.describe('the integration guide preview', () => {
  test('shows the real widget: dialog, note without a key, launcher toggles it', async ({page}) => {
    // The integration guide is the longest docs page and its preview loads the real widget's
    // script (9-11 s on a CI runner); the widget's own behaviour is unit-tested, this is the page.
    test.slow();
    await gotoHydrated(page, '/documentation/integration');
    const preview = page.getByRole('group', {name: 'Chat widget preview'});
    // The widget's code comes when the preview nears the viewport.
    await preview.scrollIntoViewIfNeeded();
    const dialog = preview.getByRole('dialog', {name: 'Ask our assistant'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Hi! How can I help you today?')).toBeVisible();
    await expect(dialog.getByText(/add your public key/)).toBeVisible();

    const launcher = preview.getByRole('button', {name: 'Chat with our assistant'});
    await launcher.click();
    await expect(dialog).toBeHidden();
    await launcher.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', {name: 'Your question'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
  });
});

test.describe('the snippets of the default integration guide', () => {
  // Nothing mocked: the snippets as the guide shows them, the site agent's real public key (the
  // one the build and the server share), the real /v1 API. The snippets load the widget from the
  // production API host, which the test sends to this server.
  test('each one, pasted into a page of its own, starts the widget and gets an answer', async ({page, baseURL}) => {
    await gotoHydrated(page, '/documentation/integration');
    // Every code block of every tab, as its copy button copies it, that loads the widget. The live
    // preview's generated snippet renders with the preview, which may come a moment after hydration.
    const widgetBlocks = page.locator('.theme-code-block code').filter({hasText: `${externalLinks.apiBaseUrl}/v1/widget.js`});
    await expect.poll(() => widgetBlocks.count()).toBeGreaterThanOrEqual(2);
    const snippets = await widgetBlocks.allTextContents();
    for (const snippet of snippets) expect(snippet).toContain('data-public-key="YOUR_PUBLIC_KEY"');

    const origin = new URL(baseURL!).origin;
    await page.route(`${externalLinks.apiBaseUrl}/**`, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({url: `${origin}${url.pathname}${url.search}`});
      await route.fulfill({response});
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    for (const [index, snippet] of snippets.entries()) {
      const pasted = snippet.replaceAll('YOUR_AGENT_ID', siteAgentId).replaceAll('YOUR_PUBLIC_KEY', siteWidgetKey());
      const html = /<html/i.test(pasted) ? pasted : `<!doctype html><html lang="en"><head><title>Shop</title>${pasted}</head><body><p>Our shop</p></body></html>`;
      // A page of the site's own origin, which the site key allows (`self`).
      const pagePath = `/e2e-snippet-${index}.html`;
      await page.route(`${origin}${pagePath}`, (route) => route.fulfill({contentType: 'text/html', body: html}));
      // A new visitor each time: the previous page's panel, left open, would come back open.
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(pagePath);

      const launcher = siteLauncher(page);
      await expect(launcher, `snippet ${index}`).toBeVisible();
      await launcher.click();
      const dialog = page.getByRole('dialog', {name: 'Ask our assistant'});
      await dialog.getByRole('textbox', {name: 'Your question'}).fill('How do I add the chat widget to my website?');
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('list', {name: 'Sources'}).last().getByRole('link').first(), `snippet ${index}`).toBeVisible({timeout: 15_000});
    }
    expect(warnings.filter((text) => text.includes('AgentWorks widget'))).toEqual([]);
  });
});
