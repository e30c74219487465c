/**
 * The loose Markdown syntax tree the knowledge pipeline works on: mdast plus the MDX and
 * directive node types, typed only as far as the pipeline reads them.
 */
import type {Root} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {toString} from 'mdast-util-to-string';

export type MdAttribute = {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | {type: 'mdxJsxAttributeValueExpression'; value: string};
};

export type MdNode = {
  type: string;
  children?: MdNode[];
  value?: string;
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  name?: string | null;
  attributes?: MdAttribute[] | Record<string, string | null | undefined>;
  position?: {start: {offset?: number}; end: {offset?: number}};
  data?: {id?: string; directiveLabel?: boolean; [key: string]: unknown};
  [key: string]: unknown;
};

/** Inline node types: a block-level place that receives them wraps them in a paragraph. */
const phrasingTypes = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
]);

export function isPhrasing(node: MdNode): boolean {
  return phrasingTypes.has(node.type);
}

export const text = (value: string): MdNode => ({type: 'text', value});
export const strong = (value: string): MdNode => ({type: 'strong', children: [text(value)]});
export const paragraph = (children: MdNode[]): MdNode => ({type: 'paragraph', children});

/** Plain text of a node, as Docusaurus reads a heading's text for its slug. */
export function plainText(node: MdNode | MdNode[]): string {
  return toString(node as Parameters<typeof toString>[0]);
}

/** Parses plain Markdown (GFM) into nodes, e.g. the Markdown a data-driven component renders to. */
export function markdownNodes(markdown: string): MdNode[] {
  const root = unified().use(remarkParse).use(remarkGfm).parse(markdown) as unknown as MdNode;
  return stripPositions(root).children ?? [];
}

function stripPositions(node: MdNode): MdNode {
  delete node.position;
  node.children?.forEach(stripPositions);
  return node;
}

const stringifier = unified()
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-', listItemIndent: 'one', emphasis: '_'});

/** Markdown text of a list of block nodes. */
export function stringifyMarkdown(nodes: MdNode[]): string {
  const root = {type: 'root', children: nodes} as unknown as Root;
  return stringifier.stringify(root).trim();
}
