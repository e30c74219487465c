import React, {type FormEvent, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {PageField, answerText, useFormSubmission} from '@site/src/components/forms';
import {formEndpoints} from '@site/src/config/ids';
import {subscribeToNewsletter, type NewsletterSubmission} from '@site/src/lib/api/newsletter';
import type {ApiResult} from '@site/src/lib/api/client';
import {honeypotField} from '@site/src/lib/forms/common';
import styles from './styles.module.css';
import HoneypotField from '@site/src/components/HoneypotField';

export type Props = {
  /** Replaces the subscription call (tests, previews). */
  subscribe?: (submission: NewsletterSubmission) => Promise<ApiResult<unknown>>;
  className?: string;
};

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
  const form = useFormSubmission<'email'>();
  const {ids, submitting} = form;
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  const [subscribed, setSubscribed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async ({schemas, send}) => {
      setFailure(null);
      const subscription = form.check(schemas.newsletterSchema, {email});
      if (!subscription) return;
      const result = await send(() => subscribe({email: subscription.email, [honeypotField]: trap}));
      if (result.ok) {
        setEmail('');
        setSubscribed(true);
        return;
      }
      if (result.code === 'newsletterEmail') form.flag({code: result.code, fields: ['email']});
      else setFailure(answerText(result.code, failureText));
      form.formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
    });
  };

  const invalid = form.isInvalid('email') || failure !== null;
  const message = form.error ? answerText(form.error.code, failureText) : failure;

  return (
    <form
      {...form.formProps(formEndpoints.newsletter)}
      className={clsx(styles.newsletter, className)}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={ids.field('title')}
      aria-busy={submitting || undefined}>
      <p id={ids.field('title')} className={clsx('footer__title', styles.title)}>
        <Translate id="newsletter.title">Newsletter</Translate>
      </p>
      <p id={ids.field('hint')} className={styles.hint}>
        <Translate id="newsletter.hint">
          Practical tips on AI agents for support teams, about once a month. Unsubscribe at any time.
        </Translate>
      </p>
      <label htmlFor={ids.field('email')} className={styles.label}>
        <Translate id="newsletter.email.label">Email address</Translate>
      </label>
      <div className={styles.row}>
        <input
          id={ids.field('email')}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={translate({id: 'newsletter.email.placeholder', message: 'you@company.com'})}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            form.clearError();
            setFailure(null);
            setSubscribed(false);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${ids.error} ${ids.field('hint')}` : ids.field('hint')}
        />
        <button type="submit" className={styles.button} disabled={submitting}>
          {submitting ? (
            <Translate id="newsletter.action.submitting">Subscribing...</Translate>
          ) : (
            <Translate id="newsletter.action.subscribe">Subscribe</Translate>
          )}
        </button>
      </div>

      <PageField />
      <HoneypotField id={ids.field('trap')} name={honeypotField} value={trap} onChange={setTrap} />

      {/* Both regions stay in the page, empty, so screen readers are already listening. */}
      <p id={ids.error} className={styles.error} role="alert">
        {message}
      </p>
      <p className={styles.success} role="status">
        {subscribed && (
          <Translate id="newsletter.success">Thanks for subscribing! Look out for our next issue.</Translate>
        )}
      </p>
    </form>
  );
}
