/**
 * One MDX page per operation and webhook of an OpenAPI document (issue 13 §1), put together from
 * its fragments, each in its own module: front matter and sidebar place, endpoint and key, the
 * parameters and body fields with the server's rules, an example in cURL, JavaScript and Python
 * (a webhook's payload instead), the try-it console, every answer with its fields and example,
 * and the errors. Plain Markdown first, so the docs search, the agent's knowledge, the `.md`
 * twins and llms.txt read the reference like any other page.
 */
import {exampleRequest, exampleTabs, exampleTabsImports} from './codeSamples';
import {accessNote, operationEndpoint} from './endpoint';
import {frontMatter, pageId} from './frontMatter';
import {referenceLabels} from './labels';
import {mdxText, section} from './mdx';
import type {Document, OperationEntry} from './openapi';
import type {PageContext, PageOptions} from './pageOptions';
import {parameterSections} from './parameters';
import {requestBodySections} from './requestBody';
import {responseSections} from './responses';
import {operationsOf} from './sidebar';
import {tryItElement, tryItImport} from './tryItConsole';
import {webhookEndpoint, webhookPayload} from './webhooks';

export type ReferencePage = {id: string; title: string; mdx: string};

function operationPage(entry: OperationEntry, position: number, options: PageOptions): ReferencePage {
  const {method, path, operation, webhook} = entry;
  const context: PageContext = {...options, labels: referenceLabels[options.locale]};
  const {labels, localize} = context;
  const title = localize(operation.summary);
  const description = localize(operation.description ?? '');
  const access = webhook ? labels.webhookEndpoint : accessNote(operation, context);
  const example = webhook ? webhookPayload(operation, path) : exampleTabs(exampleRequest(method, path, operation, options.baseUrl));
  const parts: string[] = [
    ...frontMatter(entry, position, title, description),
    '',
    ...(webhook ? [] : [...exampleTabsImports, tryItImport, '']),
    `{/* ${labels.generatedNote} */}`,
    '',
    webhook ? webhookEndpoint(path) : operationEndpoint(method, path),
    '',
    mdxText(description),
    '',
    ...(access ? [access, ''] : []),
    section(labels.request, 'request'),
    '',
    ...parameterSections(operation.parameters ?? [], context),
    ...requestBodySections(operation, context),
    ...(example ? [section(labels.exampleRequest, 'example-request', 3), '', example, ''] : []),
    ...(webhook ? [] : [section(labels.tryIt, 'try-it'), '', tryItElement(entry), '']),
    ...responseSections(operation, context),
  ];
  return {id: pageId(operation, webhook), title, mdx: `${parts.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`};
}

/** The reference pages of `document`, in sidebar order. */
export function referencePages(document: Document, options: PageOptions): ReferencePage[] {
  return operationsOf(document).map((entry, index) => operationPage(entry, index + 1, options));
}

/** Every English text of `document` that its pages show, for the translators' file. */
export function translatableTexts(document: Document): string[] {
  const texts = new Set<string>();
  const collect = (english: string) => {
    if (english) texts.add(english);
    return english;
  };
  referencePages(document, {locale: 'en', localize: collect, baseUrl: '', overviewFile: ''});
  return [...texts];
}
