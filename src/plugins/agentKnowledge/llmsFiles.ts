/**
 * Which pages each llms.txt lists: the locale's own (latest docs, product pages, company pages,
 * with the blog and legal pages as optional), and one per docs version under that version's path.
 */
import {renderLlmsFullTxt, renderLlmsTxt, type LlmsLink, type LlmsTxt} from '../../lib/knowledge/llmsTxt';
import {pageMarkdown, twinPath, type KnowledgePage} from '../../lib/knowledge/passages';
import type {ContentPages} from './contentPages';
import type {LlmsTexts} from './texts';

export type LocaleKnowledge = ContentPages & {marketing: KnowledgePage[]};

export type OutputFile = {sitePath: string; content: string};

const legalPage = /\/(privacy-policy|terms-and-conditions|cookies-policy|accessibility)$/;

type Options = {siteUrl: string; siteName: string; texts: LlmsTexts};

function files(directory: string, llms: LlmsTxt, pages: KnowledgePage[]): OutputFile[] {
  const dir = directory.replace(/\/$/, '');
  return [
    {sitePath: `${dir}/llms.txt`, content: renderLlmsTxt(llms)},
    {sitePath: `${dir}/llms-full.txt`, content: renderLlmsFullTxt(llms, pages.map(pageMarkdown))},
  ];
}

export function llmsFiles(knowledge: LocaleKnowledge, {siteUrl, siteName, texts}: Options): OutputFile[] {
  const site = siteUrl.replace(/\/$/, '');
  const link = (page: KnowledgePage): LlmsLink => ({name: page.title, url: `${site}${twinPath(page.url)}`, notes: page.summary});
  const docsOf = (version: string) => knowledge.docs.filter((page) => page.version === version);
  const latest = knowledge.versions.find((version) => version.isLast) ?? knowledge.versions[0];
  const otherVersions = (except?: string): LlmsLink[] =>
    knowledge.versions
      .filter((version) => version.name !== except)
      .map((version) => ({name: texts.otherVersion(version.label), url: `${site}${version.path.replace(/\/$/, '')}/llms.txt`}));

  const company = knowledge.mdxPages.filter((page) => !legalPage.test(page.url));
  const legal = knowledge.mdxPages.filter((page) => legalPage.test(page.url));
  const latestDocs = latest ? docsOf(latest.name) : [];
  const optionalPages = [...knowledge.blog, ...legal];
  const localeRoot = files(
    '',
    {
      name: siteName,
      summary: texts.summary,
      details: [texts.details],
      sections: [
        {title: texts.sections.product, links: knowledge.marketing.map(link)},
        {title: texts.sections.docs, links: latestDocs.map(link)},
        {title: texts.sections.company, links: company.map(link)},
      ],
      optional: [...optionalPages.map(link), ...otherVersions(latest?.name)],
    },
    [...knowledge.marketing, ...latestDocs, ...company, ...optionalPages],
  );

  const perVersion = knowledge.versions.flatMap((version) => {
    const docs = docsOf(version.name);
    return files(
      version.path,
      {
        name: texts.docsName(version.label),
        summary: texts.docsSummary(version.label),
        details: [texts.details],
        sections: [{title: texts.sections.docs, links: docs.map(link)}],
        optional: otherVersions(version.name),
      },
      docs,
    );
  });
  return [...localeRoot, ...perVersion];
}
