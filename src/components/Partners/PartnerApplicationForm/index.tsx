import React, {useLayoutEffect, useRef, useState, type FormEvent} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {PageField, SelectField, TextAreaField, TextField, formErrorText, useFormSubmission} from '@site/src/components/forms';
import {formEndpoints} from '@site/src/config/ids';
import {notifyError} from '@site/src/components/Toasts';
import {partnerFigures, type PartnerProgram} from '@site/src/data/partnerPrograms';
import {localFigure} from '@site/src/data/siteFigures';
import {sendPartnerApplication} from '@site/src/lib/api/partners';
import {partnerHoneypotField, partnerMessageMaxLength} from '@site/src/lib/forms/partner';
import {failureToastText, fieldLabels, serverErrorText, type PartnerFieldName} from './text';
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

type Status = 'editing' | 'received';

const shownFields = (field: string): PartnerFieldName[] => (field in emptyValues ? [field as PartnerFieldName] : []);

/**
 * 'Become a Partner' (SPEC §3 "Partner application", §5 "Partner form"). The browser checks
 * required fields first; the partner schema of src/lib/forms (website included) then
 * runs here and again on the server. On success the form gives way to the confirmation.
 */
export default function PartnerApplicationForm({programs, fetchImpl, className}: Props): React.JSX.Element {
  const form = useFormSubmission<PartnerFieldName>();
  const {ids, submitting} = form;

  const [values, setValues] = useState<Values>(emptyValues);
  const [trap, setTrap] = useState('');
  const [status, setStatus] = useState<Status>('editing');

  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<'confirmation' | 'submit' | null>(null);

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'confirmation') confirmationRef.current?.focus();
    else if (target === 'submit') submitRef.current?.focus();
  });

  const labels = fieldLabels();

  const update = (field: PartnerFieldName, value: string) => {
    setValues((current) => ({...current, [field]: value}));
    form.clearFlag(field);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async ({schemas, send}) => {
      const input = {...values, csrfToken: form.submissionKey()};
      const application = form.check(schemas.partnerSchema, input, shownFields);
      if (!application) return;
      const result = await send(() =>
        sendPartnerApplication({...application, [partnerHoneypotField]: trap}, fetchImpl),
      );
      if (result.ok) {
        setStatus('received');
        pendingFocus.current = 'confirmation';
        return;
      }
      // Everything typed stays in the form for another try.
      notifyError(failureToastText(), serverErrorText(result.code));
      pendingFocus.current = 'submit';
    });
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
            values={{days: localFigure(partnerFigures.reviewBusinessDays)}}>
            {
              'Thank you for your interest in partnering with us. Our partnership team will review your application and get back to you within {days} business days.'
            }
          </Translate>
        </p>
      </div>
    );
  }

  const field = (name: PartnerFieldName, required = true) => ({
    ...form.wiring(name),
    label: labels[name],
    required,
    value: values[name],
    onChange: (value: string) => update(name, value),
  });

  return (
    <div className={clsx(styles.card, className)}>
      <form
        {...form.formProps(formEndpoints.partner)}
        className={styles.form}
        onSubmit={onSubmit}
        aria-label={translate({id: 'partners.form.label', message: 'Partner application'})}
        aria-busy={submitting || undefined}>
        <p className={fieldStyles.requiredNote}>
          <Translate id="partners.form.requiredNote">Fields marked with * are required.</Translate>
        </p>
        <div className={fieldStyles.grid}>
          <TextField {...field('firstName')} autoComplete="given-name" />
          <TextField {...field('lastName')} autoComplete="family-name" />
          <TextField {...field('companyName')} autoComplete="organization" />
          <TextField {...field('email')} type="email" autoComplete="email" />
          <TextField {...field('phone')} type="tel" autoComplete="tel" />
          <TextField
            {...field('website', false)}
            // Text with a URL keyboard, not type="url": the browser would refuse a bare domain.
            inputMode="url"
            autoComplete="url"
            placeholder="example.com"
            hint={<Translate id="partners.form.field.website.hint">Optional</Translate>}
          />
          <SelectField
            {...field('partnerType')}
            placeholder={translate({id: 'partners.form.field.partnerType.placeholder', message: 'Select a program'})}
            options={programs.map((program) => ({value: program.id, label: program.name}))}
            wide
          />
          <TextAreaField {...field('message')} maxLength={partnerMessageMaxLength} />
        </div>

        <PageField />
        <HoneypotField id={ids.field(partnerHoneypotField)} name={partnerHoneypotField} value={trap} onChange={setTrap} />

        <p id={ids.error} className={fieldStyles.alert} role="alert">
          {form.error && formErrorText(form.error.code)}
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
