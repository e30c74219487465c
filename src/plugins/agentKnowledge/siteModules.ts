/**
 * Loads the site's own TypeScript modules (src/config, src/data, pure helpers of components) in
 * Node, the way the browser bundle sees them in one locale: '@site' is the site directory and
 * '@docusaurus/Translate' answers from that locale's code translations ('@generated/i18n' is that
 * locale's i18n). Fresh per locale, so
 * module-level translate() calls run again with the right strings.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';

type Require = (id: string) => unknown;

/** A CommonJS stand-in for @docusaurus/Translate: codeTranslations[id] ?? message, with {placeholders}. */
function translateShim(translations: Record<string, string>): string {
  return `'use strict';
const translations = ${JSON.stringify(translations)};
function interpolate(text, values) {
  if (!values) return text;
  return text.replace(/{(\\w+)}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}
function translate({id, message}, values) {
  const text = (id !== undefined && translations[id]) || message || id || '';
  return interpolate(text, values);
}
exports.translate = translate;
exports.default = function Translate({id, children, values}) {
  return interpolate((id !== undefined && translations[id]) || children || '', values);
};
exports.__esModule = true;
`;
}

export function createSiteRequire(context: LoadContext): Require {
  const {siteDir, generatedFilesDir, i18n, codeTranslations} = context;
  const shimDir = path.join(generatedFilesDir, 'agent-knowledge');
  mkdirSync(shimDir, {recursive: true});
  const shim = path.join(shimDir, `translate-${i18n.currentLocale}.cjs`);
  writeFileSync(shim, translateShim(codeTranslations));
  // The locale's own i18n, as the bundle's @generated/i18n has it (src/data/numberLocale.ts).
  const i18nModule = path.join(shimDir, `i18n-${i18n.currentLocale}.cjs`);
  writeFileSync(i18nModule, `module.exports = ${JSON.stringify(i18n)};\n`);
  // jiti is what Docusaurus itself loads TypeScript config and plugins with.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const createJiti = require('jiti') as (
    filename: string,
    options: Record<string, unknown>,
  ) => Require;
  const jiti = createJiti(path.join(siteDir, 'package.json'), {
    alias: {'@docusaurus/Translate': shim, '@generated/i18n': i18nModule, '@site': siteDir},
    cache: false,
    requireCache: false,
    interopDefault: true,
  });
  return (id: string) => jiti(id.startsWith('@site/') ? path.join(siteDir, id.slice('@site/'.length)) : id);
}
