import React, {type FormEvent, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {SelectField, TextField} from '@site/src/components/LeadForm/Fields';
import {notifyError, notifySuccess} from '@site/src/components/Toasts';
import {downloadWhitePaper} from '@site/src/lib/api/whitePapers';
import {createCsrfToken, honeypotField} from '@site/src/lib/forms/common';
import type {FormErrorCode} from '@site/src/lib/forms/messages';
import {
  joinUserName,
  normalizeDownloadRequest,
  validateDownloadRequest,
  whitePaperCompanySizes,
  whitePaperFile,
} from '@site/src/lib/forms/whitePaper';
import {companySizeLabels, downloadErrorText, fieldErrorText, fieldLabels, successText} from './text';
import styles from './styles.module.css';
import fieldStyles from '@site/src/css/formFields.module.css';
import HoneypotField from '@site/src/components/HoneypotField';

export type Props = {
  /** The paper in the white-papers bucket (SPEC §3: the benchmark study). */
  filePath?: string;
  /** Replaces the browser's fetch (tests, previews). */
  fetchImpl?: typeof fetch;
  /** Starts the browser download of the answered link (replaced in tests). */
  onDownload?: (url: string) => void;
  id?: string;
  className?: string;
};

type Values = {firstName: string; lastName: string; email: string; companyName: string; companySize: string};
type Field = keyof Values;

const emptyValues: Values = {firstName: '', lastName: '', email: '', companyName: '', companySize: ''};

/** A same-origin link with `download`: the browser saves the PDF and the page stays put. */
function startBrowserDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

function fieldsFor(code: FormErrorCode, field: string, values: Values): Field[] {
  if (code === 'required') {
    const missing = (Object.keys(values) as Field[]).filter((name) => !values[name].trim());
    if (missing.length > 0) return missing;
  }
  if (field === 'userName') return ['firstName', 'lastName'];
  return field in values ? [field as Field] : [];
}

/**
 * SPEC §3 landing/case-study white paper form and its §8 download flow: first and last name,
 * business e-mail, company, size band and an optional newsletter box; on success the browser
 * downloads the PDF.
 */
export default function WhitePaperDownload({
  filePath = whitePaperFile,
  fetchImpl,
  onDownload = startBrowserDownload,
  id = 'white-paper',
  className,
}: Props): React.JSX.Element {
  const baseId = useId();
  const ids = {
    heading: `${id}-heading`,
    error: `${baseId}-error`,
    field: (name: string) => `${baseId}-${name}`,
  };
  const [values, setValues] = useState<Values>(emptyValues);
  const [subscribe, setSubscribe] = useState(false);
  const [trap, setTrap] = useState('');
  const [error, setError] = useState<{text: string; fields: Field[]} | null>(null);
  const [processing, setProcessing] = useState(false);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const csrfToken = useRef<string | null>(null);

  const labels = fieldLabels();
  const sizeLabels = companySizeLabels();

  const update = (field: Field, value: string) => {
    setValues((current) => ({...current, [field]: value}));
    setDone(false);
    setError((current) => {
      if (!current?.fields.includes(field)) return current;
      const fields = current.fields.filter((f) => f !== field);
      return fields.length > 0 ? {...current, fields} : null;
    });
  };

  const flag = (text: string, fields: Field[]) => {
    setError({text, fields});
    // After the render that marks them: focus the first flagged control.
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    csrfToken.current ??= createCsrfToken();
    const request = normalizeDownloadRequest({
      filePath,
      email: values.email,
      userName: joinUserName(values.firstName, values.lastName),
      companyName: values.companyName,
      companySize: values.companySize,
      subscribe,
      csrfToken: csrfToken.current,
    });
    const issue =
      !values.firstName.trim() || !values.lastName.trim()
        ? ({code: 'required', field: 'userName'} as const)
        : validateDownloadRequest(request);
    if (issue) {
      flag(fieldErrorText(issue.code), fieldsFor(issue.code, issue.field, values));
      return;
    }

    inFlight.current = true;
    setProcessing(true);
    setError(null);
    const outcome = await downloadWhitePaper({...request, [honeypotField]: trap}, fetchImpl);
    inFlight.current = false;
    setProcessing(false);
    if (outcome.ok) {
      onDownload(outcome.downloadUrl);
      notifySuccess(successText());
      setDone(true);
      csrfToken.current = null;
      return;
    }
    const text = downloadErrorText(outcome.error);
    setError({text, fields: []});
    notifyError(text);
  };

  const isInvalid = (field: Field) => error?.fields.includes(field) ?? false;
  const textField = (name: Exclude<Field, 'companySize'>, autoComplete: string, type: 'text' | 'email' = 'text') => (
    <TextField
      id={ids.field(name)}
      name={name}
      label={labels[name]}
      markedRequired
      value={values[name]}
      onChange={(value) => update(name, value)}
      type={type}
      autoComplete={autoComplete}
      invalid={isInvalid(name)}
      errorId={ids.error}
    />
  );

  return (
    <section id={id} className={clsx(styles.section, className)} aria-labelledby={ids.heading}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>
            <Translate id="whitePaper.download.eyebrow">Free white paper</Translate>
          </p>
          <h2 id={ids.heading} className={styles.title}>
            <Translate id="whitePaper.download.title">AI Agents vs. Human Support Agents: A Benchmark Study</Translate>
          </h2>
          <p>
            <Translate id="whitePaper.download.text">
              Twelve weeks, eight companies and 186,400 real customer conversations: see how AI agents and
              experienced support teams compare on resolution rate, speed, accuracy, cost and satisfaction.
            </Translate>
          </p>
          <ul className={styles.points}>
            <li>
              <Translate id="whitePaper.download.point.resolution">Resolution rates by type of inquiry</Translate>
            </li>
            <li>
              <Translate id="whitePaper.download.point.cost">Cost per resolved inquiry, human-only vs. AI-first</Translate>
            </li>
            <li>
              <Translate id="whitePaper.download.point.handoff">How to design the hand-off to your team</Translate>
            </li>
          </ul>
        </div>

        <form
          ref={formRef}
          className={styles.card}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-labelledby={ids.heading}
          aria-busy={processing || undefined}>
          <p className={fieldStyles.requiredNote}>
            <Translate id="whitePaper.download.requiredNote">Fields marked with * are required.</Translate>
          </p>
          <div className={fieldStyles.grid}>
            {textField('firstName', 'given-name')}
            {textField('lastName', 'family-name')}
            {textField('email', 'email', 'email')}
            {textField('companyName', 'organization')}
            <SelectField
              id={ids.field('companySize')}
              name="companySize"
              label={labels.companySize}
              markedRequired
              value={values.companySize}
              onChange={(value) => update('companySize', value)}
              placeholder={translate({id: 'whitePaper.download.field.companySize.placeholder', message: 'Select company size'})}
              options={whitePaperCompanySizes.map((size) => ({value: size, label: sizeLabels[size]}))}
              invalid={isInvalid('companySize')}
              errorId={ids.error}
              wide
            />
          </div>
          <div className={styles.subscribe}>
            <input
              id={ids.field('subscribe')}
              type="checkbox"
              checked={subscribe}
              onChange={(event) => setSubscribe(event.target.checked)}
            />
            <label htmlFor={ids.field('subscribe')}>
              <Translate id="whitePaper.download.field.subscribe">
                Send me the newsletter with practical tips on AI agents
              </Translate>
            </label>
          </div>

          <HoneypotField id={ids.field(honeypotField)} name={honeypotField} value={trap} onChange={setTrap} />

          <p id={ids.error} className={fieldStyles.alert} role="alert">
            {error?.text}
          </p>
          <p className={styles.done} role="status">
            {done ? successText() : null}
          </p>
          <div className={styles.actions}>
            <button type="submit" className="button button--primary button--lg" disabled={processing}>
              {processing ? (
                <Translate id="whitePaper.download.action.processing">Processing...</Translate>
              ) : (
                <Translate id="whitePaper.download.action.submit">Download White Paper</Translate>
              )}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
