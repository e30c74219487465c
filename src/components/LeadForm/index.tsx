import React, {type FormEvent, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {notifyError, notifySuccess} from '@site/src/components/Toasts';
import {limits} from '@site/src/config/site';
import {sendLeadNotification} from '@site/src/lib/api/leads';
import type {LeadErrorCode} from '@site/src/lib/lead/messages';
import {
  aiUseCases,
  leadCompanySizes,
  leadHoneypotField,
  leadInterests,
} from '@site/src/lib/lead/options';
import {
  createCsrfToken,
  missingContactFields,
  missingNeedsFields,
  normalizeSignup,
  validateContact,
  validateNeeds,
  validateSignup,
  type FieldName,
  type LeadContact,
  type LeadIssue,
  type LeadNeeds,
} from '@site/src/lib/lead/validation';
import {ChoiceGroup, SelectField, TextField} from './Fields';
import {revealAndFocus} from './scroll';
import {
  companySizeLabels,
  contactLabels,
  failureToastText,
  interestLabels,
  leadErrorText,
  serverErrorText,
  successToastText,
  useCaseLabels,
} from './text';
import styles from './styles.module.css';
import fieldStyles from '@site/src/css/formFields.module.css';
import HoneypotField from '@site/src/components/HoneypotField';

export type Props = {
  /** Replaces the browser's fetch (tests, previews). */
  fetchImpl?: typeof fetch;
  className?: string;
};

type Step = 1 | 2;
const stepCount = 2;

type FormError = {code: LeadErrorCode; fields: FieldName[]};

/** Where focus goes after the next render. */
type PendingFocus = 'stepHeading' | 'firstInvalid' | 'submit' | null;

const emptyContact: LeadContact = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  position: '',
  companyName: '',
  companySize: '',
};

const contactFieldNames = Object.keys(emptyContact) as (keyof LeadContact)[];

function isContactField(field: FieldName): field is keyof LeadContact {
  return (contactFieldNames as FieldName[]).includes(field);
}

/** Flags every field the message is about, not only the first, so all can be fixed at once. */
function fieldsToFlag(issue: LeadIssue, lead: LeadContact & LeadNeeds): FieldName[] {
  if (issue.code === 'required' && isContactField(issue.field)) {
    return missingContactFields(lead);
  }
  if (issue.code === 'interests') {
    const missing = missingNeedsFields(lead);
    return missing.length > 0 ? missing : [issue.field];
  }
  return [issue.field];
}

/** SPEC §3-§5 two-step lead form: contact details, then needs, then the notification call. */
export default function LeadForm({fetchImpl, className}: Props): React.JSX.Element {
  const history = useHistory();
  const thankYouPath = useBaseUrl('/thank-you');
  const baseId = useId();
  const ids = {
    heading: `${baseId}-heading`,
    error: `${baseId}-error`,
    field: (name: string) => `${baseId}-${name}`,
  };

  const [step, setStep] = useState<Step>(1);
  const [contact, setContact] = useState<LeadContact>(emptyContact);
  const [needs, setNeeds] = useState<LeadNeeds>({interests: [], aiUseCase: ''});
  const [trap, setTrap] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<PendingFocus>(null);
  // One submission key per form instance: a retry or double submit is recognised by the server.
  const csrfToken = useRef<string | null>(null);
  // State updates are not synchronous; this stops a second click before the button disables.
  const inFlight = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'stepHeading' && cardRef.current) {
      revealAndFocus(cardRef.current, headingRef.current);
    } else if (target === 'firstInvalid') {
      const invalid = cardRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      // A radiogroup carries the flag itself; its first radio takes the focus.
      const control = invalid?.matches('input, select')
        ? invalid
        : invalid?.querySelector<HTMLElement>('input');
      control?.focus();
    } else if (target === 'submit' && submitRef.current) {
      // Mid-screen, so the failure toast in the bottom corner does not cover the retry button.
      revealAndFocus(submitRef.current, submitRef.current, 'center');
    }
  });

  const flag = (issue: LeadIssue, lead: LeadContact & LeadNeeds) => {
    const fields = fieldsToFlag(issue, lead);
    if (fields.some(isContactField)) setStep(1);
    setError({code: issue.code, fields});
    pendingFocus.current = 'firstInvalid';
  };

  const isInvalid = (field: FieldName) => error?.fields.includes(field) ?? false;

  /** Editing a flagged field takes its flag away; the message goes with the last flag. */
  const clearFlag = (field: FieldName) => {
    setError((current) => {
      if (!current?.fields.includes(field)) return current;
      const fields = current.fields.filter((f) => f !== field);
      return fields.length > 0 ? {...current, fields} : null;
    });
  };

  const updateContact = (field: keyof LeadContact, value: string) => {
    setContact((current) => ({...current, [field]: value}));
    clearFlag(field);
  };

  const goToStep = (next: Step) => {
    setError(null);
    setStep(next);
    pendingFocus.current = 'stepHeading';
  };

  const handleContinue = () => {
    const issue = validateContact(contact);
    if (issue) {
      flag(issue, {...contact, ...needs});
      return;
    }
    goToStep(2);
  };

  const handleSubmit = async () => {
    if (inFlight.current) return;
    const needsIssue = validateNeeds(needs);
    if (needsIssue) {
      flag(needsIssue, {...contact, ...needs});
      return;
    }
    csrfToken.current ??= createCsrfToken();
    const lead = normalizeSignup({...contact, ...needs, csrfToken: csrfToken.current});
    const issue = validateSignup(lead);
    if (issue) {
      flag(issue, lead);
      return;
    }

    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    const result = await sendLeadNotification({...lead, [leadHoneypotField]: trap}, fetchImpl);
    if (result.ok) {
      notifySuccess(successToastText());
      // The button stays disabled until the page changes: the lead is already in.
      redirectTimer.current = setTimeout(
        () => history.push(thankYouPath),
        limits.leadRedirectDelayMs,
      );
      return;
    }
    notifyError(failureToastText(), serverErrorText(result.error));
    inFlight.current = false;
    setSubmitting(false);
    pendingFocus.current = 'submit';
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 1) handleContinue();
    else void handleSubmit();
  };

  const labels = contactLabels();
  const sizeLabels = companySizeLabels();
  const interestText = interestLabels();
  const useCaseText = useCaseLabels();

  const textField = (
    name: keyof LeadContact,
    autoComplete: string,
    type: 'text' | 'email' | 'tel' = 'text',
  ) => (
    <TextField
      id={ids.field(name)}
      name={name}
      label={labels[name]}
      markedRequired
      value={contact[name]}
      onChange={(value) => updateContact(name, value)}
      type={type}
      autoComplete={autoComplete}
      invalid={isInvalid(name)}
      errorId={ids.error}
    />
  );

  return (
    <div ref={cardRef} className={clsx(styles.card, className)}>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={ids.heading}
        aria-busy={submitting || undefined}>
        {/* A plain h3: the theme's Heading would add a permalink to a heading that has an id. */}
        <h3 id={ids.heading} ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          <span className={styles.stepIndicator}>
            <Translate
              id="lead.step.indicator"
              description="Progress of the two-step lead form"
              values={{current: step, total: stepCount}}>
              {'Step {current} of {total}'}
            </Translate>
          </span>
          <span className={styles.stepTitle}>
            {step === 1 ? (
              <Translate id="lead.step1.title">Tell Us About You</Translate>
            ) : (
              <Translate id="lead.step2.title">Tell Us About Your Needs</Translate>
            )}
          </span>
        </h3>
        <div className={styles.progress} aria-hidden="true">
          <span className={clsx(styles.progressStep, styles.progressDone)} />
          <span className={clsx(styles.progressStep, step === 2 && styles.progressDone)} />
        </div>
        <p className={fieldStyles.requiredNote}>
          <Translate id="lead.requiredNote">Fields marked with * are required.</Translate>
        </p>

        {step === 1 ? (
          <div className={fieldStyles.grid}>
            {textField('firstName', 'given-name')}
            {textField('lastName', 'family-name')}
            {textField('email', 'email', 'email')}
            {textField('phone', 'tel', 'tel')}
            {textField('position', 'organization-title')}
            {textField('companyName', 'organization')}
            <SelectField
              id={ids.field('companySize')}
              name="companySize"
              label={labels.companySize}
              markedRequired
              value={contact.companySize}
              onChange={(value) => updateContact('companySize', value)}
              placeholder={translate({
                id: 'lead.field.companySize.placeholder',
                message: 'Select company size',
              })}
              options={leadCompanySizes.map((size) => ({value: size, label: sizeLabels[size]}))}
              invalid={isInvalid('companySize')}
              errorId={ids.error}
              wide
            />
          </div>
        ) : (
          <div className={styles.needs}>
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
          </div>
        )}

        <HoneypotField id={ids.field(leadHoneypotField)} name={leadHoneypotField} value={trap} onChange={setTrap} />

        <p id={ids.error} className={fieldStyles.alert} role="alert">
          {error && leadErrorText(error.code)}
        </p>

        {/* Keyed buttons: were React to reuse Back's node as Continue, the Enter that pressed
            Back would go on to submit step 1 again. */}
        <div className={styles.actions}>
          {step === 1 ? (
            <button key="continue" type="submit" className="button button--primary button--lg">
              <Translate id="lead.action.continue">Continue</Translate>
            </button>
          ) : (
            <>
              <button
                key="back"
                type="button"
                className="button button--secondary button--lg"
                onClick={() => goToStep(1)}
                disabled={submitting}>
                <Translate id="lead.action.back">Back</Translate>
              </button>
              <button
                key="submit"
                ref={submitRef}
                type="submit"
                className="button button--primary button--lg"
                disabled={submitting}>
                {submitting ? (
                  <Translate id="lead.action.submitting">Submitting...</Translate>
                ) : (
                  <Translate id="lead.action.submit">Submit</Translate>
                )}
              </button>
            </>
          )}
        </div>
      </form>
    </div>
  );
}
