/**
 * Checks across the docs' four copies (next and 1.0, English and Spanish) that the build
 * cannot make by itself: a page missing from one copy, an anchor lost in translation, a widget
 * URL that drifted from the one the live preview generates, an untranslated UI string.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import sidebars from '@site/sidebars';
import {widgetScriptUrl} from '@site/src/components/Docs/WidgetPreview/snippet';

const root = path.resolve(__dirname, '../../../..');
const copies = {
  'next (en)': 'docs',
  '1.0 (en)': 'versioned_docs/version-1.0',
  'next (es)': 'i18n/es/docusaurus-plugin-content-docs/current',
  '1.0 (es)': 'i18n/es/docusaurus-plugin-content-docs/version-1.0',
} as const;
type Copy = keyof typeof copies;

const pagesOf = (copy: Copy) =>
  readdirSync(path.join(root, copies[copy]))
    .filter((file) => file.endsWith('.mdx'))
    .sort();
const read = (copy: Copy, page: string) => readFileSync(path.join(root, copies[copy], page), 'utf8');

/** Explicit heading ids ({/* #id *\/}): the anchors other pages and the SPEC link to. */
const headingIds = (source: string) =>
  [...source.matchAll(/^#{2,6} .*\{\/\* #([\w-]+) \*\/\}$/gm)].map((match) => match[1]);

const englishPages = pagesOf('next (en)');
const allCopies = Object.keys(copies) as Copy[];

describe('documentation pages', () => {
  it('has the six SPEC pages plus the index', () => {
    expect(englishPages).toEqual([
      'api-reference.mdx',
      'best-practices.mdx',
      'getting-started.mdx',
      'index.mdx',
      'industry-guides.mdx',
      'integration.mdx',
      'security.mdx',
    ]);
  });

  it.each(allCopies)('%s has every page', (copy) => {
    expect(pagesOf(copy)).toEqual(englishPages);
  });

  it('lists every page in the sidebar of both versions', () => {
    const versioned = JSON.parse(
      readFileSync(path.join(root, 'versioned_sidebars/version-1.0-sidebars.json'), 'utf8'),
    );
    const pageIds = englishPages.map((file) => file.replace(/\.mdx$/, '')).sort();
    expect([...sidebars.docs].sort()).toEqual(pageIds);
    expect([...versioned.docs].sort()).toEqual(pageIds);
  });

  it.each(allCopies.flatMap((copy) => englishPages.map((page) => [copy, page] as const)))(
    '%s %s dates its last update in front matter, so builds need no git history',
    (copy, page) => {
      expect(read(copy, page)).toMatch(/^last_update:\n {2}date: \d{4}-\d{2}-\d{2}$/m);
    },
  );

  /** Each copy against the one it derives from: versions share anchors, translations keep them. */
  const reference = {'1.0 (en)': 'next (en)', 'next (es)': 'next (en)', '1.0 (es)': '1.0 (en)'} as const;
  it.each(
    (Object.keys(reference) as (keyof typeof reference)[]).flatMap((copy) =>
      englishPages.map((page) => [copy, page] as const),
    ),
  )('%s %s keeps the anchors of its source', (copy, page) => {
    expect(headingIds(read(copy, page))).toEqual(headingIds(read(reference[copy], page)));
  });

  it.each(allCopies)('%s has the anchors the site links to', (copy) => {
    expect(headingIds(read(copy, 'api-reference.mdx'))).toContain('client_libraries');
    expect(headingIds(read(copy, 'security.mdx'))).toContain('gdpr-compliance');
    expect(read(copy, 'integration.mdx')).toContain('(./api-reference.mdx#client_libraries)');
  });

  it.each(allCopies)('%s embeds the same widget script the live preview generates', (copy) => {
    const scriptUrls = [...read(copy, 'integration.mdx').matchAll(/src="([^"]+widget[^"]*)"/g)].map(
      (match) => match[1],
    );
    expect(scriptUrls.length).toBeGreaterThan(0);
    expect(new Set(scriptUrls)).toEqual(new Set([widgetScriptUrl]));
  });

  it('marks the unreleased payloads as illustrative in 1.0 and defines them in next', () => {
    const released = read('1.0 (en)', 'api-reference.mdx');
    const next = read('next (en)', 'api-reference.mdx');
    expect(released.match(/:::note\[Illustrative payload\]/g)).toHaveLength(2);
    expect(next).not.toContain('Illustrative');
    expect(next).toContain('| `priority` |');
    expect(next).toContain('| `source_url` |');
  });
});

describe('translations of the docs components', () => {
  const sourceDirs = ['src/components/Docs', 'src/theme/CodeBlock', 'src/theme/Playground'];
  const sourceFiles = (dir: string): string[] =>
    readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) =>
      entry.isDirectory()
        ? sourceFiles(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );
  const messages = new Map<string, string>();
  for (const file of sourceDirs.flatMap(sourceFiles)) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [, id, message] of source.matchAll(/id: '(docs\.[\w.]+)',\s*message:\s*'([^']*)'/g)) {
      messages.set(id, message);
    }
    for (const [, id, message] of source.matchAll(/<Translate id="(docs\.[\w.]+)">([^<]*)</g)) {
      messages.set(id, message);
    }
  }
  const spanish: Record<string, {message: string}> = JSON.parse(
    readFileSync(path.join(root, 'i18n/es/code.json'), 'utf8'),
  );

  it('finds the ids in the components', () => {
    expect(messages.size).toBeGreaterThanOrEqual(15);
  });

  it('has a Spanish message for every id, different from the English one', () => {
    for (const [id, english] of messages) {
      expect({id, message: spanish[id]?.message}).toEqual({id, message: expect.any(String)});
      expect(spanish[id].message).not.toBe(english);
    }
  });

  it('keeps the placeholders of every message', () => {
    for (const [id, english] of messages) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect({id, placeholders: placeholders(spanish[id].message)}).toEqual({
        id,
        placeholders: placeholders(english),
      });
    }
  });

  it('has no Spanish message for an id the components no longer use', () => {
    expect(
      Object.keys(spanish).filter((id) => id.startsWith('docs.') && !messages.has(id)),
    ).toEqual([]);
  });
});
