/**
 * /admin-second-factor: setting up the first second factor (issue 21 §1), which every account
 * does before it reaches any staff page: right after the first-account setup, for an account
 * added in Settings at its first login, and after `npm run admin -- reset-factors`. The server
 * decides: only a session whose account has no factor may enrol here.
 */
import React, {useEffect, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import {staffPaths} from '@site/src/config/ids';
import {staffRequest, type SessionInfo} from '@site/src/lib/staff/api';
import {loginUrl} from '@site/src/lib/staff/navigation';
import {AuthCard, useNextPage} from './AuthForm';
import {EnrolFactor} from './factors/EnrolFactor';
import {RecoveryCodes} from './factors/RecoveryCodes';
import styles from './styles.module.css';

export function SecondFactorPage(): React.JSX.Element {
  const history = useHistory();
  const next = useNextPage();
  const loginPath = useBaseUrl(staffPaths.login);
  const [state, setState] = useState<'checking' | 'enrol' | 'unreachable'>('checking');
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    void staffRequest<SessionInfo>('GET', '/session').then((result) => {
      if (result.ok && result.data.secondFactor === 'enrol') setState('enrol');
      else if (result.ok && result.data.secondFactor === 'verified') history.replace(next);
      else if (result.ok || result.status === 401) history.replace(loginUrl(loginPath, next));
      else setState('unreachable');
    });
    // Checked once when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AuthCard title={translate({id: 'admin.enrol.title', message: 'Set up a second factor'})}>
      {state === 'checking' && (
        <p role="status" className={styles.notice}>
          <Translate id="admin.session.checking">Checking your session…</Translate>
        </p>
      )}
      {state === 'unreachable' && (
        <p role="alert" className={styles.error}>
          <Translate id="admin.session.unreachable">The server could not be reached. Check your connection and try again.</Translate>
        </p>
      )}
      {state === 'enrol' && codes === null && (
        <div className={styles.stack}>
          <p>
            <Translate id="admin.enrol.intro">
              Every staff account signs in with a second factor besides its password. Choose one now; you can add more later in Settings.
            </Translate>
          </p>
          <EnrolFactor onEnrolled={({recoveryCodes}) => (recoveryCodes ? setCodes(recoveryCodes) : history.replace(next))} />
        </div>
      )}
      {codes && <RecoveryCodes codes={codes} onDone={() => history.replace(next)} />}
    </AuthCard>
  );
}
