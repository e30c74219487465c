/**
 * A secret the server answers once (an API key, a webhook signing secret): shown with a copy
 * button and a plain warning that it cannot be shown again, until staff say they have it.
 */
import React, {useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {copyToClipboard} from '@site/src/lib/clipboard';
import styles from '../styles.module.css';

/** Copies `text` to the clipboard, with a status line that says whether the browser allowed it. */
export function useCopy(text: string): {copy(): Promise<void>; copyStatus: React.JSX.Element} {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await copyToClipboard(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const copyStatus = (
    <span role="status" className={styles.muted}>
      {copied === true && translate({id: 'admin.secret.copied', message: 'Copied to the clipboard.'})}
      {copied === false &&
        translate({id: 'admin.secret.copyFailed', message: 'The browser did not allow copying: select the text and copy it.'})}
    </span>
  );
  return {copy, copyStatus};
}

export function SecretOnce({id, label, secret, onDone}: {id: string; label: string; secret: string; onDone(): void}): React.JSX.Element {
  const {copy, copyStatus} = useCopy(secret);
  return (
    <div className={styles.secretOnce} role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-warning`}>
      <p id={`${id}-label`} className={styles.secretLabel}>
        {label}
      </p>
      <p id={`${id}-warning`} className={styles.secretWarning}>
        <Translate id="admin.secret.warning">
          Copy it now and keep it somewhere safe: it is shown only this once and cannot be shown again.
        </Translate>
      </p>
      <code className={styles.secretValue} data-testid={`${id}-value`}>
        {secret}
      </code>
      <div className={styles.actions}>
        <button type="button" className="button button--primary button--sm" onClick={() => void copy()}>
          {translate({id: 'admin.secret.copy', message: 'Copy'})}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={onDone}>
          {translate({id: 'admin.secret.done', message: 'I have copied it'})}
        </button>
        {copyStatus}
      </div>
    </div>
  );
}
