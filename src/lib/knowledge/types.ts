/**
 * The shapes shared by the knowledge build (src/plugins/agentKnowledge), the agent on the server
 * (server/features/agent, server/features/api) and the widget (src/widget): one definition, so the three
 * cannot drift. Plain types only.
 */

/** A section of one page in one locale (and docs version), cut at a heading. */
export type Passage = {
  /** Unique across the knowledge of an agent: the passage's url (with its anchor). */
  id: string;
  /** 'en' | 'es' for our own pages; an API document may have any BCP 47 tag or null. */
  locale: string | null;
  /** Docs version name ('1.0', 'current') for documentation pages; null for everything else. */
  version: string | null;
  /** Title of the page the passage belongs to. */
  pageTitle: string;
  /** The heading that opens the passage; '' for the text before the page's first heading. */
  heading: string;
  /** The headings of the sections the passage sits in, outermost first (absent: none). */
  parentHeadings?: string[];
  /** Site-relative URL with locale prefix and anchor, e.g. '/es/documentation/integration#website'. */
  url: string;
  /** Clean Markdown of the passage body (no front matter, imports, JSX or comments). */
  text: string;
  /** Position of the passage within its page (0 = first), for neighbouring headings. */
  order: number;
};

/** What the build writes to build/agent/passages.json (default locale) and build/<locale>/agent/passages.json. */
export type KnowledgeFile = {
  locale: string;
  /** Docs version answered by default (the latest released one, e.g. '1.0'). */
  defaultVersion: string;
  passages: Passage[];
  /** The figures the site keeps as typed data (src/data), for answers written for the question. */
  facts?: KnowledgeFact[];
  /** The company the site is of, and the page that says who it is ("who are you?" is answered from it). */
  company?: {name: string; url: string};
};

/** What a question may ask of a fact: a plan's price or limits, a library's version, a team's address. */
export const factAttributes = [
  'price',
  'seat',
  'users',
  'storage',
  'interactions',
  'version',
  'runtime',
  'install',
  'email',
  'phone',
  'address',
] as const;
export type FactAttribute = (typeof factAttributes)[number];

/**
 * One plan, add-on, client library or contact channel as typed data (src/data, src/config), with a
 * sentence in the file's locale (and number format) for each thing it states (issue 19 §3).
 */
export type KnowledgeFact = {
  kind: 'plan' | 'addOn' | 'library' | 'contact';
  /** As the pages write it: 'Business', 'AI Custom Coach', 'Python', 'Sales'. */
  name: string;
  /** The section that shows it, with its anchor ('/es/pricing#business'): the answer's source. */
  url: string;
  statements: Partial<Record<FactAttribute, string>>;
};

/** One cited source of an answer (SPEC §3 "Ask response"). */
export type AnswerSource = {title: string; url: string; snippet: string};

/** What the agent composes for one question; the /v1/ask route adds ids and stores it. */
export type Answer = {
  response: string;
  sources: AnswerSource[];
  suggestedFollowUps: string[];
  /** The best passages did not cover the question: the answer says so and offers a handoff. */
  uncertain: boolean;
};
