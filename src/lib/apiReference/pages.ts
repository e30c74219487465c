/**
 * One MDX page per operation and webhook of an OpenAPI document (issue 13 §1): what to call,
 * the permission, parameters and body fields with the server's rules, an example in cURL,
 * JavaScript and Python, every answer with its fields and example, and the errors. Plain
 * Markdown first, so the docs search, the agent's knowledge, the `.md` twins and llms.txt read
 * the reference like any other page.
 */
import {exampleRequest, exampleTabs, exampleTabsImports} from './examples';
import {fieldRows, type FieldRow} from './fields';
import {referenceLabels, type Labels, type ReferenceLocale} from './labels';
import {cell, codeBlock, firstSentence, mdxText, table} from './mdx';
import {operationsOf, type Document, type Operation, type Parameter} from './openapi';

export type ReferencePage = {id: string; title: string; mdx: string};

export type PageOptions = {
  locale: ReferenceLocale;
  /** The document's English text in the page's language; English returns it as it is. */
  localize: (english: string) => string;
  /** Where the examples send their requests (the documented production server). */
  baseUrl: string;
  /** The overview page's file, relative to the generated pages (for the authentication link). */
  overviewFile: string;
};

const statusTexts: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '413': 'Content Too Large',
  '429': 'Too Many Requests',
};

export function pageId(operation: Operation, webhook: boolean): string {
  const kebab = operation.operationId
    .replace(/^webhook\./, '')
    .replace(/[._]/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
  return webhook ? `webhook-${kebab}` : kebab;
}

function yamlString(text: string): string {
  return JSON.stringify(text);
}

function fieldTable(rows: FieldRow[], labels: Labels, localize: PageOptions['localize'], withRequired: boolean): string {
  const describe = (row: FieldRow) => {
    const rules = row.rules.map(labels.rule).join('; ');
    const text = localize(row.description);
    return cell(rules ? `${text}${text ? ' ' : ''}(${rules})` : text);
  };
  return table(
    withRequired ? [labels.field, labels.type, labels.required, labels.description] : [labels.field, labels.type, labels.description],
    rows.map((row) => [
      `\`${row.name}\``,
      `\`${cell(row.type)}\``,
      ...(withRequired ? [row.required ? labels.yes : labels.no] : []),
      describe(row),
    ]),
  );
}

function parameterTable(parameters: Parameter[], labels: Labels, localize: PageOptions['localize']): string {
  return fieldTable(
    parameters.map((parameter) => ({
      name: parameter.name,
      type: parameter.schema.type === undefined ? 'string' : String(parameter.schema.type),
      required: parameter.required === true,
      description: parameter.description ?? parameter.schema.description ?? '',
      rules: fieldRows({properties: {[parameter.name]: parameter.schema}})[0].rules,
    })),
    labels,
    localize,
    true,
  );
}

/** The console of the page's operation, its props written as JSON (valid in an MDX expression). */
function tryItElement(method: string, path: string, operation: Operation): string {
  const parameters = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
    .map((parameter) => ({name: parameter.name, in: parameter.in, required: parameter.required === true}));
  const body = operation.requestBody?.content['application/json']?.example;
  const props = [
    `operationId=${JSON.stringify(operation.operationId)}`,
    `method=${JSON.stringify(method.toUpperCase())}`,
    `path=${JSON.stringify(path)}`,
    `parameters={${JSON.stringify(parameters)}}`,
    ...(body === undefined ? [] : [`body={${JSON.stringify(body)}}`]),
  ];
  return `<ApiTryIt\n  ${props.join('\n  ')}\n/>`;
}

function section(title: string, id: string, level = 2): string {
  return `${'#'.repeat(level)} ${title} {/* #${id} */}`;
}

function operationPage(
  {method, path, operation, webhook}: ReturnType<typeof operationsOf>[number],
  position: number,
  options: PageOptions,
): ReferencePage {
  const labels = referenceLabels[options.locale];
  const {localize} = options;
  const title = localize(operation.summary);
  const description = localize(operation.description ?? '');
  const permission = operation.security?.flatMap((requirement) => Object.values(requirement).flat())[0];
  const keyless = operation.security !== undefined && operation.security.length === 0;
  const parts: string[] = [
    '---',
    `id: ${pageId(operation, webhook)}`,
    `title: ${yamlString(title)}`,
    `sidebar_label: ${yamlString(title)}`,
    `sidebar_position: ${position}`,
    // The method badge beside the sidebar link (src/css/custom.css); a webhook is a POST we send.
    `sidebar_class_name: api-method api-method--${webhook ? 'post' : method}`,
    `description: ${yamlString(firstSentence(description || title))}`,
    '---',
    '',
    ...(webhook ? [] : [...exampleTabsImports, `import ApiTryIt from '@site/src/components/ApiTryIt';`, '']),
    `{/* ${labels.generatedNote} */}`,
    '',
    codeBlock('http', webhook ? `POST https://your-server.example/webhooks/agentworks\nAgentWorks-Event: ${path}` : `${method.toUpperCase()} ${path}`),
    '',
    mdxText(description),
    '',
  ];
  if (webhook) parts.push(labels.webhookEndpoint, '');
  else if (keyless) parts.push(labels.noKey, '');
  else if (permission) {
    parts.push(`${labels.permission(permission, operation['x-public-key'] === true)} [${labels.authenticationLink}](${options.overviewFile}#authentication)`, '');
  }

  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content['application/json'];
  parts.push(section(labels.request, 'request'), '');
  for (const [place, heading, id] of [
    ['path', labels.pathParameters, 'path-parameters'],
    ['query', labels.queryParameters, 'query-parameters'],
    ['header', labels.headers, 'headers'],
  ] as const) {
    const here = parameters.filter((parameter) => parameter.in === place);
    if (here.length) parts.push(section(heading, id, 3), '', parameterTable(here, labels, localize), '');
  }
  if (body?.schema) {
    parts.push(section(labels.body, 'body', 3), '');
    if (body.schema.description) parts.push(mdxText(localize(body.schema.description)), '');
    parts.push(fieldTable(fieldRows(body.schema), labels, localize, true), '');
  }
  const upload = operation.requestBody?.content['multipart/form-data'];
  if (upload?.schema) {
    parts.push(section(labels.uploadBody, 'upload-body', 3), '');
    if (upload.schema.description) parts.push(mdxText(localize(upload.schema.description)), '');
    parts.push(fieldTable(fieldRows(upload.schema), labels, localize, true), '');
  }
  // A webhook is a request we send: its page shows the payload (the schema's example in 3.1
  // documents), not how to send it.
  const payload = body?.example ?? body?.schema?.examples?.[0];
  const example = !webhook
    ? exampleTabs(exampleRequest(method, path, operation, options.baseUrl))
    : payload !== undefined
      ? codeBlock('json', JSON.stringify(payload, null, 2), path)
      : undefined;
  if (example) parts.push(section(labels.exampleRequest, 'example-request', 3), '', example, '');

  if (!webhook) parts.push(section(labels.tryIt, 'try-it'), '', tryItElement(method, path, operation), '');

  const statuses = Object.keys(operation.responses);
  const successes = statuses.filter((status) => !/^[45]/.test(status));
  const failures = statuses.filter((status) => /^[45]/.test(status));
  parts.push(section(labels.responses, 'responses'), '');
  for (const status of successes) {
    const response = operation.responses[status];
    const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
    parts.push(section(`${status} ${statusTexts[status] ?? ''}`.trim(), `response-${status}`, 3), '');
    parts.push(mdxText(localize(response.description)), '');
    if (media?.schema?.anyOf && type === 'application/json') {
      // One answer of several shapes: each with what it is, its fields and its example.
      for (const shape of media.schema.anyOf) {
        if (shape.description) parts.push(mdxText(localize(shape.description)), '');
        const rows = fieldRows(shape);
        if (rows.length) parts.push(fieldTable(rows, labels, localize, false), '');
        if (shape.examples?.[0] !== undefined) parts.push(codeBlock('json', JSON.stringify(shape.examples[0], null, 2), labels.exampleResponse), '');
      }
    } else if (media?.schema && type === 'application/json') {
      const rows = fieldRows(media.schema);
      if (rows.length) parts.push(fieldTable(rows, labels, localize, false), '');
    } else if (type) parts.push(`\`${type}\``, '');
    if (media?.example !== undefined) parts.push(codeBlock('json', JSON.stringify(media.example, null, 2), labels.exampleResponse), '');
  }
  if (failures.length) {
    parts.push(section(labels.errors, 'errors', 3), '');
    parts.push(
      table(
        [labels.status, labels.code, labels.description],
        failures.map((status) => {
          const response = operation.responses[status];
          const example = response.content?.['application/json']?.example as {code?: string} | undefined;
          const text = localize(response.description).replace(/^\w+: (.)/, (_match, first: string) => first.toUpperCase());
          return [`${status} ${statusTexts[status] ?? ''}`.trim(), example?.code ? `\`${example.code}\`` : '', cell(text)];
        }),
      ),
      '',
    );
  }
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
