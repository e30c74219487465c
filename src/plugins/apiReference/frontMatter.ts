/**
 * A page's front matter: its stable id (the file name and URL), title, sidebar place and meta
 * description. The last update date is added when the page is written (files.ts).
 */
import {firstSentence} from './mdx';
import type {Operation, OperationEntry} from './openapi';
import {sidebarFields} from './sidebar';

/** The page id: the operation id in kebab case, a webhook's prefixed with `webhook-`. */
export function pageId(operation: Operation, webhook: boolean): string {
  const kebab = operation.operationId
    .replace(/^webhook\./, '')
    .replace(/[._]/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
  return webhook ? `webhook-${kebab}` : kebab;
}

/** The front matter block; `title` and `description` are already in the page's language. */
export function frontMatter(entry: OperationEntry, position: number, title: string, description: string): string[] {
  return [
    '---',
    `id: ${pageId(entry.operation, entry.webhook)}`,
    `title: ${JSON.stringify(title)}`,
    ...sidebarFields(entry, title, position),
    `description: ${JSON.stringify(firstSentence(description || title))}`,
    '---',
  ];
}
