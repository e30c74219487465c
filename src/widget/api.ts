/**
 * The widget's calls to the agent's /v1 API with the public key: ask (streamed when the server
 * streams), rate an answer, hand the conversation off to sales.
 */
import {readSse} from './sse';
import type {Source} from './citations';

export type AskAnswer = {
  id: string;
  conversation_id: string;
  response: string;
  sources: Source[];
  suggested_follow_ups: string[];
  uncertain?: boolean;
};

export type ApiFailure = 'offline' | 'rateLimited' | 'failed';

export class WidgetApiError extends Error {
  constructor(
    readonly kind: ApiFailure,
    readonly status = 0,
  ) {
    super(`AgentWorks widget: ${kind}${status ? ` (${status})` : ''}`);
  }
}

export type Fetch = typeof fetch;

export class WidgetApi {
  constructor(
    private readonly base: string,
    private readonly publicKey: string,
    private readonly fetchImpl: Fetch = (...args) => fetch(...args),
  ) {}

  private async post(path: string, body: unknown, accept = 'application/json'): Promise<Response> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.base}/v1${path}`, {
        method: 'POST',
        headers: {Authorization: `Bearer ${this.publicKey}`, 'Content-Type': 'application/json', Accept: accept},
        body: JSON.stringify(body),
      });
    } catch {
      throw new WidgetApiError('offline');
    }
    if (response.status === 429) throw new WidgetApiError('rateLimited', 429);
    if (!response.ok) throw new WidgetApiError('failed', response.status);
    return response;
  }

  /**
   * Asks from the page at `page` (its path: staff see unanswered questions by page); `onDelta`
   * gets the answer's text as it streams (the full text so far).
   */
  async ask(
    query: string,
    conversationId: string | null,
    {locale, page}: {locale: string; page: string},
    onDelta: (textSoFar: string) => void,
  ): Promise<AskAnswer> {
    const body = {query, context: {locale, page}, ...(conversationId ? {conversation_id: conversationId} : {})};
    const response = await this.post('/ask', body, 'text/event-stream, application/json');
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream') || !response.body) return (await response.json()) as AskAnswer;

    let text = '';
    let answer: AskAnswer | null = null;
    try {
      await readSse(response.body, ({event, data}) => {
        if (event === 'delta') {
          text += (JSON.parse(data) as {text: string}).text;
          onDelta(text);
        } else if (event === 'done') {
          answer = JSON.parse(data) as AskAnswer;
        }
      });
    } catch {
      throw new WidgetApiError('offline');
    }
    if (!answer) throw new WidgetApiError('failed');
    return answer;
  }

  async rate(conversationId: string, messageId: string, rating: 'up' | 'down'): Promise<void> {
    const path = `/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}/feedback`;
    await this.post(path, {rating});
  }

  async handoff(conversationId: string, visitor: {name: string; email: string}): Promise<void> {
    await this.post('/handoff', {conversation_id: conversationId, visitor});
  }
}
