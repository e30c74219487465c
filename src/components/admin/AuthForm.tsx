/**
 * The login and first-run setup pages: a card outside the staff navigation (there is no session
 * yet), whose form posts to the staff API and then opens the page the person came for.
 */
import React, {useId, useState, type FormEvent, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import type {SessionInfo, StaffResult} from '@site/src/lib/staff/api';
import {loginUrl, safeNext, staffHome} from '@site/src/lib/staff/navigation';
import {staffPaths} from '@site/src/config/ids';
import {StaffHead} from './StaffShell';
import {staffErrorText} from './text';
import styles from './styles.module.css';

export type AuthFormProps = {
  title: string;
  intro?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** Checks in the browser first (same rules as the server); a message stops the request. */
  check?(): string | undefined;
  send(): Promise<StaffResult<SessionInfo>>;
  /** The fields; `wiring` ties each to the form's error message while one is shown. */
  children(wiring: {invalid: boolean; describedBy?: string}): ReactNode;
  /** Shown instead of the form when it cannot succeed (a used or expired setup link). */
  insteadOfForm?: ReactNode;
  /** Where a session still without its second factor goes on (login step 2, or its setup). */
  onPendingFactor?(session: SessionInfo): void;
  /** Below the form (the login's passkey button). */
  after?: ReactNode;
};

export function useNextPage(): string {
  const {search} = useLocation();
  const home = useBaseUrl(staffHome);
  return safeNext(new URLSearchParams(search).get('next')) ?? home;
}

/** Goes where a session pending its second factor must go: step 2 (`showStep2`), or the factor's setup. */
export function usePendingFactor(showStep2: (session: SessionInfo) => void = () => undefined) {
  const history = useHistory();
  const next = useNextPage();
  const setupPath = useBaseUrl(staffPaths.secondFactor);
  return (session: SessionInfo) => {
    if (session.secondFactor === 'verify') showStep2(session);
    else history.replace(loginUrl(setupPath, next));
  };
}

export function AuthForm({title, intro, submitLabel, busyLabel, check, send, children, insteadOfForm, onPendingFactor, after}: AuthFormProps): React.JSX.Element {
  const history = useHistory();
  const next = useNextPage();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = check?.();
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    const result = await send();
    setBusy(false);
    if (result.ok && result.data.secondFactor !== 'verified') onPendingFactor?.(result.data);
    else if (result.ok) history.replace(next);
    else setError(staffErrorText(result.code, result.retryAfter));
  };

  // method=post: a form sent before the script runs must not put a password in a URL.
  const form = (
    <form method="post" noValidate className={styles.stack} onSubmit={(event) => void onSubmit(event)}>
      {children(error === null ? {invalid: false} : {invalid: true, describedBy: errorId})}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );

  return (
    <AuthCard title={title}>
      {insteadOfForm ?? (
        <>
          {intro}
          {form}
          {after}
        </>
      )}
    </AuthCard>
  );
}

/** The card of the pages before the staff area proper (login, setup, second-factor setup). */
export function AuthCard({title, children}: {title: string; children: ReactNode}): React.JSX.Element {
  return (
    <Layout title={title}>
      <StaffHead title={title} />
      <main className={styles.shell}>
        <div className={`${styles.card} ${styles.authCard}`}>
          <Heading as="h1">{title}</Heading>
          <noscript>
            <p className={styles.notice}>
              <Translate id="admin.noscript">The staff area needs JavaScript. Please turn it on and reload the page.</Translate>
            </p>
          </noscript>
          {children}
        </div>
      </main>
    </Layout>
  );
}
