/**
 * Settings: who hears about new form submissions. Staff add and remove addresses; each change
 * is saved at once and applies to the next notification. With no address the server's
 * NOTIFY_TO is used, and the card says which address that is.
 */
import React, {useCallback, useEffect, useState, type FormEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {parseRecipients, type RecipientsView} from '@site/src/lib/staff/recipients';
import {StaffCard} from '../StaffCard';
import {RoleHint, useCan} from '../RoleGate';
import {useStaffSession} from '../StaffSession';
import {EmailInput} from '../fields';
import {staffErrorText} from '../text';
import {useStaffDates} from '../useStaffDates';
import styles from '../styles.module.css';

export function RecipientsCard(): React.JSX.Element {
  const {api} = useStaffSession();
  const mayChange = useCan('settings:write');
  const formatDate = useStaffDates();
  const [view, setView] = useState<RecipientsView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await api<RecipientsView>('GET', '/settings/recipients');
    if (result.ok) setView(result.data);
    else setError(staffErrorText(result.code));
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  /**
   * Saves `recipients` as the whole list, made from the list as shown; true when the server
   * took it. If someone changed the list meanwhile, nothing is saved and theirs is shown.
   */
  const save = async (recipients: string[]): Promise<boolean> => {
    const result = await api<RecipientsView>('POST', '/settings/recipients', {recipients, expectedUpdatedAt: view?.updatedAt ?? null});
    if (!result.ok) {
      if (result.code === 'recipientsChanged') await load();
      setStatus(null);
      setError(staffErrorText(result.code));
      return false;
    }
    setError(null);
    setView(result.data);
    setStatus(
      result.data.recipients.length > 0
        ? translate(
            {id: 'admin.recipients.saved', message: 'Saved. New notifications go to {recipients}.'},
            {recipients: result.data.recipients.join(', ')},
          )
        : translate(
            {id: 'admin.recipients.savedFallback', message: 'Saved. New notifications go to {fallback} (NOTIFY_TO) again.'},
            {fallback: result.data.fallback},
          ),
    );
    return true;
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!view) return;
    const parsed = parseRecipients([...view.recipients, email]);
    if (!parsed.ok) return setFormError(staffErrorText(parsed.code));
    setFormError(null);
    if (await save(parsed.value)) setEmail('');
  };

  const remove = (address: string) => void save(view!.recipients.filter((recipient) => recipient !== address));

  return (
    <StaffCard
      id="recipients"
      title={<Translate id="admin.recipients.title">Notification recipients</Translate>}
      error={error}
      status={status}>
      {view === null ? (
        error === null && (
          <p className={styles.muted}>
            <Translate id="admin.loading">Loading…</Translate>
          </p>
        )
      ) : (
        <>
          <p>
            {view.recipients.length > 0 ? (
              <Translate id="admin.recipients.intro">Every new form submission is announced by e-mail to these addresses.</Translate>
            ) : (
              <Translate id="admin.recipients.usingFallback" values={{fallback: <strong>{view.fallback}</strong>}}>
                {'No recipients are set here: notifications go to {fallback}, the server setting NOTIFY_TO.'}
              </Translate>
            )}
          </p>
          {view.recipients.length > 0 && (
            <ul className={styles.recipientList}>
              {view.recipients.map((recipient) => (
                <li key={recipient}>
                  <span className={styles.recipient}>{recipient}</span>
                  {mayChange && (
                      <button type="button" className="button button--secondary button--sm" onClick={() => remove(recipient)}>
                        {translate({id: 'admin.recipients.remove', message: 'Remove {email}'}, {email: recipient})}
                      </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {view.updatedAt !== null && (
            <p className={styles.muted}>
              {translate(
                {id: 'admin.recipients.changed', message: 'Last changed by {who} on {when}.'},
                {who: view.updatedBy ?? '—', when: formatDate(view.updatedAt)},
              )}
            </p>
          )}
          <RoleHint permission="settings:write" />
          {mayChange && (
            <form className={styles.stack} noValidate onSubmit={(event) => void add(event)}>
              <EmailInput
                id="new-recipient"
                label={translate({id: 'admin.recipients.newLabel', message: 'Add a recipient'})}
                value={email}
                onChange={setEmail}
                autoComplete="email"
                invalid={formError !== null}
                describedBy={formError ? 'new-recipient-error' : undefined}
              />
              {formError && (
                <p id="new-recipient-error" role="alert" className={styles.error}>
                  {formError}
                </p>
              )}
              <div className={styles.actions}>
                <button type="submit" className="button button--primary">
                  <Translate id="admin.recipients.add">Add recipient</Translate>
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </StaffCard>
  );
}
