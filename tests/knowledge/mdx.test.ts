import {mdxToNodes} from '@site/src/lib/knowledge/mdx';
import {stringifyMarkdown, markdownNodes} from '@site/src/lib/knowledge/tree';

function convert(source: string, options?: Parameters<typeof mdxToNodes>[1]): string {
  return stringifyMarkdown(mdxToNodes(source, options));
}

function headingIds(source: string): string[] {
  return mdxToNodes(source)
    .filter((node) => node.type === 'heading')
    .map((node) => node.data?.id ?? '');
}

describe('mdxToNodes', () => {
  test('drops front matter, imports, exports, comments and expressions', () => {
    const markdown = convert(
      [
        '---',
        'title: Page',
        '---',
        '',
        "import Tabs from '@theme/Tabs';",
        'export const answer = 42;',
        '',
        '{/* a note for editors */}',
        '',
        'Text with {answer} value.',
      ].join('\n'),
    );
    expect(markdown).toBe('Text with value.');
  });

  test('tabs become a bold label line followed by their content', () => {
    const markdown = convert(
      [
        '<Tabs>',
        '<TabItem value="npm" label="npm">',
        '',
        'Run npm.',
        '',
        '</TabItem>',
        '<TabItem value="yarn">',
        '',
        'Run yarn.',
        '',
        '</TabItem>',
        '</Tabs>',
      ].join('\n'),
    );
    expect(markdown).toBe('**npm**\n\nRun npm.\n\n**yarn**\n\nRun yarn.');
  });

  test('admonitions become blockquotes opened by their title', () => {
    expect(convert(':::info[Coming soon]\n\nWebhooks for tickets.\n\n:::')).toBe(
      '> **Coming soon**\n>\n> Webhooks for tickets.',
    );
    expect(convert(':::tip\n\nKeep it short.\n\n:::', {admonitionTitle: (type) => `T-${type}`})).toBe(
      '> **T-tip**\n>\n> Keep it short.',
    );
  });

  test('text that only looks like a directive stays as written', () => {
    expect(convert('Opens at 10:30 every day, see ::note too.')).toBe('Opens at 10:30 every day, see ::note too.');
  });

  test('details keep their summary as a bold line', () => {
    const markdown = convert('<details>\n<summary>Why?</summary>\n\nBecause.\n\n</details>');
    expect(markdown).toBe('**Why?**\n\nBecause.');
  });

  test('tables and code blocks with titles are kept', () => {
    const source = [
      '| A | B |',
      '| --- | --- |',
      '| `x` | y |',
      '',
      '```js title="server.js"',
      'const a = 1;',
      '```',
    ].join('\n');
    expect(convert(source)).toBe('| A   | B |\n| --- | - |\n| `x` | y |\n\n```js title="server.js"\nconst a = 1;\n```');
  });

  test('components render from their renderer; unknown ones keep their children', () => {
    const markdown = convert('<Card>\n\nInside **bold**.\n\n</Card>\n\n<Libraries />\n\nHi <Name />.', {
      components: {
        Libraries: () => markdownNodes('- Node.js\n- Python'),
        Name: () => [{type: 'text', value: 'AgentWorks'}],
      },
    });
    expect(markdown).toBe('Inside **bold**.\n\n- Node.js\n- Python\n\nHi AgentWorks.');
  });

  test('links: Link elements with scope expressions, and resolveLink on every target', () => {
    const markdown = convert('<Link to={links.demo}>Book</Link> and [auth](./api.mdx#auth).', {
      scope: {links: {demo: 'https://demo.example'}},
      resolveLink: (url) => (url.startsWith('./') ? `/documentation/api#${url.split('#')[1]}` : url),
    });
    expect(markdown).toBe('[Book](https://demo.example) and [auth](/documentation/api#auth).');
  });

  test('live code blocks become what liveCode returns', () => {
    const markdown = convert('```jsx live\n<Preview />\n```', {
      liveCode: (code) => [{type: 'code', lang: 'html', value: code.replace('Preview', 'script')}],
    });
    expect(markdown).toBe('```html\n<script />\n```');
  });
});

describe('heading ids (as Docusaurus gives them)', () => {
  test('explicit MDX comment ids, classic {#id} ids, else slugs counted over the page', () => {
    const source = [
      '## Authentication {/* #auth */}',
      '## Rate limits {#limits}',
      '## Rate `limits`!',
      '## Rate limits',
      '<Tabs><TabItem value="a">',
      '',
      '### Step 1: Generate your snippet',
      '',
      '</TabItem></Tabs>',
      '## ¿Qué es?',
    ].join('\n\n');
    expect(headingIds(source)).toEqual([
      'auth',
      'limits',
      'rate-limits',
      'rate-limits-1',
      'step-1-generate-your-snippet',
      'qué-es',
    ]);
    expect(convert('## Authentication {/* #auth */}\n\n## Limits {#limits}')).toBe('## Authentication\n\n## Limits');
  });
});
