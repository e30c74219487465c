/**
 * Settings: the person's second factors (issue 21 §1): the authenticator app and passkeys, each
 * removable after a confirmation (never the last one), adding either, and renewing the recovery
 * codes. Every change needs a factor from the last 5 minutes: the session's API asks for it in a
 * dialog and retries.
 */
import React, {useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {factorCount, type FactorsView} from '@site/src/lib/staff/factors';
import {StaffCard} from '../StaffCard';
import {useStaffSession} from '../StaffSession';
import {EnrolFactor} from '../factors/EnrolFactor';
import {RecoveryCodes} from '../factors/RecoveryCodes';
import {staffErrorText} from '../text';
import {useStaffData} from '../useStaffData';
import {useStaffDates} from '../useStaffDates';
import styles from '../styles.module.css';
import {ConfirmAction} from './ConfirmAction';

export function SecurityCard(): React.JSX.Element {
  const {api} = useStaffSession();
  const formatDate = useStaffDates();
  const {data: factors, error, setError, reload} = useStaffData<FactorsView>('/factors');
  const [status, setStatus] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const count = factors ? factorCount(factors) : 0;
  const remove = async (path: string, done: string) => {
    const result = await api('DELETE', path);
    if (!result.ok) setError(staffErrorText(result.code));
    else setStatus(done);
    await reload();
  };
  const renew = async () => {
    const result = await api<{recoveryCodes: string[]}>('POST', '/factors/recovery-codes');
    if (!result.ok) setError(staffErrorText(result.code));
    else setCodes(result.data.recoveryCodes);
    await reload();
  };
  const removeButton = (label: string, path: string, done: string) =>
    count > 1 ? (
      <ConfirmAction
        action={translate({id: 'admin.security.remove', message: 'Remove {name}'}, {name: label})}
        groupLabel={translate({id: 'admin.security.removeGroup', message: 'Remove {name}?'}, {name: label})}
        question={<Translate id="admin.security.removeQuestion">It will no longer sign you in.</Translate>}
        confirm={translate({id: 'admin.security.removeYes', message: 'Yes, remove'})}
        cancel={translate({id: 'admin.security.removeCancel', message: 'Cancel'})}
        onConfirm={() => remove(path, done)}
      />
    ) : (
      <span className={styles.muted}>
        <Translate id="admin.security.lastFactor">Your only factor: add another to remove it</Translate>
      </span>
    );

  return (
    <StaffCard id="security" title={<Translate id="admin.security.title">Security</Translate>} error={error} status={status}>
      {factors === null ? (
        !error && (
          <p className={styles.muted}>
            <Translate id="admin.loading">Loading…</Translate>
          </p>
        )
      ) : (
        <>
          <ul className={styles.factorList}>
            {factors.totp && (
              <li>
                <span>
                  <Translate id="admin.security.totp">Authenticator app</Translate>
                </span>
                {removeButton(
                  translate({id: 'admin.security.totpName', message: 'the authenticator app'}),
                  '/factors/totp',
                  translate({id: 'admin.security.totpRemoved', message: 'The authenticator app was removed.'}),
                )}
              </li>
            )}
            {factors.passkeys.map((passkey) => (
              <li key={passkey.id}>
                <span>
                  <Translate id="admin.security.passkey" values={{name: passkey.name, date: formatDate(passkey.createdAt)}}>
                    {'Passkey “{name}”, added {date}'}
                  </Translate>
                </span>
                {removeButton(
                  passkey.name,
                  `/factors/passkeys/${passkey.id}`,
                  translate({id: 'admin.security.passkeyRemoved', message: 'The passkey “{name}” was removed.'}, {name: passkey.name}),
                )}
              </li>
            ))}
            <li>
              <span>
                <Translate id="admin.security.recoveryLeft" values={{count: String(factors.recoveryCodesLeft)}}>
                  {'Recovery codes left: {count}'}
                </Translate>
              </span>
              <button type="button" className="button button--secondary button--sm" onClick={() => void renew()}>
                {translate({id: 'admin.security.renew', message: 'Make new recovery codes'})}
              </button>
            </li>
          </ul>
          {codes && (
            <RecoveryCodes
              codes={codes}
              onDone={() => {
                setCodes(null);
                setStatus(translate({id: 'admin.security.renewed', message: 'New recovery codes are in use; the old ones no longer work.'}));
              }}
            />
          )}
          {adding ? (
            <EnrolFactor
              api={api}
              offer={factors.totp ? ['passkey'] : ['totp', 'passkey']}
              onEnrolled={() => {
                setAdding(false);
                setStatus(translate({id: 'admin.security.added', message: 'The second factor was added.'}));
                void reload();
              }}
            />
          ) : (
            <button type="button" className="button button--primary button--sm" onClick={() => setAdding(true)}>
              {translate({id: 'admin.security.add', message: 'Add a second factor'})}
            </button>
          )}
        </>
      )}
    </StaffCard>
  );
}
