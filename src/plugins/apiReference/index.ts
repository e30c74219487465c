/**
 * The API reference generator as a Docusaurus plugin (issue 22 §1), as docusaurus-openapi-docs
 * does it: `docusaurus gen-api-docs` writes the reference MDX pages of every docs version from
 * the committed OpenAPI documents (versions.ts), and `docusaurus gen-api-docs --check` exits 1
 * when a committed page differs or a text has no Spanish. No server runs: `npm run openapi`
 * (server/cli/write-openapi.ts) writes the server's document, then makes the pages the same way.
 */
import type {Plugin} from '@docusaurus/types';
import {checkAdvice, generateReference, referenceProblems, untranslatedWarning} from './files';

export default function apiReferencePlugin(): Plugin {
  return {
    name: 'api-reference',
    extendCli(cli) {
      cli
        .command('gen-api-docs')
        .description('Write the API reference pages from the OpenAPI documents in openapi/.')
        .option('--check', 'exit 1 when a committed page differs from what the documents make, or a text has no Spanish')
        .action(({check = false}: {check?: boolean}) => {
          const run = generateReference({check});
          const problems = check ? referenceProblems(run) : [];
          if (problems.length) {
            console.error([...problems, checkAdvice].join('\n'));
            process.exitCode = 1;
            return;
          }
          console.log(check ? `The ${run.pages} API reference pages match the OpenAPI documents.` : `wrote ${run.pages} API reference pages`);
          for (const line of untranslatedWarning(run)) console.warn(line);
        });
    },
  };
}
