/**
 * The one set of form controls every form uses: a label tied to its control, the star for
 * required answers, and the invalid flag pointing at the form's one error message.
 */
import React, {type ChangeEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {fieldMaxLength, noScriptFields} from '@site/src/lib/forms/common';
import styles from './styles.module.css';
import fieldStyles from '@site/src/css/formFields.module.css';

/** What every control shares: its error wiring (SPEC: errors tied to the offending field). */
type Wiring = {
  id: string;
  label: string;
  /** Shows the star; the lead form's position has it without being checked (SPEC §5). */
  markedRequired?: boolean;
  /** The browser's own required check too (the partner form, SPEC §5). */
  required?: boolean;
  invalid: boolean;
  errorId: string;
  /** A hint below the control, read with it. */
  hint?: ReactNode;
};

function Label({id, label, markedRequired, required}: Pick<Wiring, 'id' | 'label' | 'markedRequired' | 'required'>) {
  return (
    <label htmlFor={id} className={fieldStyles.label}>
      {label}
      {(markedRequired || required) && (
        <span className={fieldStyles.star} aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}

const hintIdOf = (id: string) => `${id}-hint`;

function ariaState({id, invalid, errorId, markedRequired, required, hint}: Wiring) {
  const describedBy = [hint ? hintIdOf(id) : undefined, invalid ? errorId : undefined].filter(Boolean).join(' ');
  return {
    required: required || undefined,
    'aria-required': (markedRequired && !required) || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
  };
}

function Hint({id, hint}: Pick<Wiring, 'id' | 'hint'>) {
  return hint ? (
    <span id={hintIdOf(id)} className={fieldStyles.hint}>
      {hint}
    </span>
  ) : null;
}

type TextFieldProps = Wiring & {
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url';
  /** The on-screen keyboard, for a text field the browser must not check (a web address without https://). */
  inputMode?: 'url';
  autoComplete: string;
  placeholder?: string;
  maxLength?: number;
  wide?: boolean;
};

export function TextField(props: TextFieldProps): React.JSX.Element {
  const {id, name, value, onChange, type = 'text', autoComplete, placeholder, maxLength = fieldMaxLength, wide} = props;
  const inputMode = props.inputMode ?? (type === 'url' ? 'url' : undefined);
  return (
    <div className={clsx(fieldStyles.field, wide && fieldStyles.wide)}>
      <Label {...props} />
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        spellCheck={type === 'text' && !inputMode ? undefined : false}
        className={fieldStyles.input}
        {...ariaState(props)}
      />
      <Hint {...props} />
    </div>
  );
}

type TextAreaFieldProps = Wiring & {
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
};

export function TextAreaField(props: TextAreaFieldProps): React.JSX.Element {
  const {id, name, value, onChange, maxLength, rows = 5} = props;
  return (
    <div className={clsx(fieldStyles.field, fieldStyles.wide)}>
      <Label {...props} />
      <textarea
        id={id}
        name={name}
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        rows={rows}
        maxLength={maxLength}
        className={clsx(fieldStyles.input, fieldStyles.textarea)}
        {...ariaState(props)}
      />
      <Hint {...props} />
    </div>
  );
}

type SelectFieldProps = Wiring & {
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  options: ReadonlyArray<{value: string; label: string}>;
  wide?: boolean;
};

export function SelectField(props: SelectFieldProps): React.JSX.Element {
  const {id, name, value, onChange, placeholder, options, wide} = props;
  return (
    <div className={clsx(fieldStyles.field, wide && fieldStyles.wide)}>
      <Label {...props} />
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        className={clsx(fieldStyles.input, fieldStyles.select)}
        {...ariaState(props)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type ChoiceGroupProps = {
  id: string;
  legend: string;
  hint?: ReactNode;
  kind: 'checkbox' | 'radio';
  name: string;
  options: ReadonlyArray<{value: string; label: string}>;
  isChecked: (value: string) => boolean;
  onToggle: (value: string, checked: boolean) => void;
  invalid: boolean;
  errorId: string;
};

/**
 * A fieldset of checkboxes or radios. Radios form a radiogroup, which is where ARIA puts the
 * required and invalid states; checkboxes carry those states themselves.
 */
export function ChoiceGroup({
  id,
  legend,
  hint,
  kind,
  name,
  options,
  isChecked,
  onToggle,
  invalid,
  errorId,
}: ChoiceGroupProps): React.JSX.Element {
  const legendId = `${id}-legend`;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ');
  const isRadio = kind === 'radio';
  return (
    <fieldset
      id={id}
      className={clsx(styles.fieldset, invalid && styles.fieldsetInvalid)}
      role={isRadio ? 'radiogroup' : undefined}
      aria-labelledby={legendId}
      aria-describedby={describedBy || undefined}
      aria-required={isRadio || undefined}
      aria-invalid={(isRadio && invalid) || undefined}>
      <legend id={legendId} className={styles.legend}>
        {legend}
        <span className={fieldStyles.star} aria-hidden="true">
          {' *'}
        </span>
      </legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <div key={option.value} className={styles.choice}>
              <input
                id={optionId}
                type={kind}
                name={name}
                value={option.value}
                checked={isChecked(option.value)}
                onChange={(event) => onToggle(option.value, event.target.checked)}
                className={styles.choiceInput}
                aria-invalid={(!isRadio && invalid) || undefined}
              />
              <label htmlFor={optionId} className={styles.choiceLabel}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The page the form is on, posted along when JavaScript has not taken the form over, so the
 * server can show this page again with the form's error (see server/features/forms/no-script-page.ts).
 */
export function PageField(): React.JSX.Element {
  const {pathname} = useLocation();
  return <input type="hidden" name={noScriptFields.page} value={pathname} />;
}
