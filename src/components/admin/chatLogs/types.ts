/** The Chat Logs page's filter and its query string; the API's shapes are in src/lib/staff. */
export type {ConversationSummary, MessageView, Rating, Source, TranscriptView} from '@site/src/lib/staff/conversations';

export type ConversationFilter = {
  from?: string;
  to?: string;
  locale?: 'en' | 'es';
  handedOff?: boolean;
  withoutSources?: boolean;
  ratedDown?: boolean;
};

export function filterQuery(filter: ConversationFilter, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== false && value !== '') params.set(key, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}
