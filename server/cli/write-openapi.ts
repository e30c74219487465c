/**
 * `npm run openapi` (also the first step of `npm run build`): writes the OpenAPI document the
 * server serves at /v1/openapi.json into openapi/agent-api.json and, unchanged, into the default
 * docs version's document (2.0), then the API reference pages of every docs version from the
 * committed documents (src/plugins/apiReference, the generator behind `docusaurus gen-api-docs`),
 * so a change to the API shows up as a reviewed diff of both. The document comes from the /v1
 * routes alone on a bare server (features/api/document.ts): no database, no local install.
 *   npm run openapi             write the document and the pages
 *   npm run openapi -- --check  exit 1 when a committed file differs from what the server makes,
 *                               or a text of the API has no Spanish
 */
import fs from 'node:fs';
import path from 'node:path';
import {checkAdvice, generateReference, openApiText, referenceProblems, untranslatedWarning} from '../../src/plugins/apiReference/files';
import {defaultDocumentFile, defaultVersion, openApiFile} from '../../src/plugins/apiReference/versions';
import {v1Document} from '../features/api';

const relative = (file: string) => path.relative(process.cwd(), file);

async function main() {
  const text = openApiText(await v1Document());
  if (process.argv.includes('--check')) {
    const committed = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
    const problems: string[] = [];
    if (committed(openApiFile) !== text) problems.push(`${relative(openApiFile)} differs from the server's /v1 routes`);
    if (committed(defaultDocumentFile) !== text) {
      problems.push(`${relative(defaultDocumentFile)} (${defaultVersion}, the default docs version) differs from the server's /v1 routes`);
    }
    const run = generateReference({check: true});
    problems.push(...referenceProblems(run));
    if (problems.length) {
      console.error([...problems, checkAdvice].join('\n'));
      process.exit(1);
    }
    console.log(`${relative(openApiFile)} and the ${run.pages} API reference pages match the server's /v1 routes.`);
    return;
  }
  fs.mkdirSync(path.dirname(openApiFile), {recursive: true});
  fs.writeFileSync(openApiFile, text);
  // The default version documents the running API: written before its pages are made.
  fs.writeFileSync(defaultDocumentFile, text);
  const run = generateReference({check: false});
  console.log(`wrote ${relative(openApiFile)}, ${relative(defaultDocumentFile)} and ${run.pages} API reference pages`);
  for (const line of untranslatedWarning(run)) console.warn(line);
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
