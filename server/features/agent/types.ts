/** The engine's contract with the /v1 routes (issue 12 contract): what they call on `app.agent`. */
import type {Answer} from '../../../src/lib/knowledge/types';

export type AskInput = {
  agentId: string;
  query: string;
  locale: string;
  /**
   * Docs version ('2.0', '1.0', 'current' or its URL name 'next'); when absent, the version of the
   * docs page the reader asks from (`page`), else the latest released one.
   */
  version?: string;
  /** The path of the page the reader asks from ('/es/documentation/1.0/integration'), if known. */
  page?: string;
  history?: {role: string; content: string}[];
};

/** A document added through POST /v1/knowledge (Markdown content). */
export type KnowledgeDocument = {
  id: string;
  agentId: string;
  title: string;
  content: string;
  url: string | null;
  locale: string | null;
  tags: string[];
};

export type AskEvent = {type: 'delta'; text: string} | {type: 'done'; answer: Answer};

export interface AgentEngine {
  ask(input: AskInput): Promise<Answer>;
  /** Sentence deltas, then `done` with the full answer; the deltas joined are exactly its response. */
  askStream(input: AskInput): AsyncIterable<AskEvent>;
  /** Indexed at once, split at headings; replaces an earlier version of the same document. */
  upsertDocument(doc: KnowledgeDocument): void;
  removeDocument(agentId: string, id: string): void;
  /** Makes the agent's API documents exactly `docs` (resync from the database); site passages stay. */
  replaceDocuments(agentId: string, docs: KnowledgeDocument[]): void;
}
