/**
 * Adding a second factor: an authenticator app (QR code drawn by the server, the secret also as
 * text for typing in, then a first code to confirm) or a passkey (a name, then the browser's own
 * dialog). `onEnrolled` gets the recovery codes when this was the account's first factor.
 */
import React, {useId, useState, type FormEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import fieldStyles from '@site/src/css/formFields.module.css';
import {staffRequest, type StaffApi} from '@site/src/lib/staff/api';
import {inGroupsOfFour, type TotpEnrolment} from '@site/src/lib/staff/factors';
import {staffErrorText} from '../text';
import styles from '../styles.module.css';
import {OneTimeCodeInput} from './OneTimeCodeInput';
import {registerPasskey} from './passkeys';

type Enrolled = {recoveryCodes?: string[]};

export function EnrolFactor({
  onEnrolled,
  api = staffRequest,
  offer = ['totp', 'passkey'],
}: {
  onEnrolled(result: Enrolled): void;
  /** The session's API (with the fresh-factor dialog) in Settings; plain requests at enrolment. */
  api?: StaffApi;
  offer?: Array<'totp' | 'passkey'>;
}): React.JSX.Element {
  const id = useId();
  const [totp, setTotp] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [name, setName] = useState(translate({id: 'admin.enrol.defaultPasskeyName', message: 'My passkey'}));
  const [busy, setBusy] = useState<'totp' | 'confirm' | 'passkey' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fail = (result: {code?: string; retryAfter?: number}) => setError(staffErrorText(result.code, result.retryAfter));

  const startTotp = async () => {
    setBusy('totp');
    setError(null);
    const result = await api<TotpEnrolment>('POST', '/factors/totp');
    setBusy(null);
    if (result.ok) setTotp(result.data);
    else fail(result);
  };

  const confirmTotp = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy('confirm');
    setError(null);
    const result = await api<Enrolled>('POST', '/factors/totp/confirm', {code});
    setBusy(null);
    if (result.ok) onEnrolled(result.data);
    else fail(result);
  };

  const addPasskey = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy('passkey');
    setError(null);
    const result = await registerPasskey<Enrolled>(name.trim(), api);
    setBusy(null);
    if (result.ok) onEnrolled(result.data);
    else fail(result);
  };

  const errorId = `${id}-error`;
  const errorLine = error && (
    <p id={errorId} role="alert" className={styles.error}>
      {error}
    </p>
  );

  if (totp) {
    return (
      <form method="post" noValidate className={styles.stack} onSubmit={(event) => void confirmTotp(event)}>
        <ol className={styles.stack}>
          <li>
            <Translate id="admin.enrol.scan">Scan this QR code with your authenticator app:</Translate>
            <div
              className={styles.qrCode}
              role="img"
              aria-label={translate({id: 'admin.enrol.qrLabel', message: 'QR code for your authenticator app'})}
              // The server drew this SVG from the otpauth URI (qrcode): paths only, no script.
              dangerouslySetInnerHTML={{__html: totp.qrSvg}}
            />
          </li>
          <li>
            <Translate id="admin.enrol.manual">Or type this key into the app by hand:</Translate>{' '}
            <code className={styles.manualSecret} data-testid="totp-secret">
              {inGroupsOfFour(totp.secret, ' ')}
            </code>
          </li>
          <li>
            <OneTimeCodeInput
              id={`${id}-code`}
              label={translate({id: 'admin.enrol.codeLabel', message: 'Enter the 6-digit code the app shows'})}
              value={code}
              onChange={setCode}
              errorId={error ? errorId : undefined}
            />
          </li>
        </ol>
        {errorLine}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={busy !== null}>
            {busy === 'confirm'
              ? translate({id: 'admin.factor.checking', message: 'Checking…'})
              : translate({id: 'admin.enrol.confirmTotp', message: 'Turn on the authenticator app'})}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setTotp(null)}>
            {translate({id: 'admin.enrol.back', message: 'Back'})}
          </button>
        </div>
      </form>
    );
  }

  return (
    <div className={styles.stack}>
      {offer.includes('totp') && (
        <div className={styles.stack}>
          <p className={styles.notice}>
            <Translate id="admin.enrol.totpIntro">
              An authenticator app (such as 1Password, Google Authenticator or Microsoft Authenticator) shows a new 6-digit code every 30 seconds.
            </Translate>
          </p>
          <div>
            <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => void startTotp()}>
              {busy === 'totp'
                ? translate({id: 'admin.loading', message: 'Loading…'})
                : translate({id: 'admin.enrol.startTotp', message: 'Set up an authenticator app'})}
            </button>
          </div>
        </div>
      )}
      {offer.includes('passkey') && (
        <form method="post" noValidate className={styles.stack} onSubmit={(event) => void addPasskey(event)}>
          <p className={styles.notice}>
            <Translate id="admin.enrol.passkeyIntro">
              A passkey lives on this device or a security key, unlocked with your fingerprint, face or PIN; it also signs you in without a password.
            </Translate>
          </p>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-name`} className={fieldStyles.label}>
              {translate({id: 'admin.enrol.passkeyName', message: 'Name of the passkey'})}
            </label>
            <input
              id={`${id}-name`}
              name="name"
              type="text"
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="off"
              maxLength={60}
              className={fieldStyles.input}
            />
          </div>
          <div>
            <button type="submit" className="button button--secondary" disabled={busy !== null}>
              {busy === 'passkey'
                ? translate({id: 'admin.factor.passkeyBusy', message: 'Waiting for your passkey…'})
                : translate({id: 'admin.enrol.addPasskey', message: 'Add a passkey'})}
            </button>
          </div>
        </form>
      )}
      {errorLine}
    </div>
  );
}
