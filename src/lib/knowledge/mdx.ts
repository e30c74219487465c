/**
 * MDX source -> clean Markdown tree: what a reader (or an agent) of the page needs, without the
 * machinery. Front matter, imports/exports, comments and expressions go; JSX keeps its children,
 * tabs become labelled blocks, admonitions titled blockquotes, and components that render data
 * become the Markdown their caller gives for them. Headings keep the id the built page gives them.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import {explicitHeadingId, headingSlugger} from './sections';
import {isPhrasing, paragraph, plainText, strong, text, type MdAttribute, type MdNode} from './tree';

/** A JSX element's attributes: strings, `true` for bare ones, resolved `{a.b}` paths of the scope. */
export type JsxProps = Record<string, string | true | undefined>;

/**
 * Renders a component as Markdown nodes from its props and its already converted children;
 * null drops it (e.g. SEO tags, buttons).
 */
export type ComponentRenderer = (props: JsxProps, children: MdNode[]) => MdNode[] | null;

export type MdxOptions = {
  components?: Record<string, ComponentRenderer>;
  /** Values that attribute expressions such as `to={externalLinks.demo}` may name. */
  scope?: Record<string, unknown>;
  /** Rewrites a link's target, e.g. './api-reference.mdx#auth' -> '/documentation/api-reference#auth'. */
  resolveLink?: (url: string) => string;
  /** A live code block (```jsx live) as Markdown; the code itself when absent or null. */
  liveCode?: (code: string) => MdNode[] | null;
  /** Title of an admonition without one, by type ('note', 'tip', 'info', 'warning', 'danger'). */
  admonitionTitle?: (type: string) => string;
};

const admonitionTypes = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary']);

/**
 * Docusaurus escapes `{#id}` at the end of a heading line before MDX parses it (it is not a valid
 * expression); the same here, so the heading keeps it as text and gets that id.
 */
export function escapeHeadingIds(source: string): string {
  return source.replace(/^(#{1,6}\s.*?)\{#([\w-]+)\}[ \t]*$/gm, '$1\\{#$2\\}');
}

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkFrontmatter, ['yaml', 'toml']);

export function parseMdx(source: string): {root: MdNode; source: string} {
  const escaped = escapeHeadingIds(source);
  return {root: parser.parse(escaped) as unknown as MdNode, source: escaped};
}

/** `{/* #id *\/}` as a heading's last child: its explicit id (Docusaurus's rule: a leading '#'). */
function commentId(node: MdNode): string | undefined {
  if (node.type !== 'mdxTextExpression') return undefined;
  const estree = node.data?.estree as {body: unknown[]; comments?: {value: string}[]} | undefined;
  if (!estree || estree.body.length !== 0 || estree.comments?.length !== 1) return undefined;
  const first = estree.comments[0].value.trim().split(' ')[0];
  return first.startsWith('#') ? first.slice(1) || undefined : undefined;
}

/**
 * Gives every heading the id Docusaurus gives it (@docusaurus/mdx-loader remark/headings): an
 * explicit comment id, else a classic `{#id}`, else its slug (headingSlugger), counted over the
 * whole document in tree order. The explicit id syntax is removed from the heading.
 */
export function assignHeadingIds(root: MdNode): void {
  const slug = headingSlugger();
  const visit = (node: MdNode) => {
    if (node.type === 'heading') {
      const children = node.children ?? [];
      const last = children.at(-1);
      const fromComment = last ? commentId(last) : undefined;
      let id: string | undefined;
      if (fromComment) {
        children.pop();
        const newLast = children.at(-1);
        if (newLast?.type === 'text') newLast.value = (newLast.value ?? '').trimEnd();
        id = fromComment;
      } else {
        const textNodes = children.filter((child) => child.type !== 'html');
        const headingText = plainText(textNodes.length > 0 ? textNodes : children);
        const classic = explicitHeadingId(headingText);
        if (classic) {
          const tail = children.at(-1);
          if (tail?.type === 'text') {
            tail.value = explicitHeadingId(tail.value ?? '')?.text ?? tail.value;
            if (!tail.value) children.pop();
          }
          id = classic.id;
        } else {
          id = slug(headingText);
        }
      }
      node.data = {...node.data, id};
    }
    node.children?.forEach(visit);
  };
  visit(root);
}

function attributeValue(attribute: MdAttribute, scope: Record<string, unknown>): string | true | undefined {
  const {value} = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const path = value.value.trim();
  const literal = /^(['"`])(.*)\1$/s.exec(path);
  if (literal) return literal[2];
  if (!/^[\w$.]+$/.test(path)) return undefined;
  let current: unknown = scope;
  for (const key of path.split('.')) {
    current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  }
  return typeof current === 'string' || typeof current === 'number' ? String(current) : undefined;
}

export function jsxProps(node: MdNode, scope: Record<string, unknown> = {}): JsxProps {
  const props: JsxProps = {};
  for (const attribute of (node.attributes as MdAttribute[] | undefined) ?? []) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name) {
      props[attribute.name] = attributeValue(attribute, scope);
    }
  }
  return props;
}

/** In a block context, loose inline nodes are gathered into paragraphs. */
function asBlocks(nodes: MdNode[]): MdNode[] {
  const blocks: MdNode[] = [];
  let inline: MdNode[] = [];
  const flush = () => {
    if (inline.some((node) => node.type !== 'text' || (node.value ?? '').trim())) blocks.push(paragraph(inline));
    inline = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) inline.push(node);
    else {
      flush();
      blocks.push(node);
    }
  }
  flush();
  return blocks;
}

/**
 * Text nodes side by side (where an expression was dropped or a component rendered text) become
 * one, without the double space the dropped part leaves ("Text with {x} value").
 */
function joinTexts(nodes: MdNode[]): MdNode[] {
  const joined: MdNode[] = [];
  for (const node of nodes) {
    const previous = joined.at(-1);
    if (node.type === 'text' && previous?.type === 'text') {
      const left = previous.value ?? '';
      const right = node.value ?? '';
      joined[joined.length - 1] = text(/\s$/.test(left) ? left + right.replace(/^[ \t]+/, '') : left + right);
    } else {
      joined.push(node);
    }
  }
  return joined;
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

class Converter {
  constructor(
    private readonly options: MdxOptions,
    private readonly source: string,
  ) {}

  convertAll(nodes: MdNode[] | undefined, block: boolean): MdNode[] {
    const converted = joinTexts((nodes ?? []).flatMap((node) => this.convert(node)));
    return block ? asBlocks(converted) : converted;
  }

  private withChildren(node: MdNode, block: boolean): MdNode {
    return {...node, children: this.convertAll(node.children, block)};
  }

  /** The original text of a node, for directives that are not admonitions (e.g. "10:30"). */
  private sourceOf(node: MdNode): string {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    return start !== undefined && end !== undefined ? this.source.slice(start, end) : '';
  }

  convert(node: MdNode): MdNode[] {
    switch (node.type) {
      case 'yaml':
      case 'toml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return [];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsx(node, node.type === 'mdxJsxFlowElement');
      case 'containerDirective':
        return this.admonition(node);
      case 'leafDirective':
        return [paragraph([text(this.sourceOf(node))])];
      case 'textDirective':
        return [text(this.sourceOf(node))];
      case 'code':
        return this.code(node);
      case 'link':
        return [{...this.withChildren(node, false), url: this.options.resolveLink?.(node.url ?? '') ?? node.url}];
      case 'heading':
      case 'paragraph':
      case 'tableCell':
      case 'emphasis':
      case 'strong':
      case 'delete':
        return [this.withChildren(node, false)];
      default:
        return node.children ? [this.withChildren(node, !['table', 'tableRow', 'list'].includes(node.type))] : [node];
    }
  }

  private code(node: MdNode): MdNode[] {
    const live = node.meta?.split(/\s+/).includes('live');
    if (live && this.options.liveCode) {
      const rendered = this.options.liveCode(node.value ?? '');
      if (rendered) return rendered;
    }
    return [node];
  }

  private admonition(node: MdNode): MdNode[] {
    const name = node.name ?? '';
    if (!admonitionTypes.has(name)) return this.convertAll(node.children, true);
    const [first, ...rest] = node.children ?? [];
    const labelled = first?.data?.directiveLabel === true;
    const title = labelled
      ? plainText(first)
      : (this.options.admonitionTitle?.(name) ?? capitalize(name));
    const body = this.convertAll(labelled ? rest : node.children, true);
    return [{type: 'blockquote', children: [paragraph([strong(title)]), ...body]}];
  }

  private jsx(node: MdNode, block: boolean): MdNode[] {
    const name = node.name ?? '';
    const props = jsxProps(node, this.options.scope);
    const children = this.convertAll(node.children, block);
    const renderer = this.options.components?.[name];
    if (renderer) return renderer(props, children) ?? [];
    switch (name) {
      case 'TabItem': {
        const label = typeof props.label === 'string' ? props.label : typeof props.value === 'string' ? props.value : '';
        return label ? [paragraph([strong(label)]), ...children] : children;
      }
      case 'summary':
        return block ? [paragraph([strong(plainText(children))])] : [strong(plainText(children))];
      case 'Link':
      case 'a': {
        const href = typeof props.to === 'string' ? props.to : typeof props.href === 'string' ? props.href : undefined;
        if (!href) return children;
        const url = this.options.resolveLink?.(href) ?? href;
        const inline = children.flatMap((child) => (child.type === 'paragraph' ? (child.children ?? []) : [child]));
        const link = {type: 'link', url, children: inline};
        return block ? [paragraph([link])] : [link];
      }
      case 'br':
        return [{type: 'break'}];
      case 'img':
        return [];
      default:
        return children;
    }
  }
}

/** Clean Markdown block nodes of an MDX page; headings carry their built-page id in data.id. */
export function mdxToNodes(mdxSource: string, options: MdxOptions = {}): MdNode[] {
  const {root, source} = parseMdx(mdxSource);
  assignHeadingIds(root);
  return new Converter(options, source).convertAll(root.children, true);
}
