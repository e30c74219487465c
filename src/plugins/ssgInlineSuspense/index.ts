import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Static pages must hold their whole content inline, including what sits in a Suspense boundary
 * (the lazy code blocks of src/theme/CodeBlock). This points the server bundle's renderToHtml at
 * a copy that turns React's outlining off (see renderToHtml.ts).
 */
const coreClientDir = /@docusaurus[\\/]core[\\/]lib[\\/]client$/;

export default function ssgInlineSuspense(context: LoadContext): Plugin {
  const replacement = path.join(context.siteDir, 'src', 'plugins', 'ssgInlineSuspense', 'renderToHtml.ts');
  return {
    name: 'ssg-inline-suspense',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\/renderToHtml$/,
            (resource: {context: string; request: string}) => {
              if (coreClientDir.test(resource.context)) resource.request = replacement;
            },
          ),
        ],
      };
    },
  };
}
