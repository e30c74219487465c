/** The hand-written knowledge build of the agent tests (tests/server/fixtures/agent-build). */
import fs from 'node:fs';
import path from 'node:path';
import {RetrievalEngine, type AnswerWriter} from '../../../../server/features/agent/engine';
import {siteAgentId} from '../../../../server/features/agent/knowledge-files';
import type {KnowledgeFile, Passage} from '../../../../src/lib/knowledge/types';

export const agentBuildDir = path.join(__dirname, '..', '..', 'fixtures', 'agent-build');

export const fixtureFiles: KnowledgeFile[] = [
  path.join(agentBuildDir, 'agent', 'passages.json'),
  path.join(agentBuildDir, 'es', 'agent', 'passages.json'),
].map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as KnowledgeFile);

export const fixturePassages: Passage[] = fixtureFiles.flatMap((file) => file.passages);

export function fixtureEngine(writer?: AnswerWriter): RetrievalEngine {
  const engine = new RetrievalEngine(writer);
  for (const file of fixtureFiles) engine.loadKnowledgeFile(siteAgentId, file);
  return engine;
}

export function passageAt(url: string): Passage {
  const passage = fixturePassages.find((p) => p.url === url);
  if (!passage) throw new Error(`no fixture passage at ${url}`);
  return passage;
}

/** A passage of a tiny hand-written knowledge: English, unversioned, first on its page unless `extra` says otherwise. */
export function testPassage(url: string, pageTitle: string, heading: string, text: string, extra: Partial<Passage> = {}): Passage {
  return {id: url, url, pageTitle, heading, text, locale: 'en', version: null, order: 0, ...extra};
}

/** An engine whose agent `agt_t` knows just these passages (default docs version 1.0 unless told). */
export function engineWith(passages: Passage[], locale = 'en', defaultVersion = '1.0'): RetrievalEngine {
  const engine = new RetrievalEngine();
  engine.loadKnowledgeFile('agt_t', {locale, defaultVersion, passages});
  return engine;
}
