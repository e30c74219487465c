/**
 * The Lighthouse bench's verdicts: which figures count against issue 10 §5's targets. A page that
 * asks not to be indexed fails Lighthouse's "Page is blocked from indexing" on purpose, so its SEO
 * score is reported as "noindex" and never counted, like the bare pages'.
 */
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {isNoindex, pagesOfBuild} from '../../bench/lighthouse/pages.mjs';
import {countedSeo, printReport, withVerdicts} from '../../bench/lighthouse/report.mjs';

type Page = {path: string; locale: string; kind: string; bare: boolean; noindex: boolean};

const page = (pagePath: string, extra: Partial<Page> = {}): Page => ({
  path: pagePath, locale: 'en', kind: 'docs', bare: false, noindex: false, ...extra,
});

const summary = (scores: Partial<Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>>, jsTransfer = 100_000) => ({
  scores: {performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, ...scores},
  lcp: 1000, tbt: 50, cls: 0, jsTransfer, jsResource: jsTransfer * 3, domSize: 500,
  lcpElement: '', lcpPhases: '', failing: [],
});

const bare = {page: page('/thank-you', {bare: true, noindex: true, kind: 'bare'}), summary: summary({seo: 69})};

describe('withVerdicts', () => {
  it('does not count the SEO score of a noindex page', () => {
    const [, next] = withVerdicts([bare, {page: page('/documentation/next/integration', {noindex: true}), summary: summary({seo: 69})}]);
    expect(next.misses).toEqual([]);
    expect(countedSeo(next)).toBeNaN();
  });

  it('still counts every other target of a noindex page', () => {
    const [, next] = withVerdicts([bare, {
      page: page('/documentation/next/integration', {noindex: true}),
      summary: summary({seo: 69, performance: 90, accessibility: 98}, 140_000),
    }]);
    expect(next.misses).toEqual(['performance 90', 'a11y 98', 'JS 1.400x']);
  });

  it('names a JS ratio just over the target with enough decimals to show it', () => {
    const [, integration] = withVerdicts([bare, {page: page('/es/documentation/integration'), summary: summary({}, 130_100)}]);
    expect(integration.misses).toEqual(['JS 1.301x']);
  });

  it('counts the SEO score of an indexed page', () => {
    const [, blog] = withVerdicts([bare, {page: page('/blog/tags', {kind: 'blog'}), summary: summary({seo: 92})}]);
    expect(blog.misses).toEqual(['seo 92']);
    expect(countedSeo(blog)).toBe(92);
  });

  it('shows "noindex" in the SEO column and keeps the page out of the SEO summary', () => {
    const lines: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    try {
      printReport([bare,
        {page: page('/documentation/next/integration', {noindex: true}), summary: summary({seo: 69})},
        {page: page('/documentation/integration'), summary: summary({seo: 100})}],
      {runs: 1, buildDir: 'build', lighthouseVersion: '12'});
    } finally {
      log.mockRestore();
    }
    const output = lines.join('\n');
    expect(output).toMatch(/docs \/documentation\/next\/integration\s+100\s+100\s+100\s+noindex\b.*\bmet$/m);
    expect(output).not.toMatch(/\b69\b/);
    expect(output).toMatch(/^min\s+100\s+100\s+100\s+100\b/m);
    expect(output).toContain('Pages under target: 0 of 2');
  });
});

describe('isNoindex', () => {
  it.each([
    ['<meta data-rh=true name=robots content="noindex, nofollow"/>', true],
    ['<meta name="robots" content="NOINDEX">', true],
    ['<meta name="robots" content="index, follow">', false],
    ['<meta name="description" content="noindex is a word here">', false],
    ['<p>noindex</p>', false],
  ])('%s -> %s', (head, expected) => {
    expect(isNoindex(`<html><head>${head}</head><body></body></html>`)).toBe(expected);
  });
});

describe('pagesOfBuild', () => {
  let buildDir: string;
  const write = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(buildDir, file)), {recursive: true});
    writeFileSync(path.join(buildDir, file), html);
  };
  const sitemap = (paths: string[]) =>
    `<urlset>${paths.map((p) => `<url><loc>https://example.com${p}</loc></url>`).join('')}</urlset>`;
  const noindexHtml = '<html><head><meta name=robots content="noindex, nofollow"></head></html>';
  const indexedHtml = '<html><head></head></html>';

  beforeAll(() => {
    buildDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
    write('sitemap.xml', sitemap(['/', '/documentation/integration']));
    write('es/sitemap.xml', sitemap(['/es/']));
    write('index.html', indexedHtml);
    write('es/index.html', indexedHtml);
    write('documentation/integration.html', indexedHtml);
    write('documentation/next/integration.html', noindexHtml);
    write('thank-you.html', noindexHtml);
    write('es/thank-you.html', noindexHtml);
  });
  afterAll(() => rmSync(buildDir, {recursive: true, force: true}));

  it('marks the pages whose built HTML is noindex', () => {
    const pages = pagesOfBuild(buildDir, {locale: 'en'});
    expect(pages.map((p: Page) => [p.path, p.noindex])).toEqual([
      ['/', false],
      ['/documentation/integration', false],
      ['/documentation/next/integration', true],
      ['/thank-you', true],
    ]);
  });

  it('keeps exactly the listed pages (and the bare pages) with `only`', () => {
    expect(pagesOfBuild(buildDir, {only: ['/', '/es/']}).map((p: Page) => p.path)).toEqual(['/', '/es/', '/thank-you', '/es/thank-you']);
    expect(() => pagesOfBuild(buildDir, {only: ['/nowhere']})).toThrow('/nowhere');
  });
});
