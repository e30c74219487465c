import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {MarketingRoute} from '../../config/ids';
import {pageMarkdown, pagePassages, twinPath, type KnowledgePage} from '../../lib/knowledge/passages';
import type {KnowledgeFact, KnowledgeFile} from '../../lib/knowledge/types';
import {collectContentPages, type AllContent} from './contentPages';
import {knowledgeFacts} from './facts';
import {llmsFiles, type LocaleKnowledge} from './llmsFiles';
import type {MdxSiteData} from './mdxComponents';
import {marketingPages, type MarketingPages, type WriterContext} from './pages';
import {createSiteRequire} from './siteModules';
import type {LlmsTexts, llmsTexts} from './texts';

/** What the plugin shares with the browser (usePluginData('agent-knowledge')). */
export type AgentKnowledgeGlobalData = {pagesWithTwin: string[]};

type Built = {
  knowledge: LocaleKnowledge;
  aliases: MarketingPages['aliases'];
  texts: LlmsTexts;
  /** Every page of the locale, in the order llms-full.txt and the passages list them. */
  pages: KnowledgePage[];
  facts: KnowledgeFact[];
};

/** The page that says who the company is: its opening passage answers "who are you?". */
const aboutPage = '/about-us';

/** Reads the sources of one locale: MDX through the content plugins, TSX pages through src/data. */
function buildKnowledge(context: LoadContext, allContent: AllContent): Built {
  const {baseUrl, i18n, siteConfig} = context;
  const locale = i18n.currentLocale;
  const siteRequire = createSiteRequire(context);
  const load = <T,>(id: string) => siteRequire(id) as T;
  const {translate} = load<{translate: MdxSiteData['translate']}>('@docusaurus/Translate');

  const content = collectContentPages(context, allContent, {
    locale,
    htmlLang: i18n.localeConfigs[locale]?.htmlLang ?? locale,
    site: load('@site/src/config/site'),
    libraries: load('@site/src/components/Docs/ClientLibraries/libraries'),
    snippet: load('@site/src/widget/preview/snippet'),
    translate,
  });

  const localeBase = baseUrl.replace(/\/$/, '');
  const localePath = (sitePath: string) => (sitePath === '/' ? baseUrl : `${localeBase}${sitePath}`);
  const writerContext: WriterContext = {
    locale,
    localePath,
    absoluteUrl: (sitePath) => `${siteConfig.url.replace(/\/$/, '')}${localePath(sitePath)}`,
    translate,
    load,
  };
  const {listMarketingRoutes} = load<{listMarketingRoutes: () => MarketingRoute[]}>('@site/src/config/ids');
  const marketing = marketingPages(writerContext, listMarketingRoutes());

  const knowledge: LocaleKnowledge = {
    ...content,
    marketing: marketing.pages.map((page) => ({...page, locale, version: null})),
  };
  const texts = load<{llmsTexts: typeof llmsTexts}>('@site/src/plugins/agentKnowledge/texts').llmsTexts(siteConfig.title);
  const pages = [...knowledge.marketing, ...knowledge.docs, ...knowledge.mdxPages, ...knowledge.blog];
  return {knowledge, aliases: marketing.aliases, texts, pages, facts: knowledgeFacts(writerContext)};
}

function writeFile(outDir: string, sitePath: string, content: string): void {
  const file = path.join(outDir, ...sitePath.split('/').filter(Boolean));
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
}

/**
 * The agent's knowledge, built from source once per locale: a `.md` twin of every public page,
 * llms.txt files, and agent/passages.json (the passages the server's agent answers from).
 */
export default function agentKnowledgePlugin(context: LoadContext): Plugin {
  const {baseUrl, i18n, siteConfig} = context;
  let built: Built | undefined;

  return {
    name: 'agent-knowledge',

    // The TSX pages' knowledge comes from these modules: in development, edits rebuild it.
    getPathsToWatch() {
      return [path.join(context.siteDir, 'src', 'data', '**', '*.ts'), path.join(context.siteDir, 'src', 'config', '*.ts')];
    },

    async allContentLoaded({allContent, actions}) {
      built = buildKnowledge(context, allContent as AllContent);
      // The pages' <head> links their twin (src/theme/SiteMetadata): it needs to know which have one.
      const globalData: AgentKnowledgeGlobalData = {
        pagesWithTwin: [...built.pages.map((page) => page.url), ...built.aliases.map((alias) => alias.url)],
      };
      actions.setGlobalData(globalData);
    },

    async postBuild({outDir}) {
      if (!built) return;
      const {knowledge, aliases, texts, pages, facts} = built;
      // outDir is already the locale's folder (build/es): site paths lose their '/es'.
      const localeBase = baseUrl.replace(/\/$/, '');
      const inOutDir = (sitePath: string) =>
        localeBase && sitePath.startsWith(`${localeBase}/`) ? sitePath.slice(localeBase.length) : sitePath;

      for (const page of pages) writeFile(outDir, inOutDir(twinPath(page.url)), pageMarkdown(page));
      for (const alias of aliases) {
        const page = pages.find((candidate) => candidate.url === alias.canonicalUrl);
        if (page) writeFile(outDir, inOutDir(twinPath(alias.url)), pageMarkdown(page));
      }

      const file: KnowledgeFile = {
        locale: i18n.currentLocale,
        defaultVersion: (knowledge.versions.find((version) => version.isLast) ?? knowledge.versions[0])?.name ?? '',
        passages: pages.flatMap(pagePassages),
        facts,
        company: {name: siteConfig.title, url: `${localeBase}${aboutPage}`},
      };
      writeFile(outDir, '/agent/passages.json', JSON.stringify(file));

      for (const {sitePath, content} of llmsFiles(knowledge, {siteUrl: siteConfig.url, siteName: siteConfig.title, texts})) {
        writeFile(outDir, inOutDir(sitePath), content);
      }
    },
  };
}
