/** The labelled field a one-time code is typed into (authenticator app or recovery code). */
import React from 'react';
import fieldStyles from '@site/src/css/formFields.module.css';

export function OneTimeCodeInput({
  id,
  label,
  value,
  onChange,
  recovery = false,
  errorId,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** A recovery code has letters: the text keyboard, not the numeric one. */
  recovery?: boolean;
  /** The error shown for this field, if any. */
  errorId?: string;
}): React.JSX.Element {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={id}
        name="code"
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize={recovery ? 'characters' : 'off'}
        spellCheck={false}
        maxLength={recovery ? 24 : 9}
        className={fieldStyles.input}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  );
}
