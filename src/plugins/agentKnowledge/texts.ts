/**
 * The words of llms.txt. Loaded through the site-module loader (siteModules.ts), so
 * '@docusaurus/Translate' answers in the locale being built and write-translations finds the ids.
 */
import {translate} from '@docusaurus/Translate';

export function llmsTexts(siteName: string) {
  return {
    summary: translate(
      {id: 'knowledge.llms.summary', message: '{siteName} builds AI agents that answer customers from a company\'s own knowledge base, 24/7, and hand conversations to people when needed.'},
      {siteName},
    ),
    details: translate({
      id: 'knowledge.llms.details',
      message:
        'Every page listed here is also served as Markdown at its URL plus .md, and to requests that send Accept: text/markdown. The documentation has its own llms.txt per version.',
    }),
    docsSummary: (version: string) =>
      translate(
        {id: 'knowledge.llms.docsSummary', message: '{siteName} documentation, version {version}: integration guides and API reference.'},
        {siteName, version},
      ),
    docsName: (version: string) =>
      translate({id: 'knowledge.llms.docsName', message: '{siteName} documentation {version}'}, {siteName, version}),
    sections: {
      docs: translate({id: 'knowledge.llms.section.docs', message: 'Documentation'}),
      product: translate({id: 'knowledge.llms.section.product', message: 'Product'}),
      company: translate({id: 'knowledge.llms.section.company', message: 'Company'}),
    },
    otherVersion: (version: string) =>
      translate({id: 'knowledge.llms.otherVersion', message: 'Documentation {version} (llms.txt)'}, {version}),
  };
}

export type LlmsTexts = ReturnType<typeof llmsTexts>;
