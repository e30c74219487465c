#!/usr/bin/env node
// Bundles the embeddable chat widget (src/widget/index.ts) into <buildDir>/widget.js: one small
// minified file that any site loads with the documented snippet. Runs after `docusaurus build`
// and before precompress in `npm run build`, and fails when the widget outgrows its budget.
// Usage: node src/widget/build/bundle.mjs [buildDir]
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';
import {build} from 'esbuild';

/** Issue 12 §3: under 15 KB compressed (gzip, the encoding every client accepts). */
export const widgetBudgetBytes = 15 * 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The minified bundle as a string (also used by the unit test of the budget). */
export async function bundleWidget() {
  const result = await build({
    entryPoints: [path.join(root, 'src/widget/index.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2019',
    platform: 'browser',
    legalComments: 'none',
    write: false,
  });
  return result.outputFiles[0].text;
}

export function gzipSize(code) {
  return zlib.gzipSync(code, {level: zlib.constants.Z_BEST_COMPRESSION}).length;
}

async function main() {
  const buildDir = path.resolve(process.argv[2] ?? process.env.BUILD_DIR ?? 'build');
  const code = await bundleWidget();
  const compressed = gzipSize(code);
  if (compressed > widgetBudgetBytes) {
    throw new Error(`widget.js is ${compressed} bytes gzipped, over its ${widgetBudgetBytes}-byte budget`);
  }
  await mkdir(buildDir, {recursive: true});
  await writeFile(path.join(buildDir, 'widget.js'), code);
  console.log(`widget.js: ${code.length} bytes, ${compressed} bytes gzipped (budget ${widgetBudgetBytes})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
