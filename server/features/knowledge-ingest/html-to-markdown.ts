/**
 * HTML to Markdown with unified (rehype-parse -> rehype-remark -> remark-gfm -> remark-stringify).
 * A web page is cut down to its content first: its <main> (or <article>) when it has one, and
 * never its navigation, header, footer, asides or forms. Runs in the extraction worker only
 * (these packages are ES modules).
 */
import type {Element, Root, RootContent} from 'hast';
import {IngestRefusal} from './messages';

/** Deeper than this is no document a person wrote; its conversion would only exhaust the stack. */
export const maxHtmlDepth = 400;

const dropped = new Set(['nav', 'header', 'footer', 'aside', 'form', 'script', 'style', 'noscript', 'template', 'iframe', 'svg']);

type Parent = Root | Element;

/** Walks without recursion: the depth check must not itself overflow the stack. */
function inspect(tree: Root): {title: string; main?: Element; article?: Element; h1?: string} {
  const found: {title: string; main?: Element; article?: Element; h1?: string} = {title: ''};
  const stack: {node: RootContent | Root; depth: number}[] = [{node: tree, depth: 0}];
  while (stack.length > 0) {
    const {node, depth} = stack.pop()!;
    if (depth > maxHtmlDepth) throw new IngestRefusal('tooComplex', `nested deeper than ${maxHtmlDepth}`);
    if (node.type === 'element') {
      if (node.tagName === 'title' && !found.title) found.title = textOf(node);
      if (node.tagName === 'main' && !found.main) found.main = node;
      if (node.tagName === 'article' && !found.article) found.article = node;
      if (node.tagName === 'h1' && found.h1 === undefined) found.h1 = textOf(node);
    }
    if ('children' in node) for (const child of node.children) stack.push({node: child, depth: depth + 1});
  }
  return found;
}

function textOf(node: Element): string {
  const parts: string[] = [];
  const stack: RootContent[] = [...node.children];
  while (stack.length > 0) {
    const child = stack.shift()!;
    if (child.type === 'text') parts.push(child.value);
    else if (child.type === 'element') stack.unshift(...child.children);
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function prune(parent: Parent): void {
  const stack: Parent[] = [parent];
  while (stack.length > 0) {
    const node = stack.pop()!;
    node.children = node.children.filter((child) => !(child.type === 'element' && dropped.has(child.tagName))) as typeof node.children;
    for (const child of node.children) if (child.type === 'element') stack.push(child);
  }
}

export async function htmlToMarkdown(html: string, {page}: {page: boolean}): Promise<{title: string; markdown: string}> {
  const [{unified}, {default: rehypeParse}, {default: rehypeRemark}, {default: remarkGfm}, {default: remarkStringify}] = await Promise.all([
    import('unified'),
    import('rehype-parse'),
    import('rehype-remark'),
    import('remark-gfm'),
    import('remark-stringify'),
  ]);
  const tree = unified().use(rehypeParse).parse(html) as Root;
  const {title, main, article, h1} = inspect(tree);
  let content: Root = tree;
  if (page) {
    const focus = main ?? article;
    if (focus) content = {type: 'root', children: [focus]};
    prune(content);
  }
  const mdast = await unified().use(rehypeRemark).run(content);
  const markdown = unified().use(remarkGfm).use(remarkStringify, {bullet: '-', fences: true}).stringify(mdast as never);
  return {title: title || h1 || '', markdown: String(markdown).trim()};
}
