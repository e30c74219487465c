import React, {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {notifyError} from '@site/src/components/Toasts';
import {partnerFigures, type PartnerProgram} from '@site/src/data/partnerPrograms';
import {sendPartnerApplication} from '@site/src/lib/api/partners';
import {createCsrfToken, fieldMaxLength} from '@site/src/lib/forms/common';
import type {FormErrorCode} from '@site/src/lib/forms/messages';
import {
  normalizePartnerApplication,
  partnerHoneypotField,
  partnerMessageMaxLength,
  partnerRequiredFields,
  validatePartnerApplication,
  type PartnerApplication,
} from '@site/src/lib/forms/partner';
import {errorText, failureToastText, fieldLabels, serverErrorText, type PartnerFieldName} from './text';
import styles from './styles.module.css';
import fieldStyles from '@site/src/css/formFields.module.css';
import HoneypotField from '@site/src/components/HoneypotField';

export type Props = {
  /** The programs offered in the partner type select. */
  programs: readonly PartnerProgram[];
  /** Replaces the browser's fetch (tests, previews). */
  fetchImpl?: typeof fetch;
  className?: string;
};

type Values = Record<PartnerFieldName, string>;

const emptyValues: Values = {
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  phone: '',
  website: '',
  partnerType: '',
  message: '',
};

type FormError = {code: FormErrorCode; fields: PartnerFieldName[]};

type Status = 'editing' | 'submitting' | 'received';

function isFieldName(field: string): field is PartnerFieldName {
  return field in emptyValues;
}

/** A 'required' answer flags every empty required field at once; others flag their own field. */
function fieldsToFlag(code: FormErrorCode, field: string, application: PartnerApplication): PartnerFieldName[] {
  if (code === 'required') {
    const missing = partnerRequiredFields.filter((name) => !application[name]);
    if (missing.length > 0) return missing;
  }
  return isFieldName(field) ? [field] : [];
}

/**
 * 'Become a Partner' (SPEC §3 "Partner application", §5 "Partner form"). The browser checks
 * required fields and the website's URL type first; the shared rules of src/lib/forms/partner
 * then run here and again on the server. On success the form gives way to the confirmation.
 */
export default function PartnerApplicationForm({programs, fetchImpl, className}: Props): React.JSX.Element {
  const baseId = useId();
  const fieldId = (name: string) => `${baseId}-${name}`;
  const errorId = `${baseId}-error`;
  const websiteHintId = `${baseId}-website-hint`;

  const [values, setValues] = useState<Values>(emptyValues);
  const [trap, setTrap] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [status, setStatus] = useState<Status>('editing');

  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<'firstInvalid' | 'confirmation' | 'submit' | null>(null);
  // One submission key per form: a retry after a lost answer is recorded once by the server.
  const csrfToken = useRef<string | null>(null);
  // State is not updated synchronously; this stops a second submit before the button disables.
  const inFlight = useRef(false);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'firstInvalid') {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    } else if (target === 'confirmation') {
      confirmationRef.current?.focus();
    } else if (target === 'submit') {
      submitRef.current?.focus();
    }
  });

  const labels = fieldLabels();
  const isInvalid = (field: PartnerFieldName) => error?.fields.includes(field) ?? false;

  const update = (field: PartnerFieldName, value: string) => {
    setValues((current) => ({...current, [field]: value}));
    // Editing a flagged field takes its flag away; the message goes with the last flag.
    setError((current) => {
      if (!current?.fields.includes(field)) return current;
      const fields = current.fields.filter((name) => name !== field);
      return fields.length > 0 ? {...current, fields} : null;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    csrfToken.current ??= createCsrfToken();
    const application = normalizePartnerApplication({...values, csrfToken: csrfToken.current});
    const issue = validatePartnerApplication(application);
    if (issue) {
      setError({code: issue.code, fields: fieldsToFlag(issue.code, issue.field, application)});
      pendingFocus.current = 'firstInvalid';
      return;
    }

    inFlight.current = true;
    setStatus('submitting');
    setError(null);
    const result = await sendPartnerApplication(
      {...application, [partnerHoneypotField]: trap},
      fetchImpl,
    );
    inFlight.current = false;
    if (result.ok) {
      setStatus('received');
      pendingFocus.current = 'confirmation';
      return;
    }
    // Everything typed stays in the form for another try.
    setStatus('editing');
    notifyError(failureToastText(), serverErrorText(result.error));
    pendingFocus.current = 'submit';
  };

  if (status === 'received') {
    return (
      <div className={clsx(styles.card, styles.confirmation, className)} role="status">
        {/* Focused by script so screen readers hear the outcome; not in the tab order. */}
        <h3 ref={confirmationRef} tabIndex={-1} className={styles.confirmationTitle}>
          <Translate id="partners.form.received.title">Application Received!</Translate>
        </h3>
        <p className={styles.confirmationText}>
          <Translate
            id="partners.form.received.text"
            values={{days: partnerFigures.reviewBusinessDays}}>
            {
              'Thank you for your interest in partnering with us. Our partnership team will review your application and get back to you within {days} business days.'
            }
          </Translate>
        </p>
      </div>
    );
  }

  const submitting = status === 'submitting';
  const wiring = (name: PartnerFieldName, required = true) => ({
    id: fieldId(name),
    name,
    required,
    'aria-invalid': isInvalid(name) || undefined,
    'aria-describedby':
      [name === 'website' ? websiteHintId : undefined, isInvalid(name) ? errorId : undefined]
        .filter(Boolean)
        .join(' ') || undefined,
    className: fieldStyles.input,
  });

  const label = (name: PartnerFieldName, required = true) => (
    <label htmlFor={fieldId(name)} className={fieldStyles.label}>
      {labels[name]}
      {required && (
        <span className={fieldStyles.star} aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );

  const textInput = (
    name: Exclude<PartnerFieldName, 'partnerType' | 'message' | 'website'>,
    autoComplete: string,
    type: 'text' | 'email' | 'tel' = 'text',
  ) => (
    <div className={fieldStyles.field}>
      {label(name)}
      <input
        {...wiring(name)}
        type={type}
        value={values[name]}
        onChange={(event) => update(name, event.target.value)}
        autoComplete={autoComplete}
        maxLength={fieldMaxLength}
        spellCheck={type === 'text' ? undefined : false}
      />
    </div>
  );

  return (
    <div className={clsx(styles.card, className)}>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        aria-label={translate({id: 'partners.form.label', message: 'Partner application'})}
        aria-busy={submitting || undefined}>
        <p className={fieldStyles.requiredNote}>
          <Translate id="partners.form.requiredNote">Fields marked with * are required.</Translate>
        </p>
        <div className={fieldStyles.grid}>
          {textInput('firstName', 'given-name')}
          {textInput('lastName', 'family-name')}
          {textInput('companyName', 'organization')}
          {textInput('email', 'email', 'email')}
          {textInput('phone', 'tel', 'tel')}
          <div className={fieldStyles.field}>
            {label('website', false)}
            <input
              {...wiring('website', false)}
              type="url"
              inputMode="url"
              value={values.website}
              onChange={(event) => update('website', event.target.value)}
              autoComplete="url"
              maxLength={fieldMaxLength}
              spellCheck={false}
              placeholder="https://"
            />
            <span id={websiteHintId} className={fieldStyles.hint}>
              <Translate id="partners.form.field.website.hint">Optional</Translate>
            </span>
          </div>
          <div className={clsx(fieldStyles.field, fieldStyles.wide)}>
            {label('partnerType')}
            <select
              {...wiring('partnerType')}
              className={clsx(fieldStyles.input, fieldStyles.select)}
              value={values.partnerType}
              onChange={(event) => update('partnerType', event.target.value)}>
              <option value="">
                {translate({id: 'partners.form.field.partnerType.placeholder', message: 'Select a program'})}
              </option>
              {programs.map((program) => (
                <option key={program.id} value={program.id}>
                  {program.name}
                </option>
              ))}
            </select>
          </div>
          <div className={clsx(fieldStyles.field, fieldStyles.wide)}>
            {label('message')}
            <textarea
              {...wiring('message')}
              className={clsx(fieldStyles.input, fieldStyles.textarea)}
              value={values.message}
              onChange={(event) => update('message', event.target.value)}
              rows={5}
              maxLength={partnerMessageMaxLength}
            />
          </div>
        </div>

        <HoneypotField id={fieldId(partnerHoneypotField)} name={partnerHoneypotField} value={trap} onChange={setTrap} />

        <p id={errorId} className={fieldStyles.alert} role="alert">
          {error && errorText(error.code)}
        </p>

        <div className={styles.actions}>
          <button
            ref={submitRef}
            type="submit"
            className="button button--primary button--lg"
            disabled={submitting}>
            {submitting ? (
              <Translate id="partners.form.submitting">Submitting...</Translate>
            ) : (
              <Translate id="partners.form.submit">Submit Application</Translate>
            )}
          </button>
        </div>
      </form>
    </div>
  );
}
