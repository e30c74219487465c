/**
 * Labelled inputs of the staff forms, in the site's form look. A password can be shown while
 * typing (paste and password managers work as with any input).
 */
import React, {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import fieldStyles from '@site/src/css/formFields.module.css';
import {newPasswordHint} from './passwordHint';
import styles from './styles.module.css';

type InputProps = {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: string;
  invalid?: boolean;
  describedBy?: string;
  hint?: ReactNode;
};

function Hint({id, hint}: {id: string; hint?: ReactNode}) {
  return hint ? (
    <span id={`${id}-hint`} className={fieldStyles.hint}>
      {hint}
    </span>
  ) : null;
}

function describedByOf({id, hint, describedBy}: Pick<InputProps, 'id' | 'hint' | 'describedBy'>) {
  return [hint ? `${id}-hint` : undefined, describedBy].filter(Boolean).join(' ') || undefined;
}

export function EmailInput(props: InputProps): React.JSX.Element {
  const {id, label, value, onChange, autoComplete, invalid} = props;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={id}
        name={id}
        type="email"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        spellCheck={false}
        maxLength={254}
        className={fieldStyles.input}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByOf(props)}
      />
      <Hint id={id} hint={props.hint} />
    </div>
  );
}

export function PasswordInput(props: InputProps): React.JSX.Element {
  const {id, label, value, onChange, autoComplete, invalid} = props;
  const [shown, setShown] = useState(false);
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.passwordRow}>
        <input
          id={id}
          name={id}
          type={shown ? 'text' : 'password'}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          className={fieldStyles.input}
          aria-invalid={invalid || undefined}
          aria-describedby={describedByOf(props)}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}>
          {translate({id: 'admin.password.show', message: 'Show'})}
        </button>
      </div>
      <Hint id={id} hint={props.hint} />
    </div>
  );
}

type PresetProps = Omit<InputProps, 'label' | 'autoComplete' | 'hint'>;

/** The e-mail an account logs in with (password managers file the password under it). */
export function AccountEmailInput(props: PresetProps): React.JSX.Element {
  return (
    <EmailInput
      label={translate({id: 'admin.field.email', message: 'E-mail'})}
      autoComplete="username"
      {...props}
    />
  );
}

/** A password being set: the rule and the advice under it, a generated one offered by managers. */
export function NewPasswordInput({label, ...props}: PresetProps & {label?: string}): React.JSX.Element {
  return (
    <PasswordInput
      label={label ?? translate({id: 'admin.field.newPassword', message: 'New password'})}
      autoComplete="new-password"
      hint={newPasswordHint()}
      {...props}
    />
  );
}
