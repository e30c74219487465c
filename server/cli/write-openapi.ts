/**
 * `npm run openapi` (also the first step of `npm run build`): writes the OpenAPI document the
 * server serves at /v1/openapi.json into openapi/agent-api.json and, unchanged, into the default
 * docs version's document (2.0), and the API reference pages generated from them (and from 1.0's
 * frozen document) into the docs, so a change to the API shows up as a reviewed diff of both. The document comes
 * from the /v1 routes alone on a bare server (routes/v1/document.ts): no database, no local install.
 *   npm run openapi             write the document and the pages
 *   npm run openapi -- --check  exit 1 when a committed file differs from what the server makes,
 *                               or a text of the API has no Spanish
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Document} from '../../src/lib/apiReference/openapi';
import {v1Document} from '../routes/v1/document';
import {
  defaultDocumentFile,
  defaultVersion,
  openApiFile,
  openApiText,
  readReferenceSources,
  referenceFiles,
  spanishTextsFile,
  staleReferenceFiles,
  untranslated,
  writeReferenceFiles,
} from './api-reference-files';

async function main() {
  const document = (await v1Document()) as Document;
  const text = openApiText(document);
  const relative = (file: string) => path.relative(process.cwd(), file);
  const check = process.argv.includes('--check');
  // The default version documents the running API: written before the sources are read.
  if (!check) fs.writeFileSync(defaultDocumentFile, text);
  const sources = readReferenceSources();
  const missing = untranslated(document, sources);
  const pages = referenceFiles(document, undefined, sources);
  if (check) {
    const problems: string[] = [];
    const committed = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
    if (committed(openApiFile) !== text) problems.push(`${relative(openApiFile)} differs from the server's /v1 routes`);
    if (committed(defaultDocumentFile) !== text) {
      problems.push(`${relative(defaultDocumentFile)} (${defaultVersion}, the default docs version) differs from the server's /v1 routes`);
    }
    for (const file of staleReferenceFiles(pages)) problems.push(`${file} is not what the OpenAPI documents generate`);
    for (const english of missing) problems.push(`${relative(spanishTextsFile)} has no Spanish for ${JSON.stringify(english)}`);
    if (problems.length) {
      console.error(`${problems.join('\n')}\nRun \`npm run openapi\`, translate what it lists, and commit the result.`);
      process.exit(1);
    }
    console.log(`${relative(openApiFile)} and the ${pages.size} API reference pages match the server's /v1 routes.`);
    return;
  }
  fs.mkdirSync(path.dirname(openApiFile), {recursive: true});
  fs.writeFileSync(openApiFile, text);
  writeReferenceFiles(pages);
  console.log(`wrote ${relative(openApiFile)}, ${relative(defaultDocumentFile)} and ${pages.size} API reference pages`);
  if (missing.length) {
    console.warn(`${missing.length} text(s) of the API have no Spanish in ${relative(spanishTextsFile)} (the Spanish pages show the English):`);
    for (const english of missing) console.warn(`  ${JSON.stringify(english)}`);
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
