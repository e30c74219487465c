/**
 * The only place the browser calls the site's own backend from. Same-origin paths, so the
 * static build works behind any host that routes /functions/v1 to the server.
 */

export type ApiResult<T> = {ok: true; data: T} | {ok: false; error: string; status: number};

import {apiPrefixes} from '../../config/ids';

export const functionsPath = apiPrefixes.functions;

export async function postFunction<T>(
  name: string,
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
  const payload = (await response.json().catch(() => null)) as
    | (T & {error?: unknown})
    | null;
  if (!response.ok || payload === null) {
    const error =
      payload && typeof payload.error === 'string' ? payload.error : fallbackError;
    return {ok: false, error, status: response.status};
  }
  return {ok: true, data: payload};
}
