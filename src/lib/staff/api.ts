/**
 * The browser's client for the staff API (/api/admin): same-origin JSON with the session cookie.
 * A refusal keeps the server's code (translated by the page); 401 `sessionRequired` is what
 * every staff page turns into "go to the login and come back".
 */
import {apiPrefixes} from '../../config/ids';
import {readErrorBody} from '../api/errors';
import {arrayOf, count, epochMs, nullableText, object, text, type FromSchema} from '../jsonSchema';
import {secondFactorStates} from './factors';
import {staffRoles} from './roles';

const role = {type: 'string', enum: staffRoles} as const;
const id = {type: 'integer'} as const;

const staffAccountView = object({id, email: text, role, disabled: {type: 'boolean'}, createdAt: epochMs});
export type StaffAccountView = FromSchema<typeof staffAccountView>;
/** GET /api/admin/accounts. */
export const accountListSchema = object({accounts: arrayOf(staffAccountView)});
/** POST /api/admin/accounts (201) and /accounts/:id/role: the account as it is now. */
export const accountAnswerSchema = object({account: staffAccountView});

/** The staff pages' session: GET /session, /session/activity, and what a login, setup or verification opens. */
export const sessionInfoSchema = object({
  /** The role is for hiding what it cannot do; the server checks it on every request. */
  account: object({id, email: text, role}),
  expiresAt: epochMs,
  idleTimeoutMs: count,
  /** 'verify' or 'enrol': the session still has to prove (or set up) a second factor. */
  secondFactor: {type: 'string', enum: secondFactorStates},
});
export type SessionInfo = FromSchema<typeof sessionInfoSchema>;

const staffSessionView = object({id, createdAt: epochMs, lastSeenAt: epochMs, ip: nullableText, device: text, current: {type: 'boolean'}});
export type StaffSessionView = FromSchema<typeof staffSessionView>;
/** GET /api/admin/sessions: the account's own sessions. */
export const sessionListSchema = object({sessions: arrayOf(staffSessionView)});
/** POST /api/admin/sessions/end-others. */
export const endedSessionsSchema = object({ended: count});
/** POST /api/admin/password: the other sessions it ended. */
export const passwordChangedSchema = object({endedSessions: count});

const auditEntryView = object({id, at: epochMs, actor: text, action: text, target: nullableText, ip: nullableText});
export type AuditEntryView = FromSchema<typeof auditEntryView>;
/** GET /api/admin/audit: newest first, and the `before` of the next page (null on the last). */
export const auditPageSchema = object({entries: arrayOf(auditEntryView), next: {type: ['integer', 'null']}});

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
