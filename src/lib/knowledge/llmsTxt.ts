/**
 * llms.txt (https://llmstxt.org): an H1 with the site's name, a `> summary` blockquote, optional
 * paragraphs, then H2 sections of `- [name](url): notes`; a section named "Optional" holds what a
 * reader with little room may skip. llms-full.txt is the full Markdown of the listed pages.
 */

export type LlmsLink = {name: string; url: string; notes?: string};
export type LlmsSection = {title: string; links: LlmsLink[]};

export type LlmsTxt = {
  name: string;
  summary: string;
  details?: string[];
  sections: LlmsSection[];
  /** Links for the "Optional" section (e.g. blog posts, legal pages). */
  optional?: LlmsLink[];
};

export const optionalSectionTitle = 'Optional';

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** `[` and `]` in a link name would end it early. */
function linkName(value: string): string {
  return oneLine(value).replace(/([[\]])/g, '\\$1');
}

function linkLine({name, url, notes}: LlmsLink): string {
  const note = notes ? oneLine(notes) : '';
  return `- [${linkName(name)}](${url})${note ? `: ${note}` : ''}`;
}

export function renderLlmsTxt(file: LlmsTxt): string {
  const sections = [...file.sections.filter((section) => section.links.length > 0)];
  if (file.optional?.length) sections.push({title: optionalSectionTitle, links: file.optional});
  const blocks = [
    `# ${oneLine(file.name)}`,
    `> ${oneLine(file.summary)}`,
    ...(file.details ?? []).map((paragraph) => paragraph.trim()).filter(Boolean),
    ...sections.map((section) => [`## ${oneLine(section.title)}`, '', ...section.links.map(linkLine)].join('\n')),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/** The llms.txt header followed by the full Markdown of every listed page, in order. */
export function renderLlmsFullTxt(file: Pick<LlmsTxt, 'name' | 'summary'>, pages: string[]): string {
  const header = `# ${oneLine(file.name)}\n\n> ${oneLine(file.summary)}`;
  return `${[header, ...pages.map((page) => page.trim())].join('\n\n---\n\n')}\n`;
}

/** Reads an llms.txt back: its title, summary and sections of links (what tests and agents check). */
export function parseLlmsTxt(text: string): {
  title: string | null;
  summary: string | null;
  sections: {title: string; links: LlmsLink[]}[];
} {
  const lines = text.split('\n');
  const title = /^# (.+)$/.exec(lines[0] ?? '')?.[1] ?? null;
  const summaryLine = lines.find((line) => line.startsWith('> '));
  const sections: {title: string; links: LlmsLink[]}[] = [];
  for (const line of lines) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) sections.push({title: heading[1], links: []});
    const link = /^- \[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)(?:: (.*))?$/.exec(line);
    if (link && sections.length > 0) {
      sections.at(-1)!.links.push({name: link[1].replace(/\\(.)/g, '$1'), url: link[2], notes: link[3]});
    }
  }
  return {title, summary: summaryLine ? summaryLine.slice(2) : null, sections};
}
