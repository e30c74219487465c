/**
 * Sources (uploaded files, fetched pages) to stored, indexed knowledge documents: each is
 * extracted in the worker, saved through the caller's `save` (the route stores it and indexes it
 * at once), and described by the sections it was split into. One source that cannot be read is
 * reported, and the others are still added: hostile input loses nothing.
 */
import {markdownSections} from '../../../src/lib/knowledge/sections';
import type {SourceKind} from './file-kinds';
import {requestExtractionMs} from './limits';
import {IngestRefusal, type IngestRefusalCode} from './messages';
import {withExtractionSession, type ExtractionLimits} from './run-extraction';

export type Source = {
  /** The file name, or the page's URL. */
  name: string;
  kind: SourceKind;
  data: Uint8Array;
  /** The page an answer cites (fetched pages), or null (files: cited at /v1/knowledge/{id}). */
  sourceUrl: string | null;
};

export type SectionMade = {heading: string; anchor: string; page: number | null};

export type IngestedDocument = {
  id: string;
  title: string;
  source: string;
  kind: SourceKind;
  sourceUrl: string | null;
  createdAt: number;
  sections: SectionMade[];
};

export type Saved = {id: string; createdAt: number};
export type SaveDocument = (doc: {title: string; content: string; sourceUrl: string | null}) => Promise<Saved>;

export type IngestResult = {documents: IngestedDocument[]; skipped: {source: string; code: IngestRefusalCode}[]};

const pageNumber = /^(?:Page|Página) (\d+)$/;

export function sectionsOf(markdown: string, kind: SourceKind): SectionMade[] {
  return markdownSections(markdown).map(({heading, anchor}) => {
    const page = kind === 'pdf' ? pageNumber.exec(heading)?.[1] : undefined;
    // The text before the first heading has no anchor: the API writes '' for it.
    return {heading, anchor: anchor ?? '', page: page === undefined ? null : Number(page)};
  });
}

const titleMax = 200;

function titleFor(source: Source, extractedTitle: string): string {
  // A file is cited by its name (what the person uploaded); a page by its own title.
  const title = source.sourceUrl === null ? source.name : extractedTitle || source.name;
  return title.replace(/\s+/g, ' ').trim().slice(0, titleMax) || source.name.slice(0, titleMax);
}

export async function ingestSources(
  sources: readonly Source[],
  {
    locale,
    save,
    limits,
    progress,
  }: {
    locale: string | null;
    save: SaveDocument;
    limits?: ExtractionLimits;
    /** Told after each source, added or skipped (an import job records it for its GET). */
    progress?: (result: IngestResult) => Promise<void>;
  },
): Promise<IngestResult> {
  const result: IngestResult = {documents: [], skipped: []};
  await withExtractionSession(async (session) => {
    // The request as a whole is bounded too: 25 slow pages must not hold it (and the worker) for minutes.
    const deadline = Date.now() + requestExtractionMs;
    for (const source of sources) {
      if (Date.now() > deadline) {
        result.skipped.push({source: source.name, code: 'tooComplex'});
        await progress?.(result);
        continue;
      }
      let extracted;
      try {
        extracted = await session.extract({kind: source.kind, data: source.data, locale, page: source.sourceUrl !== null});
      } catch (error) {
        if (!(error instanceof IngestRefusal)) throw error;
        result.skipped.push({source: source.name, code: error.code});
        await progress?.(result);
        continue;
      }
      const title = titleFor(source, extracted.title);
      const saved = await save({title, content: extracted.markdown, sourceUrl: source.sourceUrl});
      result.documents.push({
        id: saved.id,
        title,
        source: source.name,
        kind: source.kind,
        sourceUrl: source.sourceUrl,
        createdAt: saved.createdAt,
        sections: sectionsOf(extracted.markdown, source.kind),
      });
      await progress?.(result);
    }
  }, limits);
  return result;
}
