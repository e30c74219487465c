/**
 * Walks every /api/admin route the app registered (Fastify's own list, so a new route cannot be
 * left out) as each role, and records whether the server let the request through or refused it
 * with 403 `permissionDenied`. Used by tests/server/features/staff/roles.test.ts (which checks the result
 * against src/lib/staff/roles.ts) and by bench/admin-roles/run.ts (which prints it, issue 21 §7).
 *
 * Requests are harmless by construction: ids that do not exist and empty bodies, so an allowed
 * request ends in 400, 404 or 415 at worst and changes nothing; logout gets a session of its own.
 */
import type {HTTPMethods} from 'fastify';
import {can, staffRoles, type StaffPermission, type StaffRole} from '../../../../src/lib/staff/roles';
import type {TestServer} from '../../helper';
import {addStaff, asStaff, login, staffPassword} from './helper';

export type RouteOutcome = {status: number; code?: string};
export type RoleTableRow = {
  method: string;
  url: string;
  permission: StaffPermission;
  outcomes: Record<StaffRole, RouteOutcome>;
};

export const roleEmail = (role: StaffRole) => `${role}@example.com`;

/** One account per role, each logged in. */
export async function staffOfEveryRole(server: TestServer): Promise<Record<StaffRole, string>> {
  const cookies = {} as Record<StaffRole, string>;
  for (const role of staffRoles) {
    await addStaff(server, roleEmail(role), staffPassword, {role});
    cookies[role] = await login(server, roleEmail(role));
  }
  return cookies;
}

/** Every guarded route, one row per method (HEAD answers as its GET does). */
export function guardedRoutes(server: TestServer) {
  return server.app.staffRoutes
    .filter((route) => !route.public)
    .flatMap(({method, url, permission}) =>
      (Array.isArray(method) ? method : [method])
        .filter((m) => m !== 'HEAD')
        .map((m) => ({method: m, url, permission: permission as StaffPermission})),
    );
}

/** A concrete path for a route: ids no row has, names no file has. */
export function concreteUrl(url: string): string {
  return url
    .replace(':deliveryId', 'dlv_none')
    .replace(/\/webhooks\/:id/, '/webhooks/whk_none')
    .replace(/\/api-keys\/:id/, '/api-keys/key_none')
    .replace(/\/conversations\/:id/, '/conversations/conv_none')
    .replace(':name', 'none.pdf')
    .replace(':id', '99999')
    .replace(/\/contacts\/person$/, '/contacts/person?email=nobody%40example.com');
}

export async function walkRoleTable(server: TestServer, cookies: Record<StaffRole, string>): Promise<RoleTableRow[]> {
  const rows: RoleTableRow[] = [];
  for (const {method, url, permission} of guardedRoutes(server)) {
    const outcomes = {} as Record<StaffRole, RouteOutcome>;
    for (const role of staffRoles) {
      // Logging out would end the session the other requests use.
      const cookie = url.endsWith('/logout') ? await login(server, roleEmail(role)) : cookies[role];
      const response = await asStaff(server, cookie, {
        method: method as HTTPMethods,
        url: concreteUrl(url),
        ...(['POST', 'PUT', 'PATCH'].includes(method) ? {payload: {}} : {}),
      });
      const code = String(response.headers['content-type']).includes('json') ? (response.json() as {code?: string}).code : undefined;
      outcomes[role] = {status: response.statusCode, ...(code ? {code} : {})};
    }
    rows.push({method, url, permission, outcomes});
  }
  return rows.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

export const wasDenied = (outcome: RouteOutcome) => outcome.status === 403 && outcome.code === 'permissionDenied';

/** Rows where what the server did differs from what the map says. */
export function disagreements(rows: RoleTableRow[]): string[] {
  return rows.flatMap((row) =>
    staffRoles
      .filter((role) => wasDenied(row.outcomes[role]) === can(role, row.permission))
      .map((role) => `${row.method} ${row.url} as ${role}: ${JSON.stringify(row.outcomes[role])}, the map says ${can(role, row.permission) ? 'allowed' : 'denied'}`),
  );
}

/** The Markdown table of README's "Roles" section. */
export function formatRoleTable(rows: RoleTableRow[]): string {
  const header = ['route', 'permission', ...staffRoles];
  const lines = rows.map((row) => [
    `\`${row.method} ${row.url}\``,
    `\`${row.permission}\``,
    ...staffRoles.map((role) => (wasDenied(row.outcomes[role]) ? 'denied' : 'allowed')),
  ]);
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
