/**
 * The browser's client for the staff API (/api/admin): same-origin JSON with the session cookie.
 * A refusal keeps the server's code (translated by the page); 401 `sessionRequired` is what
 * every staff page turns into "go to the login and come back".
 */
import {apiPrefixes} from '../../config/ids';
import {readErrorBody} from '../api/errors';
import type {SecondFactorState} from './factors';
import type {StaffRole} from './roles';

export type StaffAccountView = {id: number; email: string; role: StaffRole; disabled: boolean; createdAt: number};
export type SessionInfo = {
  /** The role is for hiding what it cannot do; the server checks it on every request. */
  account: {id: number; email: string; role: StaffRole};
  expiresAt: number;
  idleTimeoutMs: number;
  /** 'verify' or 'enrol': the session still has to prove (or set up) a second factor. */
  secondFactor: SecondFactorState;
};
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

/**
 * A refusal keeps the server's code, and the field it is about when it names one (for the form
 * to flag); `retryAfter` (seconds) comes with a throttled login.
 */
export type StaffResult<T> =
  | {ok: true; data: T}
  | {ok: false; status: number; error: string; code?: string; field?: string; retryAfter?: number};

/** A request to the staff API as the pages make it: `staffRequest`, or the session's wrapper of it. */
export type StaffApi = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<StaffResult<T>>;

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
  const payload = (await response.json().catch(() => null)) as T | null;
  if (!response.ok || payload === null) {
    const {code, error = `HTTP ${response.status}`} = readErrorBody(payload);
    const retryAfter = response.headers.get('retry-after');
    const field = (payload as {field?: unknown} | null)?.field;
    return {
      ok: false,
      status: response.status,
      error,
      ...(code ? {code} : {}),
      ...(typeof field === 'string' && field ? {field} : {}),
      ...(retryAfter ? {retryAfter: Number(retryAfter)} : {}),
    };
  }
  return {ok: true, data: payload};
}
