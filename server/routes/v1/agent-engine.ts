// TEMPORARY until main has R's server/plugins/agent.ts (deleted at that merge): the contract's
// `app.agent` so the routes type-check before the engine lands.
import type {AgentEngine} from '../../agent/types';

declare module 'fastify' {
  interface FastifyInstance {
    agent: AgentEngine;
  }
}
