/** The Chat Logs page's filter and its query string; the API's shapes are in src/lib/staff. */
import {agentScopeParam, type AgentScope} from '@site/src/lib/staff/agents';

export type {ConversationSummary, MessageView, Rating, Source, TranscriptView} from '@site/src/lib/staff/conversations';

export type ConversationFilter = {
  from?: string;
  to?: string;
  locale?: 'en' | 'es';
  handedOff?: boolean;
  withoutSources?: boolean;
  ratedDown?: boolean;
  /** Whose conversations: the site's and staff-made agents' unless set. */
  agents?: AgentScope;
};

export function filterQuery(filter: ConversationFilter, cursor?: string): string {
  const {agents, ...rest} = filter;
  const params = new URLSearchParams(agentScopeParam(agents));
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== false && value !== '') params.set(key, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}
