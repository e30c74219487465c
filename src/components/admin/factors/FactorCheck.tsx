/**
 * Proving a second factor: a code from the authenticator app (or a recovery code), or a passkey.
 * Login step 2 and the "confirm it is you" dialog before a sensitive action both use it.
 */
import React, {useId, useState, type FormEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {staffRequest, type SessionInfo, type StaffResult} from '@site/src/lib/staff/api';
import {staffErrorText} from '../text';
import styles from '../styles.module.css';
import {OneTimeCodeInput} from './OneTimeCodeInput';
import {verifyWithPasskey} from './passkeys';

export type FactorCheckProps = {
  onVerified(session: SessionInfo): void;
  /** The session is gone (401: expired, or ended elsewhere): no code can help, so the page starts over. */
  onSessionEnded?(): void;
};

export function FactorCheck({onVerified, onSessionEnded}: FactorCheckProps): React.JSX.Element {
  const id = useId();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState<'code' | 'passkey' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const settle = (result: StaffResult<SessionInfo>) => {
    setBusy(null);
    if (result.ok) onVerified(result.data);
    else if (result.status === 401 && onSessionEnded) onSessionEnded();
    else setError(staffErrorText(result.code, result.retryAfter));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setError(staffErrorText('invalidFactorCode'));
      return;
    }
    setBusy('code');
    setError(null);
    settle(await staffRequest<SessionInfo>('POST', '/verify', {code}));
  };

  const checkWithPasskey = async () => {
    setBusy('passkey');
    setError(null);
    settle(await verifyWithPasskey<SessionInfo>());
  };

  const errorId = `${id}-error`;
  return (
    <div className={styles.stack}>
      <form method="post" noValidate className={styles.stack} onSubmit={(event) => void submit(event)}>
        <OneTimeCodeInput
          id={`${id}-code`}
          label={
            recovery
              ? translate({id: 'admin.factor.recoveryLabel', message: 'Recovery code'})
              : translate({id: 'admin.factor.codeLabel', message: 'Code from your authenticator app'})
          }
          value={code}
          onChange={setCode}
          recovery={recovery}
          errorId={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy !== null}>
          {busy === 'code'
            ? translate({id: 'admin.factor.checking', message: 'Checking…'})
            : translate({id: 'admin.factor.submit', message: 'Confirm'})}
        </button>
      </form>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy !== null}
          onClick={() => void checkWithPasskey()}>
          {busy === 'passkey'
            ? translate({id: 'admin.factor.passkeyBusy', message: 'Waiting for your passkey…'})
            : translate({id: 'admin.factor.checkWithPasskey', message: 'Use a passkey'})}
        </button>
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setError(null);
          }}>
          {recovery ? (
            <Translate id="admin.factor.useApp">Use a code from the authenticator app</Translate>
          ) : (
            <Translate id="admin.factor.useRecovery">Use a recovery code</Translate>
          )}
        </button>
      </div>
    </div>
  );
}
