import React, {type FormEvent, useEffect, useRef, useState, useSyncExternalStore} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ChoiceGroup, PageField, SelectField, TextAreaField, TextField, formErrorText, useFormSubmission} from '@site/src/components/forms';
import {formEndpoints} from '@site/src/config/ids';
import {notifyError, notifySuccess} from '@site/src/components/Toasts';
import {limits} from '@site/src/config/site';
import {sendLeadNotification} from '@site/src/lib/api/leads';
import {honeypotField, noScriptFields} from '@site/src/lib/forms/common';
import {aiUseCases, leadCompanySizes, leadInterests, leadMessageMaxLength} from '@site/src/lib/forms/lead';
import {parseRoiEstimate} from '@site/src/lib/forms/leadRoiEstimate';
import {
  attachSandbox,
  attachedSandbox,
  subscribeAttachedSandbox,
  type AttachedSandbox,
} from '@site/src/lib/forms/leadAttachedSandbox';
import {revealAndFocus} from './scroll';
import {
  companySizeLabels,
  contactLabels,
  failureToastText,
  interestLabels,
  messageLabel,
  roiEstimateMessage,
  serverErrorText,
  successToastText,
  useCaseLabels,
  type LeadContactField,
} from './text';
import styles from './styles.module.css';
import fieldStyles from '@site/src/css/formFields.module.css';
import HoneypotField from '@site/src/components/HoneypotField';

/** The form's scroll-and-focus step, for the buttons elsewhere on the page that lead to it. */
export {revealAndFocus} from './scroll';

export type Props = {
  /** Replaces the browser's fetch (tests, previews). */
  fetchImpl?: typeof fetch;
  className?: string;
};

type Step = 1 | 2;
const stepCount = 2;

type LeadContact = Record<LeadContactField, string>;
type LeadNeeds = {interests: string[]; aiUseCase: string; message: string};
type FieldName = LeadContactField | keyof LeadNeeds;

/** Where focus goes after the next render, besides the first flagged field (the hook's). */
type PendingFocus = 'stepHeading' | 'submit' | null;

const emptyContact: LeadContact = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  position: '',
  companyName: '',
  companySize: '',
};

const contactFieldNames = Object.keys(emptyContact) as LeadContactField[];
const fieldNames: readonly string[] = [...contactFieldNames, 'interests', 'aiUseCase', 'message'];

function isContactField(field: string): field is LeadContactField {
  return (contactFieldNames as string[]).includes(field);
}

/** The fields of an issue this form shows (the submission key is not one). */
const shownFields = (field: string): FieldName[] => (fieldNames.includes(field) ? [field as FieldName] : []);

/**
 * Issue 20: arriving from the ROI calculator's call to action (its estimate in the query string),
 * the message starts with a sentence stating the estimate. After hydration only: the prerendered
 * page knows no query string, so without JavaScript the form simply starts empty.
 */
function useRoiEstimatePrefill(setNeeds: React.Dispatch<React.SetStateAction<LeadNeeds>>): void {
  const {search} = useLocation();
  const locale = useDocusaurusContext().i18n.currentLocale;
  useEffect(() => {
    const estimate = parseRoiEstimate(search);
    if (!estimate) return;
    const message = roiEstimateMessage(estimate, locale);
    // What the visitor typed already is theirs: the estimate never replaces it.
    setNeeds((current) => (current.message ? current : {...current, message}));
  }, [search, locale, setNeeds]);
}

/**
 * Issue 23: the visitor kept the agent they tried on their content. What we know fills the empty
 * fields (never what they typed), and the sandbox goes with the lead.
 */
function useSandboxPrefill(
  attached: AttachedSandbox | null,
  setContact: React.Dispatch<React.SetStateAction<LeadContact>>,
  setNeeds: React.Dispatch<React.SetStateAction<LeadNeeds>>,
): void {
  useEffect(() => {
    if (!attached) return;
    setNeeds((current) => (current.message ? current : {...current, message: attached.message}));
    setContact((current) => (current.companyName || !attached.companyName ? current : {...current, companyName: attached.companyName}));
  }, [attached, setContact, setNeeds]);
}

function AttachedSandboxNote({attached}: {attached: AttachedSandbox}): React.JSX.Element {
  return (
    <div className={styles.attached}>
      <p>
        {translate(
          {id: 'lead.sandbox.attached', message: 'The agent you tried on {sources} goes with this form, and we keep it for 30 days.'},
          {sources: attached.sources.join(', ')},
        )}
      </p>
      <button type="button" className="button button--link button--sm" onClick={() => attachSandbox(null)}>
        <Translate id="lead.sandbox.detach">Send the form without it</Translate>
      </button>
    </div>
  );
}

/** SPEC §3-§5 two-step lead form: contact details, then needs, then the notification call. */
export default function LeadForm({fetchImpl, className}: Props): React.JSX.Element {
  const history = useHistory();
  const thankYouPath = useBaseUrl('/thank-you');
  const form = useFormSubmission<FieldName>();
  const {ids, isInvalid, clearFlag, submitting} = form;
  const headingId = (of: Step) => ids.field(`heading-${of}`);

  const [step, setStep] = useState<Step>(1);
  const [contact, setContact] = useState<LeadContact>(emptyContact);
  const [needs, setNeeds] = useState<LeadNeeds>({interests: [], aiUseCase: '', message: ''});
  const [trap, setTrap] = useState('');

  const cardRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<PendingFocus>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  useRoiEstimatePrefill(setNeeds);
  const attached = useSyncExternalStore(subscribeAttachedSandbox, attachedSandbox, () => null);
  useSandboxPrefill(attached, setContact, setNeeds);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'stepHeading' && cardRef.current) {
      revealAndFocus(cardRef.current, document.getElementById(headingId(step)));
    } else if (target === 'submit' && submitRef.current) {
      // Mid-screen, so the failure toast in the bottom corner does not cover the retry button.
      revealAndFocus(submitRef.current, submitRef.current, 'center');
    }
  });

  /** A problem with a step-1 answer takes the reader back to step 1 to fix it. */
  const showFields = (field: string): FieldName[] => {
    const fields = shownFields(field);
    if (fields.some(isContactField)) setStep(1);
    return fields;
  };

  const updateContact = (field: LeadContactField, value: string) => {
    setContact((current) => ({...current, [field]: value}));
    clearFlag(field);
  };

  const goToStep = (next: Step) => {
    form.clearError();
    setStep(next);
    pendingFocus.current = 'stepHeading';
  };

  const handleContinue = () =>
    form.submit(async ({schemas}) => {
      if (form.check(schemas.leadSteps.contact, contact, showFields)) goToStep(2);
    });

  const handleSubmit = () =>
    form.submit(
      async ({schemas, send}) => {
        if (!form.check(schemas.leadSteps.needs, needs, showFields)) return;
        const input = {...contact, ...needs, ...(attached ? {sandboxKey: attached.key} : {}), csrfToken: form.submissionKey()};
        const lead = form.check(schemas.leadSchema, input, showFields);
        if (!lead) return;
        const result = await send(() => sendLeadNotification({...lead, [honeypotField]: trap}, fetchImpl));
        if (result.ok) {
          // The toast appears in the bottom corner, where a Submit button low in the view
          // would sit under it for the whole redirect delay: bring the button to mid-screen
          // first, at once, so the two never meet while the toast slides in.
          submitRef.current?.scrollIntoView?.({block: 'center', behavior: 'instant'});
          notifySuccess(successToastText());
          // The button stays disabled until the page changes: the lead is already in.
          redirectTimer.current = setTimeout(() => history.push(thankYouPath), limits.leadRedirectDelayMs);
          return;
        }
        notifyError(failureToastText(), serverErrorText(result.code));
        pendingFocus.current = 'submit';
      },
      {holdAfterSuccess: true},
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 1) void handleContinue();
    else void handleSubmit();
  };

  const labels = contactLabels();
  const sizeLabels = companySizeLabels();
  const interestText = interestLabels();
  const useCaseText = useCaseLabels();

  const textField = (
    name: LeadContactField,
    autoComplete: string,
    type: 'text' | 'email' | 'tel' = 'text',
  ) => (
    <TextField
      {...form.wiring(name)}
      label={labels[name]}
      markedRequired
      value={contact[name]}
      onChange={(value) => updateContact(name, value)}
      type={type}
      autoComplete={autoComplete}
    />
  );

  /** One step's heading and progress: both steps are in the page, the other one hidden. */
  const stepHeading = (of: Step, title: React.ReactNode) => (
    <>
      {/* A plain h3: the theme's Heading would add a permalink to a heading that has an id. */}
      <h3 id={headingId(of)} tabIndex={-1} className={styles.stepHeading}>
        <span className={styles.stepIndicator}>
          <Translate
            id="lead.step.indicator"
            description="Progress of the two-step lead form"
            values={{current: of, total: stepCount}}>
            {'Step {current} of {total}'}
          </Translate>
        </span>
        <span className={styles.stepTitle}>{title}</span>
      </h3>
      <div className={styles.progress} aria-hidden="true">
        <span className={clsx(styles.progressStep, styles.progressDone)} />
        <span className={clsx(styles.progressStep, of === 2 && styles.progressDone)} />
      </div>
      <p className={fieldStyles.requiredNote}>
        <Translate id="lead.requiredNote">Fields marked with * are required.</Translate>
      </p>
    </>
  );

  // Both steps are always in the markup, the inactive one hidden: without JavaScript the form
  // posts each step to the server, which answers the page with the next step shown (the
  // step-1 answers stay in their hidden fields and post along). data-step names them for it.
  return (
    <div ref={cardRef} className={clsx(styles.card, className)}>
      <form
        {...form.formProps(formEndpoints.lead)}
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={headingId(step)}
        aria-busy={submitting || undefined}>
        <PageField />
        {attached && <AttachedSandboxNote attached={attached} />}
        <div data-step="contact" hidden={step !== 1}>
          {stepHeading(1, <Translate id="lead.step1.title">Tell Us About You</Translate>)}
          <div className={fieldStyles.grid}>
            {textField('firstName', 'given-name')}
            {textField('lastName', 'family-name')}
            {textField('email', 'email', 'email')}
            {textField('phone', 'tel', 'tel')}
            {textField('position', 'organization-title')}
            {textField('companyName', 'organization')}
            <SelectField
              {...form.wiring('companySize')}
              label={labels.companySize}
              markedRequired
              value={contact.companySize}
              onChange={(value) => updateContact('companySize', value)}
              placeholder={translate({
                id: 'lead.field.companySize.placeholder',
                message: 'Select company size',
              })}
              options={leadCompanySizes.map((size) => ({value: size, label: sizeLabels[size]}))}
              wide
            />
          </div>
        </div>
        <div data-step="needs" hidden={step !== 2} className={styles.needs}>
          {stepHeading(2, <Translate id="lead.step2.title">Tell Us About Your Needs</Translate>)}
          <ChoiceGroup
            id={ids.field('interests')}
            kind="checkbox"
            name="interests"
            legend={translate({
              id: 'lead.field.interests',
              message: 'Which areas are you interested in?',
            })}
            hint={<Translate id="lead.field.interests.hint">Select all that apply.</Translate>}
            options={leadInterests.map((value) => ({value, label: interestText[value]}))}
            isChecked={(value) => needs.interests.includes(value)}
            onToggle={(value, checked) => {
              setNeeds((current) => ({
                ...current,
                interests: checked
                  ? [...current.interests, value]
                  : current.interests.filter((item) => item !== value),
              }));
              clearFlag('interests');
            }}
            invalid={isInvalid('interests')}
            errorId={ids.error}
          />
          <ChoiceGroup
            id={ids.field('aiUseCase')}
            kind="radio"
            name="aiUseCase"
            legend={translate({
              id: 'lead.field.aiUseCase',
              message: 'Where are you in your AI journey?',
            })}
            options={aiUseCases.map((value) => ({value, label: useCaseText[value]}))}
            isChecked={(value) => needs.aiUseCase === value}
            onToggle={(value) => {
              setNeeds((current) => ({...current, aiUseCase: value}));
              clearFlag('aiUseCase');
            }}
            invalid={isInvalid('aiUseCase')}
            errorId={ids.error}
          />
          <TextAreaField
            {...form.wiring('message')}
            label={messageLabel()}
            value={needs.message}
            onChange={(message) => {
              setNeeds((current) => ({...current, message}));
              clearFlag('message');
            }}
            maxLength={leadMessageMaxLength}
            rows={4}
          />
        </div>

        <HoneypotField id={ids.field(honeypotField)} name={honeypotField} value={trap} onChange={setTrap} />

        <p id={ids.error} className={fieldStyles.alert} role="alert">
          {form.error && formErrorText(form.error.code)}
        </p>

        <div data-step="contact" hidden={step !== 1} className={styles.actions}>
          <button type="submit" name={noScriptFields.step} value="contact" className="button button--primary button--lg">
            <Translate id="lead.action.continue">Continue</Translate>
          </button>
        </div>
        <div data-step="needs" hidden={step !== 2} className={styles.actions}>
          <button
            type="button"
            className="button button--secondary button--lg"
            onClick={() => goToStep(1)}
            disabled={submitting}>
            <Translate id="lead.action.back">Back</Translate>
          </button>
          <button
            ref={submitRef}
            type="submit"
            name={noScriptFields.step}
            value="needs"
            className="button button--primary button--lg"
            disabled={submitting}>
            {submitting ? (
              <Translate id="lead.action.submitting">Submitting...</Translate>
            ) : (
              <Translate id="lead.action.submit">Submit</Translate>
            )}
          </button>
        </div>
      </form>
    </div>
  );
}
