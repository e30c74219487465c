/** A fake staff API for component tests: answers fetch by method and path, records each call. */
import type {StaffRole} from '@site/src/lib/staff/roles';

/** The parts of a fetch Response the staff client reads (jsdom has no Response). */
export function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    headers: {get: (name: string) => headers[name.toLowerCase()] ?? null},
    json: async () => body,
  });
}

export type StaffCall = {method: string; path: string; body: unknown};
/** [status, body] for a call (or a promise of it, for an answer that is slow); `path` is without /api/admin, with its query. */
export type StaffHandler = (call: StaffCall) => [number, unknown] | Promise<[number, unknown]>;

export const signedIn = {
  account: {id: 1, email: 'ana@example.com', role: 'owner' as StaffRole},
  expiresAt: Date.now() + 3_600_000,
  idleTimeoutMs: 1_800_000,
};

/**
 * Installs a fetch that answers the session check as signed in (an owner unless `role` says
 * otherwise) and every other call through
 * `routes['METHOD /path']` (the path without its query); unknown calls answer 404.
 */
export function fakeStaffApi(routes: Record<string, StaffHandler>, role: StaffRole = 'owner'): StaffCall[] {
  const calls: StaffCall[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api\/admin/, '');
    const call = {method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined};
    if (path === '/session') return answer(200, {...signedIn, account: {...signedIn.account, role}});
    calls.push(call);
    const handler = routes[`${call.method} ${path.split('?')[0]}`];
    return handler ? Promise.resolve(handler(call)).then((reply) => answer(...reply)) : answer(404, {code: 'notFound', error: 'Not found'});
  }) as unknown as typeof fetch;
  return calls;
}
