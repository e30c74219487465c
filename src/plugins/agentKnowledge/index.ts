import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pageMarkdown, pagePassages, twinPath, type KnowledgePage} from '../../lib/knowledge/passages';
import type {KnowledgeFile} from '../../lib/knowledge/types';
import {collectContentPages, type AllContent} from './contentPages';
import {createSiteRequire} from './siteModules';
import type {MdxSiteData} from './mdxComponents';
import {llmsFiles, type LocaleKnowledge} from './llmsFiles';
import type {llmsTexts} from './texts';
import {marketingPages, type MarketingPages, type WriterContext} from './pages';
import type {MarketingRoute} from '../../config/ids';

type Translate = MdxSiteData['translate'];


/** What the plugin shares with the browser (usePluginData('agent-knowledge')). */
export type AgentKnowledgeGlobalData = {pagesWithTwin: string[]};

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
  const {baseUrl, i18n} = context;
  const locale = i18n.currentLocale;
  let knowledge: LocaleKnowledge | undefined;
  let texts: ReturnType<typeof llmsTexts> | undefined;
  let aliases: MarketingPages['aliases'] = [];

  return {
    name: 'agent-knowledge',

    async allContentLoaded({allContent, actions}) {
      const siteRequire = createSiteRequire(context);
      const translateModule = siteRequire('@docusaurus/Translate') as {translate: Translate};
      const siteData = {
        locale,
        htmlLang: i18n.localeConfigs[locale]?.htmlLang ?? locale,
        site: siteRequire('@site/src/config/site') as MdxSiteData['site'],
        libraries: siteRequire('@site/src/components/Docs/ClientLibraries/libraries') as MdxSiteData['libraries'],
        snippet: siteRequire('@site/src/components/Docs/WidgetPreview/snippet') as MdxSiteData['snippet'],
        translate: translateModule.translate,
      };
      const content = collectContentPages(context, allContent as AllContent, siteData);
      const localeBase = baseUrl.replace(/\/$/, '');
      const localePath = (sitePath: string) => (sitePath === '/' ? baseUrl : `${localeBase}${sitePath}`);
      const writerContext: WriterContext = {
        locale,
        localePath,
        absoluteUrl: (sitePath) => `${context.siteConfig.url.replace(/\/$/, '')}${localePath(sitePath)}`,
        translate: translateModule.translate,
        load: <T,>(id: string) => siteRequire(id) as T,
      };
      const {listMarketingRoutes} = siteRequire('@site/src/config/ids') as {listMarketingRoutes: () => MarketingRoute[]};
      const marketing = marketingPages(writerContext, listMarketingRoutes());
      aliases = marketing.aliases;
      knowledge = {...content, marketing: marketing.pages.map((page) => ({...page, locale, version: null}))};
      const textsModule = siteRequire('@site/src/plugins/agentKnowledge/texts') as {llmsTexts: typeof llmsTexts};
      texts = textsModule.llmsTexts(context.siteConfig.title);
      // The pages' <head> links its twin (src/theme/SiteMetadata): it needs to know which have one.
      const twinData: AgentKnowledgeGlobalData = {
        pagesWithTwin: [...knowledge.marketing, ...knowledge.docs, ...knowledge.mdxPages, ...knowledge.blog]
          .map((page) => page.url)
          .concat(aliases.map((alias) => alias.url)),
      };
      actions.setGlobalData(twinData);
    },

    async postBuild({outDir}) {
      if (!knowledge || !texts) return;
      const pages: KnowledgePage[] = [...knowledge.marketing, ...knowledge.docs, ...knowledge.mdxPages, ...knowledge.blog];
      const localeBase = baseUrl.replace(/\/$/, '');
      const withinLocale = (url: string) => (localeBase && url.startsWith(localeBase) ? url.slice(localeBase.length) : url);
      for (const page of pages) writeFile(outDir, withinLocale(twinPath(page.url)), pageMarkdown(page));
      for (const alias of aliases) {
        const page = pages.find((candidate) => candidate.url === alias.canonicalUrl);
        if (page) writeFile(outDir, withinLocale(twinPath(alias.url)), pageMarkdown(page));
      }

      const defaultVersion = knowledge.versions.find((version) => version.isLast)?.name ?? knowledge.versions[0]?.name ?? '';
      const file: KnowledgeFile = {
        locale,
        defaultVersion,
        passages: pages.flatMap(pagePassages),
      };
      writeFile(outDir, '/agent/passages.json', JSON.stringify(file));
      const llms = llmsFiles(knowledge, {siteUrl: context.siteConfig.url, siteName: context.siteConfig.title, texts});
      for (const {sitePath, content} of llms) writeFile(outDir, withinLocale(sitePath), content);
    },
  };
}
