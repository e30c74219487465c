/**
 * Settings: the staff accounts. Staff add accounts (with a first password to hand over) and
 * disable or enable them; disabling asks first, because it ends that person's sessions at once.
 */
import React, {useCallback, useEffect, useState, type FormEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {StaffAccountView} from '@site/src/lib/staff/api';
import {newAccountSchema, parseStaffInput} from '@site/src/lib/staff/credentials';
import {StaffCard, StaffTable} from '../StaffCard';
import {useStaffSession} from '../StaffSession';
import {EmailInput, NewPasswordInput} from '../fields';
import {staffErrorText} from '../text';
import {useStaffDates} from '../useStaffDates';
import styles from '../styles.module.css';

export function AccountsCard(): React.JSX.Element {
  const {api, session} = useStaffSession();
  const formatDate = useStaffDates();
  const [accounts, setAccounts] = useState<StaffAccountView[] | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
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

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseStaffInput(newAccountSchema, {email, password});
    if (!parsed.ok) return setFormError(staffErrorText(parsed.code));
    const result = await api<{account: StaffAccountView}>('POST', '/accounts', {email, password});
    if (!result.ok) return setFormError(staffErrorText(result.code));
    setFormError(null);
    setEmail('');
    setPassword('');
    setStatus(translate({id: 'admin.accounts.added', message: 'Account {email} added.'}, {email: result.data.account.email}));
    await load();
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
          {header: <Translate id="admin.accounts.state">State</Translate>},
          {header: <Translate id="admin.accounts.created">Created</Translate>},
          {header: <Translate id="admin.sessions.actions">Actions</Translate>, hidden: true},
        ]}
        cells={(account) => [
          account.email,
          account.disabled
            ? translate({id: 'admin.accounts.stateDisabled', message: 'Disabled'})
            : translate({id: 'admin.accounts.stateActive', message: 'Active'}),
          formatDate(account.createdAt),
          action(account),
        ]}
      />
      <form className={styles.stack} noValidate onSubmit={(event) => void add(event)} aria-labelledby="add-account-heading">
        <Heading as="h3" id="add-account-heading">
          <Translate id="admin.accounts.addTitle">Add an account</Translate>
        </Heading>
        <EmailInput id="new-account-email" label={translate({id: 'admin.accounts.newEmail', message: 'E-mail of the new account'})} value={email} onChange={setEmail} autoComplete="off" />
        <NewPasswordInput id="new-account-password" label={translate({id: 'admin.accounts.firstPassword', message: 'First password (they can change it in Settings)'})} value={password} onChange={setPassword} />
        {formError && <p role="alert" className={styles.error}>{formError}</p>}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            <Translate id="admin.accounts.add">Add account</Translate>
          </button>
        </div>
      </form>
    </StaffCard>
  );
}
