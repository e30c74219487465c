/**
 * The optional language model: an OpenAI-compatible chat-completions endpoint writes the answer
 * from the passages retrieval found, numbered, and must cite them per sentence. Anything that
 * goes wrong (an error status, a timeout, a broken stream, an answer citing nothing valid) ends
 * in the retrieval answer, so the model can only improve an answer, never lose one.
 */
import type {LlmConfig} from '../../platform/config';
import type {Answer} from '../../../src/lib/knowledge/types';
import {CitationFilter} from './citations';
import {sentenceDeltas, type AnswerWriter, type RetrievalResult} from './engine';
import type {IndexLanguage} from './languages';
import type {AskEvent} from './types';

const languageNames: Record<IndexLanguage, string> = {
  en: 'English',
  es: 'Spanish, addressing the reader formally as "usted"',
};

/** Earlier turns the model sees, so "and in Spanish?" has its context; older ones are left out. */
const historyTurns = 6;

type ChatMessage = {role: 'system' | 'user' | 'assistant'; content: string};

export function chatMessages(result: RetrievalResult): ChatMessage[] {
  const passages = result.passages
    .map((p, i) => `[${i + 1}] ${p.pageTitle}${p.heading ? ` › ${p.heading}` : ''} (${p.url})\n${p.text}`)
    .join('\n\n');
  const system =
    'You answer questions from visitors of the AgentWorks website using only the numbered passages below. ' +
    'End every sentence with the number of the passage it is based on in square brackets, for example: ' +
    '"Paste the snippet before the closing head tag. [1]". Do not use any other knowledge. ' +
    'If the passages do not answer the question, say so in one sentence without a number. ' +
    `Write plain text without Markdown, at most five sentences, in ${languageNames[result.readerLang]}.\n\n` +
    `Passages:\n\n${passages}`;
  const history = (result.input.history ?? [])
    .filter((turn) => turn.role === 'user' || turn.role === 'assistant')
    .slice(-historyTurns)
    .map((turn) => ({role: turn.role as 'user' | 'assistant', content: turn.content}));
  return [{role: 'system', content: system}, ...history, {role: 'user', content: result.input.query}];
}

class LlmError extends Error {
  name = 'LlmError';
}

export class ChatCompletionsWriter implements AnswerWriter {
  constructor(
    private readonly config: LlmConfig,
    /** Told about every failure that made the retrieval answer stand in (the plugin logs it). */
    private readonly onFallback: (error: unknown) => void = () => {},
  ) {}

  private async request(result: RetrievalResult, stream: boolean, signal: AbortSignal): Promise<Response> {
    const response = await fetch(`${this.config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${this.config.apiKey}`,
        accept: stream ? 'text/event-stream' : 'application/json',
      },
      body: JSON.stringify({model: this.config.model, messages: chatMessages(result), temperature: 0.2, stream}),
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new LlmError(`chat completions answered ${response.status}`);
    }
    return response;
  }

  /** Aborts the request (and its stream) when the whole answer has not arrived in time. */
  private deadline(): {signal: AbortSignal; clear(): void} {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new LlmError(`no complete answer within ${this.config.timeoutMs} ms`)),
      this.config.timeoutMs,
    );
    return {signal: controller.signal, clear: () => clearTimeout(timer)};
  }

  async write(result: RetrievalResult): Promise<Answer | undefined> {
    const deadline = this.deadline();
    try {
      const response = await this.request(result, false, deadline.signal);
      const body = (await response.json()) as {choices?: {message?: {content?: unknown}}[]};
      const text = body.choices?.[0]?.message?.content;
      if (typeof text !== 'string') throw new LlmError('chat completions answered without message content');
      const filter = new CitationFilter(result.passages);
      filter.push(text);
      filter.end();
      if (!filter.hasCitedSentences) throw new LlmError('the model cited no valid source');
      return filter.answer(result.answer.suggestedFollowUps);
    } catch (error) {
      this.onFallback(error);
      return undefined;
    } finally {
      deadline.clear();
    }
  }

  async *stream(result: RetrievalResult): AsyncIterable<AskEvent> {
    const filter = new CitationFilter(result.passages);
    const deadline = this.deadline();
    let failure: unknown;
    try {
      const response = await this.request(result, true, deadline.signal);
      for await (const content of contentDeltas(response, deadline.signal)) {
        for (const text of filter.push(content)) yield {type: 'delta', text};
      }
    } catch (error) {
      failure = error;
    } finally {
      deadline.clear();
    }
    // A sentence whose marker is complete is complete, even if the model broke off right after it.
    for (const text of filter.end()) yield {type: 'delta', text};
    if (!failure && !filter.hasCitedSentences) failure = new LlmError('the model cited no valid source');
    if (failure) this.onFallback(failure);
    if (filter.hasCitedSentences) {
      // What was streamed stays the answer, even if the model broke off after it.
      yield {type: 'done', answer: filter.answer(result.answer.suggestedFollowUps)};
      return;
    }
    for (const text of sentenceDeltas(result.answer.response)) yield {type: 'delta', text};
    yield {type: 'done', answer: result.answer};
  }
}

/** The content pieces of an OpenAI-style SSE stream (`data: {...}` lines, ending with `data: [DONE]`). */
async function* contentDeltas(response: Response, signal: AbortSignal): AsyncIterable<string> {
  if (!response.body) throw new LlmError('chat completions answered without a body');
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (signal.aborted) throw signal.reason;
    pending += decoder.decode(chunk, {stream: true});
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      const event = JSON.parse(data) as {choices?: {delta?: {content?: unknown}}[]};
      const content = event.choices?.[0]?.delta?.content;
      if (typeof content === 'string' && content) yield content;
    }
  }
}
