import React from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export type Props = {
  id: string;
  /** The field name the server treats as the trap (each form's shared validation names it). */
  name: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A text field people never see or reach by keyboard. Bots fill every field, so the server
 * answers a filled trap with success and stores nothing.
 */
export default function HoneypotField({id, name, value, onChange}: Props): React.JSX.Element {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>
        <Translate id="form.honeypot.label">Leave this field empty</Translate>
      </label>
      <input
        id={id}
        type="text"
        name={name}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
