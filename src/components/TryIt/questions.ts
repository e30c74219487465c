/**
 * Three questions drawn from the prospect's own content (issue 23 §1): one per section heading,
 * skipping a PDF's bare page headings and repeats; documents without usable headings are asked
 * about by title. Pure, so the choice is tested without a page.
 */
import type {MadeDocument} from '@site/src/lib/api/tryIt';

export type QuestionTemplates = {aboutHeading: (heading: string) => string; aboutTitle: (title: string) => string};

const pageOnly = /^(?:Page|Página) \d+$/;
const wanted = 3;

export function suggestedQuestions(documents: readonly MadeDocument[], templates: QuestionTemplates): string[] {
  const seen = new Set<string>();
  const questions: string[] = [];
  const add = (question: string, topic: string) => {
    const key = topic.toLowerCase();
    if (questions.length >= wanted || seen.has(key)) return;
    seen.add(key);
    questions.push(question);
  };
  const headings = documents.flatMap((doc) => doc.sections.map((section) => section.heading.trim()));
  // A document's first heading is usually its title: prefer the sections under it.
  const titles = new Set(documents.map((doc) => doc.title.trim().toLowerCase()));
  for (const heading of headings) {
    if (heading && !pageOnly.test(heading) && !titles.has(heading.toLowerCase())) add(templates.aboutHeading(heading), heading);
  }
  for (const heading of headings) if (heading && !pageOnly.test(heading)) add(templates.aboutHeading(heading), heading);
  for (const doc of documents) add(templates.aboutTitle(doc.title), doc.title);
  return questions;
}
