/**
 * The agent (issue 19): the knowledge index, ranking and answers, by retrieval over the site's
 * own content, with an optional language model. What the rest of the server uses:
 */
export {default as agent} from './plugin';
export {siteAgentId} from './knowledge-files';
export type {AgentEngine, AskInput, KnowledgeDocument} from './types';
export {agentExists, agentRefOf, agentScopeCondition, ensureAgent, ensureSiteAgent, isSandboxAgent} from './agents';
