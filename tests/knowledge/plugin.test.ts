import * as site from '@site/src/config/site';
import * as libraries from '@site/src/components/Docs/ClientLibraries/libraries';
import * as snippet from '@site/src/widget/preview/snippet';
import {mdxToNodes} from '@site/src/lib/knowledge/mdx';
import {parseLlmsTxt} from '@site/src/lib/knowledge/llmsTxt';
import type {KnowledgePage} from '@site/src/lib/knowledge/passages';
import {stringifyMarkdown} from '@site/src/lib/knowledge/tree';
import {isNoIndex} from '@site/src/plugins/agentKnowledge/contentPages';
import {llmsFiles} from '@site/src/plugins/agentKnowledge/llmsFiles';
import {mdxComponents, widgetPreviewCode, type MdxSiteData} from '@site/src/plugins/agentKnowledge/mdxComponents';

/** translate() as the shim answers it: the given Spanish, else the English message, with {values}. */
function translateWith(spanish: Record<string, string>): MdxSiteData['translate'] {
  return ({id, message}, values = {}) =>
    (spanish[id] ?? message).replace(/{(\w+)}/g, (whole, name: string) => values[name] ?? whole);
}

function siteData(overrides: Partial<MdxSiteData> = {}): MdxSiteData {
  return {
    locale: 'en',
    htmlLang: 'en-US',
    site,
    libraries,
    snippet,
    translate: translateWith({}),
    siblingDocs: () => [{title: 'Getting started', url: 'https://www.agentworks.example/documentation/getting-started', description: 'Six steps.'}],
    ...overrides,
  };
}

function render(source: string, data = siteData()): string {
  return stringifyMarkdown(mdxToNodes(source, {components: mdxComponents(data), liveCode: widgetPreviewCode(data)}));
}

describe('MDX components as Markdown', () => {
  test('company facts come from src/config/site', () => {
    expect(render('<CompanyName /> (<LegalName />) at <SupportEmail />.')).toBe(
      `${site.company.name} (${site.company.legalName}) at <${site.contact.supportEmail}>.`,
    );
    expect(render('<CompanySeo path="/about-us" />\n\nText.')).toBe('Text.');
  });

  test('the client libraries table lists every library with its install line', () => {
    const markdown = render('<ClientLibraries />');
    for (const library of libraries.clientLibraries) {
      expect(markdown).toMatch(new RegExp(`^\\| ${library.language} +\\| ${library.version} +\\|`, 'm'));
      expect(markdown).toContain(`\`${library.install}\``);
    }
  });

  test('a live WidgetPreview becomes the snippet it generates', () => {
    const markdown = render('```jsx live\n<WidgetPreview data-agent-id="AGENT_1" data-position="top-left" />\n```');
    expect(markdown).toBe(
      `\`\`\`html\n${snippet.buildWidgetSnippet({...snippet.widgetDefaults, agentId: 'AGENT_1', position: 'top-left'})}\n\`\`\``,
    );
  });

  test('the docs index cards list the other pages of the version', () => {
    expect(render('<DocIndexCards />')).toBe(
      '- [Getting started](https://www.agentworks.example/documentation/getting-started): Six steps.',
    );
  });

  test('dates and translated labels follow the locale', () => {
    const spanish = siteData({
      locale: 'es',
      htmlLang: 'es-ES',
      translate: translateWith({'company.legal.lastUpdated': 'Última actualización: {date}'}),
    });
    expect(render('<LastUpdated date="2025-11-01" />', spanish)).toBe('Última actualización: 1 de noviembre de 2025');
    expect(render('<AccordionItem value="a" title="Salesforce" badge="Recomendado">\n\nTexto.\n\n</AccordionItem>', spanish)).toBe(
      '**Salesforce** (Recomendado)\n\nTexto.',
    );
  });
});

describe('isNoIndex', () => {
  test.each([
    ['/thank-you', {}, true],
    ['/es/thank-you', {}, true],
    ['/admin-login', {}, true],
    ['/es/admin-users', {}, true],
    ['/admin/white-paper', {}, true],
    ['/404', {}, true],
    ['/search', {}, true],
    ['/pricing', {noindex: true}, true],
    ['/pricing', {}, false],
    ['/documentation/search-tips', {}, false],
    ['/blog/admin-tips', {}, false],
  ])('%s %j -> %s', (permalink, frontMatter, expected) => {
    expect(isNoIndex(frontMatter, permalink)).toBe(expected);
  });
});

describe('llmsFiles', () => {
  const page = (url: string, title: string, version: string | null = null): KnowledgePage => ({
    title,
    summary: `${title} summary.`,
    url,
    locale: 'es',
    version,
    body: mdxToNodes(`Body of ${title}.`),
  });
  const texts = {
    summary: 'Resumen.',
    details: 'Detalles.',
    docsSummary: (version: string) => `Docs ${version}.`,
    docsName: (version: string) => `Documentación ${version}`,
    sections: {docs: 'Documentación', product: 'Producto', company: 'Empresa'},
    otherVersion: (version: string) => `Documentación ${version} (llms.txt)`,
  };
  const files = llmsFiles(
    {
      versions: [
        {name: 'current', label: 'Next', path: '/es/documentation/next', isLast: false},
        {name: '1.0', label: '1.0', path: '/es/documentation', isLast: true},
      ],
      docs: [page('/es/documentation', 'Inicio docs', '1.0'), page('/es/documentation/next', 'Inicio next', 'current')],
      blog: [page('/es/blog/post', 'Artículo')],
      mdxPages: [page('/es/about-us', 'Sobre nosotros'), page('/es/privacy-policy', 'Privacidad')],
      marketing: [page('/es/', 'Inicio'), page('/es/pricing', 'Precios')],
    },
    {siteUrl: 'https://www.agentworks.example/', siteName: 'AgentWorks', texts},
  );
  const byPath = Object.fromEntries(files.map((file) => [file.sitePath, file.content]));

  test('one llms.txt and llms-full.txt for the locale and for each docs version', () => {
    expect(Object.keys(byPath).sort()).toEqual([
      '/es/documentation/llms-full.txt',
      '/es/documentation/llms.txt',
      '/es/documentation/next/llms-full.txt',
      '/es/documentation/next/llms.txt',
      '/llms-full.txt',
      '/llms.txt',
    ]);
  });

  test("the locale's llms.txt: product, latest docs, company; blog, legal and other versions optional", () => {
    const llms = parseLlmsTxt(byPath['/llms.txt']);
    expect(llms.title).toBe('AgentWorks');
    expect(llms.sections.map((section) => [section.title, section.links.map((link) => link.url)])).toEqual([
      ['Producto', ['https://www.agentworks.example/es/index.md', 'https://www.agentworks.example/es/pricing.md']],
      ['Documentación', ['https://www.agentworks.example/es/documentation.md']],
      ['Empresa', ['https://www.agentworks.example/es/about-us.md']],
      [
        'Optional',
        [
          'https://www.agentworks.example/es/blog/post.md',
          'https://www.agentworks.example/es/privacy-policy.md',
          'https://www.agentworks.example/es/documentation/next/llms.txt',
        ],
      ],
    ]);
    expect(byPath['/llms-full.txt']).toContain('# Precios\n\n> Precios summary.\n\nBody of Precios.');
  });

  test("a version's llms.txt lists that version's pages only", () => {
    const llms = parseLlmsTxt(byPath['/es/documentation/next/llms.txt']);
    expect(llms.title).toBe('Documentación Next');
    expect(llms.sections[0].links.map((link) => link.name)).toEqual(['Inicio next']);
    expect(llms.sections[1].links.map((link) => link.url)).toEqual(['https://www.agentworks.example/es/documentation/llms.txt']);
  });
});
