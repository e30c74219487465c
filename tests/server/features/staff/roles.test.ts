/**
 * Roles (issue 21 §2): every /api/admin route as every role against the one permission map, and
 * the account rules (nobody raises their own role or gives one above their own, only owners
 * manage owners, the last owner stays, existing accounts became owners).
 */
import {sql} from 'kysely';
import {staffRouteOf} from '../../../../server/admin-routes';
import {can, staffPermissionNames, staffRoles, type StaffRole} from '../../../../src/lib/staff/roles';
import {startTestServer, type TestServer} from '../../helper';
import {migrateAcross} from '../../platform/database/migration-helper';
import {disagreements, formatRoleTable, guardedRoutes, roleEmail, staffOfEveryRole, walkRoleTable, wasDenied} from './role-table';
import {addStaff, asStaff, login, staffPassword} from './helper';

describe('every /api/admin route with every role', () => {
  let server: TestServer;
  let cookies: Record<StaffRole, string>;
  beforeAll(async () => {
    server = await startTestServer();
    cookies = await staffOfEveryRole(server);
  });
  afterAll(() => server.close());

  test('allows and denies exactly as the permission map says, denying with 403 permissionDenied', async () => {
    const rows = await walkRoleTable(server, cookies);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(disagreements(rows)).toEqual([]);
    // An allowed request is never refused for its session either.
    for (const row of rows) for (const role of staffRoles) expect([row.url, role, row.outcomes[role].status]).not.toEqual([row.url, role, 401]);
    // Editors and viewers are refused somewhere; owners and admins reach every route (what sets
    // them apart is whom they may manage, the account rules below): the table is not one-sided.
    expect(staffRoles.map((role) => rows.some((row) => wasDenied(row.outcomes[role])))).toEqual([false, false, true, true]);
    // Every permission of the map guards at least one route (none is dead weight).
    expect([...new Set(rows.map((row) => row.permission))].sort()).toEqual([...staffPermissionNames].sort());
    expect(formatRoleTable(rows).split('\n')).toHaveLength(rows.length + 2);
  });

  test('the refusal names the role and the permission it lacks', async () => {
    const response = await asStaff(server, cookies.viewer, {method: 'GET', url: '/api/admin/audit'});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'permissionDenied',
      error: 'Your role does not allow this action; ask an owner or an admin',
      role: 'viewer',
      permission: 'audit:read',
    });
  });

  test('every guarded route declares a permission of the map; a route without one cannot be registered', () => {
    for (const route of guardedRoutes(server)) expect(staffPermissionNames).toContain(route.permission);
    expect(() => staffRouteOf({method: 'POST', url: '/api/admin/new-thing', config: {}})).toThrow(/declares no permission/);
    expect(() => staffRouteOf({method: 'POST', url: '/api/admin/new-thing', config: {staffPermission: 'everything' as never}})).toThrow(
      /declares no permission/,
    );
    expect(staffRouteOf({method: 'POST', url: '/api/admin/login', config: {publicRoute: true}})).toEqual({
      method: 'POST',
      url: '/api/admin/login',
      public: true,
      pendingFactor: false,
      freshFactor: false,
    });
  });

  test('the session answer carries the role', async () => {
    for (const role of staffRoles) {
      const answer = (await asStaff(server, cookies[role], {method: 'GET', url: '/api/admin/session'})).json();
      expect(answer.account).toMatchObject({email: roleEmail(role), role});
    }
  });
});

describe('account rules', () => {
  let server: TestServer;
  let cookies: Record<StaffRole, string>;
  let ids: Record<StaffRole, number>;
  async function start() {
    server = await startTestServer();
    cookies = await staffOfEveryRole(server);
    const accounts = (await asStaff(server, cookies.owner, {method: 'GET', url: '/api/admin/accounts'})).json().accounts as {id: number; role: StaffRole}[];
    ids = Object.fromEntries(accounts.map((account) => [account.role, account.id])) as Record<StaffRole, number>;
  }

  const post = (as: StaffRole, url: string, payload?: object) =>
    asStaff(server, cookies[as], {method: 'POST', url: `/api/admin${url}`, ...(payload ? {payload} : {})});
  const newAccount = (role?: string) => ({email: `new-${role ?? 'default'}@example.com`, password: 'another long passphrase', ...(role ? {role} : {})});

  describe('changes that keep one owner', () => {
    // One server: changes that succeed are made to accounts of their own, the owner stays the only one.
    beforeAll(start);
    afterAll(() => server.close());

    test.each<[StaffRole, StaffRole, string, number, string | undefined]>([
      ['owner', 'viewer', 'editor', 200, undefined],
      ['admin', 'viewer', 'admin', 200, undefined],
      ['admin', 'editor', 'owner', 403, 'roleAboveOwn'],
      ['admin', 'owner', 'viewer', 403, 'ownersOnly'],
      ['admin', 'admin', 'owner', 403, 'cannotRaiseOwnRole'],
      ['editor', 'editor', 'admin', 403, 'permissionDenied'],
      ['viewer', 'viewer', 'owner', 403, 'permissionDenied'],
      ['owner', 'owner', 'admin', 409, 'lastOwner'],
      ['owner', 'admin', 'nobody', 400, 'invalidRole'],
    ])('%s changing %s to %s answers %s %s', async (actor, target, role, status, code) => {
      // A change that succeeds is made to an account of its own; refused ones leave the block's as they are.
      const targetId = status === 200 ? (await addStaff(server, `${actor}-makes-${target}-${role}@example.com`, staffPassword, {role: target})).id : ids[target];
      const response = await post(actor, `/accounts/${targetId}/role`, {role});
      expect([response.statusCode, response.json().code]).toEqual([status, code]);
      const stored = server.rows<{id: number; role: string}>('staff_accounts').find((row) => row.id === targetId);
      expect(stored?.role).toBe(status === 200 ? role : target);
    });

    test('a changed role applies to the very next request and is in the audit log', async () => {
      // A viewer of its own: the block's viewer stays one.
      const reader = await addStaff(server, 'reader@example.com', staffPassword, {role: 'viewer'});
      const cookie = await login(server, 'reader@example.com');
      const offer = () =>
        asStaff(server, cookie, {method: 'POST', url: '/api/admin/white-papers/offered', payload: {name: 'none.pdf', title: 'None', description: 'No such paper'}});
      expect((await offer()).statusCode).toBe(403);
      expect((await post('owner', `/accounts/${reader.id}/role`, {role: 'editor'})).json().account).toMatchObject({role: 'editor'});
      expect((await offer()).statusCode).toBe(404);
      const audit = (await asStaff(server, cookies.owner, {method: 'GET', url: '/api/admin/audit?limit=1'})).json().entries;
      expect(audit[0]).toMatchObject({actor: 'owner@example.com', action: 'role_changed', target: 'reader@example.com: viewer -> editor'});
    });
  });

  describe('new owners, and the last one', () => {
    // A server per test: each adds, disables or demotes an owner.
    beforeEach(start);
    afterEach(() => server.close());

    test('a new account is a viewer unless its role is chosen, never above the adder', async () => {
      expect((await post('admin', '/accounts', newAccount())).json().account).toMatchObject({role: 'viewer'});
      expect((await post('admin', '/accounts', newAccount('admin'))).json().account).toMatchObject({role: 'admin'});
      const above = await post('admin', '/accounts', newAccount('owner'));
      expect([above.statusCode, above.json().code, above.json().field]).toEqual([403, 'roleAboveOwn', 'role']);
      expect((await post('owner', '/accounts', newAccount('owner'))).statusCode).toBe(201);
      const invalid = await post('owner', '/accounts', newAccount('superuser'));
      expect([invalid.statusCode, invalid.json().code]).toEqual([400, 'invalidRole']);
      expect((await post('editor', '/accounts', newAccount('viewer'))).json().code).toBe('permissionDenied');
    });

    test('only owners disable or enable owners; the last owner can step down only after making another owner', async () => {
      for (const action of ['disable', 'enable']) {
        expect((await post('admin', `/accounts/${ids.owner}/${action}`)).json().code).toBe('ownersOnly');
      }
      expect((await post('editor', `/accounts/${ids.viewer}/disable`)).json().code).toBe('permissionDenied');
      expect((await post('admin', `/accounts/${ids.editor}/disable`)).statusCode).toBe(204);

      const demoted = await post('owner', `/accounts/${ids.owner}/role`, {role: 'admin'});
      expect(demoted.json()).toEqual({
        code: 'lastOwner',
        error: 'This is the last active owner: the last owner cannot be disabled, demoted or deleted. Make another account owner first',
        field: 'role',
      });
      expect((await post('owner', `/accounts/${ids.admin}/role`, {role: 'owner'})).statusCode).toBe(200);
      expect((await post('owner', `/accounts/${ids.owner}/role`, {role: 'admin'})).statusCode).toBe(200);
      // Now an admin: the other owner is out of reach, and so is its own old role.
      expect((await post('owner', `/accounts/${ids.admin}/disable`)).json().code).toBe('ownersOnly');
      expect((await post('owner', `/accounts/${ids.owner}/role`, {role: 'owner'})).json().code).toBe('cannotRaiseOwnRole');
    });

    test('a disabled owner does not count: the one active owner is the last one', async () => {
      await post('owner', '/accounts', newAccount('owner'));
      const other = server.rows<{id: number; email: string}>('staff_accounts').find((row) => row.email === 'new-owner@example.com')!;
      expect((await post('owner', `/accounts/${other.id}/disable`)).statusCode).toBe(204);
      expect((await post('owner', `/accounts/${ids.owner}/role`, {role: 'editor'})).json().code).toBe('lastOwner');
      expect((await post('owner', `/accounts/${other.id}/enable`)).statusCode).toBe(204);
      expect((await post('owner', `/accounts/${ids.owner}/role`, {role: 'editor'})).statusCode).toBe(200);
      expect(await login(server, 'new-owner@example.com', 'another long passphrase')).toMatch(/session=/);
    });
  });
});

test('accounts that existed before roles became owners (migration 0018)', () =>
  migrateAcross(
    '0016_message_pages',
    (db) =>
      sql`insert into staff_accounts (email, password_hash, created_at, password_changed_at) values ('old@example.com', 'x', 1, 1)`.execute(db),
    async (db) => {
      const rows = await db.selectFrom('staff_accounts').select(['email', 'role']).execute();
      expect(rows).toEqual([{email: 'old@example.com', role: 'owner'}]);
      expect(can(rows[0].role, 'accounts:manage')).toBe(true);
    },
  ));
