/**
 * What the setup page shows instead of its form while the link is checked, and when the link
 * cannot create an account (used, expired, unknown): why, and what to do instead.
 */
import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {staffPaths} from '@site/src/config/ids';
import {staffRequest} from '@site/src/lib/staff/api';
import {setupStatePath, type SetupLinkState} from '@site/src/lib/staff/setupLink';
import styles from './styles.module.css';

/**
 * 'checking' until the server answers (also in the prerendered page, which has no token, so the
 * first render in the browser matches it); a failed check lets the form try, and the server
 * refuses it then if it must.
 */
export function useSetupLinkState(token: string): SetupLinkState | 'checking' {
  const [state, setState] = useState<SetupLinkState | 'checking'>('checking');
  useEffect(() => {
    if (!token) {
      setState('unknown');
      return undefined;
    }
    let current = true;
    setState('checking');
    void staffRequest<{state: SetupLinkState}>('POST', setupStatePath, {token}).then((result) => {
      if (current) setState(result.ok ? result.data.state : 'valid');
    });
    return () => {
      current = false;
    };
  }, [token]);
  return state;
}

const newLinkHint = (
  <Translate id="admin.setup.link.newLink">
    {'Restart the server, or run "npm run admin -- setup-link" on it, for a new link.'}
  </Translate>
);

export function SetupLinkNotice({state}: {state: Exclude<SetupLinkState, 'valid'> | 'checking'}): React.JSX.Element {
  if (state === 'checking') {
    return (
      <p role="status">
        <Translate id="admin.setup.link.checking">Checking your setup link…</Translate>
      </p>
    );
  }
  return (
    <section className={styles.stack} aria-labelledby="setup-link-state">
      <Heading as="h2" id="setup-link-state">
        {state === 'used' && <Translate id="admin.setup.link.used.title">This setup link has already been used</Translate>}
        {state === 'expired' && <Translate id="admin.setup.link.expired.title">This setup link has expired</Translate>}
        {state === 'unknown' && <Translate id="admin.setup.link.unknown.title">This setup link is not valid</Translate>}
      </Heading>
      {state === 'used' && (
        <p>
          <Translate id="admin.setup.link.used.text">
            The first staff account already exists. Log in, or ask an account owner to add you in Settings.
          </Translate>
        </p>
      )}
      {state === 'expired' && (
        <p>
          <Translate id="admin.setup.link.expired.text">A setup link works for one hour after it is made.</Translate> {newLinkHint}
        </p>
      )}
      {state === 'unknown' && (
        <p>
          <Translate id="admin.setup.link.unknown.text">Check that you opened the whole link from the server log.</Translate>{' '}
          {newLinkHint}
        </p>
      )}
      {state === 'used' && (
        <Link className="button button--primary" to={staffPaths.login}>
          <Translate id="admin.setup.link.login">Go to the login page</Translate>
        </Link>
      )}
    </section>
  );
}
