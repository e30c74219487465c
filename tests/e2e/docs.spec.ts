import type {Page, Response} from '@playwright/test';
import {test, expect, axeScan, gotoHydrated, holdBundle, parseHtml, prerendered, replaceLiveCode, waitForHydration} from './fixtures';

/** SPEC §2 "Documentation": the index and its six pages. */
const docPages = [
  '',
  '/getting-started',
  '/best-practices',
  '/industry-guides',
  '/integration',
  '/security',
  '/api-reference',
];
const locales = ['', '/es'];
/** 2.0 is served at /documentation, 1.0 at /documentation/1.0, the unreleased version at /documentation/next. */
const versions = ['', '/1.0', '/next'];

const allDocPaths = locales.flatMap((locale) =>
  versions.flatMap((version) => docPages.map((page) => `${locale}/documentation${version}${page}`)),
);

/** Spanish titles: a page left in English would fail here. */
const spanishTitles: Record<string, string> = {
  '': 'Documentación',
  '/getting-started': 'Primeros pasos',
  '/best-practices': 'Buenas prácticas',
  '/industry-guides': 'Guías por sector',
  '/integration': 'Guía de integración',
  '/security': 'Seguridad y privacidad',
  '/api-reference': 'Referencia de la API',
};

test.describe('documentation routes', () => {
  test('every documentation path answers 200 in both locales and every version', async ({
    request,
  }) => {
    expect(allDocPaths).toHaveLength(42);
    for (const path of allDocPaths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
    }
  });

  // The prerendered HTML says it: read over HTTP, no browser page per path.
  for (const version of versions) {
    test(`Spanish pages of ${version || '2.0'} are translated`, async ({request}) => {
      for (const [slug, title] of Object.entries(spanishTitles)) {
        const {lang, h1s} = await prerendered(request, `/es/documentation${version}${slug}`);
        expect(lang, slug).toBe('es-ES');
        expect(h1s, slug).toEqual([title]);
      }
    });
  }

  test('the unreleased version shows the banner and is kept out of search engines', async ({
    page,
  }) => {
    await gotoHydrated(page, '/documentation/next/api-reference');
    await expect(page.getByText('This is unreleased documentation')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await gotoHydrated(page, '/documentation/api-reference');
    await expect(page.getByText('This is unreleased documentation')).toHaveCount(0);
    await expect(page.getByText(/no longer actively maintained/)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  });

  test('1.0 says it is an older version, in both languages, and links the default one', async ({request}) => {
    for (const [locale, older, latest] of [
      ['', 'This is documentation for AgentWorks 1.0, which is no longer actively maintained.', 'latest version'],
      ['/es', 'Esta es la documentación para AgentWorks 1.0, que ya no se mantiene activamente.', 'última versión'],
    ] as const) {
      const html = parseHtml(await (await request.get(`${locale}/documentation/1.0/integration`)).text());
      const banner = html.querySelector('.theme-doc-version-banner');
      expect(banner?.textContent, locale).toContain(older);
      const link = banner?.querySelector('a');
      expect([link?.textContent, link?.getAttribute('href')], locale).toEqual([latest, `${locale}/documentation/integration`]);
    }
  });

  test('the sitemap lists the released docs and leaves out the unreleased ones', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const page of docPages) {
      expect(sitemap).toContain(`/documentation${page}</loc>`);
      expect(sitemap).toContain(`/documentation/1.0${page}</loc>`);
    }
    expect(sitemap).toContain('/documentation/api-reference/rate-answer</loc>');
    expect(sitemap).not.toContain('/documentation/next');
  });

  test('links inside a version stay in that version', async ({page}) => {
    await gotoHydrated(page, '/documentation/next/integration?tab=api');
    const article = page.getByRole('article');
    await expect(article.getByRole('link', {name: 'API reference', exact: true})).toHaveAttribute(
      'href',
      '/documentation/next/api-reference',
    );
    await gotoHydrated(page, '/es/documentation/integration?tab=api');
    await expect(article.getByRole('link', {name: 'referencia de la API', exact: true})).toHaveAttribute(
      'href',
      '/es/documentation/api-reference',
    );
  });

  test('the API reference anchor lands on the client libraries', async ({page}) => {
    await gotoHydrated(page, '/documentation/api-reference#client_libraries');
    const heading = page.getByRole('heading', {name: 'Client libraries', level: 2});
    await expect(heading).toHaveAttribute('id', 'client_libraries');
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('rowheader', {name: 'Node.js'})).toBeInViewport();
  });

  test('the integration guide links to the client libraries anchor', async ({page}) => {
    await gotoHydrated(page, '/documentation/integration?tab=api');
    await page.getByRole('link', {name: 'client libraries'}).click();
    await expect(page).toHaveURL(/\/documentation\/api-reference(\?tab=client_libraries)?#client_libraries$/);
    await expect(page.getByRole('heading', {name: 'Client libraries', level: 2})).toBeInViewport();
  });
});

test.describe('copying code', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('the copy button puts the snippet on the clipboard and confirms with a toast', async ({
    page,
  }) => {
    await gotoHydrated(page, '/documentation/integration');
    const codeBlock = page.locator('.theme-code-block').filter({hasText: 'index.html'});
    await codeBlock.hover();
    await codeBlock.getByRole('button', {name: 'Copy code to clipboard'}).click();

    await expect(page.getByText('Copied to clipboard')).toBeVisible();
    await expect(page.getByText('Code snippet has been copied to your clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('data-agent-id="YOUR_AGENT_ID"');
    expect(copied).toContain('<script');
  });

  test('a refused copy shows the destructive toast', async ({page}) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await gotoHydrated(page, '/documentation/api-reference?tab=ask-endpoint');
    const codeBlock = page.locator('.theme-code-block').filter({hasText: 'ask.sh'});
    await codeBlock.hover();
    await codeBlock.getByRole('button', {name: 'Copy code to clipboard'}).click();

    const toast = page.locator('[data-sonner-toast]').filter({hasText: 'Failed to copy'});
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(toast).toContainText('There was an error copying to clipboard');
  });
});

test.describe('CRM accordion', () => {
  test('opens one item at a time', async ({page}) => {
    await gotoHydrated(page, '/documentation/integration?tab=crm');
    await expect(page.getByRole('tab', {name: 'CRM'})).toHaveAttribute('aria-selected', 'true');

    // Each item is a native <details>: its <summary> is the header, its `open` the expanded state.
    await page.locator('#salesforce > summary').click();
    await expect(page.getByText(/^Creates a Lead \(or updates the matching Contact\)/)).toBeVisible();

    await page.locator('#hubspot > summary').click();
    await expect(page.getByText(/^Creates or updates a Contact for each conversation/)).toBeVisible();
    await expect(page.getByText(/^Creates a Lead \(or updates the matching Contact\)/)).toBeHidden();
    await expect(page.locator('main details[open]')).toHaveCount(1);

    await page.locator('#hubspot > summary').click();
    await expect(page.locator('main details[open]')).toHaveCount(0);
  });

  test('the bottom button opens the API-based integration and scrolls to it', async ({page}) => {
    await gotoHydrated(page, '/documentation/integration?tab=crm');
    await page.locator('#zendesk > summary').click();
    await page.evaluate(() => window.scrollTo(0, 0));

    await page.getByRole('button', {name: /recommended API-based integration/}).click();

    const apiBased = page.locator('#api_based');
    await expect(apiBased).toHaveAttribute('open', '');
    await expect(apiBased.getByText(/^Works with any CRM and gives you full control/)).toBeVisible();
    await expect(page.locator('#zendesk')).not.toHaveAttribute('open');
    await expect(apiBased).toBeInViewport();
    await expect(apiBased.locator('summary').getByRole('heading', {name: 'API-based integration Recommended'})).toBeVisible();
    await expect(apiBased.locator('summary')).toBeFocused();
  });
});

test.describe('search', () => {
  const cases = [
    {start: '/documentation', hit: 'API reference › Ask request', result: '/documentation/api-reference'},
    {
      start: '/documentation/next',
      hit: 'API reference › Ask request',
      result: '/documentation/next/api-reference',
    },
    {
      start: '/es/documentation',
      hit: 'Referencia de la API › Solicitud',
      result: '/es/documentation/api-reference',
    },
  ];
  for (const {start, hit: hitPath, result} of cases) {
    test(`"conversation_id" finds the ask endpoint from ${start}`, async ({page}) => {
      // The first search downloads and parses the version's whole index (about 1 MB of JSON),
      // which the real plugin's ranking needs: 10 s on a CI runner.
      test.slow();
      await gotoHydrated(page, start);
      const searchBox = page.getByRole('textbox', {name: /Search|Buscar/});
      await searchBox.fill('conversation_id');

      const hit = page.getByRole('option').filter({hasText: hitPath});
      await expect(hit.first()).toBeVisible();
      await hit.first().click();

      await expect(page).toHaveURL((url) => url.pathname === result && url.hash === '#ask-request');
      await expect(page.locator('#ask-request')).toBeInViewport();
    });
  }
});

// Issue 20 §1: at 1000-1399 px the search box folds to its icon when it loses focus; with text in
// it, the clear button used to stay and cover the magnifier.
test('after Escape the folded search box shows its magnifier, not the clear button over it', async ({page}) => {
  await page.setViewportSize({width: 1366, height: 800});
  await gotoHydrated(page, '/documentation');
  const searchBox = page.getByRole('textbox', {name: 'Search'});
  await searchBox.fill('sandbox');
  const clear = page.locator('.navbar__search button[class*="searchClearButton"]');
  await expect(clear).toBeVisible();
  // Escape with the suggestions open closes them and leaves the box.
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  const input = page.locator('input.navbar__search-input');
  await expect(input).not.toBeFocused();
  await expect(input).toHaveValue('sandbox');
  await expect(clear).toBeHidden();
  await expect(page.locator('.navbar__search svg[class*="searchIcon"]')).toBeVisible();
});

// Issue 20 §1: a card of the docs index is one link, but only its title reads as one.
test('the docs index cards underline their title on hover, never the description', async ({page}) => {
  await page.goto('/documentation');
  const card = page.getByRole('link', {name: /Getting started/}).filter({has: page.getByRole('heading', {level: 2})});
  const decoration = (selector: string) =>
    card.evaluate((link, target) => getComputedStyle(target ? link.querySelector(target)! : link).textDecorationLine, selector);
  // A line drawn on the link itself runs under every word inside it, the description included.
  expect(await decoration('')).toBe('none');
  expect(await decoration('h2')).toBe('none');
  await card.hover();
  expect(await decoration('')).toBe('none');
  expect(await decoration('h2')).toBe('underline');
});

// Issue 20 §1: the results page is a main landmark, and the try-it consoles' controls, the same
// on every operation page, are not indexed ("sandbox" found five identical 'Try it' hits).
test('the search results page has a main landmark and no try-it console hits', async ({page}) => {
  await gotoHydrated(page, '/search?q=sandbox');
  const main = page.getByRole('main');
  await expect(main).toHaveCount(1);
  const titles = main.getByRole('article').getByRole('heading', {level: 2});
  await expect(titles.first()).toBeVisible();
  const texts = await titles.allTextContents();
  expect(texts.filter((text) => /try it/i.test(text))).toEqual([]);
  expect(texts.length).toBeGreaterThan(0);
});

/** Records the URLs of the scripts the page loads from now on whose code contains a marker. */
function watchChunks(page: Page, ...markers: string[]): () => Promise<string[]> {
  const matching: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().endsWith('.js')) return;
    pending.push(
      response.text().then(
        (body) => {
          if (markers.some((marker) => body.includes(marker))) matching.push(response.url());
        },
        () => undefined,
      ),
    );
  });
  return async () => {
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    return [...matching];
  };
}

/** URLs of the scripts a page loads (until the network is idle) whose code contains a marker. */
async function chunksContaining(page: Page, path: string, ...markers: string[]): Promise<string[]> {
  const loaded = watchChunks(page, ...markers);
  await gotoHydrated(page, path);
  return loaded();
}

// One of the grammars prism-react-renderer builds when it is evaluated: only its chunk has it.
const prismMarker = 'objectivec';
// react-live's transpiler error message: present only in the live editor's code.
const liveMarker = 'No-Inline evaluations must call';

test.describe('code highlighting', () => {
  // An operation page stands for the docs' code blocks: the overview has the same blocks and costs
  // four times as much to load (issue 18).
  test('a first load keeps the prerendered highlighting without Prism or the live editor', async ({page}) => {
    expect(await chunksContaining(page, '/', prismMarker, liveMarker)).toEqual([]);
    expect(await chunksContaining(page, '/documentation/api-reference/ask', prismMarker, liveMarker)).toEqual([]);

    const firstBlock = page.locator('.theme-code-block').first();
    await expect(firstBlock.locator('.token-line').first()).toBeVisible();
    // The extra languages (docusaurus.config.ts) are registered: bash is tokenized, not plain.
    await expect(page.locator('pre.language-bash .token').first()).toBeAttached();
  });

  test('code blocks rendered in the browser after an in-app navigation are highlighted by Prism', async ({page}) => {
    await gotoHydrated(page, '/documentation/api-reference/add-knowledge');
    const loaded = watchChunks(page, prismMarker);
    await page.locator('.menu a[href="/documentation/api-reference/ask"]').click();
    await page.waitForURL('**/documentation/api-reference/ask');
    await expect.poll(loaded).not.toEqual([]);
    await expect(page.locator('pre.language-bash .token').first()).toBeAttached();
  });

  test('in dark mode the code is highlighted with the dark palette', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/documentation/api-reference/ask');
    const pre = page.locator('pre.language-bash').first();
    // oceanicNext's background (docusaurus.config.ts prism.darkTheme), not the light theme's white.
    await expect(pre).toHaveCSS('background-color', 'rgb(40, 44, 52)');
  });

  test('a block kept from the prerendered HTML takes the dark palette when the mode changes', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/documentation/api-reference/ask');
    const pre = page.locator('pre.language-bash').first();
    await expect(pre).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    // The site follows prefers-color-scheme (colorMode.respectPrefersColorScheme).
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(pre).toHaveCSS('background-color', 'rgb(40, 44, 52)');
    await expect(pre.locator('.token').first()).toBeAttached();
  });
});

test.describe('live widget editor', () => {
  // Other pages, the home page and a docs page with code, load no live editor (code highlighting).
  test('the live editor code loads only when the reader starts editing', async ({page}) => {
    const loaded = watchChunks(page, liveMarker);
    await gotoHydrated(page, '/documentation/integration');
    // Before editing: the highlighted code and the preview, without react-live.
    await expect(page.getByRole('group', {name: 'Chat widget preview'})).toBeVisible();
    await expect(page.locator('pre[contenteditable] .token').first()).toBeAttached();
    expect(await loaded()).toEqual([]);

    await page.getByRole('textbox', {name: /Live code editor/}).focus();
    await expect.poll(loaded).not.toEqual([]);
  });

  test.describe('without JavaScript', () => {
    // The test's own page, not a second context beside it: a browser window costs a second.
    test.use({javaScriptEnabled: false});

    test('the page shows the code and its preview', async ({page}) => {
      await page.goto('/documentation/integration', {waitUntil: 'domcontentloaded'});
      const preview = page.getByRole('group', {name: 'Chat widget preview'});
      await expect(preview.getByText('Hi! How can I help you today?')).toBeVisible();
      await expect(page.getByRole('textbox', {name: /Live code editor/})).toContainText('data-agent-id="YOUR_AGENT_ID"');
    });
  });

  test('editing the attributes updates the preview and the generated snippet', async ({page}) => {
    // The integration guide is the longest docs page; its preview loads the real widget's code as
    // it nears the viewport and editing loads react-live: three downloads after a heavy hydration,
    // 9-14 s on a CI runner. Typing into the live editor has no cheaper level: jsdom has no layout.
    test.slow();
    await gotoHydrated(page, '/documentation/integration');
    const preview = page.getByRole('group', {name: 'Chat widget preview'});
    const launcher = preview.getByRole('button', {name: 'Chat with our assistant'});
    await expect(preview.getByText('Hi! How can I help you today?')).toBeVisible();
    await replaceLiveCode(
      page,
      [
        '<WidgetPreview',
        '  data-agent-id="agt_e2e"',
        '  data-position="top-left"',
        '  data-primary-color="#dc2626"',
        '  data-welcome-message="Welcome to the e2e shop"',
        '  data-icon-type="static"',
        '/>',
      ].join('\n'),
    );

    await expect(preview.getByText('Welcome to the e2e shop')).toBeVisible();
    await expect(launcher).toHaveCSS('background-color', 'rgb(220, 38, 38)');
    await expect(launcher).toHaveAttribute('data-icon-type', 'static');
    await expect(launcher.locator('..')).toHaveAttribute('data-position', 'top-left');
    const snippet = page.locator('.theme-code-block').filter({hasText: 'Generated snippet'});
    await expect(snippet).toContainText('data-agent-id="agt_e2e"');
    await expect(snippet).toContainText('data-position="top-left"');
  });
});

test.describe('accessibility of the integration guide', () => {
  // Lighthouse's accessibility audit also runs axe's best-practice rules (aria-allowed-role among
  // them), which the WCAG-tagged scan of tests/e2e/a11y.spec.ts leaves out: only those run here,
  // since that sweep already scans this page's WCAG rules in light and dark.
  test('axe finds no best-practice violation', async ({page}) => {
    await gotoHydrated(page, '/documentation/integration');
    const found = await axeScan(page, {runOnly: {type: 'tag', values: ['best-practice']}});
    const violations = found.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}: ${violation.help}`),
    );
    expect(violations).toEqual([]);
  });
});

test.describe('Spanish strings travel with the chunks that use them', () => {
  test('a hydrated page and an in-app navigation show Spanish, theme strings included', async ({page}) => {
    await gotoHydrated(page, '/es/pricing');
    // Registered by the pricing page's own chunk (src/plugins/inlineCodeTranslations).
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Precios sencillos y transparentes');
    // Kept in the shared table: a theme string, rendered only in the browser.
    await expect(page.getByRole('button', {name: /^Cambiar entre modo oscuro y claro/})).toBeVisible();

    // A page rendered in the browser only, from a chunk loaded after hydration.
    await page.getByRole('contentinfo').getByRole('link', {name: 'Contacto', exact: true}).click();
    await page.waitForURL('**/es/contact');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Contacto');
    await expect(page).toHaveTitle(/^Contacto/);
  });
});

test.describe('links to a section inside a tab', () => {
  // Which tab holds a section is unit-tested (tests/unit/clientModules/tabForHash.test.ts), and
  // agent-flow.spec follows an English source link into whichever tab it cites: the Spanish
  // guide, with its own anchors, is the one load this needs.
  test('select the tab the section is in and keep the anchor', async ({page}) => {
    await gotoHydrated(page, '/es/documentation/integration#api');
    await expect(page.getByRole('tab', {name: 'API', exact: true})).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[id="api"]')).toBeVisible();
    await expect(page.locator('[id="api"]')).toBeInViewport();
    await expect(page).toHaveURL(/\?tab=api#api$/);
  });
});

test.describe('the API reference overview', () => {
  const tabs = [
    ['authentication', 'Authentication', 'Autenticación'],
    ['ask-endpoint', 'Ask endpoint', 'Endpoint ask'],
    ['conversations', 'Conversations', 'Conversaciones'],
    ['knowledge-base', 'Knowledge base', 'Base de conocimiento'],
    ['webhooks', 'Webhooks', 'Webhooks'],
    ['errors', 'Errors', 'Errores'],
    ['client_libraries', 'Client libraries', 'Bibliotecas cliente'],
  ] as const;

  test('opens on Authentication', async ({page}) => {
    await gotoHydrated(page, '/documentation/api-reference');
    await expect(page.getByRole('tab', {name: 'Authentication'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', {name: 'Errors', level: 2})).toBeHidden();
  });

  // Opening a tab by its query string, and choosing one in the page (its section shows, its
  // ?tab= link goes to the address bar), is the same code for every tab: each version and
  // language opens one tab that way and chooses one or two others, one load each. That every
  // tab's value names its section is checked for all of them on the prerendered page below.
  for (const [prefix, opened, column, chosen] of [
    ['/documentation/next', 'knowledge-base', 1, tabs.filter(([value]) => value === 'authentication' || value === 'client_libraries')],
    ['/es/documentation', 'client_libraries', 2, tabs.filter(([value]) => value === 'errors')],
  ] as const) {
    test(`${prefix}/api-reference opens ?tab=${opened} and links each tab chosen by its query string`, async ({page}) => {
      await gotoHydrated(page, `${prefix}/api-reference?tab=${opened}`);
      const name = (value: string) => tabs.find((tab) => tab[0] === value)![column];
      await expect(page.getByRole('tab', {name: name(opened), exact: true})).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator(`[id="${opened}"]`)).toBeVisible();
      for (const [value] of chosen) {
        await page.getByRole('tab', {name: name(value), exact: true}).click();
        await expect(page.getByRole('tab', {name: name(value), exact: true})).toHaveAttribute('aria-selected', 'true');
        await expect(page.locator(`[id="${value}"]`)).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${prefix}/api-reference\\?tab=${value}$`));
      }
    });
  }

  // That each tab's ?tab= value names its section, and its label the panel holding it, for
  // every tab of each version and language; read from the prerendered pages, no browser load.
  test('every tab is labelled for the panel of the section its value names', async ({request}) => {
    for (const [prefix, column] of [['/documentation', 1], ['/documentation/next', 1], ['/es/documentation', 2]] as const) {
      const {html} = await prerendered(request, `${prefix}/api-reference`);
      const list = html.querySelector('[role=tablist]')!;
      const labels = list.querySelectorAll('[role=tab]').map((tab) => tab.text.trim());
      const panels = list.nextElementSibling!.children.filter((child) => child.getAttribute('role') === 'tabpanel');
      expect(labels, prefix).toEqual(tabs.map((tab) => tab[column]));
      expect(panels, prefix).toHaveLength(tabs.length);
      tabs.forEach(([value], index) => expect(panels[index].querySelector(`[id="${value}"]`), `${prefix} ${value}`).not.toBeNull());
    }
  });

  // The theme's Tabs remounted every tab set after hydration, re-creating the whole overview
  // (~4,000 elements) on each load; src/theme/Tabs keeps what the server rendered.
  test('hydration keeps the prerendered content of the tabs instead of building it again', async ({page}) => {
    const release = await holdBundle(page);
    // The held bundle keeps the load event back: the prerendered page is there before it.
    await page.goto('/documentation/next/api-reference', {waitUntil: 'commit'});
    await page.locator('[id="errors"]').evaluate((heading) => heading.setAttribute('data-prerendered', ''));
    release();
    await waitForHydration(page);
    await page.getByRole('tab', {name: 'Errors', exact: true}).click();
    await expect(page.locator('[id="errors"]')).toBeVisible();
    await expect(page.locator('[id="errors"][data-prerendered]')).toHaveCount(1);
  });

  test('the errors tab lists the codes the server answers', async ({page}) => {
    await gotoHydrated(page, '/documentation/next/api-reference?tab=errors');
    for (const code of ['unauthorized', 'forbidden', 'invalidRequest', 'rateLimited']) {
      await expect(page.getByRole('tabpanel').getByText(code, {exact: true}).first()).toBeVisible();
    }
  });
});
