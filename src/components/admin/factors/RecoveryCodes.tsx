/**
 * Recovery codes, shown once (after the first factor, or when renewed): copy, download as a text
 * file, and a confirmation that they are saved before the page moves on.
 */
import React, {useId, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useCopy} from '../settings/SecretOnce';
import styles from '../styles.module.css';

export function RecoveryCodes({codes, onDone}: {codes: string[]; onDone(): void}): React.JSX.Element {
  const id = useId();
  const [saved, setSaved] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const {copy, copyStatus} = useCopy(text);
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], {type: 'text/plain'}));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'agentworks-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className={styles.secretOnce} role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-warning`}>
      <p id={`${id}-title`} className={styles.secretLabel}>
        <Translate id="admin.recovery.title">Your recovery codes</Translate>
      </p>
      <p id={`${id}-warning`} className={styles.secretWarning}>
        <Translate id="admin.recovery.warning">
          Each code signs you in once if you lose your phone or passkey. Keep them somewhere safe: they are shown only this once.
        </Translate>
      </p>
      <ul className={styles.recoveryCodes} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary button--sm" onClick={() => void copy()}>
          {translate({id: 'admin.recovery.copy', message: 'Copy the codes'})}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={download}>
          {translate({id: 'admin.recovery.download', message: 'Download as a text file'})}
        </button>
        {copyStatus}
      </div>
      <label className={styles.savedCheck}>
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />{' '}
        <Translate id="admin.recovery.saved">I have saved these codes</Translate>
      </label>
      <div>
        <button type="button" className="button button--primary" disabled={!saved} onClick={onDone}>
          {translate({id: 'admin.recovery.continue', message: 'Continue'})}
        </button>
      </div>
    </div>
  );
}
