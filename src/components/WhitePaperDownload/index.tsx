import React, {type FormEvent, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {PageField, SelectField, TextField, formErrorText, useFormSubmission} from '@site/src/components/forms';
import {formEndpoints} from '@site/src/config/ids';
import {notifyError, notifySuccess} from '@site/src/components/Toasts';
import {downloadWhitePaper, offeredWhitePaper} from '@site/src/lib/api/whitePapers';
import {useOfferedWhitePaper} from '@site/src/components/WhitePaperOffer';
import {honeypotField} from '@site/src/lib/forms/common';
import {joinUserName, whitePaperCompanySizes, whitePaperFile} from '@site/src/lib/forms/whitePaper';
import {companySizeLabels, downloadErrorText, fieldLabels, successText} from './text';
import styles from './styles.module.css';
import fieldStyles from '@site/src/css/formFields.module.css';
import HoneypotField from '@site/src/components/HoneypotField';

export type Props = {
  /**
   * A paper in the white-papers bucket. Without it the form asks the server which paper staff
   * offer (/admin-whitepaper) and shows their title and description for it, falling back to the
   * product's benchmark study and its copy (SPEC §3).
   */
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

/** The form shows first and last name where the request has one userName. */
function shownFields(values: Values) {
  return (field: string): Field[] => {
    if (field === 'userName') return (['firstName', 'lastName'] as const).filter((name) => !values[name].trim());
    return field in values ? [field as Field] : [];
  };
}

/**
 * SPEC §3 landing/case-study white paper form and its §8 download flow: first and last name,
 * business e-mail, company, size band and an optional newsletter box; on success the browser
 * downloads the PDF.
 */
export default function WhitePaperDownload({
  filePath,
  fetchImpl,
  onDownload = startBrowserDownload,
  id = 'white-paper',
  className,
}: Props): React.JSX.Element {
  const form = useFormSubmission<Field>();
  const {ids, submitting: processing} = form;
  const headingId = `${id}-heading`;
  const [values, setValues] = useState<Values>(emptyValues);
  const [subscribe, setSubscribe] = useState(false);
  const [trap, setTrap] = useState('');
  // A failure of the download itself (not of one field): shown in the form's error line.
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {offer, update: setOffer} = useOfferedWhitePaper(fetchImpl, filePath !== undefined);

  const labels = fieldLabels();
  const sizeLabels = companySizeLabels();

  const update = (field: Field, value: string) => {
    setValues((current) => ({...current, [field]: value}));
    setDone(false);
    setFailure(null);
    form.clearFlag(field);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async ({schemas, send}) => {
      setFailure(null);
      const input = {
        filePath: filePath ?? whitePaperFile,
        email: values.email,
        userName: joinUserName(values.firstName, values.lastName),
        companyName: values.companyName,
        companySize: values.companySize,
        subscribe,
        csrfToken: form.submissionKey(),
      };
      const request = form.check(schemas.whitePaperDownloadSchema, input, shownFields(values));
      if (!request) return;
      // The raw path goes out: the client checks and sanitises it the same way (SPEC §8 flow).
      const outcome = await send(async () => {
        // Asked again now, so a paper staff offered since the page loaded is the one sent (and shown).
        const offered = filePath === undefined ? await offeredWhitePaper(fetchImpl) : undefined;
        if (offered) setOffer(offered);
        const paper = filePath ?? offered?.file ?? whitePaperFile;
        return downloadWhitePaper({...request, filePath: paper, [honeypotField]: trap}, fetchImpl);
      });
      if (outcome.ok) {
        onDownload(outcome.downloadUrl);
        notifySuccess(successText());
        setDone(true);
        form.newSubmission();
        return;
      }
      const text = downloadErrorText(outcome.code);
      setFailure(text);
      notifyError(text);
    });
  };

  const textField = (name: Exclude<Field, 'companySize'>, autoComplete: string, type: 'text' | 'email' = 'text') => (
    <TextField
      {...form.wiring(name)}
      label={labels[name]}
      markedRequired
      value={values[name]}
      onChange={(value) => update(name, value)}
      type={type}
      autoComplete={autoComplete}
    />
  );

  return (
    <section id={id} className={clsx(styles.section, className)} aria-labelledby={headingId}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>
            <Translate id="whitePaper.download.eyebrow">Free white paper</Translate>
          </p>
          <h2 id={headingId} className={styles.title}>
            {offer?.title ?? (
              <Translate id="whitePaper.download.title">AI Agents vs. Human Support Agents: A Benchmark Study</Translate>
            )}
          </h2>
          <p>
            {offer?.description ?? (
              <Translate id="whitePaper.download.text">
                Twelve weeks, eight companies and 186,400 real customer conversations: see how AI agents and
                experienced support teams compare on resolution rate, speed, accuracy, cost and satisfaction.
              </Translate>
            )}
          </p>
          {/* The points are the benchmark study's: a paper staff describe is described by them alone. */}
          {!offer?.title && (
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
          )}
        </div>

        <form
          {...form.formProps(formEndpoints.whitePaperDownload)}
          className={styles.card}
          onSubmit={onSubmit}
          noValidate
          aria-labelledby={headingId}
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
              {...form.wiring('companySize')}
              label={labels.companySize}
              markedRequired
              value={values.companySize}
              onChange={(value) => update('companySize', value)}
              placeholder={translate({id: 'whitePaper.download.field.companySize.placeholder', message: 'Select company size'})}
              options={whitePaperCompanySizes.map((size) => ({value: size, label: sizeLabels[size]}))}
              wide
            />
          </div>
          <div className={styles.subscribe}>
            <input
              id={ids.field('subscribe')}
              name="subscribe"
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

          <PageField />
          <input type="hidden" name="filePath" value={filePath ?? whitePaperFile} />
          <HoneypotField id={ids.field(honeypotField)} name={honeypotField} value={trap} onChange={setTrap} />

          <p id={ids.error} className={fieldStyles.alert} role="alert">
            {form.error ? formErrorText(form.error.code) : failure}
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
