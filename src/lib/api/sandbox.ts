import {sandboxPath} from '../../config/ids';
import {object, text} from '../jsonSchema';
import {readErrorBody} from './errors';

/** A reader's throwaway sandbox: its own agent with empty knowledge and a private key, for 24 hours. */
export type Sandbox = {agentId: string; key: string; publicKey: string; expiresAt: string};

/** POST /api/sandbox's 201: the server declares it, and {@link requestSandbox} reads these fields. */
export const newSandboxSchema = object({agent_id: text, key: text, public_key: text, expires_at: {type: 'string', format: 'date-time'}});

export type SandboxResult =
  | {ok: true; sandbox: Sandbox}
  | {ok: false; code: string; error: string; retryAfterSeconds?: number};

/**
 * POST /api/sandbox (issue 13 §2): no sign-up, limited per address by the server. Plain fetch,
 * like the other docs calls, to keep the reference pages light.
 */
export async function requestSandbox(fetchImpl: typeof fetch = fetch): Promise<SandboxResult> {
  let response: Response;
  try {
    response = await fetchImpl(sandboxPath, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: '{}', credentials: 'omit'});
  } catch {
    return {ok: false, code: 'network', error: 'The server could not be reached'};
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.status === 201) {
    const {agent_id: agentId, key, public_key: publicKey, expires_at: expiresAt} = (payload ?? {}) as Record<string, unknown>;
    if (typeof agentId === 'string' && typeof key === 'string' && typeof publicKey === 'string' && typeof expiresAt === 'string') {
      return {ok: true, sandbox: {agentId, key, publicKey, expiresAt}};
    }
  }
  const {code = 'internalError', error = `HTTP ${response.status}`} = readErrorBody(payload);
  const retryAfter = Number(response.headers.get('retry-after'));
  return {ok: false, code, error, ...(retryAfter > 0 ? {retryAfterSeconds: retryAfter} : {})};
}
