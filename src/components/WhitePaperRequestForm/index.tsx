import React, {type FormEvent, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {notifyError, notifySuccess} from '@site/src/components/Toasts';
import {requestWhitePaper} from '@site/src/lib/api/whitePapers';
import {createCsrfToken, fieldMaxLength, honeypotField} from '@site/src/lib/forms/common';
import type {FormErrorCode} from '@site/src/lib/forms/messages';
import {
  normalizeWhitePaperRequest,
  validateWhitePaperRequest,
  whitePaperCompanySizes,
  whitePaperRequestRequired,
  type RequestField,
} from '@site/src/lib/forms/whitePaper';
import {
  companySizeLabels,
  exceptionText,
  failedText,
  formErrorText,
  serverErrorText,
  successText,
} from './text';
import styles from './styles.module.css';
import fieldStyles from '@site/src/css/formFields.module.css';
import HoneypotField from '@site/src/components/HoneypotField';

export type Props = {
  /** Anchor of the section, for in-page links. */
  id?: string;
  className?: string;
};

/** The fields SPEC §3 shows on this variant; title, phone and heardAboutUs are sent empty. */
type Values = {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  companySize: string;
  subscribe: boolean;
};

const emptyValues: Values = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  companySize: '',
  subscribe: false,
};

type FormError = {code: FormErrorCode; fields: RequestField[]};

/** Where focus goes after the next render. */
type PendingFocus = 'firstField' | 'firstInvalid' | 'toggle' | null;

/**
 * SPEC §2-§5, §8: the pricing/case-studies white paper form. Hidden until 'Get the White Paper'
 * is pressed; Cancel hides it; on success the paper opens in a new tab and the form hides.
 */
export default function WhitePaperRequestForm({id, className}: Props): React.JSX.Element {
  const baseId = useId();
  const ids = {
    heading: `${baseId}-heading`,
    form: `${baseId}-form`,
    error: `${baseId}-error`,
    field: (name: string) => `${baseId}-${name}`,
  };

  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(emptyValues);
  const [trap, setTrap] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [processing, setProcessing] = useState(false);
  /** The last paper opened, linked in case the browser blocked the new tab. */
  const [openedUrl, setOpenedUrl] = useState<string | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<PendingFocus>(null);
  // State updates are not synchronous; this stops a second submit before the button disables.
  const inFlight = useRef(false);
  // One submission key per filled-in form: a double submit is recorded once by the server.
  const csrfToken = useRef<string | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'toggle') toggleRef.current?.focus();
    else if (target === 'firstField') formRef.current?.querySelector<HTMLElement>('input')?.focus();
    else if (target === 'firstInvalid') {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  });

  const show = () => {
    setOpen(true);
    setOpenedUrl(null);
    pendingFocus.current = 'firstField';
  };

  const hide = () => {
    setOpen(false);
    setError(null);
    pendingFocus.current = 'toggle';
  };

  const update = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({...current, [field]: value}));
    setError((current) => {
      if (!current?.fields.includes(field)) return current;
      const fields = current.fields.filter((f) => f !== field);
      return fields.length > 0 ? {...current, fields} : null;
    });
  };

  const submit = async () => {
    if (inFlight.current) return;
    csrfToken.current ??= createCsrfToken();
    const request = normalizeWhitePaperRequest({
      ...values,
      title: '',
      phone: '',
      heardAboutUs: [],
      csrfToken: csrfToken.current,
    });
    const issue = validateWhitePaperRequest(request);
    if (issue) {
      // Flag every empty required field at once, so all can be fixed in one go.
      const missing = whitePaperRequestRequired.filter((field) => !request[field]);
      setError({code: issue.code, fields: issue.code === 'required' && missing.length > 0 ? missing : [issue.field]});
      pendingFocus.current = 'firstInvalid';
      return;
    }

    inFlight.current = true;
    setProcessing(true);
    setError(null);
    try {
      const result = await requestWhitePaper({...request, [honeypotField]: trap});
      const downloadUrl = result.ok ? result.data.downloadUrl : undefined;
      if (downloadUrl) {
        window.open(downloadUrl, '_blank', 'noopener');
        notifySuccess(successText());
        setOpenedUrl(downloadUrl);
        setValues(emptyValues);
        csrfToken.current = null;
        setOpen(false);
        pendingFocus.current = 'toggle';
      } else if (!result.ok && result.status === 0) {
        // The client turns a request that never got an answer into the spec's exception text.
        console.warn('White paper request failed before the server answered');
        notifyError(exceptionText());
      } else {
        notifyError(result.ok ? failedText() : serverErrorText(result.error));
      }
    } catch (exception) {
      // Expected failures (offline, blocked) are not page errors: warn, and tell the reader.
      console.warn('White paper request failed', exception);
      notifyError(exceptionText());
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const isInvalid = (field: RequestField) => error?.fields.includes(field) ?? false;
  const wiring = (field: RequestField, required: boolean) => ({
    id: ids.field(field),
    name: field,
    'aria-required': required || undefined,
    'aria-invalid': isInvalid(field) || undefined,
    'aria-describedby': isInvalid(field) ? ids.error : undefined,
    className: fieldStyles.input,
  });
  const label = (field: RequestField, text: string, required: boolean) => (
    <label htmlFor={ids.field(field)} className={fieldStyles.label}>
      {text}
      {required && (
        <span className={fieldStyles.star} aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
  const textInput = (
    field: 'firstName' | 'lastName' | 'email' | 'companyName',
    text: string,
    autoComplete: string,
    type: 'text' | 'email' = 'text',
  ) => (
    <div className={fieldStyles.field}>
      {label(field, text, true)}
      <input
        {...wiring(field, true)}
        type={type}
        value={values[field]}
        onChange={(event) => update(field, event.target.value)}
        autoComplete={autoComplete}
        maxLength={fieldMaxLength}
        spellCheck={type === 'email' ? false : undefined}
      />
    </div>
  );
  const sizeLabels = companySizeLabels();

  return (
    <section id={id} className={clsx(styles.section, className)} aria-labelledby={ids.heading}>
      <div className={clsx('container', styles.inner, open && styles.innerOpen)}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>
            <Translate id="whitePaperRequest.eyebrow">Free white paper</Translate>
          </p>
          <h2 id={ids.heading} className={styles.title}>
            <Translate id="whitePaperRequest.title">AI vs. Human Support Agents: A Benchmark Study</Translate>
          </h2>
          <p className={styles.description}>
            <Translate id="whitePaperRequest.description">
              See how AI agents and human teams compare on resolution rate, response time and cost per
              conversation, and what that means for the plan you choose.
            </Translate>
          </p>
          {!open && (
            <button
              ref={toggleRef}
              type="button"
              className="button button--primary button--lg"
              aria-controls={ids.form}
              aria-expanded={false}
              onClick={show}>
              <Translate id="whitePaperRequest.action.open">Get the White Paper</Translate>
            </button>
          )}
          <p className={styles.status} role="status">
            {openedUrl && !open && (
              <>
                <Translate id="whitePaperRequest.opened">The white paper opened in a new tab.</Translate>{' '}
                <a href={openedUrl} target="_blank" rel="noopener noreferrer">
                  <Translate id="whitePaperRequest.openAgain">Open it again</Translate>
                </a>
              </>
            )}
          </p>
        </div>

        {open && (
          <form
            id={ids.form}
            ref={formRef}
            className={styles.form}
            onSubmit={onSubmit}
            noValidate
            aria-labelledby={ids.heading}
            aria-busy={processing || undefined}>
            <p className={fieldStyles.requiredNote}>
              <Translate id="whitePaperRequest.requiredNote">Fields marked with * are required.</Translate>
            </p>
            <div className={fieldStyles.grid}>
              {textInput('firstName', translate({id: 'whitePaperRequest.field.firstName', message: 'First Name'}), 'given-name')}
              {textInput('lastName', translate({id: 'whitePaperRequest.field.lastName', message: 'Last Name'}), 'family-name')}
              {textInput('email', translate({id: 'whitePaperRequest.field.email', message: 'Business Email'}), 'email', 'email')}
              {textInput(
                'companyName',
                translate({id: 'whitePaperRequest.field.companyName', message: 'Company Name'}),
                'organization',
              )}
              <div className={clsx(fieldStyles.field, fieldStyles.wide)}>
                {label('companySize', translate({id: 'whitePaperRequest.field.companySize', message: 'Company Size'}), false)}
                <select
                  {...wiring('companySize', false)}
                  className={clsx(fieldStyles.input, fieldStyles.select)}
                  value={values.companySize}
                  onChange={(event) => update('companySize', event.target.value)}>
                  <option value="">
                    {translate({id: 'whitePaperRequest.field.companySize.placeholder', message: 'Select company size (optional)'})}
                  </option>
                  {whitePaperCompanySizes.map((size) => (
                    <option key={size} value={size}>
                      {sizeLabels[size]}
                    </option>
                  ))}
                </select>
              </div>
            </div>

            <div className={styles.checkbox}>
              <input
                id={ids.field('subscribe')}
                name="subscribe"
                type="checkbox"
                checked={values.subscribe}
                onChange={(event) => update('subscribe', event.target.checked)}
              />
              <label htmlFor={ids.field('subscribe')}>
                <Translate id="whitePaperRequest.field.subscribe">
                  Send me occasional news and insights about AI agents
                </Translate>
              </label>
            </div>

            <HoneypotField id={ids.field(honeypotField)} name={honeypotField} value={trap} onChange={setTrap} />

            <p id={ids.error} className={styles.error} role="alert">
              {error && formErrorText(error.code)}
            </p>

            <div className={styles.actions}>
              <button type="submit" className="button button--primary button--lg" disabled={processing}>
                {processing ? (
                  <Translate id="whitePaperRequest.action.processing">Processing...</Translate>
                ) : (
                  <Translate id="whitePaperRequest.action.submit">Download White Paper</Translate>
                )}
              </button>
              <button type="button" className="button button--secondary button--lg" onClick={hide} disabled={processing}>
                <Translate id="whitePaperRequest.action.cancel">Cancel</Translate>
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
