/** What a page is written for (its locale, where examples point) and what every fragment writes with. */
import type {Labels, ReferenceLocale} from './labels';

export type PageOptions = {
  locale: ReferenceLocale;
  /** The document's English text in the page's language; English returns it as it is. */
  localize: (english: string) => string;
  /** Where the examples send their requests (the documented production server). */
  baseUrl: string;
  /** The overview page's file, relative to the generated pages (for the authentication link). */
  overviewFile: string;
};

/** The options with the locale's fixed words. */
export type PageContext = PageOptions & {labels: Labels};
