/**
 * The "Example request" of an operation page (issue 20 §1): the same request as cURL, as
 * JavaScript with fetch and as Python with requests, each written from the OpenAPI document,
 * in tabs of the `api-language` group that the overview's examples use too, so the reader's
 * choice holds on every page.
 */
import {codeBlock} from './mdx';
import type {Operation} from './openapi';
import {shellQuote} from '../../lib/apiReference/tryIt';

/** What every language's example sends, and what it does with the answer. */
export type ExampleRequest = {
  method: string;
  url: string;
  /** Sends the key from the AGENTWORKS_API_KEY environment variable. */
  authorized: boolean;
  /** The request body's example, sent as JSON. */
  body?: unknown;
  /** How the first successful answer is read: JSON, text, or not at all (no body). */
  answer: 'json' | 'text' | 'none';
};

export function exampleRequest(method: string, path: string, operation: Operation, baseUrl: string): ExampleRequest {
  const success = Object.keys(operation.responses).find((status) => !/^[45]/.test(status));
  const content = success ? operation.responses[success].content : undefined;
  return {
    method: method.toUpperCase(),
    url: `${baseUrl.replace(/\/$/, '')}${path}`,
    // An operation needs a key unless its security lists no requirement (or only an empty one).
    authorized: operation.security?.some((requirement) => Object.keys(requirement).length > 0) ?? true,
    body: operation.requestBody?.content['application/json']?.example,
    answer: !content || !Object.keys(content).length ? 'none' : content['application/json'] ? 'json' : 'text',
  };
}

export function curlExample(request: ExampleRequest): string {
  const lines = [`curl -X ${request.method} ${shellQuote(request.url)}`];
  if (request.authorized) lines.push(`-H "Authorization: Bearer $AGENTWORKS_API_KEY"`);
  if (request.body !== undefined) {
    lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(request.body, null, 2))}`);
  }
  return lines.join(' \\\n  ');
}

/** A JSON value written as a literal by `scalar` (strings, numbers, true/false/null), `indent` spaces a level. */
function literal(value: unknown, indent: string, scalar: (value: unknown) => string, key: (name: string) => string, depth = 0): string {
  const inner = indent.repeat(depth + 1);
  const close = indent.repeat(depth);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((item) => `${inner}${literal(item, indent, scalar, key, depth + 1)},\n`).join('')}${close}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([name, item]) => `${inner}${key(name)}: ${literal(item, indent, scalar, key, depth + 1)},\n`).join('')}${close}}`;
  }
  return scalar(value);
}

/** A JavaScript string literal in single quotes (JSON's escapes are JavaScript's too). */
function jsString(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/** A JSON value as a JavaScript literal: unquoted keys where they are identifiers, single-quoted strings. */
export function jsLiteral(value: unknown, depth = 0): string {
  return literal(
    value,
    '  ',
    (scalar) => (typeof scalar === 'string' ? jsString(scalar) : JSON.stringify(scalar)),
    (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name)),
    depth,
  );
}

/** A JSON value as a Python literal: true, false and null are True, False and None. */
export function pythonLiteral(value: unknown, depth = 0): string {
  return literal(
    value,
    '    ',
    // A JSON string's escapes (\n, \", \\, \uXXXX...) mean the same in a Python string.
    (scalar) => (typeof scalar === 'boolean' ? (scalar ? 'True' : 'False') : scalar === null ? 'None' : JSON.stringify(scalar)),
    (name) => JSON.stringify(name),
    depth,
  );
}

export function fetchExample(request: ExampleRequest): string {
  const options = [`  method: ${jsString(request.method)},`];
  const headers = [
    ...(request.authorized ? ['    Authorization: `Bearer ${process.env.AGENTWORKS_API_KEY}`,'] : []),
    ...(request.body !== undefined ? ["    'Content-Type': 'application/json',"] : []),
  ];
  if (headers.length) options.push('  headers: {', ...headers, '  },');
  if (request.body !== undefined) options.push(`  body: JSON.stringify(${jsLiteral(request.body, 1)}),`);
  const lines = [
    `const response = await fetch(${jsString(request.url)}, {`,
    ...options,
    '});',
    'if (!response.ok) throw new Error(`AgentWorks API error ${response.status}`);',
  ];
  if (request.answer !== 'none') lines.push(`console.log(await response.${request.answer}());`);
  return lines.join('\n');
}

export function requestsExample(request: ExampleRequest): string {
  const lines = [...(request.authorized ? ['import os'] : []), 'import requests', ''];
  if (request.authorized) lines.push('api_key = os.environ["AGENTWORKS_API_KEY"]');
  lines.push(`response = requests.${request.method.toLowerCase()}(`, `    ${JSON.stringify(request.url)},`);
  if (request.authorized) lines.push('    headers={"Authorization": f"Bearer {api_key}"},');
  if (request.body !== undefined) lines.push(`    json=${pythonLiteral(request.body, 1)},`);
  lines.push('    timeout=30,', ')', 'response.raise_for_status()');
  if (request.answer !== 'none') lines.push(`print(response.${request.answer === 'json' ? 'json()' : 'text'})`);
  return lines.join('\n');
}

/** The languages of the examples: brand names, the same in every locale. */
export const exampleLanguages = [
  {value: 'curl', label: 'cURL', fence: 'bash', write: curlExample},
  {value: 'javascript', label: 'JavaScript', fence: 'js', write: fetchExample},
  {value: 'python', label: 'Python', fence: 'python', write: requestsExample},
] as const;

/** The tabs group of the docs' API examples (the overview's too): one choice for every page. */
export const exampleTabsGroup = 'api-language';

/**
 * The class of the examples' tab list (the theme's Tabs put className there): the docs search
 * skips it (docusaurus.config.ts), or "Python" would find every operation page by its tab.
 */
export const exampleTabListClass = 'api-example-languages';

/** The page's imports the tabs need. */
export const exampleTabsImports = [`import Tabs from '@theme/Tabs';`, `import TabItem from '@theme/TabItem';`];

/** The examples as MDX tabs, one fenced code block each. */
export function exampleTabs(request: ExampleRequest): string {
  return [
    `<Tabs groupId="${exampleTabsGroup}" className="${exampleTabListClass}">`,
    ...exampleLanguages.flatMap(({value, label, fence, write}) => [
      `<TabItem value="${value}" label="${label}">`,
      '',
      codeBlock(fence, write(request)),
      '',
      '</TabItem>',
    ]),
    '</Tabs>',
  ].join('\n');
}
