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

/** A label above any control. */
export function Field({id, label, children}: {id: string; label: string; children: React.ReactNode}) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  options: Array<{value: string; label: string}>;
  onChange(value: string): void;
  hint?: ReactNode;
}) {
  return (
    <Field id={props.id} label={props.label}>
      <select
        id={props.id}
        className={`${fieldStyles.input} ${fieldStyles.select}`}
        value={props.value}
        aria-describedby={describedByOf(props)}
        onChange={(event) => props.onChange(event.target.value)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Hint id={props.id} hint={props.hint} />
    </Field>
  );
}

/** A day of a range; the other end of the range bounds the picker. */
export function DayField(props: {id: string; label: string; value?: string; min?: string; max?: string; onChange(day?: string): void}) {
  return (
    <Field id={props.id} label={props.label}>
      <input
        id={props.id}
        type="date"
        className={fieldStyles.input}
        value={props.value ?? ''}
        min={props.min || undefined}
        max={props.max || undefined}
        onChange={(event) => props.onChange(event.target.value || undefined)}
      />
    </Field>
  );
}
