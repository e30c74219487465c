/** An API document as passages: one per section, cut at its headings like our own pages. */
import {markdownSections} from '../../../src/lib/knowledge/sections';
import type {IndexedPassage} from './knowledge-index';
import type {KnowledgeDocument} from './types';

/** Where a source without its own URL points: the document in the knowledge API. */
export function documentUrl(doc: KnowledgeDocument): string {
  return doc.url ?? `/v1/knowledge/${doc.id}`;
}

export function documentPassages(doc: KnowledgeDocument): IndexedPassage[] {
  return markdownSections(doc.content).map((section) => ({
    id: `${doc.id}#${section.order}`,
    documentId: doc.id,
    locale: doc.locale,
    version: null,
    pageTitle: doc.title,
    heading: section.heading,
    ...(section.parents.length ? {parentHeadings: section.parents} : {}),
    url: documentUrl(doc),
    text: section.body,
    order: section.order,
  }));
}
