/**
 * Settings: the staff accounts and their roles. Owners and admins add accounts (with a first
 * password to hand over and a role, Viewer unless they choose more), change roles and disable or
 * enable accounts, within the rules of src/lib/staff/roles.ts; lowering a role and disabling ask
 * first, because they take effect at once. Other roles see the list and why they cannot change it.
 */
import React, {useCallback, useEffect, useState, type FormEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {StaffAccountView} from '@site/src/lib/staff/api';
import {newAccountSchema, parseStaffInput} from '@site/src/lib/staff/credentials';
import {assignableRoles, defaultNewAccountRole, manageIssue, roleRank, type StaffRole} from '@site/src/lib/staff/roles';
import {RoleHint, roleName, useCan} from '../RoleGate';
import {StaffCard, StaffTable} from '../StaffCard';
import {useStaffSession} from '../StaffSession';
import {EmailInput, NewPasswordInput, SelectField} from '../fields';
import {staffErrorText} from '../text';
import {useStaffDates} from '../useStaffDates';
import fieldStyles from '@site/src/css/formFields.module.css';
import styles from '../styles.module.css';

export function AccountsCard(): React.JSX.Element {
  const {api, session} = useStaffSession();
  const me = session.account;
  const manages = useCan('accounts:manage');
  const formatDate = useStaffDates();
  const [accounts, setAccounts] = useState<StaffAccountView[] | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [lowering, setLowering] = useState<{account: StaffAccountView; role: StaffRole} | null>(null);
  const [role, setRole] = useState<StaffRole>(defaultNewAccountRole);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await api<{accounts: StaffAccountView[]}>('GET', '/accounts');
    if (result.ok) setAccounts(result.data.accounts);
    else setError(staffErrorText(result.code));
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const setDisabled = async (account: StaffAccountView, disabled: boolean) => {
    setConfirming(null);
    const result = await api('POST', `/accounts/${account.id}/${disabled ? 'disable' : 'enable'}`);
    if (!result.ok) setError(staffErrorText(result.code));
    else {
      setError(null);
      setStatus(
        disabled
          ? translate({id: 'admin.accounts.disabled', message: '{email} is disabled and logged out.'}, {email: account.email})
          : translate({id: 'admin.accounts.enabled', message: '{email} can log in again.'}, {email: account.email}),
      );
    }
    await load();
  };

  const changeRole = async (account: StaffAccountView, newRole: StaffRole) => {
    setLowering(null);
    const result = await api('POST', `/accounts/${account.id}/role`, {role: newRole});
    if (!result.ok) setError(staffErrorText(result.code));
    else {
      // The new role is shown (and acted on) at once, not when the list comes back: lowering it
      // again straight away must compare against the role it has now.
      setAccounts((list) => list?.map((row) => (row.id === account.id ? {...row, role: newRole} : row)) ?? list);
      setError(null);
      setStatus(
        translate({id: 'admin.accounts.roleChanged', message: '{email} is now {role}.'}, {email: account.email, role: roleName(newRole)}),
      );
    }
    await load();
  };

  /** Raising applies at once; lowering asks first, since the person loses access at once. */
  const chooseRole = (account: StaffAccountView, newRole: StaffRole) => {
    if (newRole === account.role) return setLowering(null);
    if (roleRank(newRole) < roleRank(account.role)) return setLowering({account, role: newRole});
    void changeRole(account, newRole);
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseStaffInput(newAccountSchema, {email, password});
    if (!parsed.ok) return setFormError(staffErrorText(parsed.code));
    const result = await api<{account: StaffAccountView}>('POST', '/accounts', {email, password, role});
    if (!result.ok) return setFormError(staffErrorText(result.code));
    setFormError(null);
    setEmail('');
    setPassword('');
    setRole(defaultNewAccountRole);
    setStatus(
      translate(
        {id: 'admin.accounts.addedWithRole', message: 'Account {email} added as {role}.'},
        {email: result.data.account.email, role: roleName(result.data.account.role)},
      ),
    );
    await load();
  };

  // manageIssue checks the permission too.
  const mayManage = (account: StaffAccountView) => manageIssue(me, account) === undefined;

  /** The role as a labelled select where it may be changed, as text where not. */
  const roleCell = (account: StaffAccountView) => {
    if (!mayManage(account)) {
      return manageIssue(me, account) === 'ownersOnly' ? (
        <>
          {roleName(account.role)}{' '}
          <span className={styles.muted}>
            <Translate id="admin.accounts.ownersOnly">(only owners change owners)</Translate>
          </span>
        </>
      ) : (
        roleName(account.role)
      );
    }
    const selectId = `account-role-${account.id}`;
    const shown = lowering?.account.id === account.id ? lowering.role : account.role;
    return (
      <div className={styles.stack}>
        <label htmlFor={selectId} className="sr-only">
          {translate({id: 'admin.accounts.roleOf', message: 'Role of {email}'}, {email: account.email})}
        </label>
        <select
          id={selectId}
          className={`${fieldStyles.input} ${fieldStyles.select} ${styles.roleSelect}`}
          value={shown}
          onChange={(event) => chooseRole(account, event.target.value as StaffRole)}>
          {assignableRoles(me.role).map((option) => (
            <option key={option} value={option}>
              {roleName(option)}
            </option>
          ))}
        </select>
        {lowering?.account.id === account.id && (
          <div
            className={styles.actions}
            role="group"
            aria-label={translate({id: 'admin.accounts.lowerLabel', message: 'Confirm lowering the role of {email}'}, {email: account.email})}>
            <span>
              {translate(
                {id: 'admin.accounts.lowerQuestion', message: 'Lower to {role}? They lose the rest at once.'},
                {role: roleName(lowering.role)},
              )}
            </span>
            <button type="button" className="button button--danger button--sm" onClick={() => void changeRole(account, lowering.role)}>
              <Translate id="admin.accounts.lowerYes">Yes, lower</Translate>
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={() => setLowering(null)}>
              <Translate id="admin.accounts.confirmNo">Cancel</Translate>
            </button>
          </div>
        )}
      </div>
    );
  };

  /** Disable (after a confirmation, since it logs the person out at once) or enable. */
  const action = (account: StaffAccountView) => {
    if (account.id === session.account.id) {
      return (
        <span className={styles.muted}>
          <Translate id="admin.accounts.you">You</Translate>
        </span>
      );
    }
    if (!mayManage(account)) return null;
    if (account.disabled) {
      return (
        <button type="button" className="button button--secondary button--sm" onClick={() => void setDisabled(account, false)}>
          {translate({id: 'admin.accounts.enable', message: 'Enable {email}'}, {email: account.email})}
        </button>
      );
    }
    if (confirming !== account.id) {
      return (
        <button type="button" className="button button--secondary button--sm" onClick={() => setConfirming(account.id)}>
          {translate({id: 'admin.accounts.disable', message: 'Disable {email}'}, {email: account.email})}
        </button>
      );
    }
    return (
      <div
        className={styles.actions}
        role="group"
        aria-label={translate({id: 'admin.accounts.confirmLabel', message: 'Confirm disabling {email}'}, {email: account.email})}>
        <span>
          <Translate id="admin.accounts.confirm">Their sessions end now. Disable?</Translate>
        </span>
        <button type="button" className="button button--danger button--sm" onClick={() => void setDisabled(account, true)}>
          <Translate id="admin.accounts.confirmYes">Yes, disable</Translate>
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => setConfirming(null)}>
          <Translate id="admin.accounts.confirmNo">Cancel</Translate>
        </button>
      </div>
    );
  };

  return (
    <StaffCard id="accounts" title={<Translate id="admin.accounts.title">Staff accounts</Translate>} error={error} status={status}>
      <StaffTable
        rows={accounts}
        failed={error !== null}
        rowKey={(account) => account.id}
        columns={[
          {header: <Translate id="admin.field.email">E-mail</Translate>},
          {header: <Translate id="admin.accounts.role">Role</Translate>},
          {header: <Translate id="admin.accounts.state">State</Translate>},
          {header: <Translate id="admin.accounts.created">Created</Translate>},
          {header: <Translate id="admin.sessions.actions">Actions</Translate>, hidden: true},
        ]}
        cells={(account) => [
          account.email,
          roleCell(account),
          account.disabled
            ? translate({id: 'admin.accounts.stateDisabled', message: 'Disabled'})
            : translate({id: 'admin.accounts.stateActive', message: 'Active'}),
          formatDate(account.createdAt),
          action(account),
        ]}
      />
      <RoleHint permission="accounts:manage" />
      {manages && (
        <form className={styles.stack} noValidate onSubmit={(event) => void add(event)} aria-labelledby="add-account-heading">
          <Heading as="h3" id="add-account-heading">
            <Translate id="admin.accounts.addTitle">Add an account</Translate>
          </Heading>
          <EmailInput id="new-account-email" label={translate({id: 'admin.accounts.newEmail', message: 'E-mail of the new account'})} value={email} onChange={setEmail} autoComplete="off" />
          <NewPasswordInput id="new-account-password" label={translate({id: 'admin.accounts.firstPassword', message: 'First password (they can change it in Settings)'})} value={password} onChange={setPassword} />
          <SelectField
            id="new-account-role"
            label={translate({id: 'admin.accounts.newRole', message: 'Role of the new account'})}
            value={role}
            options={assignableRoles(me.role).map((option) => ({value: option, label: roleName(option)}))}
            onChange={(value) => setRole(value as StaffRole)}
            hint={translate({
              id: 'admin.accounts.newRoleHint',
              message: 'Viewer unless you choose more: the least access. Editors also manage white papers; admins also manage settings and accounts; owners also manage owners.',
            })}
          />
          {formError && <p role="alert" className={styles.error}>{formError}</p>}
          <div className={styles.actions}>
            <button type="submit" className="button button--primary">
              <Translate id="admin.accounts.add">Add account</Translate>
            </button>
          </div>
        </form>
      )}
    </StaffCard>
  );
}
