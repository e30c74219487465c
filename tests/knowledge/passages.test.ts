import {mdxToNodes} from '@site/src/lib/knowledge/mdx';
import {pageMarkdown, pagePassages, pageSections, twinPath, type KnowledgePage} from '@site/src/lib/knowledge/passages';

function page(source: string, overrides: Partial<KnowledgePage> = {}): KnowledgePage {
  return {
    title: 'Integration guide',
    summary: 'Add your agent\nto your website.',
    url: '/es/documentation/integration',
    locale: 'es',
    version: '1.0',
    body: mdxToNodes(source),
    ...overrides,
  };
}

const source = [
  '# Integration guide',
  'Three ways to start.',
  '## Website {/* #website */}',
  'Paste the snippet.',
  '### Step 1',
  'Generate it.',
  '#### Detail',
  'Stays inside step 1.',
  '## CRM',
  'Connect it.',
].join('\n\n');

describe('pagePassages', () => {
  test('cuts at H2 and H3 only, with title, heading, anchored url, locale, version and order', () => {
    const passages = pagePassages(page(source));
    expect(passages.map(({heading, url, order}) => ({heading, url, order}))).toEqual([
      {heading: '', url: '/es/documentation/integration', order: 0},
      {heading: 'Website', url: '/es/documentation/integration#website', order: 1},
      {heading: 'Step 1', url: '/es/documentation/integration#step-1', order: 2},
      {heading: 'CRM', url: '/es/documentation/integration#crm', order: 3},
    ]);
    expect(passages[2].text).toBe('Generate it.\n\n#### Detail\n\nStays inside step 1.');
    expect(passages.every((passage) => passage.pageTitle === 'Integration guide')).toBe(true);
    expect(passages.every((passage) => passage.locale === 'es' && passage.version === '1.0')).toBe(true);
    expect(passages.map((passage) => passage.id)).toEqual(passages.map((passage) => passage.url));
  });

  test('an H3 passage keeps the H2 it sits in; an H4 stays in its H3 and names no parent', () => {
    const passages = pagePassages(page(source));
    expect(passages.map(({heading, parentHeadings}) => [heading, parentHeadings])).toEqual([
      ['', undefined],
      ['Website', undefined],
      ['Step 1', ['Website']],
      ['CRM', undefined],
    ]);
  });

  test('sections without an anchor keep the page url and still get unique ids', () => {
    const body = mdxToNodes('Intro.\n\n## One\n\nA.\n\n## Two\n\nB.');
    for (const node of body) if (node.data) delete node.data.id;
    const passages = pagePassages(page('', {body, version: null, url: '/pricing'}));
    expect(passages.map((passage) => passage.url)).toEqual(['/pricing', '/pricing', '/pricing']);
    expect(new Set(passages.map((passage) => passage.id)).size).toBe(3);
  });

  test('pageSections drops an empty lead-in', () => {
    expect(pageSections(mdxToNodes('## Only\n\nText.')).map((section) => section.heading)).toEqual(['Only']);
  });
});

describe('pageMarkdown and twinPath', () => {
  test('the twin opens with the title and a one-line summary, without a repeated H1', () => {
    const markdown = pageMarkdown(page(source));
    expect(markdown.startsWith('# Integration guide\n\n> Add your agent to your website.\n\nThree ways to start.')).toBe(true);
    expect(markdown.match(/^# /gm)).toHaveLength(1);
  });

  test('twins live at the URL plus .md, index.md for a locale home', () => {
    expect(twinPath('/pricing')).toBe('/pricing.md');
    expect(twinPath('/es/documentation/integration#website')).toBe('/es/documentation/integration.md');
    expect(twinPath('/')).toBe('/index.md');
    expect(twinPath('/es/')).toBe('/es/index.md');
  });
});
