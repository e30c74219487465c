/**
 * The reference's place in the docs sidebar (the "API reference" category lists the generated
 * folder): pages in the document's tag order, webhooks last, each link with its method's badge.
 */
import {httpMethods, type Document, type OperationEntry} from './openapi';

/** Every operation (webhooks last), in the document's tag order, then as the paths list them. */
export function operationsOf(document: Document): OperationEntry[] {
  const found: OperationEntry[] = [
    ...Object.entries(document.paths).flatMap(([path, item]) =>
      httpMethods.filter((method) => item[method]).map((method) => ({method, path, operation: item[method], webhook: false})),
    ),
    ...Object.entries(document.webhooks ?? {}).map(([event, item]) => ({method: 'post', path: event, operation: item.post, webhook: true})),
  ];
  const tagOrder = (document.tags ?? []).map((tag) => tag.name);
  const rank = (tags: string[] | undefined) => {
    const index = tagOrder.indexOf(tags?.[0] ?? '');
    return index === -1 ? tagOrder.length : index;
  };
  return found
    .map((entry, index) => ({entry, index}))
    .sort((a, b) => rank(a.entry.operation.tags) - rank(b.entry.operation.tags) || a.index - b.index)
    .map(({entry}) => entry);
}

/** The front matter lines that place a page in the sidebar: its label, position and method badge. */
export function sidebarFields({method, webhook}: Pick<OperationEntry, 'method' | 'webhook'>, label: string, position: number): string[] {
  return [
    `sidebar_label: ${JSON.stringify(label)}`,
    `sidebar_position: ${position}`,
    // The method badge beside the sidebar link (src/css/custom.css); a webhook is a POST we send.
    `sidebar_class_name: api-method api-method--${webhook ? 'post' : method}`,
  ];
}
