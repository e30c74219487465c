/**
 * /admin-login: e-mail and password, then the second factor (a code, a recovery code or a
 * passkey), or its setup for an account that has none; or a passkey alone. Afterwards the staff
 * page the person came for.
 */
import React, {useState} from 'react';
import {useHistory} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {loginSchema, parseStaffInput} from '@site/src/lib/staff/credentials';
import {staffRequest, type SessionInfo} from '@site/src/lib/staff/api';
import {AuthCard, AuthForm, useNextPage, usePendingFactor} from './AuthForm';
import {FactorCheck} from './factors/FactorCheck';
import {signInWithPasskey} from './factors/passkeys';
import {AccountEmailInput, PasswordInput} from './fields';
import {staffErrorText} from './text';
import styles from './styles.module.css';

function PasskeySignIn(): React.JSX.Element {
  const history = useHistory();
  const next = useNextPage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signIn = async () => {
    setBusy(true);
    setError(null);
    const result = await signInWithPasskey<SessionInfo>();
    setBusy(false);
    if (result.ok) history.replace(next);
    else setError(staffErrorText(result.code));
  };
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        <Translate id="admin.login.or">Or, without a password:</Translate>
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <button type="button" className="button button--secondary button--block" disabled={busy} onClick={() => void signIn()}>
        {busy
          ? translate({id: 'admin.factor.passkeyBusy', message: 'Waiting for your passkey…'})
          : translate({id: 'admin.login.passkey', message: 'Sign in with a passkey'})}
      </button>
    </div>
  );
}

export function LoginPage(): React.JSX.Element {
  const history = useHistory();
  const next = useNextPage();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'password' | 'factor'>('password');
  const onPendingFactor = usePendingFactor(() => setStep('factor'));

  if (step === 'factor') {
    return (
      <AuthCard title={translate({id: 'admin.login.factorTitle', message: 'Confirm it is you'})}>
        <div className={styles.stack}>
          <p>
            <Translate id="admin.login.factorIntro">
              Enter the 6-digit code from your authenticator app, use a passkey, or use one of your recovery codes.
            </Translate>
          </p>
          <FactorCheck onVerified={() => history.replace(next)} />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthForm
      title={translate({id: 'admin.login.title', message: 'Staff login'})}
      submitLabel={translate({id: 'admin.login.submit', message: 'Log in'})}
      busyLabel={translate({id: 'admin.login.busy', message: 'Logging in…'})}
      check={() => {
        const parsed = parseStaffInput(loginSchema, {email, password});
        return parsed.ok ? undefined : staffErrorText(parsed.code);
      }}
      send={() => staffRequest<SessionInfo>('POST', '/login', {email, password})}
      onPendingFactor={onPendingFactor}
      after={<PasskeySignIn />}>
      {(wiring) => (
        <>
          <AccountEmailInput id="staff-email" value={email} onChange={setEmail} {...wiring} />
          <PasswordInput
            id="staff-password"
            label={translate({id: 'admin.field.password', message: 'Password'})}
            value={password}
            onChange={setPassword}
            autoComplete="current-password webauthn"
            {...wiring}
          />
        </>
      )}
    </AuthForm>
  );
}

