/**
 * The agent's search index: per agent, one Orama database per language (English and Spanish
 * stemming), BM25 over title, heading and body with the title weighted most. Passages of docs
 * pages carry their version; a search for a version sees that version's docs plus every passage
 * that has no version (marketing pages, API documents). Everything is synchronous: Orama's default
 * components are, and the routes need a document added through the API to be searchable at once.
 */
import {create, insert, remove, search, type Orama} from '@orama/orama';
import type {Passage} from '../../src/lib/knowledge/types';
import {createLanguageTokenizer, indexLanguageOf, type IndexLanguage, type Tokenizer} from './languages';

const schema = {
  title: 'string',
  heading: 'string',
  body: 'string',
  version: 'enum',
} as const;

type PassageDb = Orama<typeof schema>;

/** Field boosts of BM25 (calibrated on bench/agent): a title match says most about a page. */
export const fieldBoosts = {title: 3, heading: 2, body: 1} as const;

/** Stands for "no version" in the enum field, which cannot hold null. */
const unversioned = '-';

export type IndexedPassage = Passage & {
  /** The API document the passage was cut from; undefined for the site's own pages. */
  documentId?: string;
};

export type Hit = {passage: IndexedPassage; score: number};

function settled<T>(value: T | Promise<T>): T {
  if (value instanceof Promise) throw new Error('Orama answered asynchronously; the index expects its synchronous components');
  return value;
}

type LanguageIndex = {db: PassageDb; tokenizer: Tokenizer; ids: Set<string>};

/** The knowledge of one agent: its passages, by id, by page and by language. */
export class AgentKnowledge {
  private readonly languages = new Map<IndexLanguage, LanguageIndex>();
  private readonly passages = new Map<string, IndexedPassage>();
  private readonly pages = new Map<string, IndexedPassage[]>();
  private readonly documents = new Map<string, string[]>();
  /** The docs version answered when the reader names none, per language (from the knowledge files). */
  readonly defaultVersions = new Map<IndexLanguage, string>();
  /** Every docs version some passage belongs to. */
  readonly versions = new Set<string>();

  get size(): number {
    return this.passages.size;
  }

  hasLanguage(lang: IndexLanguage): boolean {
    return (this.languages.get(lang)?.ids.size ?? 0) > 0;
  }

  tokenizer(lang: IndexLanguage): Tokenizer {
    return this.language(lang).tokenizer;
  }

  private language(lang: IndexLanguage): LanguageIndex {
    let index = this.languages.get(lang);
    if (!index) {
      const tokenizer = createLanguageTokenizer(lang);
      index = {db: create({schema, components: {tokenizer}}), tokenizer, ids: new Set()};
      this.languages.set(lang, index);
    }
    return index;
  }

  /** Languages a passage is searched in: its own, or both when it names no locale (API documents). */
  private languagesOf(passage: Passage): IndexLanguage[] {
    return passage.locale === null ? ['en', 'es'] : [indexLanguageOf(passage.locale)];
  }

  add(passage: IndexedPassage): void {
    if (this.passages.has(passage.id)) this.remove(passage.id);
    this.passages.set(passage.id, passage);
    if (passage.version) this.versions.add(passage.version);
    for (const lang of this.languagesOf(passage)) {
      const index = this.language(lang);
      settled(
        insert(index.db, {
          id: passage.id,
          title: passage.pageTitle,
          heading: passage.heading,
          body: passage.text,
          version: passage.version ?? unversioned,
        }),
      );
      index.ids.add(passage.id);
    }
    const page = pageKey(passage);
    const siblings = (this.pages.get(page) ?? []).filter((p) => p.id !== passage.id);
    siblings.push(passage);
    siblings.sort((a, b) => a.order - b.order);
    this.pages.set(page, siblings);
    if (passage.documentId) {
      const ids = this.documents.get(passage.documentId) ?? [];
      ids.push(passage.id);
      this.documents.set(passage.documentId, ids);
    }
  }

  remove(id: string): void {
    const passage = this.passages.get(id);
    if (!passage) return;
    this.passages.delete(id);
    for (const lang of this.languagesOf(passage)) {
      const index = this.language(lang);
      settled(remove(index.db, id));
      index.ids.delete(id);
    }
    const page = pageKey(passage);
    const siblings = (this.pages.get(page) ?? []).filter((p) => p.id !== id);
    if (siblings.length) this.pages.set(page, siblings);
    else this.pages.delete(page);
    if (passage.documentId) {
      const ids = (this.documents.get(passage.documentId) ?? []).filter((other) => other !== id);
      if (ids.length) this.documents.set(passage.documentId, ids);
      else this.documents.delete(passage.documentId);
    }
  }

  removeDocument(documentId: string): void {
    for (const id of [...(this.documents.get(documentId) ?? [])]) this.remove(id);
  }

  documentIds(): string[] {
    return [...this.documents.keys()];
  }

  /** The other passages of the same page, in page order (for follow-up questions). */
  pageOf(passage: Passage): IndexedPassage[] {
    return this.pages.get(pageKey(passage)) ?? [];
  }

  search(lang: IndexLanguage, query: string, version: string | undefined, limit = 8): Hit[] {
    const index = this.languages.get(lang);
    if (!index || index.ids.size === 0) return [];
    const versions = [unversioned, version ?? this.defaultVersions.get(lang)].filter(
      (v): v is string => Boolean(v),
    );
    const results = settled(
      search(index.db, {
        term: query,
        properties: ['title', 'heading', 'body'],
        boost: fieldBoosts,
        where: {version: {in: versions}},
        limit,
      }),
    );
    return results.hits.flatMap((hit) => {
      const passage = this.passages.get(hit.id);
      return passage ? [{passage, score: hit.score}] : [];
    });
  }
}

/** A page is its URL without the anchor (API documents: their id, since several may share a URL). */
export function pageKey(passage: IndexedPassage): string {
  return passage.documentId ?? passage.url.replace(/#.*$/, '');
}
