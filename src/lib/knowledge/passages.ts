/**
 * A page's clean Markdown cut into passages at its H2 and H3 headings, each keeping the page
 * title, its heading and the URL of that heading on the built page.
 */
import type {Passage} from './types';
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

export type Section = {heading: string; anchor: string | null; nodes: MdNode[]};

const splitDepths = new Set([2, 3]);

/** The body cut before every top-level H2/H3; the text before the first one is a section with heading ''. */
export function splitSections(body: MdNode[]): Section[] {
  const sections: Section[] = [{heading: '', anchor: null, nodes: []}];
  for (const node of body) {
    if (node.type === 'heading' && splitDepths.has(node.depth ?? 0)) {
      sections.push({heading: plainText(node).trim(), anchor: node.data?.id ?? null, nodes: []});
    } else {
      sections.at(-1)!.nodes.push(node);
    }
  }
  return sections.filter((section) => section.heading || section.nodes.length > 0);
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
  return splitSections(withoutTitleHeading(page.body, page.title))
    .map((section) => ({
      section,
      text: stringifyMarkdown(section.nodes),
    }))
    .filter(({section, text}) => text || section.heading)
    .map(({section, text}, order) => {
      const url = section.anchor ? `${page.url}#${section.anchor}` : page.url;
      // A section without an anchor shares its page's URL; its id still has to be unique.
      const id = used.has(url) ? `${url}~${order}` : url;
      used.add(id);
      return {
        id,
        locale: page.locale,
        version: page.version,
        pageTitle: page.title,
        heading: section.heading,
        url,
        text,
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
