/**
 * Staff roles and the one permission map (issue 21 §2). The server is the authority: every
 * /api/admin route declares one of these permissions (`config: {staffPermission}`), and one hook in
 * server/admin-routes.ts refuses a role the map does not list with 403 `permissionDenied`.
 * The staff pages read the same map to hide or disable what the signed-in role cannot do.
 *
 * Roles are ranked: each one can do everything the one below it can, plus more. Account rules
 * (who may add, disable or re-role whom) are the pure functions at the end, used by the
 * accounts routes and by the accounts card alike.
 */

/** Highest first: an owner outranks an admin, who outranks an editor, who outranks a viewer. */
export const staffRoles = ['owner', 'admin', 'editor', 'viewer'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * Accounts added in Settings start as viewers: the least privilege, so a mistaken or hurried
 * addition can read but change nothing until someone raises it on purpose.
 */
export const defaultNewAccountRole: StaffRole = 'viewer';

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/** 3 for an owner down to 0 for a viewer. */
export function roleRank(role: StaffRole): number {
  return staffRoles.length - 1 - staffRoles.indexOf(role);
}

/**
 * Permission -> the lowest role that holds it (every higher role holds it too). The only place
 * that says who may do what.
 */
export const staffPermissions = {
  /** One's own session, sessions list, activity, logout and password. */
  'session:own': 'viewer',
  /** Traffic, docs feedback and chat logs. */
  'activity:read': 'viewer',
  /** The people who reached us (list, one person, the audited CSV export). */
  'contacts:read': 'viewer',
  /** Erasing a person and everything stored about them. */
  'contacts:erase': 'admin',
  'whitePapers:read': 'viewer',
  /** Uploading, offering and deleting white papers (editors' content work). */
  'whitePapers:write': 'editor',
  /** Recipients, outbox, API keys, webhooks and their deliveries: read. */
  'settings:read': 'viewer',
  /** Notification recipients and outbox retries. */
  'settings:write': 'admin',
  'apiKeys:write': 'admin',
  'webhooks:write': 'admin',
  /** Who has an account, their role and state. */
  'accounts:read': 'viewer',
  /** Adding accounts, disabling, enabling and changing roles (within the rules below). */
  'accounts:manage': 'admin',
  /** The staff audit log (who did what, from which address). */
  'audit:read': 'admin',
} as const satisfies Record<string, StaffRole>;

export type StaffPermission = keyof typeof staffPermissions;
export const staffPermissionNames = Object.keys(staffPermissions) as StaffPermission[];

export function isStaffPermission(value: unknown): value is StaffPermission {
  return typeof value === 'string' && Object.hasOwn(staffPermissions, value);
}

export function can(role: StaffRole, permission: StaffPermission): boolean {
  return roleRank(role) >= roleRank(staffPermissions[permission]);
}

/** The roles that may do what `permission` allows, highest first (for "ask an owner or admin"). */
export function rolesWith(permission: StaffPermission): readonly StaffRole[] {
  return staffRoles.filter((role) => can(role, permission));
}

/** Why an account change is refused; each is a code of src/lib/staff/messages. */
export type RoleRuleCode = 'permissionDenied' | 'roleAboveOwn' | 'cannotRaiseOwnRole' | 'ownersOnly' | 'lastOwner';

type Actor = {id: number; role: StaffRole};
type Target = {id: number; role: StaffRole; disabled: boolean};

/** Roles `actor` may give to a new or existing account: its own rank and below. */
export function assignableRoles(actor: StaffRole): StaffRole[] {
  return can(actor, 'accounts:manage') ? staffRoles.filter((role) => roleRank(role) <= roleRank(actor)) : [];
}

/** May `actor` add an account with `role`? */
export function newAccountIssue(actor: StaffRole, role: StaffRole): RoleRuleCode | undefined {
  if (!can(actor, 'accounts:manage')) return 'permissionDenied';
  return roleRank(role) > roleRank(actor) ? 'roleAboveOwn' : undefined;
}

/** Only owners manage owners (their roles, disabling and enabling them). */
export function manageIssue(actor: Actor, target: Pick<Target, 'role'>): RoleRuleCode | undefined {
  if (!can(actor.role, 'accounts:manage')) return 'permissionDenied';
  return target.role === 'owner' && actor.role !== 'owner' ? 'ownersOnly' : undefined;
}

/**
 * May `actor` give `target` the role `role`? `activeOwners` counts enabled owner accounts: the
 * last one cannot be demoted (nor disabled: `disableIssue`), or nobody could manage owners again.
 */
export function roleChangeIssue(actor: Actor, target: Target, role: StaffRole, activeOwners: number): RoleRuleCode | undefined {
  const issue = manageIssue(actor, target);
  if (issue) return issue;
  if (target.id === actor.id && roleRank(role) > roleRank(actor.role)) return 'cannotRaiseOwnRole';
  if (roleRank(role) > roleRank(actor.role)) return 'roleAboveOwn';
  if (isLastOwner(target, activeOwners) && role !== 'owner') return 'lastOwner';
  return undefined;
}

/** May `actor` disable `target` (or delete it)? Disabling oneself is refused apart, by the route. */
export function disableIssue(actor: Actor, target: Target, activeOwners: number): RoleRuleCode | undefined {
  return manageIssue(actor, target) ?? (isLastOwner(target, activeOwners) ? 'lastOwner' : undefined);
}

function isLastOwner(target: Target, activeOwners: number): boolean {
  return target.role === 'owner' && !target.disabled && activeOwners <= 1;
}
