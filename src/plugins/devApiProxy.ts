import type {Plugin} from '@docusaurus/types';
import {apiRoots} from '../config/ids';

/**
 * In `npm run dev` the pages come from Docusaurus's dev server with hot reload; the API runs
 * as its own process. Proxying the API paths keeps the browser's calls same-origin, as in
 * production where one server answers both.
 */
export default function devApiProxy(): Plugin {
  const target = process.env.DEV_API_URL ?? 'http://127.0.0.1:3001';
  return {
    name: 'dev-api-proxy',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV === 'production') return {};
      return {
        devServer: {
          // The chat widget's bundle is served by the API from its build folder (scripts/dev.mjs).
          proxy: [{context: [...apiRoots, '/widget.js'], target}],
        },
      } as Record<string, unknown>;
    },
  };
}
