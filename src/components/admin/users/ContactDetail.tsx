/**
 * Users: one person. Their submissions oldest first, each with its answers and the state of the
 * notification it sent to staff; the conversations they handed off to sales with their
 * transcripts; and erasure of everything about them, after a confirmation
 * that names them (it cannot be undone).
 */
import React, {useEffect, useRef, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {ContactDetail as Detail, ContactFieldValue, ContactSubmission} from '@site/src/lib/staff/contacts';
import {RoleHint, roleName, useCan} from '../RoleGate';
import {useStaffSession} from '../StaffSession';
import {staffErrorText} from '../text';
import {useStaffDates} from '../useStaffDates';
import {HandedOffConversations} from './HandedOffConversations';
import {LeadSandboxes} from './LeadSandboxes';
import {fieldLabel, mailStateLabel, sourceLabel} from './labels';
import styles from '../styles.module.css';

type Props = {email: string; onClose(): void; onErased(email: string): void};

function valueText(value: ContactFieldValue): string {
  if (typeof value === 'boolean') {
    return value ? translate({id: 'admin.users.yes', message: 'Yes, checked'}) : translate({id: 'admin.users.no', message: 'No, not checked'});
  }
  return Array.isArray(value) ? value.join(', ') : value;
}

function MailLine({submission}: {submission: ContactSubmission}) {
  const {mail} = submission;
  if (!mail) {
    return (
      <p className={styles.muted}>
        <Translate id="admin.users.mail.none">No notification recorded for this submission.</Translate>
      </p>
    );
  }
  return (
    <p className={styles.usersMail} data-state={mail.status}>
      <strong>{mailStateLabel(mail.status)}</strong>{' '}
      {translate({id: 'admin.users.mail.attempts', message: '({count} attempts)'}, {count: mail.attempts})}
      {mail.lastError && (
        <>
          {' '}
          {translate({id: 'admin.users.mail.lastError', message: 'Last error: {error}'}, {error: mail.lastError})}
        </>
      )}
    </p>
  );
}

export function ContactDetail({email, onClose, onErased}: Props): React.JSX.Element {
  const {api, session} = useStaffSession();
  const {role} = session.account;
  const mayErase = useCan('contacts:erase');
  const formatDate = useStaffDates();
  const [detail, setDetail] = useState<Detail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    let current = true;
    void api<Detail>('GET', `/contacts/person?email=${encodeURIComponent(email)}`).then((result) => {
      if (!current) return;
      if (result.ok) setDetail(result.data);
      else setError(staffErrorText(result.code));
    });
    return () => {
      current = false;
    };
  }, [api, email]);

  const erase = async () => {
    const result = await api('DELETE', `/contacts/person?email=${encodeURIComponent(email)}`);
    if (result.ok) onErased(email);
    else {
      setConfirming(false);
      setError(staffErrorText(result.code));
    }
  };

  const count = detail?.submissions.length ?? 0;
  return (
    <section className={styles.card} aria-labelledby="user-detail-heading">
      {/* A plain heading, without the theme's anchor link: it takes the focus when the person opens. */}
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
      <h2 id="user-detail-heading" ref={heading} tabIndex={-1}>
        {email}
      </h2>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary button--sm" onClick={onClose}>
          <Translate id="admin.users.back">Back to the list</Translate>
        </button>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {!detail && !error && (
        <p role="status" className={styles.muted}>
          <Translate id="admin.loading">Loading…</Translate>
        </p>
      )}
      {detail && (
        <>
          <ol className={styles.usersSubmissions} aria-label={translate({id: 'admin.users.submissionsLabel', message: 'Submissions, oldest first'})}>
            {detail.submissions.map((submission) => (
              <li key={`${submission.source}-${submission.id}`} className={styles.usersSubmission}>
                <Heading as="h3">
                  {sourceLabel(submission.source)}, {formatDate(submission.createdAt)}
                </Heading>
                <dl className={styles.usersFields}>
                  {submission.fields
                    .filter((field) => valueText(field.value) !== '')
                    .map((field) => (
                      <div key={field.name}>
                        <dt>{fieldLabel(field.name)}</dt>
                        <dd>{valueText(field.value)}</dd>
                      </div>
                    ))}
                </dl>
                <MailLine submission={submission} />
              </li>
            ))}
          </ol>
          <LeadSandboxes sandboxes={detail.sandboxes ?? []} />
          <HandedOffConversations conversations={detail.conversations ?? []} />
          <div className={styles.usersErase}>
            <Heading as="h3">
              <Translate id="admin.users.eraseTitle">Erasure request</Translate>
            </Heading>
            <RoleHint permission="contacts:erase">
              {translate({id: 'admin.users.eraseRoleHint', message: 'Your role ({role}) cannot erase people.'}, {role: roleName(role)})}
            </RoleHint>
            {!mayErase ? null : !confirming ? (
              <div className={styles.actions}>
                <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
                  {translate({id: 'admin.users.erase', message: 'Erase {email}'}, {email})}
                </button>
              </div>
            ) : (
              <div
                className={styles.actions}
                role="group"
                aria-label={translate({id: 'admin.users.confirmLabel', message: 'Confirm erasing {email}'}, {email})}>
                <span>
                  {translate(
                    {
                      id: 'admin.users.confirm',
                      message: 'Delete all {count} submissions of {email} and their notifications? This cannot be undone.',
                    },
                    {count, email},
                  )}
                </span>
                <button type="button" className="button button--danger" onClick={() => void erase()}>
                  <Translate id="admin.users.confirmYes">Yes, erase</Translate>
                </button>
                <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
                  <Translate id="admin.accounts.confirmNo">Cancel</Translate>
                </button>
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
