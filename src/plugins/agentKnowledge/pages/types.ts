import type {KnowledgePage} from '../../../lib/knowledge/passages';

type Translate = (descriptor: {id: string; message: string}, values?: Record<string, string>) => string;

/** What every page writer gets: the locale's translate(), its site modules and its URL prefix. */
export type WriterContext = {
  locale: string;
  /** '/pricing' -> '/es/pricing' in Spanish. */
  localePath: (path: string) => string;
  /** Absolute URL of a site path in this locale (links inside the Markdown). */
  absoluteUrl: (path: string) => string;
  translate: Translate;
  /** Loads a site module ('@site/src/data/plans') with this locale's translations. */
  load: <T>(id: string) => T;
};

/** A marketing page as a writer builds it; the plugin adds the locale (and no docs version). */
export type MarketingPage = Omit<KnowledgePage, 'locale' | 'version'>;

export type PageWriter = (context: WriterContext) => MarketingPage[];
