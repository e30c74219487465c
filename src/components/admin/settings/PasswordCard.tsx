/** Settings: change the password (the current one first); the other sessions end with it. */
import React, {useState, type FormEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {parseStaffInput, passwordChangeSchema} from '@site/src/lib/staff/credentials';
import {useStaffSession} from '../StaffSession';
import {AccountEmailInput, NewPasswordInput, PasswordInput} from '../fields';
import {mismatchText} from '../passwordHint';
import {staffErrorText} from '../text';
import styles from '../styles.module.css';

export function PasswordCard(): React.JSX.Element {
  const {api, session} = useStaffSession();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const parsed = parseStaffInput(passwordChangeSchema, {currentPassword, newPassword});
    if (!parsed.ok) return setError(staffErrorText(parsed.code));
    if (newPassword !== repeat) return setError(mismatchText());
    setBusy(true);
    const result = await api<{endedSessions: number}>('POST', '/password', {currentPassword, newPassword});
    setBusy(false);
    if (!result.ok) return setError(staffErrorText(result.code));
    setError(null);
    setCurrent('');
    setNew('');
    setRepeat('');
    setDone(
      translate(
        {id: 'admin.password.changed', message: 'Password changed. {count} other sessions were ended.'},
        {count: String(result.data.endedSessions)},
      ),
    );
  };

  return (
    <section className={styles.card} aria-labelledby="password-heading">
      <Heading as="h2" id="password-heading">
        <Translate id="admin.password.title">Change password</Translate>
      </Heading>
      <form className={styles.stack} noValidate onSubmit={(event) => void onSubmit(event)}>
        {/* Lets password managers file the new password under the right account. */}
        <div hidden>
          <AccountEmailInput id="password-account" value={session.account.email} onChange={() => {}} />
        </div>
        <PasswordInput
          id="current-password"
          label={translate({id: 'admin.field.currentPassword', message: 'Current password'})}
          value={currentPassword}
          onChange={setCurrent}
          autoComplete="current-password"
        />
        <NewPasswordInput id="new-password" value={newPassword} onChange={setNew} />
        <PasswordInput
          id="repeat-password"
          label={translate({id: 'admin.field.repeatPassword', message: 'New password again'})}
          value={repeat}
          onChange={setRepeat}
          autoComplete="new-password"
        />
        {error && <p role="alert" className={styles.error}>{error}</p>}
        {done && <p role="status" className={styles.success}>{done}</p>}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={busy}>
            <Translate id="admin.password.submit">Change password</Translate>
          </button>
        </div>
      </form>
    </section>
  );
}
