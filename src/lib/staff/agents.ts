/**
 * Which agents' rows a staff list shows (issue 20 §3): Chat Logs and Settings' API keys show the
 * site's agent and the agents staff made unless asked for the docs' throwaway sandboxes, which
 * would otherwise bury them. One rule for the server's `?agents=` and the pages' filter.
 */
import {object, text, type FromSchema} from '../jsonSchema';

export const agentScopes = ['site', 'sandbox', 'all'] as const;
export type AgentScope = (typeof agentScopes)[number];

/** What a list shows when the query names no scope. */
export const defaultAgentScope: AgentScope = 'site';

export function isAgentScope(value: unknown): value is AgentScope {
  return typeof value === 'string' && (agentScopes as readonly string[]).includes(value);
}

/** The `agents` query parameter for `scope`, or nothing for the default. */
export function agentScopeParam(scope: AgentScope | undefined): Record<string, string> {
  return scope === undefined || scope === defaultAgentScope ? {} : {agents: scope};
}

/** The agent a row belongs to, as the staff lists answer it. */
export const agentRefSchema = object({
  id: text,
  /** The agent's name (its id when no agent row exists). */
  name: text,
  /** A docs sandbox: deleted with everything it owns when it expires. */
  sandbox: {type: 'boolean'},
});

export type AgentRef = FromSchema<typeof agentRefSchema>;
