/**
 * The try-it console of the API reference (issue 13 §2), as pure logic: the request a reader's
 * inputs make (or what is wrong with them), the same request as cURL, and the ids an answer
 * hands to the next operation (the knowledge document just added, the conversation and answer
 * just made), so a walk through add knowledge -> ask -> list conversations needs no copying.
 */

export type TryParameter = {name: string; in: 'path' | 'query'; required: boolean};

export type TryOperation = {
  operationId: string;
  method: string;
  path: string;
  parameters: TryParameter[];
  /** The documented example body, when the operation takes one. */
  body?: unknown;
};

export type TryInputs = {key: string; values: Record<string, string>; bodyText: string};

export type BuiltRequest = {url: string; method: string; headers: Record<string, string>; body?: string};

export type BuildProblem =
  | {kind: 'missingKey'}
  | {kind: 'missingParameter'; name: string}
  | {kind: 'invalidJson'; detail: string};

/** The request the inputs make, against `origin` (the page's own: same origin, no proxy). */
export function buildRequest(operation: TryOperation, inputs: TryInputs, origin: string): BuiltRequest | BuildProblem {
  const key = inputs.key.trim();
  if (!key) return {kind: 'missingKey'};
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = (inputs.values[parameter.name] ?? '').trim();
    if (!value) {
      if (parameter.required) return {kind: 'missingParameter', name: parameter.name};
      continue;
    }
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else query.set(parameter.name, value);
  }
  const headers: Record<string, string> = {authorization: `Bearer ${key}`, accept: 'application/json'};
  const search = query.toString();
  const request: BuiltRequest = {url: `${origin}${path}${search ? `?${search}` : ''}`, method: operation.method.toUpperCase(), headers};
  if (operation.body !== undefined) {
    try {
      request.body = JSON.stringify(JSON.parse(inputs.bodyText));
    } catch (error) {
      return {kind: 'invalidJson', detail: error instanceof Error ? error.message : String(error)};
    }
    headers['content-type'] = 'application/json';
  }
  return request;
}

export function isProblem(value: BuiltRequest | BuildProblem): value is BuildProblem {
  return 'kind' in value;
}

/** `text` as one shell word: single-quoted, with its own single quotes spelled out. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The request as a cURL command a reader can paste into a terminal. */
/**
 * A key as a reader may show it on screen while someone looks over their shoulder: its type
 * prefix and last four characters (sk_••••••••3f9a), enough to tell two keys apart.
 */
export function maskedKey(key: string): string {
  const prefix = /^[a-z]{2,4}_/.exec(key)?.[0] ?? '';
  const rest = key.slice(prefix.length);
  return rest.length <= 8 ? `${prefix}${'•'.repeat(rest.length)}` : `${prefix}${'•'.repeat(8)}${rest.slice(-4)}`;
}

/** The request as a cURL command; with `hideKey`, the key in its Authorization header is masked. */
export function curlCommand(request: BuiltRequest, {hideKey = false} = {}): string {
  const lines = [`curl -X ${request.method} ${shellQuote(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) {
    const shown = hideKey && name === 'authorization' ? value.replace(/^Bearer (.*)$/, (_, key: string) => `Bearer ${maskedKey(key)}`) : value;
    lines.push(`-H ${shellQuote(`${name}: ${shown}`)}`);
  }
  if (request.body !== undefined) lines.push(`-d ${shellQuote(request.body)}`);
  return lines.join(' \\\n  ');
}

/** Ids a later operation may need, by the name of its path parameter or body field. */
export type RememberedIds = {knowledgeId?: string; conversationId?: string; messageId?: string};

/** What an operation's answer tells the next ones. */
export function idsFromAnswer(operationId: string, answer: unknown): RememberedIds {
  if (typeof answer !== 'object' || answer === null) return {};
  const {id, conversation_id: conversationId} = answer as {id?: unknown; conversation_id?: unknown};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  if (operationId === 'addKnowledge') return {knowledgeId: text(id)};
  if (operationId === 'ask') return {conversationId: text(conversationId), messageId: text(id)};
  return {};
}

/** The starting value of each parameter: the remembered id that fits it, else empty. */
export function startingValues(operation: TryOperation, ids: RememberedIds): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.name === 'message_id') values.message_id = ids.messageId ?? '';
    else if (parameter.name === 'id') {
      values.id = (operation.path.startsWith('/v1/knowledge') ? ids.knowledgeId : ids.conversationId) ?? '';
    } else values[parameter.name] = '';
  }
  return values;
}

/** The example body as editable JSON, with the conversation the reader just had in it. */
export function startingBody(operation: TryOperation, ids: RememberedIds): string {
  if (operation.body === undefined) return '';
  const body = {...(operation.body as Record<string, unknown>)};
  if ('conversation_id' in body) {
    if (ids.conversationId) body.conversation_id = ids.conversationId;
    // A new reader has no conversation yet: ask starts one without it.
    else if (operation.operationId === 'ask') delete body.conversation_id;
  }
  return JSON.stringify(body, null, 2);
}
