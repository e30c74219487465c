/**
 * The only place the browser calls the site's own backend from. Same-origin paths, so the
 * static build works behind any host that routes /functions/v1 to the server.
 */
import {apiPrefixes, type FormEndpoint} from '../../config/ids';
import {readErrorBody} from './errors';

/**
 * A refusal carries the server's stable `code` (what a browser translates: src/lib/api/errors.ts
 * and src/lib/forms/messages.ts list them) and its English `error`; a network failure has
 * status 0 and no code. Callers branch on the code or the status, never on the text.
 */
export type ApiResult<T> =
  | {ok: true; data: T}
  | {ok: false; error: string; code?: string; status: number};

export const functionsPath = apiPrefixes.functions;

export async function postFunction<T>(
  name: FormEndpoint | (string & {}),
  body: unknown,
  fallbackError: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetchImpl(`${functionsPath}/${name}`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Client-Info': 'agentworks-site'},
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return {ok: false, error: fallbackError, status: 0};
  }
  const payload = (await response.json().catch(() => null)) as T | null;
  if (!response.ok || payload === null) {
    const {code, error = fallbackError} = readErrorBody(payload);
    return {ok: false, error, status: response.status, ...(code ? {code} : {})};
  }
  return {ok: true, data: payload};
}
