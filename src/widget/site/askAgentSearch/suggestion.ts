/**
 * The search plugin's suggestion rows with its "Ask AI: …" row in the reader's language and our
 * words: the plugin writes "Ask AI:" in English on every locale's pages. Every other row is the
 * plugin's own. src/plugins/askAgentSearch puts this module in place of the plugin's.
 */
// The plugin ships no types for its template and icons; the tests project compiles this file too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./searchPlugin.d.ts" />
import {translate} from '@docusaurus/Translate';
// The plugin's own template, by its full path (the replacement matches only the relative import).
import {SuggestionTemplate as pluginSuggestion} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate.js';
import {iconAskAI} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/icons.js';
import {escapeHtml} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml.js';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';

/** The plugin's SearchDocumentType.AskAI. */
const askAiType = 5;

type Suggestion = Parameters<typeof pluginSuggestion>[0];

export function SuggestionTemplate(suggestion: Suggestion): string {
  if (suggestion.type !== askAiType) return pluginSuggestion(suggestion);
  const label = translate({id: 'search.askAgent', message: 'Ask the agent:', description: 'The docs search row that asks the site agent what was typed'});
  return [
    `<span class="${styles.hitIcon}">${iconAskAI}</span>`,
    `<span class="${styles.hitWrapper}">`,
    `<span class="${styles.hitTitle}">${escapeHtml(label)} <mark>${escapeHtml(suggestion.tokens.join(' '))}</mark></span>`,
    `</span>`,
  ].join('');
}
