/**
 * A destructive action that asks first: the button turns into a named group with the
 * consequence, "Yes" and "Cancel" (focus moves to Cancel, the safe choice).
 */
import React, {useEffect, useRef, useState} from 'react';
import styles from '../styles.module.css';

export function ConfirmAction({
  action,
  actionLabel,
  groupLabel,
  question,
  confirm,
  cancel,
  onConfirm,
}: {
  /** The first button's text, e.g. "Revoke key Checkout". */
  action: React.ReactNode;
  /** Its accessible name when the text is shortened to fit a table ("Revoke" for "Revoke key Checkout"). */
  actionLabel?: string;
  groupLabel: string;
  question: React.ReactNode;
  confirm: React.ReactNode;
  cancel: React.ReactNode;
  onConfirm(): void | Promise<void>;
}): React.JSX.Element {
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) cancelRef.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button type="button" className="button button--secondary button--sm" aria-label={actionLabel} onClick={() => setAsking(true)}>
        {action}
      </button>
    );
  }
  return (
    <div className={styles.actions} role="group" aria-label={groupLabel}>
      <span>{question}</span>
      <button
        type="button"
        className="button button--danger button--sm"
        onClick={() => {
          setAsking(false);
          void onConfirm();
        }}>
        {confirm}
      </button>
      <button type="button" ref={cancelRef} className="button button--secondary button--sm" onClick={() => setAsking(false)}>
        {cancel}
      </button>
    </div>
  );
}
