/**
 * An operation's answers: each success with its description, fields and example (an answer of
 * several shapes, each shape with its own), then the errors in one table with their stable codes.
 */
import {fieldRows} from './fields';
import {fieldTable} from './fieldTable';
import {cell, codeBlock, mdxText, section, table} from './mdx';
import type {Operation, Response} from './openapi';
import type {PageContext} from './pageOptions';

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

export const statusLine = (status: string) => `${status} ${statusTexts[status] ?? ''}`.trim();

const isFailure = (status: string) => /^[45]/.test(status);

function successSection(status: string, response: Response, context: PageContext): string[] {
  const {labels, localize} = context;
  const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
  const parts = [section(statusLine(status), `response-${status}`, 3), '', mdxText(localize(response.description)), ''];
  const example = (value: unknown) => codeBlock('json', JSON.stringify(value, null, 2), labels.exampleResponse);
  if (media?.schema?.anyOf && type === 'application/json') {
    // One answer of several shapes: each with what it is, its fields and its example.
    for (const shape of media.schema.anyOf) {
      if (shape.description) parts.push(mdxText(localize(shape.description)), '');
      const rows = fieldRows(shape);
      if (rows.length) parts.push(fieldTable(rows, context, false), '');
      if (shape.examples?.[0] !== undefined) parts.push(example(shape.examples[0]), '');
    }
  } else if (media?.schema && type === 'application/json') {
    const rows = fieldRows(media.schema);
    if (rows.length) parts.push(fieldTable(rows, context, false), '');
  } else if (type) parts.push(`\`${type}\``, '');
  if (media?.example !== undefined) parts.push(example(media.example), '');
  return parts;
}

function errorsSection(failures: [string, Response][], {labels, localize}: PageContext): string[] {
  if (!failures.length) return [];
  const rows = failures.map(([status, response]) => {
    const example = response.content?.['application/json']?.example as {code?: string} | undefined;
    // "notFound: no such document" reads "No such document" beside its code.
    const text = localize(response.description).replace(/^\w+: (.)/, (_match, first: string) => first.toUpperCase());
    return [statusLine(status), example?.code ? `\`${example.code}\`` : '', cell(text)];
  });
  return [section(labels.errors, 'errors', 3), '', table([labels.status, labels.code, labels.description], rows), ''];
}

export function responseSections(operation: Operation, context: PageContext): string[] {
  const answers = Object.entries(operation.responses);
  return [
    section(context.labels.responses, 'responses'),
    '',
    ...answers.filter(([status]) => !isFailure(status)).flatMap(([status, response]) => successSection(status, response, context)),
    ...errorsSection(answers.filter(([status]) => isFailure(status)), context),
  ];
}
