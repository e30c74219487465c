/**
 * /admin-login: e-mail and password, then the second factor (a code, a recovery code or a
 * passkey), or its setup for an account that has none; or a passkey alone. Afterwards the staff
 * page the person came for.
 * Step 2 lives on the server (a session pending its second factor), not in this page: after a
 * reload, or when a staff page sends the tab back here, the page asks the server and resumes
 * step 2 while that session lasts; once it has ended (idle expiry, logout elsewhere), step 2 goes
 * back to step 1 and says why. Only a tab that reached step 2 asks (a flag in sessionStorage,
 * no secret), so other visits make no request that can only answer 401.
 */
import React, {useEffect, useState} from 'react';
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

const stepTwoFlag = 'agentworks-staff-login-step2';

/** Whether this tab reached step 2 (sessionStorage may be unavailable: then it never did). */
function stepTwoFlagged(): boolean {
  try {
    return window.sessionStorage.getItem(stepTwoFlag) !== null;
  } catch {
    return false;
  }
}

function flagStepTwo(on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(stepTwoFlag, '1');
    else window.sessionStorage.removeItem(stepTwoFlag);
  } catch {
    // Without storage a reload shows step 1, as before.
  }
}

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
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const toFactorStep = (session: SessionInfo) => {
    flagStepTwo(true);
    setPendingEmail(session.account.email);
    setExpired(false);
    setStep('factor');
  };
  const onPendingFactor = usePendingFactor(toFactorStep);

  const backToPassword = ({expired: ended}: {expired: boolean}) => {
    flagStepTwo(false);
    if (pendingEmail) setEmail(pendingEmail);
    setPassword('');
    setExpired(ended);
    setStep('password');
  };

  useEffect(() => {
    if (!stepTwoFlagged()) return undefined;
    let current = true;
    void staffRequest<SessionInfo>('GET', '/session').then((result) => {
      if (!current) return;
      if (result.ok && result.data.secondFactor === 'verify') toFactorStep(result.data);
      else if (!result.ok && result.status === 401) backToPassword({expired: true});
      else if (result.ok) flagStepTwo(false);
    });
    return () => {
      current = false;
    };
    // Asked once when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (step === 'factor') {
    return (
      <AuthCard title={translate({id: 'admin.login.factorTitle', message: 'Confirm it is you'})}>
        <div className={styles.stack}>
          {pendingEmail && (
            <p className={styles.muted}>
              <Translate id="admin.login.factorAccount" values={{email: pendingEmail}}>
                {'Signing in as {email}.'}
              </Translate>
            </p>
          )}
          <p>
            <Translate id="admin.login.factorIntro">
              Enter the 6-digit code from your authenticator app, use a passkey, or use one of your recovery codes.
            </Translate>
          </p>
          <FactorCheck
            onVerified={() => {
              flagStepTwo(false);
              history.replace(next);
            }}
            onSessionEnded={() => backToPassword({expired: true})}
          />
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              void staffRequest('POST', '/logout');
              backToPassword({expired: false});
            }}>
            <Translate id="admin.login.startOver">Start over</Translate>
          </button>
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
      intro={
        expired && (
          <p role="alert" className={styles.notice}>
            <Translate id="admin.login.factorExpired">
              Your sign-in was not completed in time, so it has ended. Please log in again.
            </Translate>
          </p>
        )
      }
      send={() => {
        setExpired(false);
        return staffRequest<SessionInfo>('POST', '/login', {email, password});
      }}
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

