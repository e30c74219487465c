import type {APIRequestContext} from '@playwright/test';
import {company} from '../../src/config/site';
import {optionalSectionTitle, parseLlmsTxt} from '../../src/lib/knowledge/llmsTxt';
import type {KnowledgeFile} from '../../src/lib/knowledge/types';
import {expect, gotoHydrated, parseHtml, test} from './fixtures';

/** The knowledge build's output against the production build: llms.txt, .md twins, passages. */

/** Per locale, and per docs version under its path; each ends with its Optional section. */
const llmsFiles = [
  '/llms.txt',
  '/es/llms.txt',
  '/documentation/llms.txt',
  '/documentation/1.0/llms.txt',
  '/documentation/next/llms.txt',
  '/es/documentation/llms.txt',
  '/es/documentation/1.0/llms.txt',
  '/es/documentation/next/llms.txt',
];

/** llms.txt links are absolute on the production origin: the same path on the test server. */
function localPath(url: string): string {
  expect(url.startsWith(`${company.url}/`), `${url} is on ${company.url}`).toBe(true);
  return url.slice(company.url.length);
}

async function text(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, {headers});
  expect(response.status(), path).toBe(200);
  return {body: await response.text(), headers: response.headers()};
}

test.describe('llms.txt', () => {
  for (const path of llmsFiles) {
    test(`${path} follows the llms.txt format and every link resolves`, async ({request}) => {
      const {body, headers} = await text(request, path);
      expect(headers['content-type']).toMatch(/^text\/(plain|markdown); charset=utf-8$/);
      const llms = parseLlmsTxt(body);
      expect(body.startsWith('# ')).toBe(true);
      expect(llms.title).toBeTruthy();
      expect(llms.summary).toBeTruthy();
      // Nothing but the title, the summary and paragraphs may come before the first section.
      const beforeSections = body.slice(0, body.indexOf('\n## '));
      expect(beforeSections).not.toMatch(/^#{2,} /m);
      expect(llms.sections.length).toBeGreaterThan(0);
      expect(llms.sections.every((section) => section.links.length > 0)).toBe(true);
      expect(llms.sections.at(-1)?.title).toBe(optionalSectionTitle);
      // Every line of a section is a `- [name](url)` link with optional notes.
      const sectionLines = body
        .slice(body.indexOf('\n## '))
        .split('\n')
        .filter((line) => line && !line.startsWith('## '));
      for (const line of sectionLines) expect(line).toMatch(/^- \[.+\]\(https?:\/\/\S+\)(: .+)?$/);

      const links = llms.sections.flatMap((section) => section.links);
      for (const link of links) {
        const response = await request.get(localPath(link.url));
        expect(response.status(), link.url).toBe(200);
        if (link.url.endsWith('.md')) {
          expect(response.headers()['content-type'], link.url).toBe('text/markdown; charset=utf-8');
          expect(await response.text(), link.url).toMatch(new RegExp(`^# ${escapeRegExp(link.name)}\\n`));
        }
      }

      const full = await text(request, path.replace(/llms\.txt$/, 'llms-full.txt'));
      expect(full.body.startsWith(`# ${llms.title}\n\n> `)).toBe(true);
      for (const link of links.filter((item) => item.url.endsWith('.md'))) {
        expect(full.body, `llms-full.txt has ${link.name}`).toContain(`\n# ${link.name}\n`);
      }
    });
  }
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('Markdown twins', () => {
  const twins = [
    {page: '/', twin: '/index.md', title: /^# .+\n\n> .+\n/},
    {page: '/pricing', twin: '/pricing.md', title: /^# Pricing: AI Agent Plans for Every Business\n\n> /},
    {page: '/es/pricing', twin: '/es/pricing.md', title: /^# Precios/},
    {page: '/documentation/integration', twin: '/documentation/integration.md', title: /^# Integration guide\n/},
    {page: '/es/documentation/next/integration', twin: '/es/documentation/next/integration.md', title: /^# Guía de integración\n/},
    {page: '/documentation/1.0/integration', twin: '/documentation/1.0/integration.md', title: /^# Integration guide\n/},
    {page: '/industry/healthcare', twin: '/industry/healthcare.md', title: /^# AI Agents for Healthcare Providers\n/},
    {page: '/about-us', twin: '/about-us.md', title: /^# About Us\n/},
    {page: '/es/blog', twin: '/es/blog.md', title: /^# Blog de AgentWorks\n/},
  ];

  for (const {page, twin, title} of twins) {
    test(`${page}: ${twin} is its Markdown, also for Accept: text/markdown, and the page links it`, async ({request}) => {
      const markdown = await text(request, twin);
      expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(markdown.body).toMatch(title);
      // Clean Markdown: no MDX left over (code samples may import what they like).
      const prose = markdown.body.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
      expect(prose).not.toMatch(/^import |^export |\{\/\*|<Tabs|<TabItem|<details|:::/m);

      const negotiated = await text(request, page, {accept: 'text/markdown'});
      expect(negotiated.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(negotiated.headers.vary).toMatch(/\bAccept\b/i);
      expect(negotiated.body).toBe(markdown.body);

      const html = await text(request, page, {accept: 'text/html'});
      expect(html.headers['content-type']).toMatch(/^text\/html/);
      const alternate = parseHtml(html.body).querySelector('link[rel="alternate"][type="text/markdown"]');
      expect(alternate?.getAttribute('href')).toBe(twin);
    });
  }

  test('noindex pages have no twin and no alternate link', async ({request}) => {
    expect((await request.get('/thank-you.md')).status()).toBe(404);
    const html = await text(request, '/thank-you');
    expect(parseHtml(html.body).querySelector('link[rel="alternate"][type="text/markdown"]')).toBeNull();
  });

  test('after client-side navigation the head links the new page\'s twin', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/index.md');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Pricing', exact: true}).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/pricing.md');
  });
});

test.describe('passages', () => {
  for (const file of ['/agent/passages.json', '/es/agent/passages.json']) {
    test(`${file}: every passage's anchor is an id on its built page`, async ({request}) => {
      test.setTimeout(120_000);
      const knowledge = (await (await request.get(file)).json()) as KnowledgeFile;
      expect(knowledge.passages.length).toBeGreaterThan(100);
      expect(knowledge.defaultVersion).toBe('2.0');
      const byPage = new Map<string, string[]>();
      for (const passage of knowledge.passages) {
        expect(passage.locale).toBe(knowledge.locale);
        const [pagePath, anchor] = passage.url.split('#');
        byPage.set(pagePath, [...(byPage.get(pagePath) ?? []), ...(anchor ? [anchor] : [])]);
      }
      // Docs in every version, marketing pages written from src/data, blog posts.
      const prefix = knowledge.locale === 'en' ? '' : `/${knowledge.locale}`;
      for (const expected of ['/documentation/integration', '/documentation/1.0/integration', '/documentation/next/integration', '/pricing', '/industry/healthcare']) {
        expect([...byPage.keys()]).toContain(`${prefix}${expected}`);
      }
      for (const [pagePath, anchors] of byPage) {
        const {body} = await text(request, pagePath, {accept: 'text/html'});
        const root = parseHtml(body);
        for (const anchor of anchors) {
          expect(root.querySelector(`[id="${anchor}"]`), `${pagePath}#${anchor}`).not.toBeNull();
        }
      }
    });
  }
});
