import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pageMarkdown, pagePassages, twinPath, type KnowledgePage} from '../../lib/knowledge/passages';
import type {KnowledgeFile} from '../../lib/knowledge/types';
import {collectContentPages, type AllContent, type ContentPages} from './contentPages';
import {createSiteRequire} from './siteModules';
import type {MdxSiteData} from './mdxComponents';

type Translate = MdxSiteData['translate'];

/** Everything the knowledge build publishes for one locale. */
type LocaleKnowledge = ContentPages & {pages: KnowledgePage[]};

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

  return {
    name: 'agent-knowledge',

    async allContentLoaded({allContent}) {
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
      knowledge = {...content, pages: [...content.docs, ...content.mdxPages, ...content.blog]};
    },

    async postBuild({outDir}) {
      if (!knowledge) return;
      const localeBase = baseUrl.replace(/\/$/, '');
      const withinLocale = (url: string) => (localeBase && url.startsWith(localeBase) ? url.slice(localeBase.length) : url);
      for (const page of knowledge.pages) writeFile(outDir, withinLocale(twinPath(page.url)), pageMarkdown(page));

      const defaultVersion = knowledge.versions.find((version) => version.isLast)?.name ?? knowledge.versions[0]?.name ?? '';
      const file: KnowledgeFile = {
        locale,
        defaultVersion,
        passages: knowledge.pages.flatMap(pagePassages),
      };
      writeFile(outDir, '/agent/passages.json', JSON.stringify(file));
    },
  };
}
