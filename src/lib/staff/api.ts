/**
 * The browser's client for the staff API (/api/admin): same-origin JSON with the session cookie.
 * A refusal keeps the server's code (translated by the page); 401 `sessionRequired` is what
 * every staff page turns into "go to the login and come back".
 */
import {apiPrefixes} from '../../config/ids';

export type StaffAccountView = {id: number; email: string; disabled: boolean; createdAt: number};
export type SessionInfo = {account: {id: number; email: string}; expiresAt: number; idleTimeoutMs: number};
export type StaffSessionView = {
  id: number;
  createdAt: number;
  lastSeenAt: number;
  ip: string | null;
  device: string;
  current: boolean;
};
export type AuditEntryView = {id: number; at: number; actor: string; action: string; target: string | null; ip: string | null};

export const networkErrorCode = 'network';

/** A refusal keeps the server's code; `retryAfter` (seconds) comes with a throttled login. */
export type StaffResult<T> =
  | {ok: true; data: T}
  | {ok: false; status: number; error: string; code?: string; retryAfter?: number};

export async function staffRequest<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<StaffResult<T>> {
  let response: Response;
  try {
    response = await fetchImpl(`${apiPrefixes.admin}${path}`, {
      method,
      headers: body === undefined ? {} : {'Content-Type': 'application/json'},
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return {ok: false, error: 'Network error', code: networkErrorCode, status: 0};
  }
  if (response.status === 204) return {ok: true, data: undefined as T};
  const payload = (await response.json().catch(() => null)) as (T & {error?: unknown; code?: unknown}) | null;
  if (!response.ok || payload === null) {
    return {
      ok: false,
      status: response.status,
      error: payload && typeof payload.error === 'string' ? payload.error : `HTTP ${response.status}`,
      ...(payload && typeof payload.code === 'string' ? {code: payload.code} : {}),
      ...(response.headers.get('retry-after') ? {retryAfter: Number(response.headers.get('retry-after'))} : {}),
    };
  }
  return {ok: true, data: payload};
}
