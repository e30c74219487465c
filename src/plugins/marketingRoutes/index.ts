import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  listMarketingRoutes,
  type MarketingRoute,
  type MarketingRouteProps,
} from '../../config/ids';

const components = {
  industry: '@site/src/components/Industry/IndustryPage',
  technology: '@site/src/components/Industry/TechnologyPage',
  useCase: '@site/src/components/UseCase/UseCasePage',
} as const;

function industryContentFile(siteDir: string, industryId: string): string {
  return path.join(siteDir, 'src', 'data', 'industryContent', `${industryId}.ts`);
}

/** '/es/' + '/industry/retail' -> '/es/industry/retail'. */
function withBaseUrl(baseUrl: string, routePath: string): string {
  return `${baseUrl.replace(/\/$/, '')}${routePath}`;
}

/**
 * Generates the industry and use-case pages from src/data, once per locale (Docusaurus runs
 * plugins for each locale with its baseUrl), so no page file is copied per industry.
 * Each industry route loads only its own content module as the `content` prop.
 */
export default function marketingRoutesPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl} = context;
  return {
    name: 'marketing-routes',

    getPathsToWatch() {
      return [path.join(siteDir, 'src', 'data', 'industryContent', '*.ts')];
    },

    async contentLoaded({actions}) {
      const routes: MarketingRoute[] = listMarketingRoutes();
      for (const route of routes) {
        const props: MarketingRouteProps = {path: route.path, canonicalPath: route.canonicalPath};
        if (route.kind === 'industry') {
          const contentFile = industryContentFile(siteDir, route.industryId);
          if (!existsSync(contentFile)) {
            throw new Error(
              `[marketing-routes] ${route.path} needs ${path.relative(siteDir, contentFile)}: ` +
                'add the industry content module (see src/data/industryContent/healthcare.ts).',
            );
          }
          actions.addRoute({
            path: withBaseUrl(baseUrl, route.path),
            // SPEC §2: technology has a custom layout; the others share one.
            component:
              route.industryId === 'technology' ? components.technology : components.industry,
            exact: true,
            modules: {content: `@site/src/data/industryContent/${route.industryId}.ts`},
            props,
            metadata: {sourceFilePath: path.relative(siteDir, contentFile)},
          });
        } else {
          actions.addRoute({
            path: withBaseUrl(baseUrl, route.path),
            component: components.useCase,
            exact: true,
            props: {...props, useCaseId: route.useCaseId},
            metadata: {sourceFilePath: 'src/data/useCases.ts'},
          });
        }
      }
    },
  };
}
