/**
 * A page's clean Markdown cut into passages at its H2 and H3 headings, each keeping the page
 * title, its heading and the URL of that heading on the built page.
 */
import type {Passage} from './types';
import {cutAtHeadings, type Section} from './sections';
import {plainText, stringifyMarkdown, type MdNode} from './tree';

export {twinPath} from './twin';

/** One page of knowledge in one locale (and docs version), ready to publish and to cut. */
export type KnowledgePage = {
  title: string;
  /** One line saying what the page is for (its description). */
  summary: string;
  /** Site-relative URL with locale prefix, without '.md' (e.g. '/es/pricing', '/' for the home page). */
  url: string;
  locale: string;
  version: string | null;
  /** Block nodes of the body; headings carry their built-page id in data.id (none: no anchor). */
  body: MdNode[];
};

const splitDepths = new Set([2, 3]);

/** The body cut at its top-level H2 and H3 headings (deeper ones stay in their section), each section's nodes as Markdown. */
export function pageSections(body: MdNode[]): Section[] {
  return cutAtHeadings(
    body,
    (node) => (node.type === 'heading' ? {depth: node.depth ?? 0, text: plainText(node).trim(), anchor: node.data?.id ?? null} : null),
    {depths: splitDepths, bodyOf: stringifyMarkdown},
  );
}

/** An H1 that repeats the page title is the title itself, not content. */
function withoutTitleHeading(body: MdNode[], title: string): MdNode[] {
  const first = body[0];
  if (first?.type === 'heading' && first.depth === 1 && plainText(first).trim() === title.trim()) {
    return body.slice(1);
  }
  return body;
}

export function pagePassages(page: KnowledgePage): Passage[] {
  const used = new Set<string>();
  return pageSections(withoutTitleHeading(page.body, page.title)).map(({heading, anchor, body, order, parents}) => {
    const url = anchor ? `${page.url}#${anchor}` : page.url;
    // A section without an anchor shares its page's URL; its id still has to be unique.
    const id = used.has(url) ? `${url}~${order}` : url;
    used.add(id);
    return {
      id,
      locale: page.locale,
      version: page.version,
      pageTitle: page.title,
      heading,
      ...(parents.length ? {parentHeadings: parents} : {}),
      url,
      text: body,
      order,
    };
  });
}

/** The page's `.md` twin: `# Title`, the one-line summary, then the body. */
export function pageMarkdown(page: KnowledgePage): string {
  const body = stringifyMarkdown(withoutTitleHeading(page.body, page.title));
  const summary = page.summary.trim().replace(/\s+/g, ' ');
  return [`# ${page.title}`, summary ? `> ${summary}` : '', body].filter(Boolean).join('\n\n') + '\n';
}
