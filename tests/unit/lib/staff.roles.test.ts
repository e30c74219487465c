import {
  assignableRoles,
  can,
  defaultNewAccountRole,
  disableIssue,
  newAccountIssue,
  roleChangeIssue,
  roleRank,
  rolesWith,
  staffPermissionNames,
  staffRoles,
  type StaffRole,
} from '@site/src/lib/staff/roles';

const pairs = staffRoles.flatMap((a) => staffRoles.map((b) => [a, b] as const));

describe('the permission map', () => {
  test.each(staffPermissionNames)('%s: whoever holds it, every higher role holds too', (permission) => {
    for (const [higher, lower] of pairs) {
      if (roleRank(higher) > roleRank(lower) && can(lower, permission)) expect([permission, higher, can(higher, permission)]).toEqual([permission, higher, true]);
    }
    expect(rolesWith(permission)).toContain('owner');
  });

  test('viewers only read; editors also change white papers; only owners and admins manage accounts and settings', () => {
    expect(staffPermissionNames.filter((p) => can('viewer', p)).every((p) => p.endsWith(':read') || p === 'session:own')).toBe(true);
    expect(staffPermissionNames.filter((p) => can('editor', p) && !can('viewer', p))).toEqual(['whitePapers:write']);
    for (const p of ['accounts:manage', 'settings:write', 'apiKeys:write', 'webhooks:write', 'contacts:erase', 'audit:read'] as const) {
      expect([p, rolesWith(p)]).toEqual([p, ['owner', 'admin']]);
    }
  });

  test('a new account starts with the least privilege', () => {
    expect(defaultNewAccountRole).toBe('viewer');
    expect(roleRank(defaultNewAccountRole)).toBe(0);
  });
});

describe('account rules', () => {
  test.each(pairs)('%s cannot raise their own role to %s', (role, wanted) => {
    const self = {id: 1, role, disabled: false};
    const issue = roleChangeIssue(self, self, wanted, 2);
    if (roleRank(wanted) > roleRank(role)) expect(issue).toBeDefined();
    if (!can(role, 'accounts:manage')) expect(issue).toBe('permissionDenied');
  });

  test.each(pairs)('%s gives %s only when it is not above their own and they manage accounts', (actor, role) => {
    const target = {id: 2, role: 'viewer' as StaffRole, disabled: false};
    const allowed = can(actor, 'accounts:manage') && roleRank(role) <= roleRank(actor);
    expect(roleChangeIssue({id: 1, role: actor}, target, role, 2) === undefined).toBe(allowed);
    expect(newAccountIssue(actor, role) === undefined).toBe(allowed);
    expect(assignableRoles(actor).includes(role)).toBe(allowed);
  });

  test('only owners manage owners', () => {
    const owner = {id: 2, role: 'owner' as const, disabled: false};
    expect(roleChangeIssue({id: 1, role: 'admin'}, owner, 'admin', 2)).toBe('ownersOnly');
    expect(disableIssue({id: 1, role: 'admin'}, owner, 2)).toBe('ownersOnly');
    expect(roleChangeIssue({id: 1, role: 'owner'}, owner, 'admin', 2)).toBeUndefined();
  });

  test('the last active owner cannot be demoted or disabled; a disabled owner may be', () => {
    const last = {id: 1, role: 'owner' as const, disabled: false};
    for (const role of ['admin', 'editor', 'viewer'] as const) expect(roleChangeIssue(last, last, role, 1)).toBe('lastOwner');
    expect(disableIssue({id: 2, role: 'owner'}, last, 1)).toBe('lastOwner');
    expect(roleChangeIssue(last, last, 'owner', 1)).toBeUndefined();
    expect(disableIssue({id: 2, role: 'owner'}, {...last, disabled: true}, 1)).toBeUndefined();
    expect(roleChangeIssue(last, last, 'admin', 2)).toBeUndefined();
  });
});
