import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * theme-classic registers a client module that imports prism-react-renderer (about 95 KB with
 * the extra languages) so it lands in the main bundle every page evaluates, code blocks or not.
 * This swaps that module for an empty one; src/theme/CodeBlock/Highlighted registers the
 * languages instead, and is loaded only on pages that render code.
 */
const themeClientModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function prismOnDemand(context: LoadContext): Plugin {
  const emptyModule = path.join(context.siteDir, 'src', 'plugins', 'prismOnDemand', 'emptyClientModule.js');
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(themeClientModule, emptyModule),
        ],
      };
    },
  };
}
