/**
 * What the MDX components of our docs and company pages say, as Markdown: the same data the
 * components render (src/config/site, the client libraries, the widget snippet), so the twins
 * and passages read like the page.
 */
import {formatFigures} from '../../lib/figures';
import type {ComponentRenderer, MdxOptions} from '../../lib/knowledge/mdx';
import {markdownNodes, paragraph, strong, text, type MdNode} from '../../lib/knowledge/tree';

type Translate = (descriptor: {id: string; message: string}, values?: Record<string, string>) => string;

type SiteConfigModule = typeof import('../../config/site');
type LibrariesModule = typeof import('../../components/Docs/ClientLibraries/libraries');
type SnippetModule = typeof import('../../widget/preview/snippet');

export type MdxSiteData = {
  locale: string;
  /** BCP 47 tag of the locale (en-US, es-ES), for dates. */
  htmlLang: string;
  site: SiteConfigModule;
  libraries: LibrariesModule;
  snippet: SnippetModule;
  translate: Translate;
  /** The other pages of the same docs version, for the docs index cards. */
  siblingDocs: () => {title: string; url: string; description: string}[];
};

const inline = (nodes: MdNode[]): MdNode[] => [paragraph(nodes)];

function tableCell(value: string): string {
  return value.replace(/\|/g, '\\|');
}

function clientLibrariesTable({libraries, translate}: MdxSiteData): MdNode[] {
  const head = [
    translate({id: 'docs.clientLibraries.language', message: 'Language'}),
    translate({id: 'docs.clientLibraries.version', message: 'Version'}),
    translate({id: 'docs.clientLibraries.requires', message: 'Requires'}),
    translate({id: 'docs.clientLibraries.install', message: 'Install'}),
    translate({id: 'docs.clientLibraries.links', message: 'Links'}),
  ];
  const repository = translate({id: 'docs.clientLibraries.repository', message: 'Repository'});
  const rows = libraries.clientLibraries.map((library) =>
    [
      library.language,
      library.version,
      library.runtime,
      `\`${library.install}\``,
      `[${library.registry.name}](${library.registry.url}), [${repository}](${library.repositoryUrl})`,
    ].map(tableCell),
  );
  const lines = [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`);
  return markdownNodes(lines.join('\n'));
}

function readableDate(date: string, htmlLang: string): string {
  return new Intl.DateTimeFormat(htmlLang, {dateStyle: 'long', timeZone: 'UTC'}).format(new Date(`${date}T12:00:00Z`));
}

function postalAddress({site, htmlLang}: MdxSiteData): string {
  const {street, locality, region, postalCode, country} = site.contact.postalAddress;
  const countryName = new Intl.DisplayNames([htmlLang], {type: 'region'}).of(country) ?? country;
  return `${site.company.legalName}, ${street}, ${locality}, ${region} ${postalCode}, ${countryName}`;
}

export function mdxComponents(data: MdxSiteData): Record<string, ComponentRenderer> {
  const {site, translate} = data;
  const mail = (address: string): MdNode => ({type: 'link', url: `mailto:${address}`, children: [text(address)]});
  const phone = ({display, e164}: {display: string; e164: string}): MdNode => ({
    type: 'link',
    url: `tel:${e164}`,
    children: [text(display)],
  });
  return {
    CompanyName: () => [text(site.company.name)],
    LegalName: () => [text(site.company.legalName)],
    SiteAddress: () => [text(site.company.url.replace(/^https?:\/\//, ''))],
    OfficeCity: () => [text(site.contact.postalAddress.locality)],
    SupportEmail: () => [mail(site.contact.supportEmail)],
    SalesEmail: () => [mail(site.contact.salesEmail)],
    SupportPhone: () => [phone(site.contact.phone)],
    SalesPhone: () => [phone(site.contact.salesPhone)],
    PostalAddress: () => [text(postalAddress(data))],
    // Structured data only: nothing a reader sees.
    CompanySeo: () => null,
    AccordionJumpButton: () => null,
    LastUpdated: ({date}) =>
      typeof date === 'string'
        ? inline([
            text(
              translate({id: 'company.legal.lastUpdated', message: 'Last updated: {date}'}, {
                date: readableDate(date, data.htmlLang),
              }),
            ),
          ])
        : null,
    FigureGrid: () => {
      // As the page writes them: "85 %" on the Spanish one (issue 20 §2).
      const figures = formatFigures(site.figureData, data.htmlLang);
      const items = [
        [figures.resolutionRate, translate({id: 'company.figures.resolution', message: 'of conversations resolved by the agent'})],
        [figures.averageRoi, translate({id: 'company.figures.roi', message: 'average return on investment'})],
        [figures.hoursSaved, translate({id: 'company.figures.hours', message: 'hours of support work saved'})],
        [figures.satisfiedClients, translate({id: 'company.figures.clients', message: 'satisfied clients'})],
      ];
      return markdownNodes(items.map(([value, label]) => `- **${value}** ${label}`).join('\n'));
    },
    ContactCallout: ({title}, children) => [
      ...(typeof title === 'string' ? [paragraph([strong(title)])] : []),
      ...children,
      paragraph([
        {type: 'link', url: '/contact', children: [text(translate({id: 'company.callout.contact', message: 'Contact us'}))]},
        text(' · '),
        {
          type: 'link',
          url: site.externalLinks.demoScheduler,
          children: [text(translate({id: 'company.callout.demo', message: 'Book a Demo'}))],
        },
      ]),
    ],
    AccordionItem: ({title, badge}, children) => [
      paragraph([
        strong(typeof title === 'string' ? title : ''),
        ...(typeof badge === 'string' ? [text(` (${badge})`)] : []),
      ]),
      ...children,
    ],
    ClientLibraries: () => clientLibrariesTable(data),
    DocIndexCards: () =>
      markdownNodes(
        data
          .siblingDocs()
          .map((doc) => `- [${doc.title}](${doc.url})${doc.description ? `: ${doc.description}` : ''}`)
          .join('\n'),
      ),
  };
}

/** `<WidgetPreview data-...="..." />` in a live code block -> the snippet it generates, as HTML. */
export function widgetPreviewCode({snippet}: MdxSiteData): NonNullable<MdxOptions['liveCode']> {
  return (code) => {
    if (!code.includes('<WidgetPreview')) return null;
    const attributes: Record<string, string> = {};
    for (const match of code.matchAll(/(data-[\w-]+)="([^"]*)"/g)) attributes[match[1]] = match[2];
    const {settings} = snippet.normalizeWidgetAttributes(attributes);
    return [{type: 'code', lang: 'html', meta: null, value: snippet.buildWidgetSnippet(settings)}];
  };
}
