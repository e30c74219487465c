import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Inlines earlyHeader.js into every page's <head>: the header's controls work before the
 * bundle has hydrated (issue 10); and, in a <noscript>, the style that opens the phone menu as
 * the page's :target when scripts are off (issue 20 §2). An inline script, so the server's CSP allows it by the hash
 * it computes from the built HTML.
 */
/** Comments explain the file; every page need not carry them. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\n\s*\n/g, '\n')
    .trim();
}

export default function earlyHeader(context: LoadContext): Plugin {
  const read = (file: string) => readFileSync(path.join(context.siteDir, 'src', 'plugins', 'earlyHeader', file), 'utf8');
  const headTags = [
    {tagName: 'script', innerHTML: withoutComments(read('earlyHeader.js'))},
    // With scripts off, the phone menu opens as the page's :target instead (noScriptMenu.css).
    {tagName: 'noscript', innerHTML: `<style>${withoutComments(read('noScriptMenu.css')).replace(/\s+/g, ' ')}</style>`},
  ];
  return {
    name: 'early-header',
    injectHtmlTags: () => ({headTags}),
  };
}
