/**
 * Small Markdown builders for the page writers: data strings are escaped so a '*' or '[' in copy
 * stays text, and headings carry the id of their section on the built page (or none).
 */
import {explicitHeadingId} from '../../../lib/knowledge/sections';
import {markdownNodes, type MdNode} from '../../../lib/knowledge/tree';
import type {WriterContext} from './types';

export function escapeText(value: string): string {
  return value.replace(/([\\`*_[\]<>#|])/g, '\\$1').replace(/\s+/g, ' ').trim();
}

export type Block = string | false | null | undefined;

/** `## Title {#id}`: the id must be one the built page has; without it the section has no anchor. */
export function heading(depth: 2 | 3, title: string, id?: string): string {
  return `${'#'.repeat(depth)} ${escapeText(title)}${id ? ` {#${id}}` : ''}`;
}

export function paragraph(value: string): string {
  return escapeText(value);
}

export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${escapeText(item)}`).join('\n');
}

export function link(label: string, url: string): string {
  return `[${escapeText(label)}](${url})`;
}

/** Titled entries (benefits, steps, solutions): an H3 each, with its description. */
export function entries(items: readonly {title: string; description: string}[]): string {
  return items.map((item) => `${heading(3, item.title)}\n\n${paragraph(item.description)}`).join('\n\n');
}

/**
 * Questions and answers: an H3 per question, so each answer is its own passage. With the id of
 * the page's FAQ section (src/components/sections/Faq), each question has the anchor of its
 * item there (`faq-1`, `frequently-asked-questions-seats`), so an answer can point at it.
 */
export function faq(items: readonly {id?: string; question: string; answer: string}[], sectionId?: string): string {
  return items
    .map((item, index) => `${heading(3, item.question, sectionId && `${sectionId}-${item.id ?? index + 1}`)}\n\n${paragraph(item.answer)}`)
    .join('\n\n');
}

export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(escapeText).join(' | ')} |`;
  return [line(head), `| ${head.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** Parses the blocks into nodes; a heading's trailing `{#id}` becomes its anchor (data.id). */
export function toNodes(blocks: readonly Block[]): MdNode[] {
  const nodes = markdownNodes(blocks.filter((block): block is string => Boolean(block)).join('\n\n'));
  for (const node of nodes) {
    if (node.type !== 'heading') continue;
    const last = node.children?.at(-1);
    const explicit = last?.type === 'text' ? explicitHeadingId(last.value ?? '') : null;
    if (last && explicit) {
      last.value = explicit.text;
      node.data = {...node.data, id: explicit.id};
    }
  }
  return nodes;
}

/**
 * The white paper offer of the pricing, landing and case-study pages (their #white-paper
 * section), in the page's own copy (src/components/WhitePaperRequestForm): what the paper is and
 * how to get it.
 */
export function whitePaperOffer(t: WriterContext['translate']): string {
  return [
    heading(2, t({id: 'whitePaperRequest.title', message: 'AI vs. Human Support Agents: A Benchmark Study'}), 'white-paper'),
    paragraph(
      `${t({id: 'whitePaperRequest.eyebrow', message: 'Free white paper'})}: ${t({
        id: 'whitePaperRequest.description',
        message:
          'See how AI agents and human teams compare on resolution rate, response time and cost per conversation, and what that means for the plan you choose.',
      })}`,
    ),
    paragraph(
      t({
        id: 'knowledge.whitePaper.request',
        message:
          'To download the white paper for free, open the form in this section ({action}) and fill it in; the download starts at once.',
      }, {action: t({id: 'whitePaperRequest.action.open', message: 'Get the White Paper'})}),
    ),
  ].join('\n\n');
}

/**
 * The white paper as /landing and /case-studies offer it: a download form in the section itself
 * (the pricing page's request form is `whitePaperOffer`). A paper staff offer replaces the title
 * and text at run time; the knowledge has the default, as the prerendered page does.
 */
export function whitePaperDownload(t: WriterContext['translate']): string {
  return [
    heading(2, t({id: 'whitePaper.download.title', message: 'AI Agents vs. Human Support Agents: A Benchmark Study'}), 'white-paper'),
    paragraph(
      `${t({id: 'whitePaper.download.eyebrow', message: 'Free white paper'})}: ${t({
        id: 'whitePaper.download.text',
        message:
          'Twelve weeks, eight companies and 186,400 real customer conversations: see how AI agents and experienced support teams compare on resolution rate, speed, accuracy, cost and satisfaction.',
      })}`,
    ),
    bullets([
      t({id: 'whitePaper.download.point.resolution', message: 'Resolution rates by type of inquiry'}),
      t({id: 'whitePaper.download.point.cost', message: 'Cost per resolved inquiry, human-only vs. AI-first'}),
      t({id: 'whitePaper.download.point.handoff', message: 'How to design the hand-off to your team'}),
    ]),
    paragraph(
      t(
        {
          id: 'knowledge.whitePaper.download',
          message: 'To download the white paper for free, fill in the form in this section and press {action}; the download starts at once.',
        },
        {action: t({id: 'whitePaper.download.action.submit', message: 'Download White Paper'})},
      ),
    ),
  ].join('\n\n');
}

/**
 * The free trial sign-up of the home and landing pages (src/components/Landing/SignupSection, at
 * its heading's anchor): what the form leads to, how fast and from what price.
 */
export function signupOffer(t: WriterContext['translate'], plansFromPerMonth: string): string {
  return [
    heading(2, t({id: 'landing.signup.title', message: 'Get Your Free Trial'}), 'signup-heading'),
    paragraph(
      t({
        id: 'landing.signup.text',
        message:
          'Tell us about your business in two short steps. We will set up an AI agent trained on your own content and show you what it can do.',
      }),
    ),
    bullets([
      t({id: 'landing.signup.point.fast', message: 'Up and running in 1-2 days'}),
      t({id: 'landing.signup.point.team', message: 'No big tech team needed'}),
      t({id: 'landing.signup.point.price', message: 'Plans from {price}/month'}, {price: plansFromPerMonth}),
    ]),
  ].join('\n\n');
}

/** The customer quotes of src/components/Testimonials, at the section's id where the page gives it one. */
export function customerQuotes(
  t: WriterContext['translate'],
  items: readonly {testimonial: string; name: string; rating: number}[],
  id?: string,
): string {
  return [
    heading(2, t({id: 'testimonials.title', message: 'What Our Customers Say'}), id),
    bullets(items.map((item) => `"${item.testimonial}" (${item.name}, ${item.rating}/5)`)),
  ].join('\n\n');
}
