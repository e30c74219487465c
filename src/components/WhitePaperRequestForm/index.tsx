import React, {type FormEvent, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageField, SelectField, TextField, formErrorText, useFormSubmission} from '@site/src/components/forms';
import {formEndpoints} from '@site/src/config/ids';
import {notifyError, notifySuccess} from '@site/src/components/Toasts';
import {requestWhitePaper} from '@site/src/lib/api/whitePapers';
import {useOfferedWhitePaper} from '@site/src/components/WhitePaperOffer';
import {honeypotField} from '@site/src/lib/forms/common';
import {whitePaperCompanySizes} from '@site/src/lib/forms/whitePaper';
import {companySizeLabels, exceptionText, failedText, serverErrorText, successText} from './text';
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

type Field = keyof Values;

/** Where focus goes after the next render (the first flagged field is the hook's). */
type PendingFocus = 'firstField' | 'toggle' | null;

const shownFields = (field: string): Field[] => (field in emptyValues ? [field as Field] : []);

/**
 * SPEC §2-§5, §8: the pricing/case-studies white paper form. Hidden until 'Get the White Paper'
 * is pressed; Cancel hides it; on success the paper is opened in a new tab, which downloads it
 * (the server sends it as an attachment), and the form hides. The heading and description are
 * staff's for the offered paper, or SPEC's copy until they offer one.
 * The prerendered HTML carries the form too, shown only where scripts never run (a CSS
 * `scripting: none` query), so it still posts to the server's no-JS route; hydration drops it.
 */
export default function WhitePaperRequestForm({id, className}: Props): React.JSX.Element {
  const form = useFormSubmission<Field>();
  const {ids, submitting: processing} = form;
  const headingId = ids.field('heading');
  const formId = ids.field('form');

  const [open, setOpen] = useState(false);
  // The prerendered HTML and the hydration render; from then on the toggle decides.
  const withoutScripts = !useIsBrowser();
  const [values, setValues] = useState<Values>(emptyValues);
  const [trap, setTrap] = useState('');
  /** The last paper sent, linked in case the browser blocked the new tab. */
  const [openedUrl, setOpenedUrl] = useState<string | null>(null);
  const {offer} = useOfferedWhitePaper();

  const toggleRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<PendingFocus>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'toggle') toggleRef.current?.focus();
    else if (target === 'firstField') form.formRef.current?.querySelector<HTMLElement>('input')?.focus();
  });

  const show = () => {
    setOpen(true);
    setOpenedUrl(null);
    pendingFocus.current = 'firstField';
  };

  const hide = () => {
    setOpen(false);
    form.clearError();
    pendingFocus.current = 'toggle';
  };

  const update = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({...current, [field]: value}));
    form.clearFlag(field);
  };

  const submit = () =>
    form.submit(async ({schemas, send}) => {
      const input = {...values, title: '', phone: '', heardAboutUs: [], csrfToken: form.submissionKey()};
      const request = form.check(schemas.whitePaperRequestSchema, input, shownFields);
      if (!request) return;
      try {
        const result = await send(() => requestWhitePaper({...request, [honeypotField]: trap}));
        const downloadUrl = result.ok ? result.data.downloadUrl : undefined;
        if (downloadUrl) {
          window.open(downloadUrl, '_blank', 'noopener');
          notifySuccess(successText());
          setOpenedUrl(downloadUrl);
          setValues(emptyValues);
          form.newSubmission();
          setOpen(false);
          pendingFocus.current = 'toggle';
        } else if (!result.ok && result.status === 0) {
          // The client turns a request that never got an answer into the spec's exception text.
          console.warn('White paper request failed before the server answered');
          notifyError(exceptionText());
        } else {
          notifyError(result.ok ? failedText() : serverErrorText(result.code, result.error));
        }
      } catch (exception) {
        // Expected failures (offline, blocked) are not page errors: warn, and tell the reader.
        console.warn('White paper request failed', exception);
        notifyError(exceptionText());
      }
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const textInput = (
    field: 'firstName' | 'lastName' | 'email' | 'companyName',
    label: string,
    autoComplete: string,
    type: 'text' | 'email' = 'text',
  ) => (
    <TextField
      {...form.wiring(field)}
      label={label}
      markedRequired
      value={values[field]}
      onChange={(value) => update(field, value)}
      type={type}
      autoComplete={autoComplete}
    />
  );
  const sizeLabels = companySizeLabels();

  return (
    <section id={id} className={clsx(styles.section, className)} aria-labelledby={headingId}>
      <div className={clsx('container', styles.inner, open && styles.innerOpen, withoutScripts && styles.innerNoScript)}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>
            <Translate id="whitePaperRequest.eyebrow">Free white paper</Translate>
          </p>
          <h2 id={headingId} className={styles.title}>
            {offer?.title ?? <Translate id="whitePaperRequest.title">AI vs. Human Support Agents: A Benchmark Study</Translate>}
          </h2>
          <p className={styles.description}>
            {offer?.description ?? (
              <Translate id="whitePaperRequest.description">
                See how AI agents and human teams compare on resolution rate, response time and cost per
                conversation, and what that means for the plan you choose.
              </Translate>
            )}
          </p>
          {!open && (
            <button
              ref={toggleRef}
              type="button"
              className={clsx('button button--primary button--lg', styles.scriptOnly)}
              aria-controls={formId}
              aria-expanded={false}
              onClick={show}>
              <Translate id="whitePaperRequest.action.open">Get the White Paper</Translate>
            </button>
          )}
          <p className={styles.status} role="status">
            {openedUrl && !open && (
              <>
                <Translate id="whitePaperRequest.downloading">Your download of the white paper has started.</Translate>{' '}
                {/* A file the server streams as an attachment, not a page of the site. */}
                {/* eslint-disable-next-line @docusaurus/no-html-links */}
                <a href={openedUrl} download>
                  <Translate id="whitePaperRequest.downloadAgain">Download it again</Translate>
                </a>
              </>
            )}
          </p>
        </div>

        {(open || withoutScripts) && (
          <form
            id={formId}
            {...form.formProps(formEndpoints.whitePaperRequest)}
            className={clsx(styles.form, withoutScripts && styles.noScriptForm)}
            onSubmit={onSubmit}
            noValidate
            aria-labelledby={headingId}
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
              <SelectField
                {...form.wiring('companySize')}
                label={translate({id: 'whitePaperRequest.field.companySize', message: 'Company Size'})}
                value={values.companySize}
                onChange={(value) => update('companySize', value)}
                placeholder={translate({
                  id: 'whitePaperRequest.field.companySize.placeholder',
                  message: 'Select company size (optional)',
                })}
                options={whitePaperCompanySizes.map((size) => ({value: size, label: sizeLabels[size]}))}
                wide
              />
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

            <PageField />
            <HoneypotField id={ids.field(honeypotField)} name={honeypotField} value={trap} onChange={setTrap} />

            <p id={ids.error} className={styles.error} role="alert">
              {form.error && formErrorText(form.error.code)}
            </p>

            <div className={styles.actions}>
              <button type="submit" className="button button--primary button--lg" disabled={processing}>
                {processing ? (
                  <Translate id="whitePaperRequest.action.processing">Processing...</Translate>
                ) : (
                  <Translate id="whitePaperRequest.action.submit">Download White Paper</Translate>
                )}
              </button>
              <button
                type="button"
                className={clsx('button button--secondary button--lg', styles.scriptOnly)}
                onClick={hide}
                disabled={processing}>
                <Translate id="whitePaperRequest.action.cancel">Cancel</Translate>
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
