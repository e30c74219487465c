import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {translationIdsIn} from './translationIds.cjs';

/**
 * Docusaurus puts every translated UI string of a locale in one table (@generated/codeTranslations)
 * that main.js carries: ~1,600 strings made the Spanish main.js 30% larger than the English one.
 * When building a non-default locale, each module of src/ registers the messages of the ids it
 * names (loader.cjs), so they ride in the chunk that uses them, and the table main.js carries
 * keeps only the rest: theme strings and ids built at run time. Translators still work in
 * i18n/<locale>/code.json; nothing changes for the default locale.
 */
const sourceFile = /\.[cm]?[jt]sx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return sourceFile.test(entry.name) ? [file] : [];
  });
}

/** The table without the messages some module of `srcDir` registers itself. */
export function reducedTable(table: Record<string, string>, srcDir: string): Record<string, string> {
  const registered = new Set(sourceFiles(srcDir).flatMap((file) => translationIdsIn(readFileSync(file, 'utf8'), table)));
  return Object.fromEntries(Object.entries(table).filter(([id]) => !registered.has(id)));
}

export default function inlineCodeTranslations(context: LoadContext): Plugin {
  const {currentLocale, defaultLocale} = context.i18n;
  const srcDir = path.join(context.siteDir, 'src');
  const ownDir = path.join(srcDir, 'plugins', 'inlineCodeTranslations');
  const outDir = path.join(context.generatedFilesDir, 'inline-code-translations');
  const reducedFile = path.join(outDir, `${currentLocale}.js`);
  const fullFile = path.join(outDir, `${currentLocale}.json`);
  let written = false;
  /** Writes both tables once per build: the bundler is configured twice (client and server). */
  function writeTables(): void {
    if (written) return;
    written = true;
    // Written by Docusaurus before the bundler is configured: the theme's and the site's strings.
    const tableFile = path.join(context.generatedFilesDir, 'codeTranslations.json');
    const table = JSON.parse(readFileSync(tableFile, 'utf8')) as Record<string, string>;
    mkdirSync(outDir, {recursive: true});
    writeFileSync(reducedFile, `export default ${JSON.stringify(reducedTable(table, srcDir))};\n`);
    // A copy for the loader: the generated file is rewritten when Docusaurus regenerates.
    writeFileSync(fullFile, JSON.stringify(table));
  }
  return {
    name: 'inline-code-translations',
    configureWebpack(_config, _isServer, {currentBundler}) {
      if (currentLocale === defaultLocale) return {};
      writeTables();
      return {
        module: {
          rules: [
            {
              test: sourceFile,
              include: [srcDir],
              exclude: [ownDir],
              enforce: 'pre' as const,
              use: [
                {
                  loader: path.join(ownDir, 'loader.cjs'),
                  options: {tableFile: fullFile, registerModule: path.join(ownDir, 'register.ts')},
                },
              ],
            },
          ],
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@generated\/codeTranslations$/,
            (resource: {request: string}) => {
              resource.request = reducedFile;
            },
          ),
        ],
      };
    },
  };
}
