/** An operation's request body: the JSON body's fields, and a file upload's (multipart/form-data). */
import {fieldRows} from './fields';
import {fieldTable} from './fieldTable';
import {mdxText, section} from './mdx';
import type {MediaType, Operation} from './openapi';
import type {PageContext} from './pageOptions';

function bodySection(media: MediaType | undefined, heading: string, id: string, context: PageContext): string[] {
  if (!media?.schema) return [];
  const {description} = media.schema;
  return [
    section(heading, id, 3),
    '',
    ...(description ? [mdxText(context.localize(description)), ''] : []),
    fieldTable(fieldRows(media.schema), context, true),
    '',
  ];
}

export function requestBodySections(operation: Operation, context: PageContext): string[] {
  const content = operation.requestBody?.content;
  return [
    ...bodySection(content?.['application/json'], context.labels.body, 'body', context),
    ...bodySection(content?.['multipart/form-data'], context.labels.uploadBody, 'upload-body', context),
  ];
}
