import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Wires the docs search box's "Ask AI" row (the search plugin's `askAi` option) to the site's
 * own agent (src/widget/site/askAgentSearch): the plugin's optional `open-ask-ai` widget and its
 * stylesheet resolve to our module and an empty file, and its suggestion template to ours, which
 * words the row in the reader's language. No package is added and nothing loads until the
 * search box does.
 */
export default function askAgentSearch(context: LoadContext): Plugin {
  const own = (file: string) => path.join(context.siteDir, 'src', 'widget', 'site', 'askAgentSearch', file);
  return {
    name: 'ask-agent-search',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        resolve: {alias: {'open-ask-ai$': own('index.tsx'), 'open-ask-ai/styles.css$': own('none.css')}},
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/SuggestionTemplate$/, own('suggestion.ts'))],
      };
    },
  };
}
