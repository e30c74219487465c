/**
 * The agent engine as `app.agent`: loads the site build's knowledge for the site's own agent at
 * start; the /v1 routes ask it questions and keep API documents in it up to date.
 */
import fp from 'fastify-plugin';
import type {LlmConfig} from '../../platform/config';
import {loadDictionaries} from './dictionary';
import {RetrievalEngine} from './engine';
import {readKnowledgeFiles, siteAgentId} from './knowledge-files';
import {ChatCompletionsWriter} from './llm-client';
import type {AgentEngine} from './types';

declare module 'fastify' {
  interface FastifyInstance {
    agent: AgentEngine;
  }
}

export type AgentPluginOptions = {buildDir: string; llm?: LlmConfig};

export default fp<AgentPluginOptions>(
  async function agentPlugin(app, {buildDir, llm}) {
    const writer =
      llm &&
      new ChatCompletionsWriter(llm, (error) =>
        app.log.warn({err: error}, 'agent: the language model failed; answered by retrieval'),
      );
    const engine = new RetrievalEngine(writer);
    const started = performance.now();
    const {files, missing} = await readKnowledgeFiles(buildDir);
    for (const file of files) engine.loadKnowledgeFile(siteAgentId, file);
    if (files.length) loadDictionaries();
    if (missing.length) {
      app.log.warn({missing}, 'agent: knowledge files missing (run `npm run build`); the site agent knows only API documents');
    }
    app.log.info(
      {passages: files.reduce((sum, f) => sum + f.passages.length, 0), ms: Math.round(performance.now() - started)},
      'agent: knowledge indexed',
    );
    if (llm) app.log.info({model: llm.model}, 'agent: answers are written by the language model');
    app.decorate('agent', engine);
  },
  {name: 'agent'},
);
