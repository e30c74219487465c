/** The parts of the search plugin's suggestion list that suggestion.ts wraps or reuses (the plugin ships no types for them). */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate.js' {
  export function SuggestionTemplate(suggestion: {type: number; tokens: string[]; [key: string]: unknown}): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/icons.js' {
  export const iconAskAI: string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml.js' {
  export function escapeHtml(unsafe: string): string;
}
