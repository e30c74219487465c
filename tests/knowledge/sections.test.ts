/**
 * One cut for every document (src/lib/knowledge/sections): an uploaded Markdown document is cut
 * where the build's parser sees headings, and each heading gets the anchor Docusaurus (and
 * GitHub) give it, so what the server cites is what the site links to.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import {assignHeadingIds} from '@site/src/lib/knowledge/mdx';
import {inlineText} from '@site/src/lib/knowledge/inlineText';
import {markdownSections} from '@site/src/lib/knowledge/sections';
import {plainText, type MdNode} from '@site/src/lib/knowledge/tree';

const cut = (markdown: string) => markdownSections(markdown).map(({heading, anchor}) => [heading, anchor]);

describe('markdownSections', () => {
  it.each([
    ['a # line in a ``` fence', '# Setup\n\n```sh\n# not a heading\n```\n\n## Run', [['Setup', 'setup'], ['Run', 'run']]],
    ['a # line in a ~~~ fence with an info string', '~~~bash title="x"\n# not a heading\n~~~\n\n## Run', [['', null], ['Run', 'run']]],
    ['a ``` line inside a longer ```` fence', '````md\n```\n# not a heading\n```\n````\n## After', [['', null], ['After', 'after']]],
    ['a fence left open to the end', '## One\n\n```\n# not a heading', [['One', 'one']]],
    ['indented code', 'Intro.\n\n    # not a heading\n\n## Two', [['', null], ['Two', 'two']]],
    ['a block quote and a list item', '> # quoted\n\n- # in a list\n\n# Top', [['', null], ['Top', 'top']]],
    ['an HTML comment', '<!--\n# commented out\n-->\n# Real', [['', null], ['Real', 'real']]],
    ['an HTML block', '<div>\n# inside\n</div>\n\n# After', [['', null], ['After', 'after']]],
    ['no space after #', '#hashtag\n\n# Tag', [['', null], ['Tag', 'tag']]],
  ])('%s is not a heading', (_, markdown, expected) => {
    expect(cut(markdown)).toEqual(expected);
  });

  it.each([
    ['a repeated heading counts -1, -2 over the document', '# FAQ\n## FAQ\n### FAQ', [['FAQ', 'faq'], ['FAQ', 'faq-1'], ['FAQ', 'faq-2']]],
    ['a heading in a list item cuts nothing but counts', '- ## FAQ\n\n## FAQ', [['', null], ['FAQ', 'faq-1']]],
    ['Spanish accents stay', '## Página 1\n## ¿Cómo funciona?\n## Año 2024', [['Página 1', 'página-1'], ['¿Cómo funciona?', 'cómo-funciona'], ['Año 2024', 'año-2024']]],
    ['emoji and punctuation go, each space a hyphen', '## 🚀 Launch\n## C++ & C#\n## Envío — plazos', [['🚀 Launch', '-launch'], ['C++ & C#', 'c--c'], ['Envío — plazos', 'envío--plazos']]],
    ['inline Markdown is read as text', '## `npm install` *fails*\n## [Pricing](/pricing) &amp; plans\n## snake\\_case', [['npm install fails', 'npm-install-fails'], ['Pricing & plans', 'pricing--plans'], ['snake_case', 'snake_case']]],
    ['an explicit id replaces the slug', '## Setup {#install}\n## Setup', [['Setup', 'install'], ['Setup', 'setup']]],
    ['setext headings and closing #s', 'Title\n=====\n\nPart two\n---\n\n## Three ##', [['Title', 'title'], ['Part two', 'part-two'], ['Three', 'three']]],
  ])('%s', (_, markdown, expected) => {
    expect(cut(markdown)).toEqual(expected);
  });

  it.each([
    ['YAML', '---\ntitle: Guide\n---\nIntro.\n\n## One\nA.'],
    ['TOML', '+++\ntitle = "Guide"\n+++\nIntro.\n\n## One\nA.'],
  ])('%s front matter is neither a heading nor text', (_, markdown) => {
    expect(markdownSections(markdown)).toEqual([
      {heading: '', anchor: null, body: 'Intro.', order: 0, parents: []},
      {heading: 'One', anchor: 'one', body: 'A.', order: 1, parents: []},
    ]);
  });

  it.each([
    ['no text before the first heading', '## Only\nbody', [['Only', 'body']]],
    ['blank lines before the first heading', '\n\n  \n## Only\nbody', [['Only', 'body']]],
    ['a heading without text keeps its place', '## One\n\n## Two\ntext', [['One', ''], ['Two', 'text']]],
  ])('an empty section before the first heading is dropped: %s', (_, markdown, expected) => {
    expect(markdownSections(markdown).map(({heading, body}) => [heading, body])).toEqual(expected);
  });

  it('gives each section the headings it sits in, outermost first: a heading closes those of its depth or deeper', () => {
    const markdown = '# Guide\n## Webhooks\n### Signatures\n#### Example\n### Retries\n## Errors\n# Appendix\n### Loose';
    expect(markdownSections(markdown).map(({heading, parents}) => [heading, parents])).toEqual([
      ['Guide', []],
      ['Webhooks', ['Guide']],
      ['Signatures', ['Guide', 'Webhooks']],
      ['Example', ['Guide', 'Webhooks', 'Signatures']],
      ['Retries', ['Guide', 'Webhooks']],
      ['Errors', ['Guide']],
      ['Appendix', []],
      ['Loose', ['Appendix']],
    ]);
  });

  it('keeps each section body as written, code and deeper text included, with CRLF lines read as LF', () => {
    expect(markdownSections('Intro **bold**.\r\n\r\n# Setup\r\nInstall it.\r\n\r\n```sh\r\n# not a heading\r\n```')).toEqual([
      {heading: '', anchor: null, body: 'Intro **bold**.', order: 0, parents: []},
      {heading: 'Setup', anchor: 'setup', body: 'Install it.\n\n```sh\n# not a heading\n```', order: 1, parents: []},
    ]);
  });
});

/** The headings the build's parser finds at the top level of a Markdown document: text without HTML tags, as slugged, and id. */
function parsedHeadings(markdown: string): (string | null)[][] {
  const root = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml', 'toml']).parse(markdown) as unknown as MdNode;
  assignHeadingIds(root);
  return (root.children ?? [])
    .filter((node) => node.type === 'heading')
    .map((node) => [plainText((node.children ?? []).filter((child) => child.type !== 'html')).trim(), node.data?.id ?? null]);
}

describe('the line reader agrees with the build parser', () => {
  it.each([
    ['fences, lists and quotes', '# A\n\n```\n# no\n```\n\n- item\n  # inside\n\n> # quoted\n# B\n\n1. one\n\n   ## inside too\n\n## C'],
    ['setext, breaks and lazy lines', 'Title\n===\n\n---\n\nText\n- - -\n\nPara\nlazy\n---\n\n> quote\n---\n\n- item\n---'],
    ['HTML and indented code', '<details>\n# in html\n</details>\n\n    # code\n\n<!-- # c -->\n## After\n\n<pre>\n\n# in pre\n</pre>\n## End'],
    ['inline markup and duplicates', '## `a` and **b** ~~c~~\n## [x](/y) ![img](i.png)\n## a and b c\n## <span>Tagged</span> 1\\. item\n## a and b c'],
    ['lazy lines and HTML in list items, as micromark reads them', '2) two\n<br/>\n## H\n\n- a\n<br/>\n<br/>\n## Swallowed\n\n* b\n<a href="x">\ntext\n-\n\n- > # x\n  # in item\n# x'],
    ['front matter and a heading after a paragraph', '---\nk: v\n---\nline\n# Interrupts\ntext\n## Two #\n### Three ###'],
  ])('%s', (_, markdown) => {
    const sections = markdownSections(markdown).filter(({anchor}) => anchor !== null);
    expect(sections.map(({heading, anchor}) => [heading, anchor])).toEqual(parsedHeadings(markdown));
  });

  // Lines that each change what the next one is; shuffled into short documents by a seeded generator.
  const pieces = [
    '# A', '## B b', 'text', '', '', '```', '~~~', '    # code', '  # two', '- item', '  # in item', '1. one', '2) two', '0. zero',
    '> quote', '> # qh', ' > > # deep', '- > # x', '---', '===', '***', '- - -', '<div>', '</div>', '<!-- c', '-->', '<span>x</span>',
    '<pre>', '</script>', '<?php', '?>', '<!DOCTYPE html>', '<a href="x">', '<br/>', '| a | b |', '| - | - |', '\t# tab', '#',
    '## C ##', '  - nested', '   ```js', '  ~~~~', '````', '  continuation', '* star', '#5 bolt', '## Hi {#hi}', '## Hi',
    '# `x` *y* __z__ ~~s~~', '## ![img](x) [ref][r]', '## a_b_c `c`` d`', '## <http://a.b> <x@y.z>', '## trailing \\#',
  ];
  it('on 3,000 documents of lines that change what the next line is', () => {
    let seed = 42;
    const next = (below: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % below;
    for (let made = 0; made < 3000; made += 1) {
      const markdown = Array.from({length: 2 + next(12)}, () => pieces[next(pieces.length)]).join('\n');
      // An empty heading with nothing under it is dropped by the cut; its slug ('') names no other.
      const sections = markdownSections(markdown).filter(({anchor, heading}) => anchor !== null && heading);
      expect([markdown, sections.map(({heading, anchor}) => [heading, anchor])]).toEqual([markdown, parsedHeadings(markdown).filter(([heading]) => heading)]);
    }
  });
});

describe('inlineText', () => {
  it.each([
    ['`code` spans keep their text, ** and _ go', '`x_y` **bold** _em_ word_word', 'x_y bold em word_word'],
    ['links and images keep their text, a reference link (defined elsewhere) stays', '[Docs](/docs) ![Logo](l.png) [ref][1]', 'Docs Logo [ref][1]'],
    ['escapes and entities resolve', '1\\. \\*star\\* &amp; &#241; &#x1F600; &bogus;', '1. *star* & ñ 😀 &bogus;'],
    ['autolinks keep their address, tags go', '<https://x.io> <b>bold</b>', 'https://x.io bold'],
  ])('%s', (_, markdown, expected) => {
    expect(inlineText(markdown)).toBe(expected);
  });
});

describe('a hostile document', () => {
  // Each of these took seconds to minutes through a pattern that rescans the rest of the line
  // from every delimiter; read in one pass, each takes milliseconds.
  const long = 300_000;
  it.each(['[', '**a*', '``a`', '<a', '<!--', '\\', ' ', '#', '](', '<a@', '_a__'])('a heading of "%s" repeated is read in time proportional to its length', (piece) => {
    const markdown = `# x${piece.repeat(long / piece.length)}x\n\nText.`;
    const started = performance.now();
    const [section] = markdownSections(markdown);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(section.body).toBe('Text.');
  });
});
