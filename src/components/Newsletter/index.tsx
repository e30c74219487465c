import React, {type FormEvent, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {subscribeToNewsletter, type NewsletterSubmission} from '@site/src/lib/api/newsletter';
import type {ApiResult} from '@site/src/lib/api/client';
import {honeypotField} from '@site/src/lib/forms/common';
import {formErrorMessages} from '@site/src/lib/forms/messages';
import {normalizeSubscription, validateSubscription} from '@site/src/lib/forms/newsletter';
import styles from './styles.module.css';
import HoneypotField from '@site/src/components/HoneypotField';

export type Props = {
  /** Replaces the subscription call (tests, previews). */
  subscribe?: (submission: NewsletterSubmission) => Promise<ApiResult<unknown>>;
  className?: string;
};

type Status =
  | {state: 'idle'}
  | {state: 'submitting'}
  | {state: 'success'}
  | {state: 'error'; message: string};

/** SPEC §8 "Newsletter": the one refusal text, in the reader's language. */
function invalidEmailText(): string {
  return translate({
    id: 'newsletter.error.email',
    message: 'Invalid email format. Newsletter subscription failed.',
  });
}

function failureText(): string {
  return translate({
    id: 'newsletter.error.failed',
    message: 'We could not subscribe you right now. Please try again later.',
  });
}

/**
 * The footer's newsletter signup (SPEC §3 "Newsletter subscription"): one labelled e-mail field,
 * checked with the server's own rules before sending, and a status line read out by screen
 * readers. Names are optional for the API and left out to keep the footer compact.
 */
export default function Newsletter({subscribe = subscribeToNewsletter, className}: Props): React.JSX.Element {
  const baseId = useId();
  const ids = {
    title: `${baseId}-title`,
    email: `${baseId}-email`,
    hint: `${baseId}-hint`,
    error: `${baseId}-error`,
    trap: `${baseId}-trap`,
  };
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  const [status, setStatus] = useState<Status>({state: 'idle'});
  const inputRef = useRef<HTMLInputElement>(null);
  // State updates are not synchronous; this stops a second submit before the button disables.
  const inFlight = useRef(false);

  const fail = (message: string) => {
    setStatus({state: 'error', message});
    inputRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const subscription = normalizeSubscription({email});
    if (validateSubscription(subscription)) {
      fail(invalidEmailText());
      return;
    }
    inFlight.current = true;
    setStatus({state: 'submitting'});
    const result = await subscribe({email: subscription.email, [honeypotField]: trap});
    inFlight.current = false;
    if (result.ok) {
      setEmail('');
      setStatus({state: 'success'});
      return;
    }
    fail(result.error === formErrorMessages.newsletterEmail ? invalidEmailText() : failureText());
  };

  const submitting = status.state === 'submitting';
  const invalid = status.state === 'error';

  return (
    <form
      className={clsx(styles.newsletter, className)}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={ids.title}
      aria-busy={submitting || undefined}>
      <p id={ids.title} className={clsx('footer__title', styles.title)}>
        <Translate id="newsletter.title">Newsletter</Translate>
      </p>
      <p id={ids.hint} className={styles.hint}>
        <Translate id="newsletter.hint">
          Practical tips on AI agents for support teams, about once a month. Unsubscribe at any time.
        </Translate>
      </p>
      <label htmlFor={ids.email} className={styles.label}>
        <Translate id="newsletter.email.label">Email address</Translate>
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={ids.email}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={translate({id: 'newsletter.email.placeholder', message: 'you@company.com'})}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status.state === 'error' || status.state === 'success') setStatus({state: 'idle'});
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${ids.error} ${ids.hint}` : ids.hint}
        />
        <button type="submit" className={styles.button} disabled={submitting}>
          {submitting ? (
            <Translate id="newsletter.action.submitting">Subscribing...</Translate>
          ) : (
            <Translate id="newsletter.action.subscribe">Subscribe</Translate>
          )}
        </button>
      </div>

      <HoneypotField id={ids.trap} name={honeypotField} value={trap} onChange={setTrap} />

      {/* Both regions stay in the page, empty, so screen readers are already listening. */}
      <p id={ids.error} className={styles.error} role="alert">
        {status.state === 'error' && status.message}
      </p>
      <p className={styles.success} role="status">
        {status.state === 'success' && (
          <Translate id="newsletter.success">Thanks for subscribing! Look out for our next issue.</Translate>
        )}
      </p>
    </form>
  );
}
