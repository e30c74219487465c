/**
 * The staff pages' reading of the permission map (src/lib/staff/roles.ts): `useCan` says what
 * the signed-in role may do, so a card leaves out the controls it may not use, and `RoleHint`
 * says so where they would be, with the roles that can (the server refuses anyway).
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {can, rolesWith, type StaffPermission, type StaffRole} from '@site/src/lib/staff/roles';
import {useStaffSession} from './StaffSession';
import styles from './styles.module.css';

export function roleName(role: StaffRole): string {
  switch (role) {
    case 'owner':
      return translate({id: 'admin.role.owner', message: 'Owner'});
    case 'admin':
      return translate({id: 'admin.role.admin', message: 'Admin'});
    case 'editor':
      return translate({id: 'admin.role.editor', message: 'Editor'});
    case 'viewer':
      return translate({id: 'admin.role.viewer', message: 'Viewer'});
  }
}

/** Whether the signed-in role may do what `permission` allows. */
export function useCan(permission: StaffPermission): boolean {
  const {session} = useStaffSession();
  return can(session.account.role, permission);
}

/** Who may do what `permission` allows, as a sentence ("Owners and admins can."). */
function whoCan(permission: StaffPermission): string {
  return rolesWith(permission).includes('editor')
    ? translate({id: 'admin.role.editorsCan', message: 'Owners, admins and editors can.'})
    : translate({id: 'admin.role.adminsCan', message: 'Owners and admins can.'});
}

/** Shown instead of the controls of `permission` when the role lacks it; nothing otherwise. */
export function RoleHint({permission, children}: {permission: StaffPermission; children?: ReactNode}): React.JSX.Element | null {
  const {session} = useStaffSession();
  if (can(session.account.role, permission)) return null;
  return (
    <p className={styles.roleHint}>
      {children ??
        translate(
          {id: 'admin.role.readOnly', message: 'Your role ({role}) can see this but not change it.'},
          {role: roleName(session.account.role)},
        )}{' '}
      {whoCan(permission)}
    </p>
  );
}
