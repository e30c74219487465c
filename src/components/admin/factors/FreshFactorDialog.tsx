/**
 * "Confirm it is you": shown when a sensitive action answers 403 `freshFactorRequired` (no second
 * factor within the last 5 minutes). A modal <dialog> (focus stays inside, Escape cancels); once
 * the factor is confirmed the action is sent again.
 */
import React, {useEffect, useRef} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from '../styles.module.css';
import {FactorCheck} from './FactorCheck';

export function FreshFactorDialog({open, onDone}: {open: boolean; onDone(confirmed: boolean): void}): React.JSX.Element {
  const dialog = useRef<HTMLDialogElement>(null);
  // Focus is moved here rather than left to the browser's dialog focusing, which differs between
  // browsers: into the code field on opening, back to the control of the action on closing.
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      element.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
    }
    if (!open && element.open) {
      element.close();
      returnFocus.current?.focus();
      returnFocus.current = null;
    }
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={styles.factorDialog}
      aria-labelledby="fresh-factor-title"
      onCancel={(event) => {
        event.preventDefault();
        onDone(false);
      }}>
      {open && (
        <div className={styles.stack}>
          <Heading as="h2" id="fresh-factor-title">
            <Translate id="admin.fresh.title">Confirm it is you</Translate>
          </Heading>
          <p>
            <Translate id="admin.fresh.intro">
              This action changes accounts, keys or security settings, so it needs your second factor again (it was last confirmed more than 5 minutes ago).
            </Translate>
          </p>
          <FactorCheck onVerified={() => onDone(true)} />
          <div>
            <button type="button" className="button button--secondary" onClick={() => onDone(false)}>
              {translate({id: 'admin.fresh.cancel', message: 'Cancel'})}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
